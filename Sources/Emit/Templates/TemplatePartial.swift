/// A `{{> name}}` tag, compiled. The template it names is looked up when the library changes
/// (``CompiledTemplate/linked(_:)``), so a recursive partial costs no lookup by name.
struct TemplatePartial: Sendable {
    /// The template's name, or for a dynamic partial the name of the field holding it.
    var name: String
    /// Whether the name is read from a field (`{{>* field}}`).
    var isDynamic: Bool
    /// The whitespace before a partial tag alone on its line, repeated before each of its lines;
    /// nil for a partial inside a line.
    var indentation: String?
    /// Whether the tag begins a source line (inside a line, a partial takes no indentation).
    var lineStart: Bool
    /// Where the tag is, for the error of a partial that includes itself without end.
    var line: Int
    /// Column of the tag (Unicode scalars, 1-based).
    var column: Int
}
