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
public struct L10nAccessorContext: TemplateContext, Sendable {
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

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": return .text(self.name)
        case "key": return .text(key)
        case "keyLiteral": return .text(SwiftIdentifier.stringLiteral(key))
        case "fallback": return .text(fallback)
        case "fallbackLiteral": return .text(SwiftIdentifier.stringLiteral(fallback))
        case "docLines": return .texts(docLines)
        case "deprecated": return .bool(deprecation != nil)
        case "deprecationLiteral": return .text(SwiftIdentifier.stringLiteral(deprecation ?? ""))
        case "hasParameters": return .bool(!parameters.isEmpty)
        case "parameters": return .list(parameters)
        case "isNamespace": return .bool(false)
        case "isAccessor": return .bool(true)
        case "isProperty": return .bool(parameters.isEmpty)
        default: return nil
        }
    }
}
