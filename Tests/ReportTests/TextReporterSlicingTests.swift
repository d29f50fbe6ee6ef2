import Diagnostics
import Report
import XCTest

/// A large report is rendered in slices on several cores; the text must be exactly what rendering
/// the findings one after another gives.
final class TextReporterSlicingTests: XCTestCase {
    private func report(findings count: Int) -> LintReport {
        let sources = SourceManager()
        let lines = (1...40).map { "line \($0): value" }.joined(separator: "\n")
        let a = sources.add(path: "specs/a.screen.yaml", text: lines)
        let b = sources.add(path: "specs/b.screen.yaml", text: lines)
        var findings: [Diagnostic] = []
        for i in 0..<count {
            let file = i % 3 == 0 ? a : b
            let line = 1 + (i * 7) % 40
            let range = SourceRange(file: file, start: .init(line: line, column: 3), end: .init(line: line, column: 8))
            if i % 2 == 0 {
                findings.append(.error("contrast", "finding \(i)", at: range,
                                       notes: [.init("note of \(i)", at: range)], suggestion: "fix \(i)"))
            } else {
                findings.append(.warning("raw-value", "finding \(i)", at: i % 5 == 0 ? nil : range))
            }
        }
        return LintReport(findings: findings, rules: [], sources: sources, filesChecked: 2)
    }

    /// What ``TextReporter`` wrote before it rendered in slices: each finding, a blank line, the summary.
    private func oneByOne(_ report: LintReport, colored: Bool) -> String {
        let renderer = DiagnosticRenderer(sources: report.sources, colored: colored)
        var out = ""
        for finding in report.findings { out += renderer.render(finding) + "\n" }
        let summary = report.summary.line
        if colored {
            let color = report.summary.errors > 0 ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
            return out + color + summary + "\u{1B}[0m\n"
        }
        return out + summary + "\n"
    }

    func testSlicedRenderingIsTheFindingsInOrder() {
        for count in [0, 1, 255, 256, 257, 1000, 3001] {
            let report = report(findings: count)
            XCTAssertEqual(TextReporter().render(report), oneByOne(report, colored: false), "\(count) findings")
        }
        let large = report(findings: 700)
        XCTAssertEqual(TextReporter(colored: true).render(large), oneByOne(large, colored: true))
    }

    func testSlicedRenderingIsTheSameEveryTime() {
        let report = report(findings: 2000)
        let first = TextReporter().render(report)
        for _ in 0..<5 { XCTAssertEqual(TextReporter().render(report), first) }
        XCTAssertTrue(first.hasPrefix("warning: finding 1005 [raw-value]\n"), String(first.prefix(80)))
        XCTAssertTrue(first.hasSuffix("1000 errors, 1000 warnings in 2 of 2 files\n"), String(first.suffix(80)))
    }

    /// The pieces `tokenc lint` writes one after another are the text, byte for byte: the
    /// findings' slices, then the summary line.
    func testPiecesAreTheTextInOrder() {
        for count in [0, 3, 256, 3001] {
            let report = report(findings: count)
            let pieces = TextReporter().renderPieces(report)
            XCTAssertEqual(String(decoding: pieces.joined(), as: UTF8.self), oneByOne(report, colored: false), "\(count) findings")
            XCTAssertEqual(pieces.count, count >= 256 ? 33 : 2, "\(count) findings")
            XCTAssertEqual(String(decoding: pieces.last ?? [], as: UTF8.self), report.summary.line + "\n")
        }
        // Any other reporter gives its text as one piece.
        let report = report(findings: 10)
        XCTAssertEqual(JSONReporter().renderPieces(report), [Array(JSONReporter().render(report).utf8)])
    }
}
