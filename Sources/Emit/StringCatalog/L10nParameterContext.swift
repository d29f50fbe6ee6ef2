/// One argument of a string accessor.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the Swift parameter name (`provider`) |
/// | `type` | string | `String`, `Int` or `Double` |
/// | `placeholder` | string | the placeholder's name in the token text |
public struct L10nParameterContext: TemplateContext, Sendable, Equatable {
    /// The parameter name.
    public var name: String
    /// The Swift type.
    public var type: String
    /// The placeholder name.
    public var placeholder: String

    /// Creates a parameter.
    public init(name: String, type: String, placeholder: String) {
        self.name = name
        self.type = type
        self.placeholder = placeholder
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": return .text(self.name)
        case "type": return .text(type)
        case "placeholder": return .text(placeholder)
        default: return nil
        }
    }
}
