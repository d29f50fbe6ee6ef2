/// One piece of a compiled template: text, a variable, a section with its content, or a partial.
///
/// Standalone lines (a section, comment, partial or delimiter tag alone on its line) are already
/// removed. `lineStart` marks a node that begins a line of the template's source: a partial
/// included on a line of its own (`  {{> item}}`) is indented by repeating the whitespace before
/// its tag at each of its lines' starts, as the Mustache spec says.
indirect enum TemplateNode: Sendable {
    /// Literal text; `lineStarts` are the UTF-8 offsets in it where a source line begins.
    case text(String, lineStarts: [Int])
    /// `{{name}}` (`escapesHTML` only after a `{{%CONTENT_TYPE:HTML}}` pragma) or `{{{name}}}` / `{{&name}}`.
    case variable(TemplateName, escapesHTML: Bool, lineStart: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(TemplateName, body: [TemplateNode], inverted: Bool, lineStart: Bool)
    /// `{{> name}}` (`{{>* field}}`: the name is the text of a field).
    case partial(TemplatePartial)
}
