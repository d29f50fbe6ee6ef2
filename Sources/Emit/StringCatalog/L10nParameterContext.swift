import Mustache

/// One argument of a string accessor.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the Swift parameter name (`provider`) |
/// | `type` | string | `String`, `Int` or `Double` |
/// | `placeholder` | string | the placeholder's name in the token text |
public struct L10nParameterContext: MustacheParent, Sendable, Equatable {
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

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return TemplateText(self.name)
        case "type": return TemplateText(type)
        case "placeholder": return TemplateText(placeholder)
        default: return nil
        }
    }
}
