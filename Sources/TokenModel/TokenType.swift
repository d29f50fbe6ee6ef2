/// A token's `$type`: the 13 types of DTCG Format Module 2025.10, plus tokenc's documented
/// extension types under the `dev.tokenc.` namespace (for what iOS specs need and DTCG lacks).
public enum TokenType: String, CaseIterable, Sendable, Hashable, Codable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    /// A spring animation: `{stiffness, damping, mass}` or `{response, dampingFraction}`.
    case spring = "dev.tokenc.spring"
    /// An opacity, 0–1 (or a percentage string).
    case opacity = "dev.tokenc.opacity"
    /// A blur radius (a dimension).
    case blur = "dev.tokenc.blur"
    /// A haptic feedback style (`impact.medium`, `notification.success`, `selection`).
    case haptic = "dev.tokenc.haptic"
    /// A UX copy string keyed by translation key.
    case copy = "dev.tokenc.copy"

    /// Whether this is one of tokenc's extension types rather than a DTCG type.
    public var isExtension: Bool { rawValue.hasPrefix("dev.tokenc.") }

    /// The 13 DTCG types.
    public static let dtcgTypes: [TokenType] = allCases.filter { !$0.isExtension }
}
