import XCTest
import Diagnostics
import YAML

/// libyaml's errors become `yaml-syntax` diagnostics at the problem, reworded, with the context as
/// a note; encoding problems are `invalid-utf8`. Positions counted by hand.
final class SyntaxErrorTests: XCTestCase {
    private func single(_ parsed: ParsedDocument, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        XCTAssertNil(parsed.root, "a document with a syntax error has no tree", file: file, line: line)
        XCTAssertEqual(parsed.diagnostics.count, 1, "\(parsed.diagnostics)", file: file, line: line)
        return parsed.diagnostics.first
    }

    func testTabIndentationOfAKey() {
        let d = single(ParsedDocument("a: 1\n\tb: 2\n"))
        XCTAssertEqual(d?.code, "yaml-syntax")
        XCTAssertEqual(d?.message, "a tab character is used for indentation; YAML indents with spaces only")
        XCTAssertEqual(span(d?.range), "2:1-2:2")
        XCTAssertEqual(d?.suggestion, "replace the tab with spaces")
    }

    func testTabThatCannotStartAToken() {
        let d = single(ParsedDocument("a:\n\t- x\n"))
        XCTAssertEqual(d?.code, "yaml-syntax")
        XCTAssertEqual(d?.message, "a tab character cannot be used here; YAML indents with spaces only")
        XCTAssertEqual(start(d?.range), "2:1")
        XCTAssertEqual(d?.notes, [])
    }

    func testReservedIndicator() {
        let d = single(ParsedDocument("x: @foo\n"))
        XCTAssertEqual(d?.message, "'@' is reserved in YAML and cannot start a plain value")
        XCTAssertEqual(d?.suggestion, "quote the value")
        XCTAssertEqual(start(d?.range), "1:4")
    }

    func testColonInsideAPlainValue() {
        let d = single(ParsedDocument("a: b: c\n"))
        XCTAssertEqual(d?.code, "yaml-syntax")
        XCTAssertTrue(d?.message.hasPrefix("unexpected ':' here") ?? false, d?.message ?? "")
        XCTAssertEqual(start(d?.range), "1:5")
    }

    func testBadIndentationNotesTheMapping() {
        let d = single(ParsedDocument("a:\n  b: 1\n c: 2\n"))
        XCTAssertEqual(d?.message, "expected a key here; this line is not indented like the keys of its mapping")
        XCTAssertEqual(start(d?.range), "3:2")
        XCTAssertEqual(d?.notes.first?.message, "in the mapping that starts here")
        XCTAssertEqual(start(d?.notes.first?.range), "1:1")
    }

    func testUnclosedFlowSequence() {
        let d = single(ParsedDocument("a: [1, 2\nb: 3\n"))
        XCTAssertEqual(d?.message, "expected ',' or ']' in this list; is a comma or the closing bracket missing?")
        XCTAssertEqual(start(d?.range), "2:2")
        XCTAssertEqual(d?.notes.first?.message, "in the '[…]' list that starts here")
        XCTAssertEqual(start(d?.notes.first?.range), "1:4")
    }

    func testUnterminatedString() {
        let d = single(ParsedDocument("a: 1\nb: \"unterminated\n"))
        XCTAssertEqual(d?.message, "the file ends inside a quoted string; is the closing quote missing?")
        XCTAssertEqual(start(d?.range), "3:1")
        XCTAssertEqual(d?.notes.first?.message, "in the quoted string that starts here")
        XCTAssertEqual(start(d?.notes.first?.range), "2:4")
    }

    func testUnknownEscape() {
        let d = single(ParsedDocument("k: \"bad \\q escape\"\n"))
        XCTAssertEqual(d?.message, "unknown escape sequence in a double-quoted string")
        XCTAssertEqual(start(d?.range), "1:9")
        XCTAssertEqual(start(d?.notes.first?.range), "1:4")
    }

    func testIndentedFirstLine() {
        let d = single(ParsedDocument("  a: 1\nb: 2\n"))
        XCTAssertEqual(d?.message, "unexpected content after the end of the document")
        XCTAssertEqual(start(d?.range), "2:1")
    }

    func testSyntaxErrorColumnsCountScalars() {
        let d = single(ParsedDocument("é😀: x: y\n"))
        XCTAssertEqual(start(d?.range), "1:6")
    }

    func testControlCharacter() {
        let d = single(ParsedDocument("a: 1\nbé: \u{1}\n"))
        XCTAssertEqual(d?.code, "yaml-syntax")
        XCTAssertEqual(d?.message, "control character U+0001 is not allowed in a YAML file")
        XCTAssertEqual(start(d?.range), "2:5")
    }

    func testInvalidUTF8Latin1() {
        // "café" saved as Latin-1: é is the single byte 0xE9.
        let d = single(ParsedDocument(bytes: Array("a: caf".utf8) + [0xE9] + Array("\n".utf8)))
        XCTAssertEqual(d?.code, "invalid-utf8")
        XCTAssertEqual(d?.message, "the file is not valid UTF-8: bytes 0xE9 0x0A are not a valid UTF-8 sequence")
        XCTAssertEqual(span(d?.range), "1:7-1:8")
        XCTAssertEqual(d?.suggestion, "save the file as UTF-8")
    }

    func testInvalidUTF8AfterNonASCII() {
        let d = single(ParsedDocument(bytes: Array("é: 1\nb: ".utf8) + [0xFF]))
        XCTAssertEqual(d?.code, "invalid-utf8")
        XCTAssertEqual(d?.message, "the file is not valid UTF-8: byte 0xFF cannot start a UTF-8 character")
        XCTAssertEqual(start(d?.range), "2:4")
    }

    func testTruncatedSequenceOverlongAndSurrogate() {
        let truncated = single(ParsedDocument(bytes: Array("a: ".utf8) + [0xE2, 0x82]))
        XCTAssertEqual(truncated?.message, "the file is not valid UTF-8: the file ends in the middle of a UTF-8 character")
        XCTAssertEqual(start(truncated?.range), "1:4")
        // 0xC0 0xAF: an overlong '/'. 0xED 0xA0 0x80: a UTF-16 surrogate.
        XCTAssertEqual(single(ParsedDocument(bytes: Array("a: ".utf8) + [0xC0, 0xAF]))?.code, "invalid-utf8")
        XCTAssertEqual(single(ParsedDocument(bytes: Array("a: ".utf8) + [0xED, 0xA0, 0x80]))?.code, "invalid-utf8")
        XCTAssertEqual(single(ParsedDocument(bytes: Array("a: ".utf8) + [0xF4, 0x90, 0x80, 0x80]))?.code, "invalid-utf8")
    }

    func testUTF16IsRefused() {
        let d = single(ParsedDocument(bytes: [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00]))
        XCTAssertEqual(d?.code, "invalid-utf8")
        XCTAssertEqual(d?.message, "the file is not valid UTF-8: it starts with a UTF-16 byte-order mark")
        XCTAssertEqual(start(d?.range), "1:1")
    }

    func testRenderedLikeACompiler() {
        let text = "a: 1\n\tb: 2\n"
        let sources = SourceManager()
        let file = sources.add(path: "tokens/x.yaml", text: text)
        let sink = DiagnosticSink()
        XCTAssertNil(YAMLParser().parse(text, file: file, sink: sink))
        let rendered = DiagnosticRenderer(sources: sources).render(sink.diagnostics[0])
        XCTAssertTrue(rendered.hasPrefix(
            "tokens/x.yaml:2:1: error: a tab character is used for indentation; YAML indents with spaces only [yaml-syntax]\n"),
            rendered)
    }
}
