import XCTest
import Diagnostics
import YAML

/// Duplicate keys are errors at the second occurrence, with a note at the first.
final class DuplicateKeyTests: XCTestCase {
    func testDuplicateKeyReportsBothLocations() {
        let parsed = ParsedDocument("""
            color:
              primary: "#000"
              secondary: "#111"
              primary: "#222"
            """)
        XCTAssertEqual(parsed.codes, ["duplicate-key"])
        let diagnostic = parsed.diagnostics.first
        XCTAssertEqual(diagnostic?.severity, .error)
        XCTAssertEqual(diagnostic?.message, "duplicate key 'primary' in this mapping; the second value is ignored")
        XCTAssertEqual(span(diagnostic?.range), "4:3-4:10")
        XCTAssertEqual(diagnostic?.notes.count, 1)
        XCTAssertEqual(diagnostic?.notes.first?.message, "first defined here")
        XCTAssertEqual(span(diagnostic?.notes.first?.range), "2:3-2:10")
        // The tree is still returned, with the first value.
        XCTAssertEqual(parsed.root?["color"]?["primary"]?.string, "#000")
        XCTAssertEqual(parsed.root?["color"]?.pairs?.count, 2)
    }

    func testQuotingDoesNotMakeADifferentKey() {
        let parsed = ParsedDocument("a: 1\n\"a\": 2\n")
        XCTAssertEqual(parsed.codes, ["duplicate-key"])
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "2:1")
    }

    func testSameKeyInDifferentMappingsIsFine() {
        let parsed = ParsedDocument("a: {x: 1}\nb: {x: 2}\nx: 3\n")
        XCTAssertEqual(parsed.codes, [])
    }

    func testDuplicatesInLargeMappingsAreFoundByHash() {
        // 500 distinct keys, then key 17 again and key 499 again: past the linear-scan size.
        var text = ""
        for i in 0..<500 { text += "key\(i): \(i)\n" }
        text += "key17: again\nkey499: again\n"
        let parsed = ParsedDocument(text)
        XCTAssertEqual(parsed.codes, ["duplicate-key", "duplicate-key"])
        XCTAssertEqual(start(parsed.diagnostics[0].range), "501:1")
        XCTAssertEqual(start(parsed.diagnostics[0].notes.first?.range), "18:1")
        XCTAssertEqual(start(parsed.diagnostics[1].range), "502:1")
        XCTAssertEqual(start(parsed.diagnostics[1].notes.first?.range), "500:1")
        XCTAssertEqual(parsed.root?.pairs?.count, 500)
        XCTAssertEqual(parsed.root?["key17"]?.coreValue, .int(17))
    }

    func testDuplicatesInFlowMappingsAndJSON() {
        let parsed = ParsedDocument("{\"a\": 1, \"b\": 2, \"a\": 3}")
        XCTAssertEqual(parsed.codes, ["duplicate-key"])
        XCTAssertEqual(span(parsed.diagnostics.first?.range), "1:18-1:21")
        XCTAssertEqual(span(parsed.diagnostics.first?.notes.first?.range), "1:2-1:5")
    }

    func testDiagnosticRendersWithCaretUnderTheSecondKey() {
        let text = "a: 1\nb: 2\na: 3\n"
        let sources = SourceManager()
        let file = sources.add(path: "t.yaml", text: text)
        let sink = DiagnosticSink()
        _ = YAMLParser().parse(text, file: file, sink: sink)
        let rendered = sink.diagnostics.map(DiagnosticRenderer(sources: sources).render).joined()
        XCTAssertTrue(rendered.hasPrefix("t.yaml:3:1: error: duplicate key 'a' in this mapping; the second value is ignored [duplicate-key]\n"), rendered)
        XCTAssertTrue(rendered.contains("t.yaml:1:1: note: first defined here\n"), rendered)
    }
}
