import ColorScience
import Foundation

/// Number formatting for messages: fixed decimals without trailing zeros, the same on every
/// machine (no locale).
enum Format {
    /// `x` with at most `digits` decimals, trailing zeros dropped (`4.5`, `3.06`, `12`).
    static func decimal(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        var text = String(format: "%.\(digits)f", locale: nil, x)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// A contrast ratio as WCAG writes it: `4.48:1` (two decimals, truncated so that a ratio just
    /// under a threshold never prints as the threshold).
    static func ratio(_ x: Double) -> String {
        let truncated = (x * 100).rounded(.down) / 100
        return decimal(truncated, 2) + ":1"
    }

    /// A color as uppercase hex, the way design documents write it (`#0D7377`, `#FFFFFFCC`).
    static func hex(_ color: Color) -> String {
        color.hexString().uppercased()
    }

    /// A percentage of a 0–1 fraction: `80%`, `12.5%`.
    static func percent(_ fraction: Double) -> String {
        decimal(fraction * 100, 1) + "%"
    }
}
