/// "No value" in an untyped template context (a `[String: Any]`): renders as nothing, is false in `{{#…}}`, true in `{{^…}}`, like
/// ``TemplateValue/null`` in a ``TemplateContext``.
///
/// Return it (instead of nil) for a known key without a value, so that the lookup does not climb
/// to an enclosing context and find the parent's value of the same name.
public struct TemplateNull: Sendable, Hashable {
    /// Creates the null value.
    public init() {}
    /// Empty.
    public var renderText: String { "" }
    /// Always true.
    public var isNull: Bool { true }

    /// The value, or ``TemplateNull`` when it is nil.
    public static func wrap(_ value: Any?) -> Any {
        value ?? TemplateNull()
    }
}
