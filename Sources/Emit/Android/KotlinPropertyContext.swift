/// One property of a token object.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the property name |
/// | `declaration` | string | the whole declaration: `val md = 16.dp`, `const val exit = 400` |
/// | `doc` | string or null | its KDoc text (the description, the unit) |
/// | `deprecated` | bool | whether the token is deprecated |
/// | `deprecationLiteral` | string | the reason as a Kotlin string literal |
/// | `isObject`, `isProperty` | bool | false, true |
public struct KotlinPropertyContext: TemplateContext, Sendable {
    /// The property name.
    public var name: String
    /// The declaration text.
    public var declaration: String
    /// The KDoc text.
    public var doc: String?
    /// nil: not deprecated; otherwise the reason ("" when none is given).
    public var deprecation: String?

    /// Creates a property.
    public init(name: String, declaration: String, doc: String?, deprecation: String?) {
        self.name = name
        self.declaration = declaration
        self.doc = doc
        self.deprecation = deprecation
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "isObject": return .bool(false)
        case "isProperty": return .bool(true)
        case "doc": return .optional(doc)
        case "deprecated": return .bool(deprecation != nil)
        case "declaration": return .text(declaration)
        case "name": return .text(self.name)
        case "deprecationLiteral":
            let reason = deprecation.map { $0.isEmpty ? "Deprecated token" : $0 } ?? ""
            return .text(KotlinIdentifier.stringLiteral(reason))
        default: return nil
        }
    }
}
