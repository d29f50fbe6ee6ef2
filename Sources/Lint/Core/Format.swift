import ColorScience
import Foundation

/// Number formatting for messages: fixed decimals without trailing zeros, the same on every
/// machine (no locale).
enum Format {
    /// `x` with at most `digits` decimals, trailing zeros dropped (`4.5`, `3.06`, `12`).
    ///
    /// Results are remembered (`String(format:)` is slow and the same sizes and thresholds are
    /// formatted for every element checked).
    static func decimal(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        let key = DecimalKey(bits: x.bitPattern, digits: digits)
        if let known = decimalCache.value(for: key) { return known }
        let text = formatted(x, digits)
        decimalCache.store(text, for: key)
        return text
    }

    private static func formatted(_ x: Double, _ digits: Int) -> String {
        var text = String(format: "%.\(digits)f", locale: nil, x)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// What ``decimal(_:_:)`` was asked.
    private struct DecimalKey: Hashable {
        var bits: UInt64
        var digits: Int
    }

    /// Texts already made by ``decimal(_:_:)``, shared by the rules running on several threads.
    private static let decimalCache = FormatCache<DecimalKey>()

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
