import XCTest
import YAML

/// One document per file; a file without a document is an empty mapping.
final class DocumentTests: XCTestCase {
    func testSecondDocumentIsAnError() {
        let parsed = ParsedDocument("a: 1\n---\nb: 2\n")
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["multiple-documents"])
        XCTAssertEqual(span(parsed.diagnostics.first?.range), "2:1-2:4")
        XCTAssertEqual(parsed.diagnostics.first?.notes.first?.message, "the first document starts here")
        XCTAssertEqual(start(parsed.diagnostics.first?.notes.first?.range), "1:1")
    }

    func testExplicitDocumentsAndDocumentEndMarkers() {
        let explicit = ParsedDocument("---\na: 1\n...\n---\nb: 2\n")
        XCTAssertEqual(explicit.codes, ["multiple-documents"])
        XCTAssertEqual(start(explicit.diagnostics.first?.range), "4:1")
        // libyaml (YAML 1.1) wants `---` after `...`; content without it is a syntax error.
        let implicitSecond = ParsedDocument("a: 1\n...\nb: 2\n")
        XCTAssertNil(implicitSecond.root)
        XCTAssertEqual(implicitSecond.codes, ["yaml-syntax"])
        XCTAssertEqual(implicitSecond.diagnostics.first?.message, "unexpected content after the end of the document")
        XCTAssertEqual(start(implicitSecond.diagnostics.first?.range), "3:1")
    }

    func testOneExplicitDocumentIsFine() {
        let parsed = ParsedDocument("%YAML 1.2\n---\na: 1\n...\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["a"]?.coreValue, .int(1))
    }

    func testEmptyFileIsAnEmptyMapping() {
        for text in ["", "\n\n", "# only a comment\n  # another\n"] {
            let parsed = ParsedDocument(text)
            XCTAssertEqual(parsed.codes, [], text)
            XCTAssertEqual(parsed.root?.pairs?.count, 0, text)
            XCTAssertEqual(span(parsed.root?.range), "1:1-1:1", text)
        }
        let bomOnly = ParsedDocument(bytes: [0xEF, 0xBB, 0xBF])
        XCTAssertEqual(bomOnly.codes, [])
        XCTAssertEqual(bomOnly.root?.pairs?.count, 0)
    }

    func testEmptyExplicitDocumentIsANull() {
        let parsed = ParsedDocument("---\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?.isNull, true)
    }

    func testScalarAndSequenceRoots() {
        XCTAssertEqual(ParsedDocument("--- 42\n").root?.coreValue, .int(42))
        let list = ParsedDocument("- a\n- b\n")
        XCTAssertEqual(list.root?.items?.map(\.string), ["a", "b"])
        XCTAssertEqual(span(list.root?.items?.last?.range), "2:3-2:4")
    }

    func testStringEntryPointMatchesBytes() {
        let sink = DiagnosticSinkProbe()
        let fromText = YAMLParser().parse("k: v\n", file: sink.file, sink: sink.sink)
        XCTAssertEqual(fromText?["k"]?.string, "v")
        XCTAssertEqual(span(fromText?.pair(forKey: "k")?.value.range), "1:4-1:5")
    }
}

import Diagnostics

/// A sink and a file id for tests that call the parser directly.
private struct DiagnosticSinkProbe {
    let sources = SourceManager()
    let sink = DiagnosticSink()
    let file: FileID
    init() { file = sources.add(path: "probe.yaml", text: "") }
}
