/// What a field of a ``TemplateContext`` holds, as a template sees it.
///
/// | case | `{{x}}` renders | `{{#x}}…{{/x}}` | `{{^x}}…{{/x}}` |
/// |---|---|---|---|
/// | ``null`` | nothing | skipped | rendered |
/// | ``bool(_:)`` | `true` / `false` | rendered once when true | rendered when false |
/// | ``int(_:)`` | the number | rendered once with the number as `{{.}}` | skipped |
/// | ``text(_:)`` | the text | rendered once with the text as `{{.}}` (even when empty) | skipped |
/// | ``object(_:)`` (made with ``context(_:)``) | nothing | rendered once inside the object | skipped |
/// | ``list(_:)`` | the items' texts, `, `-separated | rendered once per item | rendered when empty |
public enum TemplateValue {
    /// A field without a value: renders nothing, false in a section. Unlike a missing field (a
    /// `child(named:)` that returns nil), it stops the lookup in enclosing objects.
    case null
    /// A flag.
    case bool(Bool)
    /// A whole number (sequence positions, counts).
    case int(Int)
    /// Text. Offers the name transforms (`{{camelCase(name)}}`, see ``TemplateTransform``).
    case text(String)
    /// An object with fields of its own: a ``TemplateContext``, boxed once (make it with
    /// ``context(_:)``) so that passing it around while rendering costs a reference count.
    case object(TemplateObject)
    /// A list, repeated by a section.
    case list(TemplateList)

    /// An object: a ``TemplateContext`` whose fields a template reads.
    public static func context<Context: TemplateContext>(_ context: Context) -> TemplateValue {
        .object(TemplateContextBox(context))
    }

    /// `.text(text)`, or ``null`` when `text` is nil.
    public static func optional(_ text: String?) -> TemplateValue {
        if let text { return .text(text) }
        return .null
    }

    /// `.context(context)`, or ``null`` when `context` is nil.
    public static func optional(_ context: (some TemplateContext)?) -> TemplateValue {
        if let context { return .context(context) }
        return .null
    }

    /// A list of objects.
    public static func list<Element: TemplateContext>(_ items: [Element]) -> TemplateValue {
        .list(TemplateList(items))
    }

    /// A list of texts.
    public static func texts(_ items: [String]) -> TemplateValue {
        .list(TemplateList(texts: items))
    }

    /// The text `{{x}}` renders for this value.
    public var renderedText: String {
        switch self {
        case .null, .object: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .text(let text): return text
        case .list(let list):
            var out = ""
            for index in 0..<list.count {
                if index > 0 { out += ", " }
                out += list[index].renderedText
            }
            return out
        }
    }

    /// Whether `{{#x}}` renders its content (at least once).
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .list(let list): return list.count > 0
        case .int, .text, .object: return true
        }
    }

    /// The field `name` of an object (nil for other values and for a field it does not have).
    public func child(named name: String) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.child(named: name)
    }
}
