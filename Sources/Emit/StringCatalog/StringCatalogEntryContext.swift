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
        // Dispatched on the length first: the catalog's lines also ask for `sourceLanguageJSON`,
        // which climbs through every entry.
        switch name.utf8.count {
        case 7 where name == "keyJSON": return .text(JSONText.literal(key))
        case 10 where name == "hasComment": return .bool(comment != nil)
        case 11 where name == "commentJSON": return .optional(comment.map(JSONText.literal))
        case 9 where name == "valueJSON": return .text(JSONText.literal(value))
        case 3 where name == "key": return .text(key)
        case 5 where name == "value": return .text(value)
        case 7 where name == "comment": return .optional(comment)
        case 9 where name == "tokenPath": return .text(tokenPath)
        default: return nil
        }
    }
}
