import Mustache

/// One custom property.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | `--color-brand-primary` |
/// | `value` | string | the CSS value |
/// | `tokenPath` | string | the token it comes from |
public struct CSSDeclarationContext: MustacheParent, Sendable, Equatable {
    /// The property name, with its `--`.
    public var name: String
    /// The value.
    public var value: String
    /// The token's path.
    public var tokenPath: String

    /// Creates a declaration.
    public init(name: String, value: String, tokenPath: String) {
        self.name = name
        self.value = value
        self.tokenPath = tokenPath
    }

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return TemplateText(self.name)
        case "value": return TemplateText(value)
        case "tokenPath": return TemplateText(tokenPath)
        default: return nil
        }
    }
}
