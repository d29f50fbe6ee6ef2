import Diagnostics
import XCTest
import YAML

final class JSONSurrogatePairTests: XCTestCase {
    private func parse(_ text: String) -> (YAMLNode?, [Diagnostic]) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "x.tokens.json", text: text)
        return (YAMLParser().parse(text, file: file, sink: sink), sink.diagnostics)
    }

    func testEscapedSurrogatePairsInJSONDecodeToTheCharacter() {
        // Python's json.dump writes 🎨 (U+1F3A8) as \ud83c\udfa8: 0x10000 + (0x3C << 10) + 0x3A8 = 0x1F3A8.
        let (node, diagnostics) = parse(#"{"copy": {"$value": "Pick a color \ud83c\udfa8 now", "n": "a\\ud83c"}}"#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node?["copy"]?["$value"]?.string, "Pick a color \u{1F3A8} now")
        // An escaped backslash followed by "ud83c" is text, not an escape.
        XCTAssertEqual(node?["copy"]?["n"]?.string, "a\\ud83c")
    }

    func testYAMLFilesAreNotRewritten() {
        // In a single-quoted YAML scalar, \ud83c is literal text.
        let (node, diagnostics) = parse("a: '\\ud83c\\udfa8'\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node?["a"]?.string, "\\ud83c\\udfa8")
    }

    func testLoneSurrogateIsStillAClearError() {
        let (node, diagnostics) = parse(#"{"a": "\ud83c"}"#)
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.map(\.code), ["yaml-syntax"])
    }
}
