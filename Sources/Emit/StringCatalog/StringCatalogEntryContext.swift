import Mustache

/// One key of a String Catalog.
///
/// | name | type | value |
/// |---|---|---|
/// | `key`, `keyJSON` | string | the translation key, raw and as a JSON string literal |
/// | `value`, `valueJSON` | string | the source text with positional format specifiers (`%1$@`), raw and as JSON |
/// | `hasComment` | bool | whether there is a note for translators |
/// | `comment`, `commentJSON` | string | the note, raw and as JSON |
/// | `tokenPath` | string | the copy token it comes from |
public struct StringCatalogEntryContext: MustacheParent, Sendable, Equatable {
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

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "key": return TemplateText(key)
        case "keyJSON": return JSONText.literal(key)
        case "value": return TemplateText(value)
        case "valueJSON": return JSONText.literal(value)
        case "hasComment": return comment != nil
        case "comment": return TemplateNull.wrap(comment.map(TemplateText.init))
        case "commentJSON": return TemplateNull.wrap(comment.map(JSONText.literal))
        case "tokenPath": return TemplateText(tokenPath)
        default: return nil
        }
    }
}
