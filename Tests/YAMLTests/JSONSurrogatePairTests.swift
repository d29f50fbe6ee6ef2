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

    /// The rewrite makes the line two characters shorter per pair; positions after a pair on its
    /// line must still be those of the file as written (the diagnostics show its text).
    func testPositionsAfterARewrittenPairAreThoseOfTheFile() {
        let line2 = #"  "a": "\ud83c\udfa8 and \ud83d\ude00", "b": 1, "c": "\ud83c\udfa8""#
        let text = "{\n" + line2 + "\n, \"d\": 2}"
        let (node, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, [])
        // Columns in the file as written (python3: line.index('"b"') + 1 …): "b" at 41, its value
        // at 46, "c" at 49, its value at 54 — two pairs (24 characters) before "b". Without the
        // correction each would be 4 columns early.
        let bytes = Array(line2.utf8)
        func column(of needle: String) -> Int {
            let wanted = Array(needle.utf8)
            let at = (0...(bytes.count - wanted.count)).first { Array(bytes[$0..<($0 + wanted.count)]) == wanted }!
            return at + 1
        }
        XCTAssertEqual(column(of: #""b""#), 41)
        let pairs = node?.pairs ?? []
        XCTAssertEqual(pairs.map { $0.key.string }, ["a", "b", "c", "d"])
        XCTAssertEqual(start(pairs[1].key.range), "2:41")
        XCTAssertEqual(start(pairs[1].value.range), "2:46")
        XCTAssertEqual(start(pairs[2].key.range), "2:49")
        XCTAssertEqual(start(pairs[2].value.range), "2:54")
        // The next line is not shifted.
        XCTAssertEqual(start(pairs[3].key.range), "3:3")
        XCTAssertEqual(node?["c"]?.string, "\u{1F3A8}")
    }
}
