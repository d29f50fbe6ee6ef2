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
        // Dispatched on the length first: the accessor's lines also ask for `indent`, `access`
        // and `enumName`, which it does not have, and a miss should cost one comparison.
        switch name.utf8.count {
        case 4 where name == "name": return .text(self.name)
        case 3 where name == "key": return .text(key)
        case 10 where name == "keyLiteral": return .text(SwiftIdentifier.stringLiteral(key))
        case 8 where name == "fallback": return .text(fallback)
        case 15 where name == "fallbackLiteral": return .text(SwiftIdentifier.stringLiteral(fallback))
        case 8 where name == "docLines": return .texts(docLines)
        case 10 where name == "deprecated": return .bool(deprecation != nil)
        case 18 where name == "deprecationLiteral": return .text(SwiftIdentifier.stringLiteral(deprecation ?? ""))
        case 13 where name == "hasParameters": return .bool(!parameters.isEmpty)
        case 10 where name == "parameters": return .list(parameters)
        case 11 where name == "isNamespace": return .bool(false)
        case 10 where name == "isAccessor": return .bool(true)
        case 10 where name == "isProperty": return .bool(parameters.isEmpty)
        default: return nil
        }
    }
}
