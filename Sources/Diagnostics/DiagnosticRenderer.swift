/// Renders diagnostics compiler-style, the format Xcode, VS Code and CI annotations read:
///
/// ```
/// tokens/laten.tokens.yaml:12:14: error: unknown reference '{color.primry}' [unknown-reference]
///    12 |     $value: "{color.primry}"
///       |              ^~~~~~~~~~~~~~~
///       = did you mean '{color.primary}'?
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Where file paths and source lines come from.
    public let sources: SourceManager
    /// Whether to use ANSI colors (a terminal).
    public var colored: Bool

    /// Creates a renderer.
    public init(sources: SourceManager, colored: Bool = false) {
        self.sources = sources
        self.colored = colored
    }

    /// The full text for one diagnostic, its notes included, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        out += header(range: diagnostic.range, severity: diagnostic.severity.rawValue,
                      message: diagnostic.message, code: diagnostic.code)
        if let range = diagnostic.range { out += excerpt(range) }
        if let suggestion = diagnostic.suggestion {
            out += "      = " + paint(suggestion, "\u{1B}[1;32m") + "\n"
        }
        for note in diagnostic.notes {
            out += header(range: note.range, severity: "note", message: note.message, code: nil)
            if let range = note.range { out += excerpt(range) }
        }
        return out
    }

    /// `path:line:column` for a range.
    public func location(_ range: SourceRange) -> String {
        "\(sources.path(of: range.file)):\(range.start.line):\(range.start.column)"
    }

    private func header(range: SourceRange?, severity: String, message: String, code: String?) -> String {
        var line = ""
        if let range { line += paint(location(range) + ":", "\u{1B}[1m") + " " }
        let color: String
        switch severity {
        case "error": color = "\u{1B}[1;31m"
        case "warning": color = "\u{1B}[1;35m"
        default: color = "\u{1B}[1;36m"
        }
        line += paint(severity + ":", color) + " " + paint(message, "\u{1B}[1m")
        if let code { line += " [\(code)]" }
        return line + "\n"
    }

    private func excerpt(_ range: SourceRange) -> String {
        guard let text = sources.line(range.start.line, of: range.file) else { return "" }
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: max(0, 5 - number.count))
        var out = gutter + number + " | " + text + "\n"
        // Keep tabs so the caret lines up under the same characters.
        var pad = ""
        var column = 1
        for scalar in text.unicodeScalars {
            if column >= range.start.column { break }
            pad.append(scalar == "\t" ? "\t" : " ")
            column += 1
        }
        let lineLength = text.unicodeScalars.count
        var width = 1
        if range.end.line == range.start.line, range.end.column > range.start.column {
            width = range.end.column - range.start.column
        } else if range.end.line > range.start.line {
            width = max(1, lineLength - range.start.column + 1)
        }
        let marker = "^" + String(repeating: "~", count: max(0, width - 1))
        out += String(repeating: " ", count: 5) + " | " + pad + paint(marker, "\u{1B}[1;32m") + "\n"
        return out
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? code + text + "\u{1B}[0m" : text
    }
}
