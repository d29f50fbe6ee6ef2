import Diagnostics
import Foundation

/// A template that could not be loaded, compiled or rendered, with the place of the problem.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's file (on disk), or `builtin:<name>` for an embedded one.
    public var file: String
    /// 1-based line of the problem (0 when the file could not be read at all).
    public var line: Int
    /// 1-based column of the problem, in Unicode scalars (0 when unknown).
    public var column: Int
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the form editors understand.
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }

    /// The error as a `template-error` diagnostic located in the template's file, which is added
    /// to `sources` so that the diagnostic renders as `file:line:column: error: …` with the line
    /// and a caret. Without a readable file or a line, the diagnostic carries ``description``.
    public func diagnostic(in sources: SourceManager) -> Diagnostic {
        guard line > 0, let text = sourceText() else { return .error("template-error", description, at: nil) }
        let file = sources.add(path: self.file, text: text)
        let start = SourceLocation(line: line, column: max(column, 1))
        let end = SourceLocation(line: line, column: max(column, 1) + 1)
        return .error("template-error", message, at: SourceRange(file: file, start: start, end: end))
    }

    /// The text of the template the error is in: the embedded copy of a built-in, else the file.
    private func sourceText() -> String? {
        if file.hasPrefix("builtin:") { return BuiltinTemplates.sources[String(file.dropFirst("builtin:".count))] }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
