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
        var text = x < 0 ? "-" + String(integer) : String(integer)
        guard fraction != 0 else { return text }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let fractionDigits = String(fraction)
        text += "." + String(repeating: "0", count: width - fractionDigits.count) + fractionDigits
        return text
    }

    /// Like ``format(_:maximumFractionDigits:)`` but always with a decimal point (`16.0`), for
    /// languages where `16` would be an integer literal of the wrong type.
    public static func floatingPoint(_ x: Double, maximumFractionDigits: Int = 6) -> String {
        let text = format(x, maximumFractionDigits: maximumFractionDigits)
        return text.contains(".") ? text : text + ".0"
    }
}
