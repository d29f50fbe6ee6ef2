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
        var out: [UInt8] = []
        for piece in renderPieces(report) { out += piece }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``render(_:)``'s text in pieces, made on all cores for a large report. The pieces are
    /// handed over as bytes: made into one `String`, ~5 MB of text for 1,000 screens' findings
    /// was checked as UTF-8 again and copied once more (each piece is made of strings and
    /// repaired source lines, so it is valid UTF-8 as it is).
    public func renderPieces(_ report: LintReport) -> [[UInt8]] {
        let renderer = DiagnosticRenderer(sources: report.sources, colored: colored)
        var pieces = Self.pieces(report.findings, with: renderer)
        let summary = report.summary
        var line = summary.line
        if colored {
            let color = summary.errors > 0 ? "\u{1B}[1;31m" : summary.warnings > 0 ? "\u{1B}[1;35m" : "\u{1B}[1;32m"
            line = color + line + "\u{1B}[0m"
        }
        pieces.append(Array((line + "\n").utf8))
        return pieces
    }

    /// From this many findings on, they are rendered in slices on all cores.
    static let parallelThreshold = 256

    /// Each finding followed by a blank line, in findings' order.
    static func render(_ findings: [Diagnostic], with renderer: DiagnosticRenderer) -> String {
        var out: [UInt8] = []
        for piece in pieces(findings, with: renderer) { out += piece }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``render(_:with:)``'s text in pieces (in order; 32 slices made on all cores for a large report).
    static func pieces(_ findings: [Diagnostic], with renderer: DiagnosticRenderer) -> [[UInt8]] {
        @Sendable func slice(_ range: Range<Int>) -> [UInt8] {
            var out: [UInt8] = []
            for index in range {
                renderer.render(findings[index], into: &out)
                out.append(UInt8(ascii: "\n"))
            }
            return out
        }
        guard findings.count >= parallelThreshold else { return [slice(findings.indices)] }
        let count = findings.count
        let slices = 32
        return ParallelMap.indices(slices) { s in slice((s * count / slices)..<((s + 1) * count / slices)) }
    }
}
