import ColorScience
import Foundation
import TokenModel

/// Token values as CSS text: colors in their own color space with an sRGB fallback, dimensions in
/// `px` (`pt` 1:1) or `rem`, durations in `ms`, `cubic-bezier()`, shadows, `linear-gradient()`.
public enum CSSValueText {
    /// A color for CSS.
    public struct ColorText: Sendable, Equatable {
        /// The sRGB form every browser reads: `#8b5cf6`, or `rgb(0 0 0 / 0.25)` with alpha.
        public var fallback: String
        /// The color in its own space (`color(display-p3 1 0 0)`, `oklch(0.7 0.1 250)`), when that
        /// needs a browser that supports CSS Color 4; nil when the fallback is the color as written.
        public var own: String?
        /// The `@supports` condition that guards ``own``: `(color: color(display-p3 0 0 0))`.
        public var feature: String?
    }

    /// Numbers: at most 4 decimals (6 for very small ones), no trailing zeros.
    static func number(_ x: Double) -> String {
        DecimalText.format(x, maximumFractionDigits: abs(x) < 0.01 && x != 0 ? 6 : 4)
    }

    /// A color's CSS forms.
    public static func color(_ color: Color) -> ColorText {
        let fallback = srgb(color)
        if color.space == .srgb { return ColorText(fallback: fallback, own: nil, feature: nil) }
        let components = color.components.map { $0.map(number) ?? "none" }
        let alpha = color.alpha.isFinite && color.alpha < 1 ? " / " + number(max(0, color.alpha)) : ""
        let c = components.count == 3 ? components : ["0", "0", "0"]
        switch color.space {
        case .srgb:
            return ColorText(fallback: fallback, own: nil, feature: nil)
        case .hsl:
            return ColorText(fallback: "hsl(\(c[0]) \(c[1])% \(c[2])%\(alpha))", own: nil, feature: nil)
        case .hwb:
            return ColorText(fallback: fallback, own: "hwb(\(c[0]) \(c[1])% \(c[2])%\(alpha))", feature: "(color: hwb(0 0% 0%))")
        case .lab, .lch, .oklab, .oklch:
            let name = color.space.rawValue
            return ColorText(fallback: fallback, own: "\(name)(\(c[0]) \(c[1]) \(c[2])\(alpha))", feature: "(color: \(name)(0 0 0))")
        case .displayP3, .srgbLinear, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            let name = color.space.rawValue
            return ColorText(fallback: fallback, own: "color(\(name) \(c[0]) \(c[1]) \(c[2])\(alpha))",
                             feature: "(color: color(\(name) 0 0 0))")
        }
    }

    /// The sRGB form: hex when opaque, `rgb(r g b / a)` otherwise (gamut-mapped into sRGB).
    public static func srgb(_ color: Color) -> String {
        let hex = color.hexString(includeAlpha: false)
        guard color.alpha.isFinite, color.alpha < 1 else { return hex }
        let digits = Array(hex.utf8.dropFirst())
        func byte(_ i: Int) -> Int { Int(String(decoding: digits[i..<i + 2], as: UTF8.self), radix: 16) ?? 0 }
        return "rgb(\(byte(0)) \(byte(2)) \(byte(4)) / \(number(max(0, color.alpha))))"
    }

    /// `16px` (`pt` is written as `px`, 1:1), `1.5rem`.
    public static func dimension(_ d: TokenModel.Dimension) -> String {
        number(d.value) + (d.unit == .rem ? "rem" : "px")
    }

    /// Milliseconds: `300ms`.
    public static func duration(_ d: TokenModel.Duration) -> String {
        number(d.milliseconds) + "ms"
    }

    /// `cubic-bezier(0.16, 1, 0.3, 1)`.
    public static func cubicBezier(_ b: CubicBezier) -> String {
        // Appended piece by piece: interpolation cost three times as much as the numbers.
        var text = "cubic-bezier("
        text.reserveCapacity(48)
        text += number(b.x1)
        text += ", "
        text += number(b.y1)
        text += ", "
        text += number(b.x2)
        text += ", "
        text += number(b.y2)
        text += ")"
        return text
    }

    /// A font family list: names quoted, CSS generic families bare.
    public static func fontFamily(_ f: FontFamily) -> String {
        // One string, appended to (a string per name, then joined, cost twice as much).
        var text = ""
        for (index, name) in f.names.enumerated() {
            if index > 0 { text += ", " }
            if genericFamilies.contains(name) {
                text += name
            } else if name.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
                text += "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            } else {
                text += "\""
                text += name
                text += "\""
            }
        }
        return text
    }

    /// The generic family keywords of CSS Fonts 4.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system",
    ]

    /// A stroke style: the keyword (a dash pattern becomes `dashed`).
    public static func strokeStyle(_ s: StrokeStyle) -> String {
        switch s {
        case .keyword(let keyword): return keyword
        case .dashed: return "dashed"
        }
    }

    /// `1px solid #374151`.
    public static func border(_ b: Border) -> String {
        "\(dimension(b.width)) \(strokeStyle(b.style)) \(srgb(b.color))"
    }

    /// `300ms cubic-bezier(…) 0ms`.
    public static func transition(_ t: Transition) -> String {
        "\(duration(t.duration)) \(cubicBezier(t.timingFunction)) \(duration(t.delay))"
    }

    /// `0px 4px 12px 0px rgb(0 0 0 / 0.25)`, layers separated by commas, `inset` first.
    public static func shadow(_ layers: [Shadow]) -> String {
        layers.map { s in
            (s.inset ? "inset " : "")
                + "\(dimension(s.offsetX)) \(dimension(s.offsetY)) \(dimension(s.blur)) \(dimension(s.spread)) \(srgb(s.color))"
        }.joined(separator: ", ")
    }

    /// `linear-gradient(135deg, #8b5cf6 0%, …)`, or for `kind` `angular` a
    /// `conic-gradient(from 0deg, …)` and for `radial` a `radial-gradient(…)`. A linear gradient's
    /// angle is 180deg (top to bottom) unless one is given (the token's
    /// `$extensions["dev.tokenc.gradient"]`: `angle`, `kind`).
    public static func gradient(_ stops: [GradientStop], angle: Double?, kind: String? = nil) -> String {
        let parts = stops.map { "\(srgb($0.color)) \(number($0.position * 100))%" }.joined(separator: ", ")
        switch kind {
        case "angular", "conic":
            return "conic-gradient(from \(number(angle ?? 0))deg, \(parts))"
        case "radial":
            return "radial-gradient(\(parts))"
        default:
            return "linear-gradient(\(number(angle ?? 180))deg, \(parts))"
        }
    }
}
