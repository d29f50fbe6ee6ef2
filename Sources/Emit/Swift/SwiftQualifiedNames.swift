/// The value types of a generated Swift file by their qualified names (`TANDATokens.Color`),
/// made once per file instead of once per token (a class: passed around with one reference count).
final class SwiftQualifiedNames: Sendable {
    let color, fontFamily, fontWeight, cubicBezier, strokeStyle, border, transition: String
    let shadow, shadows, gradient, typography, spring, haptic, copy: String
    /// Whether every name is ASCII (one column per byte), as the direct writer needs.
    let isASCII: Bool

    /// The names inside the namespace `ns`.
    init(_ ns: String) {
        color = "\(ns).Color"
        fontFamily = "\(ns).FontFamily"
        fontWeight = "\(ns).FontWeight"
        cubicBezier = "\(ns).CubicBezier"
        strokeStyle = "\(ns).StrokeStyle"
        border = "\(ns).Border"
        transition = "\(ns).Transition"
        shadow = "\(ns).Shadow"
        shadows = "[\(ns).Shadow]"
        gradient = "\(ns).Gradient"
        typography = "\(ns).Typography"
        spring = "\(ns).Spring"
        haptic = "\(ns).Haptic"
        copy = "\(ns).Copy"
        isASCII = !ns.utf8.contains(where: { $0 >= 0x80 })
    }
}
