/// One qualifier of a color set variant: `{"appearance" : "luminosity", "value" : "dark"}` or
/// `{"appearance" : "contrast", "value" : "high"}`.
public struct ColorSetAppearanceContext: TemplateContext, Sendable, Equatable {
    /// `luminosity` or `contrast`.
    public var appearance: String
    /// `light`, `dark` or `high`.
    public var value: String

    /// Creates a qualifier.
    public init(appearance: String, value: String) {
        self.appearance = appearance
        self.value = value
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "appearance": return .text(appearance)
        case "value": return .text(value)
        default: return nil
        }
    }
}
