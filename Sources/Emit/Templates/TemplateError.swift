/// A template that could not be loaded or parsed, with the place of the problem.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's file (on disk), or `builtin:<name>` for an embedded one.
    public var file: String
    /// 1-based line of the problem (0 when the file could not be read at all).
    public var line: Int
    /// 1-based column of the problem (0 when unknown).
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
}
