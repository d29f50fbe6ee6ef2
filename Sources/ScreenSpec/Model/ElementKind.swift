/// What an element is. A closed set of built-in kinds, extensible with `x-` prefixed custom kinds
/// (`x-otp-field`), which the loader accepts without checking kind-specific properties.
public struct ElementKind: RawRepresentable, Sendable, Hashable, Comparable {
    /// The kind as written (`text`, `button`, `x-otp-field`).
    public var rawValue: String

    /// Creates a kind from its written name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A run of text (a title, a label, an error message).
    public static let text = ElementKind(rawValue: "text")
    /// A tappable control with a label and/or icon.
    public static let button = ElementKind(rawValue: "button")
    /// A text field (its text, placeholder and border are checked).
    public static let input = ElementKind(rawValue: "input")
    /// A picture or logo.
    public static let image = ElementKind(rawValue: "image")
    /// A glyph (SF Symbol or vector); checked for contrast as non-text UI.
    public static let icon = ElementKind(rawValue: "icon")
    /// A decorative or structural shape (divider, ring, card surface).
    public static let shape = ElementKind(rawValue: "shape")
    /// A group of elements; its `background` is what its children are painted on.
    public static let container = ElementKind(rawValue: "container")
    /// A progress or state indicator (spinner, dots, bar, strength meter).
    public static let indicator = ElementKind(rawValue: "indicator")
    /// A switch or checkbox.
    public static let toggle = ElementKind(rawValue: "toggle")

    /// The built-in kinds, in documentation order.
    public static let builtIn: [ElementKind] = [.text, .button, .input, .image, .icon, .shape, .container, .indicator, .toggle]

    /// Whether this is a custom (`x-` prefixed) kind.
    public var isCustom: Bool { rawValue.hasPrefix("x-") }

    /// Whether elements of this kind are interactive unless the spec says otherwise.
    public var isInteractiveByDefault: Bool { self == .button || self == .input || self == .toggle }

    /// Whether elements of this kind draw text (their foreground is checked as text).
    public var drawsText: Bool { self == .text || self == .button || self == .input }

    /// Orders kinds by name.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
