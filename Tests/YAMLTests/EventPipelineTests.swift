import Diagnostics
import XCTest
@testable import YAML

/// Files of 64 KiB and more are parsed with libyaml on a second thread (`EventPipeline`). These
/// tests give such files the problems the in-line parser handles — at the start, in the middle
/// and at the end — and check the same diagnostics come out, at the same places, in the same
/// order. Line numbers are counted from how each text is built.
final class EventPipelineTests: XCTestCase {
    /// `count` groups of 10 tokens; group `g` starts on line `1 + 11 × g`, its token `t` is on
    /// line `2 + 11 × g + t`. About 380 bytes per group.
    static func groups(_ count: Int, prefix: String = "group") -> String {
        var text = ""
        for g in 0..<count {
            text += "\(prefix)\(g):\n"
            for t in 0..<10 {
                text += "  token\(t): { $type: color, $value: \"#0d7377\", $description: token \(t) of \(g) }\n"
            }
        }
        return text
    }

    func testLargeFilesAreParsedOnTwoThreads() {
        let text = Self.groups(400)
        XCTAssertGreaterThanOrEqual(text.utf8.count, YAMLParser.defaultPipelineThreshold)
        let parsed = ParsedDocument(text)
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?.pairs?.count, 400)
        XCTAssertEqual(parsed.node(["group399", "token9", "$description"])?.string, "token 9 of 399")
        // token9 of group399: line 2 + 11 × 399 + 9 = 4400; `{` at column 11.
        XCTAssertEqual(start(parsed.node(["group399", "token9"])?.range), "4400:11")
    }

    func testSyntaxErrorAtTheEndOfALargeFile() {
        let text = Self.groups(400) + "broken: [1, 2\n"
        let parsed = ParsedDocument(text)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["yaml-syntax"])
        // The list never closes: libyaml notices at the end of the stream, line 4402.
        XCTAssertEqual(parsed.diagnostics.first?.range?.start.line, 4402)
    }

    func testDiagnosticsBeforeASyntaxErrorKeepTheirOrder() {
        let text = Self.groups(200) + "dup: 1\ndup: 2\n" + Self.groups(200, prefix: "more") + "tail: [1\n"
        let parsed = ParsedDocument(text)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["duplicate-key", "yaml-syntax"])
        // The second `dup` is on line 11 × 200 + 2.
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "2202:1")
    }

    func testBuilderFailureEarlyInALargeFileStopsTheParser() {
        var deep = ""
        for level in 0..<300 { deep += String(repeating: "  ", count: level) + "k\(level):\n" }
        deep += String(repeating: "  ", count: 300) + "v: 1\n"
        let parsed = ParsedDocument(deep + Self.groups(400))
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["nesting-too-deep"])
        XCTAssertEqual(parsed.diagnostics.first?.range?.start.line, 257)
    }

    func testUnknownAnchorAtTheStartOfALargeFile() {
        let parsed = ParsedDocument("first: *nowhere\n" + Self.groups(400))
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["unknown-anchor"])
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "1:8")
    }

    func testInvalidUTF8InTheMiddleOfALargeFile() {
        var bytes = Array((Self.groups(200) + "bad: x").utf8)
        bytes.append(0xFF)
        bytes += Array(("\n" + Self.groups(200, prefix: "more")).utf8)
        let parsed = ParsedDocument(bytes: bytes)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["invalid-utf8"])
        // Line 11 × 200 + 1, after `bad: x`: column 7.
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "2201:7")
    }

    func testSecondDocumentInALargeFile() {
        let parsed = ParsedDocument(Self.groups(400) + "---\nother: 1\n")
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["multiple-documents"])
        XCTAssertEqual(parsed.diagnostics.first?.range?.start.line, 4401)
    }

    func testCarriageReturnsInALargeFile() {
        // A lone `\r` is a line break to libyaml; positions are recomputed from `\n` lines.
        let text = Self.groups(400).replacingOccurrences(of: "\n", with: "\r\n") + "last: 1\rnext: 2\n"
        let parsed = ParsedDocument(text)
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.node(["next"])?.coreValue, .int(2))
        // `last` and `next` share line 4401 when only `\n` breaks lines; `next` is 9 scalars in.
        XCTAssertEqual(start(parsed.pair([], "next")?.key.range), "4401:9")
    }

    // MARK: Both ways

    /// Everything a parse gives, as text: every node (kind, text, style, tag, trailing comment,
    /// range) in document order, then every diagnostic (code, severity, message, range, notes,
    /// fix-its, suggestion).
    static func dump(_ text: String, pipelined: Bool) -> String {
        let bytes = Array(text.utf8)
        let sources = SourceManager()
        let file = sources.add(path: "test.yaml", contents: bytes)
        let sink = DiagnosticSink()
        var parser = YAMLParser()
        parser.pipelineThreshold = pipelined ? 0 : Int.max
        var out = ""
        func node(_ n: YAMLNode, _ depth: Int) {
            out += String(repeating: " ", count: depth) + span(n.range) + " tag=\(n.tag ?? "-") "
            switch n.content {
            case .scalar(let s):
                out += "scalar \(s.style) \(s.text.debugDescription) comment=\(s.trailingComment ?? "-")\n"
            case .sequence(let items):
                out += "sequence\n"
                for item in items { node(item, depth + 1) }
            case .mapping(let pairs):
                out += "mapping\n"
                for pair in pairs { node(pair.key, depth + 1); node(pair.value, depth + 2) }
            }
        }
        if let root = parser.parse(bytes, file: file, sink: sink) { node(root, 0) } else { out += "no root\n" }
        for d in sink.diagnostics {
            out += "\(d.code) \(d.severity) \(d.message) \(span(d.range)) notes=\(d.notes.map { "\($0.message)@\(span($0.range))" })"
            out += " fixits=\(d.fixIts.map { "\(span($0.range))→\($0.replacement)" }) suggestion=\(d.suggestion ?? "-")\n"
        }
        return out
    }

    func testPipelinedAndInLineParsesAgree() {
        var deep = ""
        for level in 0..<300 { deep += String(repeating: "  ", count: level) + "k\(level):\n" }
        let inputs = [
            Self.groups(3),
            Self.groups(3) + "anchor: &a { x: 1, y: [1, 2] }\ncopy: *a\nmerged: { <<: *a, z: 3 }\n",
            "a: 1\na: 2\nb: !!int nope\nc: #0D7377\nd: { e: , f: #fff }\n" + Self.groups(2),
            Self.groups(2) + "broken: [1, 2\n",
            "first: *nowhere\n" + Self.groups(2),
            deep + "v: 1\n",
            Self.groups(2) + "---\nsecond: 1\n",
            "{\"json\": [1, 2.5, \"x\", null, true], \"nested\": {\"a\": {\"b\": \"\\ud83c\\udfa8\"}}}",
            Self.groups(2).replacingOccurrences(of: "\n", with: "\r\n") + "x: 1\ry: 2\n",
            "key: \"tab\\there é 🎨\"\nblock: |\n  line one\n  line two\nfolded: >\n  a\n  b\n",
            "",
            "# only a comment\n",
        ]
        for input in inputs {
            XCTAssertEqual(Self.dump(input, pipelined: true), Self.dump(input, pipelined: false), input.prefix(60).debugDescription)
        }
    }
}
