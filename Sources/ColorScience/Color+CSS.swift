import Foundation

extension Color {
    /// The color in CSS Color 4 syntax, in its own space: `rgb(13 115 119)` for `srgb`,
    /// `hsl(182.26 80.3% 25.88%)`, `hwb(…)`, `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)`, and
    /// `color(display-p3 …)` (etc.) for the other spaces; `none` for missing components and
    /// ` / alpha` when alpha is below 1. Numbers are rounded to `maximumFractionDigits` (0–10)
    /// with trailing zeros dropped, so the text is deterministic. No gamut mapping is done.
    public func cssString(maximumFractionDigits: Int = 4) -> String {
        let digits = min(max(maximumFractionDigits, 0), 10)
        func number(_ index: Int, scale: Double = 1, suffix: String = "") -> String {
            guard let value = component(index) else { return "none" }
            return Self.cssNumber(value * scale, digits: digits) + suffix
        }
        let body: String
        switch space {
        case .srgb:
            body = "rgb(\(number(0, scale: 255)) \(number(1, scale: 255)) \(number(2, scale: 255))"
        case .hsl:
            body = "hsl(\(number(0)) \(number(1, suffix: "%")) \(number(2, suffix: "%"))"
        case .hwb:
            body = "hwb(\(number(0)) \(number(1, suffix: "%")) \(number(2, suffix: "%"))"
        case .lab, .lch, .oklab, .oklch:
            body = "\(space.rawValue)(\(number(0)) \(number(1)) \(number(2))"
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            body = "color(\(space.rawValue) \(number(0)) \(number(1)) \(number(2))"
        }
        let opacity = clampedAlpha
        if opacity < 1 {
            return body + " / " + Self.cssNumber(opacity, digits: max(digits, 3)) + ")"
        }
        return body + ")"
    }

    /// A number without exponent or trailing zeros, rounded to `digits` decimals; non-finite
    /// values print as 0, and −0 as 0.
    static func cssNumber(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }
}

extension Color: CustomStringConvertible {
    /// The color in CSS syntax (``cssString(maximumFractionDigits:)``), for messages and logs.
    public var description: String {
        cssString()
    }
}
