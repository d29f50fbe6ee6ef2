/// The plain decimal numbers tokenc reads inside strings (`"16px"`, `"80%"`, `"0.3s"`):
/// `[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?`.
///
/// Stricter than `Double(_:)`, which also accepts `inf`, `nan` and hexadecimal floats.
enum DecimalNumber {
    /// The number `text` spells in full, or nil.
    static func parse(_ text: Substring) -> Double? {
        guard let (number, length) = prefix(of: text), length == text.unicodeScalars.count else { return nil }
        return number
    }

    /// The longest decimal number at the start of `text` and its length in Unicode scalars, or
    /// nil when `text` does not start with one. An `e` counts as an exponent only when digits
    /// follow it, so `"1em"` is the number 1 followed by `em`.
    static func prefix(of text: Substring) -> (Double, Int)? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        var digits = 0
        while isDigit(index) { index += 1; digits += 1 }
        if index < scalars.count, scalars[index] == ".", digits > 0 || isDigit(index + 1) {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var exponent = index + 1
            if exponent < scalars.count, scalars[exponent] == "-" || scalars[exponent] == "+" { exponent += 1 }
            if isDigit(exponent) {
                while isDigit(exponent) { exponent += 1 }
                index = exponent
            }
        }
        var literal = String(String.UnicodeScalarView(scalars[0..<index]))
        if literal.hasPrefix("+") { literal.removeFirst() }
        if literal.hasSuffix(".") { literal.removeLast() }
        guard let number = Double(literal), number.isFinite else { return nil }
        return (number, index)
    }
}

extension Double {
    /// The number as a person writes it in a message or a fix-it: `16`, not `16.0`; `1.5`.
    var decodingDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }

    /// The number rounded to at most `places` decimals, without trailing zeros (`1.41`, `1.5`).
    func decodingDescription(places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return ((self * scale).rounded() / scale).decodingDescription
    }
}
