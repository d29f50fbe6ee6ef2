/// One custom property.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | `--color-brand-primary` |
/// | `value` | string | the CSS value |
/// | `tokenPath` | string | the token it comes from |
public struct CSSDeclarationContext: TemplateContext, Sendable, Equatable {
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

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": return .text(self.name)
        case "value": return .text(value)
        case "tokenPath": return .text(tokenPath)
        default: return nil
        }
    }
}
