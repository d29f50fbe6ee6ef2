/// One line of a `///` doc comment in the Swift context (`{{#docLines}}///{{#hasText}} {{text}}{{/hasText}}{{/docLines}}`).
public struct SwiftDocLine: Sendable, Hashable, TemplateContext {
    /// The line's text, without the slashes (may be empty: a paragraph break).
    public var text: String

    /// Creates a doc line.
    public init(_ text: String) { self.text = text }

    /// Doc lines as comment text: each line `indent///` (and ` text` when not empty), newline-terminated.
    public static func comment(_ lines: [SwiftDocLine], indent: String) -> String {
        var out = ""
        for line in lines {
            out += indent
            if line.text.isEmpty {
                out += "///\n"
            } else {
                out += "/// "
                out += line.text
                out += "\n"
            }
        }
        return out
    }

    /// `text`, `hasText`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "text": return .text(text)
        case "hasText": return .bool(!text.isEmpty)
        default: return nil
        }
    }
}
