import Diagnostics
import Parallel

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
        var out = Self.render(report.findings, with: renderer)
        let summary = report.summary
        var line = summary.line
        if colored {
            let color = summary.errors > 0 ? "\u{1B}[1;31m" : summary.warnings > 0 ? "\u{1B}[1;35m" : "\u{1B}[1;32m"
            line = color + line + "\u{1B}[0m"
        }
        out += line + "\n"
        return out
    }

    /// Findings rendered before they are split over the cores: below this, threads cost more
    /// than they save.
    static let parallelThreshold = 256

    /// Each finding's text and a blank line, in order. A finding's text depends on nothing but
    /// itself, so large reports are rendered in consecutive slices on all cores and joined.
    static func render(_ findings: [Diagnostic], with renderer: DiagnosticRenderer) -> String {
        @Sendable func slice(_ range: Range<Int>) -> String {
            var out: [UInt8] = []
            for index in range {
                renderer.render(findings[index], into: &out)
                out.append(UInt8(ascii: "\n"))
            }
            return String(decoding: out, as: UTF8.self)
        }
        guard findings.count >= parallelThreshold else { return slice(findings.indices) }
        let count = findings.count
        let slices = 32
        let pieces = ParallelMap.indices(slices) { s in slice((s * count / slices)..<((s + 1) * count / slices)) }
        var out = ""
        out.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces { out += piece }
        return out
    }
}
