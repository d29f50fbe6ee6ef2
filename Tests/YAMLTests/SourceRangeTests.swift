import XCTest
import Diagnostics
import YAML

/// Every node, keys included, carries a 1-based range with columns counted in Unicode scalars.
/// Expected positions are counted by hand from the literal documents.
final class SourceRangeTests: XCTestCase {
    func testKeysAndValuesOfNestedBlocks() {
        let parsed = ParsedDocument("""
            name: Laten
            color:
              primary: "#0D7377"
              list:
                - a
                - bb
            """)
        XCTAssertEqual(parsed.codes, [])
        let name = parsed.pair([], "name")
        XCTAssertEqual(span(name?.key.range), "1:1-1:5")
        XCTAssertEqual(span(name?.value.range), "1:7-1:12")
        XCTAssertEqual(span(parsed.pair([], "color")?.key.range), "2:1-2:6")
        // The nested mapping starts at its first key.
        XCTAssertEqual(start(parsed.node(["color"])?.range), "3:3")
        let primary = parsed.pair(["color"], "primary")
        XCTAssertEqual(span(primary?.key.range), "3:3-3:10")
        // `  primary: ` is 11 columns; the quoted value spans its quotes: 9 characters.
        XCTAssertEqual(span(primary?.value.range), "3:12-3:21")
        XCTAssertEqual(span(parsed.node(["color", "list", 0])?.range), "5:7-5:8")
        XCTAssertEqual(span(parsed.node(["color", "list", 1])?.range), "6:7-6:9")
        XCTAssertEqual(start(parsed.node(["color", "list"])?.range), "5:5")
        XCTAssertEqual(parsed.root?.range.file, parsed.file)
        XCTAssertEqual(parsed.node(["color", "list", 1])?.range.file, parsed.file)
    }

    func testColumnsCountUnicodeScalars() {
        // é is 2 bytes, 😀 is 4 bytes, e + U+0301 is two scalars (one grapheme): all counted
        // as scalars, not bytes and not graphemes.
        let parsed = ParsedDocument("é: 😀x\nnamé: \"ü\"\nk: e\u{301}x\n😀😀: [é, 😀]\n")
        XCTAssertEqual(parsed.codes, [])
        let first = parsed.pair([], "é")
        XCTAssertEqual(span(first?.key.range), "1:1-1:2")
        XCTAssertEqual(span(first?.value.range), "1:4-1:6")
        XCTAssertEqual(first?.value.string, "😀x")
        let second = parsed.pair([], "namé")
        XCTAssertEqual(span(second?.key.range), "2:1-2:5")
        XCTAssertEqual(span(second?.value.range), "2:7-2:10")
        XCTAssertEqual(span(parsed.node(["k"])?.range), "3:4-3:7")
        XCTAssertEqual(span(parsed.pair([], "😀😀")?.key.range), "4:1-4:3")
        XCTAssertEqual(span(parsed.node(["😀😀"])?.range), "4:5-4:11")
        XCTAssertEqual(span(parsed.node(["😀😀", 0])?.range), "4:6-4:7")
        XCTAssertEqual(span(parsed.node(["😀😀", 1])?.range), "4:9-4:10")
    }

    func testMultiLineScalars() {
        let parsed = ParsedDocument("d: |\n  lit\n  two\ne: one\n  two\nf: x\n")
        XCTAssertEqual(parsed.codes, [])
        // A block scalar ends where the next line starts.
        XCTAssertEqual(span(parsed.node(["d"])?.range), "1:4-4:1")
        XCTAssertEqual(parsed.node(["d"])?.string, "lit\ntwo\n")
        // A folded plain scalar ends after its last character.
        XCTAssertEqual(span(parsed.node(["e"])?.range), "4:4-5:6")
        XCTAssertEqual(parsed.node(["e"])?.string, "one two")
        XCTAssertEqual(span(parsed.pair([], "f")?.key.range), "6:1-6:2")
    }

    func testFlowCollectionsSpanTheirBrackets() {
        let parsed = ParsedDocument("a: {x: 1, y: [2, 3]}\n")
        XCTAssertEqual(span(parsed.node(["a"])?.range), "1:4-1:21")
        XCTAssertEqual(span(parsed.node(["a", "y"])?.range), "1:14-1:20")
        XCTAssertEqual(span(parsed.node(["a", "y", 1])?.range), "1:18-1:19")
        XCTAssertEqual(span(parsed.pair(["a"], "y")?.key.range), "1:11-1:12")
    }

    func testCRLFLineEndings() {
        let parsed = ParsedDocument("a: 1\r\nb: 22\r\n")
        XCTAssertEqual(span(parsed.pair([], "b")?.key.range), "2:1-2:2")
        XCTAssertEqual(span(parsed.node(["b"])?.range), "2:4-2:6")
    }

    func testByteOrderMarkIsNotAColumn() {
        let parsed = ParsedDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8))
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(span(parsed.pair([], "a")?.key.range), "1:1-1:2")
        XCTAssertEqual(span(parsed.node(["b"])?.range), "2:4-2:5")
    }

    func testLinesAreCountedAtLineFeedsOnly() {
        // libyaml also breaks lines at a lone CR and at U+2028; the rest of tokenc (the source
        // manager, the renderer, editors' "go to line") counts only LF, so ranges follow LF.
        let lineSeparator = ParsedDocument("a: \"x\u{2028}y\"\nb: 1\n")
        XCTAssertEqual(lineSeparator.codes, [])
        XCTAssertEqual(span(lineSeparator.pair([], "b")?.key.range), "2:1-2:2")
        XCTAssertEqual(span(lineSeparator.node(["b"])?.range), "2:4-2:5")
        XCTAssertEqual(span(lineSeparator.node(["a"])?.range), "1:4-1:9")

        let loneCR = ParsedDocument("a: 1\rb: 2\nc: 3\n")
        XCTAssertEqual(loneCR.codes, [])
        XCTAssertEqual(span(loneCR.pair([], "b")?.key.range), "1:6-1:7")
        XCTAssertEqual(span(loneCR.node(["c"])?.range), "2:4-2:5")
    }

    func testRangesMatchTheSourceManagersLines() {
        // The renderer takes the line text from the SourceManager; the range must point into it.
        let text = "é😀:\n  key: value\n"
        let sources = SourceManager()
        let file = sources.add(path: "x.yaml", text: text)
        let sink = DiagnosticSink()
        let root = YAMLParser().parse(text, file: file, sink: sink)
        let range = try? XCTUnwrap(root?["é😀"]?.pair(forKey: "key")?.value.range)
        guard let range, let line = sources.line(range.start.line, of: file) else { return XCTFail("no range") }
        let scalars = Array(line.unicodeScalars)
        let picked = String(String.UnicodeScalarView(scalars[(range.start.column - 1)..<(range.end.column - 1)]))
        XCTAssertEqual(picked, "value")
    }
}
