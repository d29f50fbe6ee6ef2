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
        var out: [UInt8] = []
        render(diagnostic, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``render(_:)``'s text, as UTF-8, to `out`: piece by piece into one buffer rather
    /// than a new string for each part (a large lint report renders thousands; concatenating
    /// strings cost ~12,000 instructions a finding).
    public func render(_ diagnostic: Diagnostic, into out: inout [UInt8]) {
        appendHeader(range: diagnostic.range, severity: diagnostic.severity.rawValue,
                     message: diagnostic.message, code: diagnostic.code, to: &out)
        if let range = diagnostic.range { appendExcerpt(range, to: &out) }
        if let suggestion = diagnostic.suggestion {
            append("      = ", to: &out)
            appendPainted(suggestion, "\u{1B}[1;32m", to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        for note in diagnostic.notes {
            appendHeader(range: note.range, severity: "note", message: note.message, code: nil, to: &out)
            if let range = note.range { appendExcerpt(range, to: &out) }
        }
    }

    /// `path:line:column` for a range.
    public func location(_ range: SourceRange) -> String {
        "\(sources.path(of: range.file)):\(range.start.line):\(range.start.column)"
    }

    private func appendHeader(range: SourceRange?, severity: String, message: String, code: String?, to out: inout [UInt8]) {
        if let range {
            if colored { append("\u{1B}[1m", to: &out) }
            append(sources.path(of: range.file), to: &out)
            out.append(UInt8(ascii: ":"))
            append(String(range.start.line), to: &out)
            out.append(UInt8(ascii: ":"))
            append(String(range.start.column), to: &out)
            out.append(UInt8(ascii: ":"))
            if colored { append("\u{1B}[0m", to: &out) }
            out.append(UInt8(ascii: " "))
        }
        let color: String
        switch severity {
        case "error": color = "\u{1B}[1;31m"
        case "warning": color = "\u{1B}[1;35m"
        default: color = "\u{1B}[1;36m"
        }
        if colored { append(color, to: &out) }
        append(severity, to: &out)
        out.append(UInt8(ascii: ":"))
        if colored { append("\u{1B}[0m", to: &out) }
        out.append(UInt8(ascii: " "))
        appendPainted(message, "\u{1B}[1m", to: &out)
        if let code {
            append(" [", to: &out)
            append(code, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The source line and a caret line under the range (`^~~~`), columns counted in Unicode
    /// scalars; tabs before the range are kept so the caret lines up under the same characters.
    private func appendExcerpt(_ range: SourceRange, to out: inout [UInt8]) {
        guard let text = sources.line(range.start.line, of: range.file) else { return }
        let number = String(range.start.line)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(0, 5 - number.utf8.count)))
        append(number, to: &out)
        append(" | ", to: &out)
        append(text, to: &out)
        append("\n      | ", to: &out)
        var column = 1
        var scalars = 0
        for scalar in text.unicodeScalars {
            scalars += 1
            if column >= range.start.column { continue }
            out.append(scalar == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " "))
            column += 1
        }
        var width = 1
        if range.end.line == range.start.line, range.end.column > range.start.column {
            width = range.end.column - range.start.column
        } else if range.end.line > range.start.line {
            width = max(1, scalars - range.start.column + 1)
        }
        if colored { append("\u{1B}[1;32m", to: &out) }
        out.append(UInt8(ascii: "^"))
        out.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: max(0, width - 1)))
        if colored { append("\u{1B}[0m", to: &out) }
        out.append(UInt8(ascii: "\n"))
    }

    private func appendPainted(_ text: String, _ code: String, to out: inout [UInt8]) {
        if colored { append(code, to: &out) }
        append(text, to: &out)
        if colored { append("\u{1B}[0m", to: &out) }
    }

    /// Appends a text's UTF-8 (copied in one go from its contiguous storage).
    private func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }
}
