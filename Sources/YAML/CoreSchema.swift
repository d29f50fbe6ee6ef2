/// The YAML 1.2 core schema for plain scalars: decides whether an unquoted value is a null, a
/// boolean, an integer, a float or a string.
///
/// Only the spellings of the core schema count: `yes`, `no`, `on`, `off`, `y` and `n` (YAML 1.1
/// booleans) are strings, and so are `-0x1F` or `1_000`. The resolver scans bytes; it uses no
/// regular expressions and allocates nothing except when it returns a string.
public enum CoreSchema {
    /// The core-schema value of a plain scalar's text.
    ///
    /// - null: `~`, `null`, `Null`, `NULL`, or the empty text.
    /// - bool: `true`, `True`, `TRUE`, `false`, `False`, `FALSE`.
    /// - int: `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`. A decimal that does not fit in `Int`
    ///   becomes a float; an octal or hexadecimal one becomes the nearest float.
    /// - float: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?(.inf|.Inf|.INF)`,
    ///   `.nan`, `.NaN`, `.NAN`.
    /// - anything else is a string.
    public static func resolve(_ text: String) -> CoreValue {
        var copy = text
        let value: CoreValue? = copy.withUTF8 { classify($0, parsing: true) }
        return value ?? .string(text)
    }

    /// What ``resolve(_:)`` gives for `text`, as far as it is known without converting a number:
    /// computed once per scalar when it is parsed, so that asking a string scalar for its value
    /// again and again costs nothing.
    static func plainKind(_ text: String) -> PlainKind {
        var copy = text
        return copy.withUTF8 { plainKind(utf8: $0) }
    }

    /// ``plainKind(_:)`` of text given as UTF-8.
    ///
    /// Inlined up to the first byte: most plain scalars are names and words, which no null,
    /// boolean or number starts, and every plain scalar of a file is asked on libyaml's thread
    /// (a call each, 41,488 at 10,000 tokens).
    @inline(__always)
    static func plainKind(utf8 bytes: UnsafeBufferPointer<UInt8>) -> PlainKind {
        if let first = bytes.first {
            switch first {
            case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
                 UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
                break
            default:
                return .string
            }
        }
        return classifiedKind(bytes)
    }

    /// ``plainKind(utf8:)`` past the first byte.
    private static func classifiedKind(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainKind {
        switch classify(bytes, parsing: false) {
        case nil: return .string
        case .null?: return .null
        case .bool(true)?: return .boolTrue
        case .bool(false)?: return .boolFalse
        default: return .number
        }
    }

    /// See ``plainKind(_:)``.
    enum PlainKind: UInt8, Sendable {
        /// ``resolve(_:)`` gives `.string(text)`.
        case string
        /// ``resolve(_:)`` gives `.null`.
        case null
        /// ``resolve(_:)`` gives `.bool(true)`.
        case boolTrue
        /// ``resolve(_:)`` gives `.bool(false)`.
        case boolFalse
        /// Anything else: an integer or a float, to be converted by ``resolve(_:)``.
        case number
    }

    /// The non-string value the bytes spell, or nil for a string. Without `parsing`, a number is
    /// recognized but not converted (`.float(0)` stands for any int or float).
    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, parsing: Bool) -> CoreValue? {
        let count = bytes.count
        if count == 0 { return .null }
        let first = bytes[0]
        switch first {
        case UInt8(ascii: "~"):
            return count == 1 ? .null : nil
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return spells(bytes, "null", "Null", "NULL") ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return spells(bytes, "true", "True", "TRUE") ? .bool(true) : nil
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return spells(bytes, "false", "False", "FALSE") ? .bool(false) : nil
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return number(bytes, parsing: parsing)
        default:
            return nil
        }
    }

    /// Whether the bytes equal one of three ASCII spellings.
    private static func spells(
        _ bytes: UnsafeBufferPointer<UInt8>, _ a: StaticString, _ b: StaticString, _ c: StaticString
    ) -> Bool {
        equals(bytes, a) || equals(bytes, b) || equals(bytes, c)
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for i in 0..<bytes.count where bytes[i] != w[i] { return false }
        return true
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// Ints, floats, infinities and NaNs; nil when the bytes are none of them.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, parsing: Bool) -> CoreValue? {
        let count = bytes.count
        // 0o… and 0x… take no sign in the core schema.
        if count > 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "o") { return radixInteger(bytes, from: 2, radix: 8) }
            if bytes[1] == UInt8(ascii: "x") { return radixInteger(bytes, from: 2, radix: 16) }
        }
        var i = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            i = 1
        }
        guard i < count else { return nil }
        // .inf / .nan
        if bytes[i] == UInt8(ascii: "."), count - i == 4, !isDigit(bytes[i + 1]) {
            let rest = UnsafeBufferPointer(rebasing: bytes[(i)...])
            if spells(rest, ".inf", ".Inf", ".INF") { return .float(negative ? -.infinity : .infinity) }
            if i == 0, spells(rest, ".nan", ".NaN", ".NAN") { return .float(.nan) }
            return nil
        }
        // Integer part.
        let intStart = i
        while i < count, isDigit(bytes[i]) { i += 1 }
        let intDigits = i - intStart
        if i == count {
            guard intDigits > 0 else { return nil }
            guard parsing else { return .float(0) }
            return decimalInteger(bytes, digitsFrom: intStart, negative: negative)
        }
        // Fraction.
        var fractionDigits = 0
        if bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < count, isDigit(bytes[i]) { i += 1 }
            fractionDigits = i - fractionStart
        }
        // `.` alone or `-.` is no number; `1.` is, `.5` is.
        if intDigits == 0 && fractionDigits == 0 { return nil }
        // Exponent.
        if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            let exponentStart = i
            while i < count, isDigit(bytes[i]) { i += 1 }
            if i == exponentStart { return nil }
        }
        guard i == count else { return nil }
        guard parsing else { return .float(0) }
        // Nearly every float in a token file (`0.25`, `-1.5`, `1.2`) is exact this way: each
        // read of one was a `String` and `strtod` (~820 instructions, 7,450 reads at 10,000 tokens).
        if let exact = exactDecimalValue(bytes) { return .float(exact) }
        return parseFloat(bytes)
    }

    /// A decimal integer whose digits run from `start` to the end; a float when it overflows.
    private static func decimalInteger(
        _ bytes: UnsafeBufferPointer<UInt8>, digitsFrom start: Int, negative: Bool
    ) -> CoreValue? {
        var value = 0
        for i in start..<bytes.count {
            let digit = Int(bytes[i] &- 0x30)
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            // Accumulate towards the sign so that Int.min fits.
            let (next, o2) = negative ? shifted.subtractingReportingOverflow(digit)
                                      : shifted.addingReportingOverflow(digit)
            if o1 || o2 { return parseFloat(bytes) }
            value = next
        }
        return .int(value)
    }

    /// A `0o` or `0x` integer with digits from `start`; the nearest float when it overflows.
    private static func radixInteger(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, radix: Int) -> CoreValue? {
        var value = 0
        var overflowed = false
        var approximate = 0.0
        for i in start..<bytes.count {
            guard let digit = digitValue(bytes[i], radix: radix) else { return nil }
            approximate = approximate * Double(radix) + Double(digit)
            if !overflowed {
                let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
                let (next, o2) = shifted.addingReportingOverflow(digit)
                if o1 || o2 { overflowed = true } else { value = next }
            }
        }
        return overflowed ? .float(approximate) : .int(value)
    }

    private static func digitValue(_ b: UInt8, radix: Int) -> Int? {
        let v: Int
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): v = Int(b - 0x30)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): v = Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): v = Int(b - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return v < radix ? v : nil
    }

    /// Exact powers of ten: every one up to 10^22 is a `Double` without rounding.
    private static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { value, _ in value * 10 } }

    /// The value of a decimal already matched as `[-+]?[0-9]*(\.[0-9]*)?` followed by nothing or
    /// an exponent, when its digits, taken as one integer, are below 2^53 and it has at most 22
    /// decimals and no exponent (`16`, `-2.5`, `0.125`); nil for the others. Both the integer and
    /// the power of ten are exact `Double`s, so their quotient is the correctly rounded value of
    /// the decimal (Clinger's fast path): what `Double(String)` returns, the sign of zero
    /// included, without making a string and running `strtod` (~800 instructions a number).
    public static func exactDecimalValue(_ match: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if i < match.count, match[i] == UInt8(ascii: "-") || match[i] == UInt8(ascii: "+") {
            negative = match[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var decimals = -1  // digits after the point, once one is seen
        while i < match.count {
            let byte = match[i]
            i += 1
            if byte == UInt8(ascii: ".") {
                decimals = 0
                continue
            }
            guard isDigit(byte) else { return nil }  // an exponent
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            guard mantissa < 1 << 53 else { return nil }
            if decimals >= 0 { decimals += 1 }
        }
        let scale = max(decimals, 0)
        guard scale <= 22 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[scale]
        return negative ? -magnitude : magnitude
    }

    /// Converts bytes already checked against the float grammar (correctly rounded).
    private static func parseFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> CoreValue? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let value = Double(text) else { return nil }
        return .float(value)
    }
}
