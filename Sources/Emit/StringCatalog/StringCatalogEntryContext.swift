/// One key of a String Catalog.
///
/// | name | type | value |
/// |---|---|---|
/// | `key`, `keyJSON` | string | the translation key, raw and as a JSON string literal |
/// | `value`, `valueJSON` | string | the source text with positional format specifiers (`%1$@`), raw and as JSON |
/// | `hasComment` | bool | whether there is a note for translators |
/// | `comment`, `commentJSON` | string | the note, raw and as JSON |
/// | `tokenPath` | string | the copy token it comes from |
public struct StringCatalogEntryContext: TemplateContext, Sendable, Equatable {
    /// The translation key.
    public var key: String
    /// The source-language value, placeholders as positional specifiers.
    public var value: String
    /// The note for translators.
    public var comment: String?
    /// The copy token it comes from.
    public var tokenPath: String

    /// Creates an entry.
    public init(key: String, value: String, comment: String?, tokenPath: String) {
        self.key = key
        self.value = value
        self.comment = comment
        self.tokenPath = tokenPath
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "key": return .text(key)
        case "keyJSON": return .text(JSONText.literal(key))
        case "value": return .text(value)
        case "valueJSON": return .text(JSONText.literal(value))
        case "hasComment": return .bool(comment != nil)
        case "comment": return .optional(comment)
        case "commentJSON": return .optional(comment.map(JSONText.literal))
        case "tokenPath": return .text(tokenPath)
        default: return nil
        }
    }
}
