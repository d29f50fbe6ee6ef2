/// One resource: `<color name="…">#FF8B5CF6</color>`, `<dimen>`, `<string>`.
///
/// | name | type | value |
/// |---|---|---|
/// | `element` | string | `color`, `dimen` or `string` |
/// | `name` | string | the resource name, snake_case |
/// | `value` | string | the element's content, escaped for XML (and for Android strings) |
/// | `comment` | string or null | a note (translators' comment for strings), safe inside `<!-- -->` |
/// | `notFormatted` | bool | a string with `%` but no placeholders (`formatted="false"`) |
public struct AndroidResourceContext: TemplateContext, Sendable, Equatable {
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

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "element": return .text(element)
        case "name": return .text(self.name)
        case "value": return .text(value)
        case "comment": return .optional(comment)
        case "notFormatted": return .bool(notFormatted)
        default: return nil
        }
    }
}
