import Mustache

/// One string's accessor: a static property (no placeholders) or a static function taking the
/// placeholders as arguments in order.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the Swift member name (`signIn`, `` `continue` ``) |
/// | `keyLiteral` | string | the translation key as a Swift string literal |
/// | `fallbackLiteral` | string | the source text (format specifiers in place) as a Swift string literal |
/// | `docLines` | list of string | `///` lines: the text, then the description |
/// | `deprecated` | bool | whether the token is deprecated |
/// | `deprecationLiteral` | string | the reason as a Swift string literal |
/// | `hasParameters` | bool | whether it is a function |
/// | `parameters` | list of ``L10nParameterContext`` | the placeholders, in argument order |
/// | `isNamespace`, `isAccessor` | bool | false, true |
/// | `isProperty` | bool | true when it has no parameters (a static property) |
public struct L10nAccessorContext: MustacheParent, Sendable {
    /// The member name.
    public var name: String
    /// The translation key.
    public var key: String
    /// The source-language format string.
    public var fallback: String
    /// Documentation lines.
    public var docLines: [String]
    /// nil: not deprecated; otherwise the message ("" when no reason is given).
    public var deprecation: String?
    /// The arguments.
    public var parameters: [L10nParameterContext]

    /// Creates an accessor.
    public init(name: String, key: String, fallback: String, docLines: [String], deprecation: String?,
                parameters: [L10nParameterContext]) {
        self.name = name
        self.key = key
        self.fallback = fallback
        self.docLines = docLines
        self.deprecation = deprecation
        self.parameters = parameters
    }

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return TemplateText(self.name)
        case "key": return TemplateText(key)
        case "keyLiteral": return TemplateText(SwiftIdentifier.stringLiteral(key))
        case "fallback": return TemplateText(fallback)
        case "fallbackLiteral": return TemplateText(SwiftIdentifier.stringLiteral(fallback))
        case "docLines": return docLines.map(TemplateText.init)
        case "deprecated": return deprecation != nil
        case "deprecationLiteral": return TemplateText(SwiftIdentifier.stringLiteral(deprecation ?? ""))
        case "hasParameters": return !parameters.isEmpty
        case "parameters": return parameters
        case "isNamespace": return false
        case "isAccessor": return true
        case "isProperty": return parameters.isEmpty
        default: return nil
        }
    }
}
