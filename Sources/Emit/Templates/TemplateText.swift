/// A string in an untyped template context (a `[String: Any]`); it renders as ``TemplateValue/text(_:)``, with the name transforms
/// (`{{camelCase(name)}}` …) that every text offers (see ``TemplateTransform``).
public struct TemplateText: Sendable, Hashable, CustomStringConvertible {
    /// The text.
    public var text: String

    /// Wraps a string.
    public init(_ text: String) { self.text = text }

    /// The text, rendered as is.
    public var renderText: String { text }
    /// Never null.
    public var isNull: Bool { false }
    /// The text.
    public var description: String { text }
}
