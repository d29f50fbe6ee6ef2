import Foundation

/// Numbers as source-code text: the same characters on every machine, no exponent, no
/// trailing zeros, `-0` written `0`.
public enum DecimalText {
    /// `x` rounded to at most `maximumFractionDigits` decimals (`0.5450980392` with 6 → `0.545098`;
    /// `16.0` → `16`). Non-finite numbers are written `0` (they cannot come from valid tokens).
    public static func format(_ x: Double, maximumFractionDigits: Int = 6) -> String {
        guard x.isFinite else { return "0" }
        let digits = max(0, min(maximumFractionDigits, 15))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9_007_199_254_740_992 else {
            // Beyond 2^53 only the integer part is meaningful.
            return String(format: "%.0f", x.rounded())
        }
        let total = UInt64(scaled)
        if total == 0 { return "0" }
        var divisor: UInt64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let integer = total / divisor
        var fraction = total % divisor
        var width = digits
        if fraction != 0 {
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
        }
        // At most "-" + 16 integer digits + "." + 15 fraction digits: written right to left into
        // one buffer, then made into a string once.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var position = 40
            func put(_ byte: UInt8) {
                position -= 1
                buffer[position] = byte
            }
            if fraction != 0 {
                var rest = fraction
                for _ in 0..<width {
                    put(UInt8(ascii: "0") + UInt8(rest % 10))
                    rest /= 10
                }
                put(UInt8(ascii: "."))
            }
            var rest = integer
            repeat {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if x < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<40]), as: UTF8.self)
        }
    }

    /// Like ``format(_:maximumFractionDigits:)`` but always with a decimal point (`16.0`), for
    /// languages where `16` would be an integer literal of the wrong type.
    public static func floatingPoint(_ x: Double, maximumFractionDigits: Int = 6) -> String {
        let text = format(x, maximumFractionDigits: maximumFractionDigits)
        return text.contains(".") ? text : text + ".0"
    }
}
