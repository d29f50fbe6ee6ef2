import Diagnostics

/// Compiler-style text: each finding as `path:line:column: severity: message [rule]`, the source
/// line with a caret under the range, the suggestion and notes (``DiagnosticRenderer``), then a
/// summary line. ANSI-colored when asked (on a terminal).
public struct TextReporter: Reporter {
    /// `text`.
    public static let identifier = "text"
    /// Whether to use ANSI colors.
    public var colored: Bool

    /// Creates a text reporter.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The findings, a blank line between each, then the summary line.
    public func render(_ report: LintReport) -> String {
        let renderer = DiagnosticRenderer(sources: report.sources, colored: colored)
        var out = ""
        for diagnostic in report.findings {
            out += renderer.render(diagnostic)
            out += "\n"
        }
        let summary = report.summary
        var line = summary.line
        if colored {
            let color = summary.errors > 0 ? "\u{1B}[1;31m" : summary.warnings > 0 ? "\u{1B}[1;35m" : "\u{1B}[1;32m"
            line = color + line + "\u{1B}[0m"
        }
        out += line + "\n"
        return out
    }
}
