import Diagnostics

/// GitHub Actions workflow commands, one annotation per finding:
///
/// ```
/// ::error file=specs/urbannest/splash.screen.yaml,line=31,col=12,endLine=31,endColumn=20,title=tokenc contrast::error text …
/// ```
///
/// `error` and `warning` map to `::error` and `::warning`, `note` to `::notice`. GitHub accepts a
/// column range only on one line, so `col` and `endColumn` (inclusive) are written only for a
/// range that starts and ends on the same line. Values are escaped as the runner expects: in the
/// message `%` → `%25`, CR → `%0D`, LF → `%0A`; in properties also `:` → `%3A` and `,` → `%2C`.
/// The suggestion and notes follow the message on their own lines; a plain summary line ends the
/// output.
public struct GitHubReporter: Reporter {
    /// `github`.
    public static let identifier = "github"
    /// Paths inside this directory are written relative to it (the repository root).
    public var rootDirectory: String?

    /// Creates a GitHub reporter.
    public init(rootDirectory: String? = nil) {
        self.rootDirectory = rootDirectory
    }

    /// One workflow command per finding, then the summary.
    public func render(_ report: LintReport) -> String {
        let paths = ArtifactPath(root: rootDirectory, sources: report.sources)
        var out = ""
        for d in report.findings {
            out += annotation(d, report: report, paths: paths) + "\n"
        }
        out += "tokenc lint: " + report.summary.line + "\n"
        return out
    }

    func annotation(_ d: Diagnostic, report: LintReport, paths: ArtifactPath) -> String {
        let command: String
        switch d.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let range = d.range {
            properties.append(("file", paths.relative(range.file, in: report.sources)))
            properties.append(("line", String(range.start.line)))
            if range.end.line == range.start.line {
                properties.append(("col", String(range.start.column)))
                properties.append(("endLine", String(range.end.line)))
                properties.append(("endColumn", String(max(range.start.column, range.end.column - 1))))
            } else {
                properties.append(("endLine", String(max(range.start.line, range.end.line))))
            }
        }
        properties.append(("title", "tokenc \(d.code)"))
        var message = d.message
        if let suggestion = d.suggestion { message += "\n" + suggestion }
        for note in d.notes {
            if let range = note.range {
                message += "\nnote: \(paths.relative(range.file, in: report.sources)):\(range.start.line):\(range.start.column): \(note.message)"
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        let props = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(props)::\(Self.escapeData(message))"
    }

    /// Escapes a command's message: `%`, CR and LF.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value: what ``escapeData(_:)`` escapes, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
