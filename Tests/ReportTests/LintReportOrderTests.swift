import Diagnostics
@testable import Report
import XCTest

final class LintReportOrderTests: XCTestCase {
    /// Findings come out by file path, start, end, code, message, then in the order given — the
    /// same as comparing the diagnostics pair by pair — over files given out of path order, two
    /// files registered under one path, findings without a place, and ties at one place.
    func testFindingsAreOrderedByPathPlaceCodeAndMessage() {
        let sources = SourceManager()
        let files = ["specs/b.screen.yaml", "specs/a.screen.yaml", "tokens/z.tokens.yaml", "specs/a.screen.yaml"]
            .map { sources.add(path: $0, text: "x: 1\n") }
        var generator = SplitMix(seed: 7)
        var findings: [Diagnostic] = []
        for n in 0..<600 {
            let code = ["contrast", "raw-value", "touch-target"][Int(generator.next() % 3)]
            let message = "finding \(generator.next() % 4)"
            if n % 50 == 0 {
                findings.append(Diagnostic(code: code, severity: .warning, message: message, range: nil))
                continue
            }
            let line = Int(generator.next() % 5) + 1, column = Int(generator.next() % 3) + 1
            let range = SourceRange(file: files[Int(generator.next() % 4)], start: .init(line: line, column: column),
                                    end: .init(line: line, column: column + Int(generator.next() % 2) + 1))
            findings.append(Diagnostic(code: code, severity: .error, message: message, range: range))
        }
        let report = LintReport(findings: findings, rules: [], sources: sources, filesChecked: 4)
        let expected = findings.enumerated().sorted { a, b in
            let l = a.element, r = b.element
            switch (l.range, r.range) {
            case (nil, nil): break
            case (nil, _): return true
            case (_, nil): return false
            case let (lr?, rr?):
                let lp = sources.path(of: lr.file), rp = sources.path(of: rr.file)
                if lp != rp { return lp < rp }
                if lr.start != rr.start { return lr.start < rr.start }
                if lr.end != rr.end { return lr.end < rr.end }
            }
            if l.code != r.code { return l.code < r.code }
            if l.message != r.message { return l.message < r.message }
            return a.offset < b.offset
        }.map(\.element)
        XCTAssertEqual(report.findings, expected)
        XCTAssertNil(report.findings.first?.range, "findings without a place come first")
    }
}

/// A small deterministic generator, so the test's inputs are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
