import Mustache

/// One qualifier of a color set variant: `{"appearance" : "luminosity", "value" : "dark"}` or
/// `{"appearance" : "contrast", "value" : "high"}`.
public struct ColorSetAppearanceContext: MustacheParent, Sendable, Equatable {
    /// `luminosity` or `contrast`.
    public var appearance: String
    /// `light`, `dark` or `high`.
    public var value: String

    /// Creates a qualifier.
    public init(appearance: String, value: String) {
        self.appearance = appearance
        self.value = value
    }

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "appearance": return appearance
        case "value": return value
        default: return nil
        }
    }
}
