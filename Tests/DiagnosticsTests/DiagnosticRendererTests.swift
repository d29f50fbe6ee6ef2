import Diagnostics
import XCTest

final class DiagnosticRendererTests: XCTestCase {
    func testRendersCompilerStyleWithCaretAndSuggestion() {
        let sources = SourceManager()
        let file = sources.add(path: "tokens/laten.tokens.yaml", text: "color:\n  text: { $value: \"{color.primry}\" }\n")
        let range = SourceRange(file: file, start: .init(line: 2, column: 19), end: .init(line: 2, column: 35))
        let d = Diagnostic.error("unknown-reference", "unknown reference '{color.primry}'", at: range,
                                 suggestion: "did you mean '{color.primary}'?")
        let text = DiagnosticRenderer(sources: sources).render(d)
        XCTAssertEqual(text, """
            tokens/laten.tokens.yaml:2:19: error: unknown reference '{color.primry}' [unknown-reference]
                2 |   text: { $value: "{color.primry}" }
                  |                   ^~~~~~~~~~~~~~~~
                  = did you mean '{color.primary}'?

            """)
    }

    func testNotesAreRenderedWithTheirOwnLocation() {
        let sources = SourceManager()
        let a = sources.add(path: "a.yaml", text: "x: 1\nx: 2\n")
        let first = SourceRange(file: a, start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))
        let second = SourceRange(file: a, start: .init(line: 2, column: 1), end: .init(line: 2, column: 2))
        let d = Diagnostic.error("duplicate-key", "duplicate key 'x'", at: second, notes: [.init("first defined here", at: first)])
        let lines = DiagnosticRenderer(sources: sources).render(d).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "a.yaml:2:1: error: duplicate key 'x' [duplicate-key]")
        XCTAssertTrue(lines.contains("a.yaml:1:1: note: first defined here"), "\(lines)")
    }

    func testCaretCountsUnicodeScalarsAndKeepsTabs() {
        let sources = SourceManager()
        let file = sources.add(path: "u.yaml", text: "\tnäme: 🎨x\n")
        let range = SourceRange(file: file, start: .init(line: 1, column: 9), end: .init(line: 1, column: 10))
        let text = DiagnosticRenderer(sources: sources).render(.warning("w", "m", at: range))
        let caretLine = text.split(separator: "\n")[2]
        // gutter "      | " then a tab (kept), 7 spaces for "näme: 🎨"... column 9 is 'x'.
        XCTAssertEqual(String(caretLine), "      | \t       ^")
    }

    func testColoredOutputUsesANSIOnlyWhenAsked() {
        let sources = SourceManager()
        let d = Diagnostic.error("c", "m", at: nil)
        XCTAssertFalse(DiagnosticRenderer(sources: sources).render(d).contains("\u{1B}["))
        XCTAssertTrue(DiagnosticRenderer(sources: sources, colored: true).render(d).contains("\u{1B}[1;31m"))
    }

    func testSinkDropsExactRepeatsAndSortsByLocation() {
        let sources = SourceManager()
        let b = sources.add(path: "b.yaml", text: "")
        let a = sources.add(path: "a.yaml", text: "")
        let sink = DiagnosticSink()
        let rb = SourceRange(file: b, start: .init(line: 1, column: 1), end: .init(line: 1, column: 1))
        let ra2 = SourceRange(file: a, start: .init(line: 2, column: 1), end: .init(line: 2, column: 1))
        let ra1 = SourceRange(file: a, start: .init(line: 1, column: 5), end: .init(line: 1, column: 6))
        sink.report(.error("x", "one", at: rb))
        sink.report(.error("x", "one", at: rb))
        sink.report(.warning("y", "two", at: ra2))
        sink.report(.warning("z", "three", at: ra1))
        XCTAssertEqual(sink.diagnostics.count, 3)
        XCTAssertEqual(sink.sorted(using: sources).map(\.message), ["three", "two", "one"])
        XCTAssertTrue(sink.hasErrors)
        XCTAssertEqual(sink.count(of: .warning), 2)
    }

    func testLineLookupHandlesCRLFAndOutOfRange() {
        let sources = SourceManager()
        let file = sources.add(path: "w.yaml", text: "a: 1\r\nb: 2")
        XCTAssertEqual(sources.line(1, of: file), "a: 1")
        XCTAssertEqual(sources.line(2, of: file), "b: 2")
        XCTAssertNil(sources.line(3, of: file))
        XCTAssertNil(sources.line(0, of: file))
    }
}

final class SourceManagerTests: XCTestCase {
    func testByteOrderMarkIsNotPartOfTheFirstLine() {
        let sources = SourceManager()
        let file = sources.add(path: "bom.yaml", contents: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2".utf8))
        XCTAssertEqual(sources.line(1, of: file), "a: 1")
        XCTAssertEqual(sources.line(2, of: file), "b: 2")
    }
}
