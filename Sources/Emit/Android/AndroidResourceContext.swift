import Mustache

/// One resource: `<color name="…">#FF8B5CF6</color>`, `<dimen>`, `<string>`.
///
/// | name | type | value |
/// |---|---|---|
/// | `element` | string | `color`, `dimen` or `string` |
/// | `name` | string | the resource name, snake_case |
/// | `value` | string | the element's content, escaped for XML (and for Android strings) |
/// | `comment` | string or null | a note (translators' comment for strings), safe inside `<!-- -->` |
/// | `notFormatted` | bool | a string with `%` but no placeholders (`formatted="false"`) |
public struct AndroidResourceContext: MustacheParent, Sendable, Equatable {
    /// The element name.
    public var element: String
    /// The resource name.
    public var name: String
    /// The escaped content.
    public var value: String
    /// The comment.
    public var comment: String?
    /// Whether the string must not be treated as a format string.
    public var notFormatted: Bool

    /// Creates a resource.
    public init(element: String, name: String, value: String, comment: String? = nil, notFormatted: Bool = false) {
        self.element = element
        self.name = name
        self.value = value
        self.comment = comment
        self.notFormatted = notFormatted
    }

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "element": return TemplateText(element)
        case "name": return TemplateText(self.name)
        case "value": return TemplateText(value)
        case "comment": return TemplateNull.wrap(comment.map(TemplateText.init))
        case "notFormatted": return notFormatted
        default: return nil
        }
    }
}
