import Diagnostics
import TokenModel

/// Renders one user template (an output with `template:` in `tokenc.yaml`) with the generic
/// ``TokenTemplateContext``, into one file.
public struct TemplateEmitter: Sendable {
    /// The template's name in the library of ``EmitInput/templates``.
    public var templateName: String
    /// The file written, relative to the output directory.
    public var fileName: String

    /// Creates the emitter.
    public init(templateName: String, fileName: String) {
        self.templateName = templateName
        self.fileName = fileName
    }

    /// The context for an input.
    public func context(_ input: EmitInput) -> TokenTemplateContext {
        let filter = TokenFilter(input.parameters)
        return TokenTemplateContext(
            systems: input.systems.map { TokenTemplateSystem(system: $0, tokens: filter.filter($0.tokens)) },
            sourceFiles: input.sourceFiles, parameters: input.parameters)
    }

    /// The rendered file, or nil after reporting a missing template (`template-not-found`) or
    /// one that fails to render (`template-error`, at the partial that includes itself without end).
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        guard input.templates.contains(templateName) else {
            input.diagnostics.report(.error("template-not-found", "no template named '\(templateName)'", at: nil))
            return nil
        }
        // The built-in Markdown reference is written directly (the same bytes, ~4× faster at
        // 100,000 tokens than through its template).
        if templateName == "docs/markdown", input.templates.isBuiltin(templateName) {
            return [GeneratedFile(path: fileName, pieces: MarkdownDocsText.file(context(input).systems))]
        }
        guard let text = input.render(templateName, context: context(input)) else { return nil }
        return [GeneratedFile(path: fileName, contents: text)]
    }
}
