import YAML

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
        // The grammar is ASCII, so the match is the same on UTF-8 bytes as on Unicode scalars,
        // and its length in bytes is its length in scalars.
        if let result = text.utf8.withContiguousStorageIfAvailable({ prefix(ofUTF8: $0) }) { return result }
        return Array(text.utf8).withUnsafeBufferPointer { prefix(ofUTF8: $0) }
    }

    /// ``prefix(of:)`` on UTF-8 bytes, its length in bytes (the same as in scalars).
    static func prefix(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (Double, Int)? {
        let count = bytes.count
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while isDigit(index) { index += 1; digits += 1 }
        if index < count, bytes[index] == UInt8(ascii: "."), digits > 0 || isDigit(index + 1) {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < count, bytes[exponent] == UInt8(ascii: "-") || bytes[exponent] == UInt8(ascii: "+") { exponent += 1 }
            if isDigit(exponent) {
                while isDigit(exponent) { exponent += 1 }
                index = exponent
            }
        }
        // The shortcut YAML's core schema takes for plain floats: exact for nearly every number here.
        if let number = CoreSchema.exactDecimalValue(UnsafeBufferPointer(rebasing: bytes[0..<index])) { return (number, index) }
        var start = 0, end = index
        if bytes[0] == UInt8(ascii: "+") { start = 1 }
        if bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
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
