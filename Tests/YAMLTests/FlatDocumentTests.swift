import XCTest
import Diagnostics
@testable import YAML

/// A document read flat (``YAMLParser/parseFlat(_:file:sink:)``) is the tree's document: the
/// same nodes in the same order, with the same ranges, scalars and tags, and the same problems.
final class FlatDocumentTests: XCTestCase {
    /// Parses `text` both ways and compares them; returns whether the flat reading went through the tree.
    @discardableResult
    private func assertSameAsTree(_ text: String, limits: YAMLParser.Limits = YAMLParser.Limits(),
                                  file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let bytes = Array(text.utf8)
        let sources = SourceManager()
        let id = sources.add(path: "test.yaml", contents: bytes)
        let treeSink = DiagnosticSink(), flatSink = DiagnosticSink()
        let parser = YAMLParser(limits: limits)
        let tree = parser.parse(bytes, file: id, sink: treeSink)
        let (flat, throughTree) = parser.parseFlatTelling(bytes, file: id, sink: flatSink)
        XCTAssertEqual(tree.map(Self.dump), flat.map { $0.withRoot(Self.dump) }, "nodes", file: file, line: line)
        XCTAssertEqual(treeSink.diagnostics.map(Self.describe), flatSink.diagnostics.map(Self.describe), "problems", file: file, line: line)
        // Materialized again, the flat document is the tree too.
        if let flat { XCTAssertEqual(tree.map(Self.dump), Self.dump(flat.withRoot(\.yamlNode)), file: file, line: line) }
        return throughTree
    }

    static func describe(_ d: Diagnostic) -> String {
        "\(d.code) \(d.severity) \(d.message) \(d.range.map(span) ?? "-") \(d.notes.map { "\($0.message) \($0.range.map(span) ?? "-")" }) \(d.suggestion ?? "")"
    }

    static func span(_ r: SourceRange) -> String { "\(r.file.rawValue):\(r.start.line):\(r.start.column)-\(r.end.line):\(r.end.column)" }

    static func scalar(_ s: YAMLScalar) -> String {
        "\(s.style) \(s.tag ?? "-") \(s.trailingComment ?? "-") \(s.coreValue) «\(s.text)»"
    }

    static func dump(_ node: YAMLNode) -> String {
        let head = "\(span(node.range)) \(node.tag ?? "-") \(node.kindDescription) \(node.string ?? "-") \(node.isNull)"
        switch node.content {
        case .scalar(let s): return head + " " + scalar(s)
        case .mapping(let pairs): return head + " {" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
        case .sequence(let items): return head + " [" + items.map(dump).joined(separator: ", ") + "]"
        }
    }

    static func dump(_ node: FlatNode) -> String {
        let head = "\(span(node.range)) \(node.tag ?? "-") \(node.kindDescription) \(node.string ?? "-") \(node.isNull)"
        switch node.content {
        case .scalar(let s): return head + " " + scalar(s)
        case .mapping(let pairs):
            XCTAssertEqual(pairs.count, Array(pairs).count)
            return head + " {" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
        case .sequence(let items):
            XCTAssertEqual(items.count, Array(items).count)
            return head + " [" + items.map(dump).joined(separator: ", ") + "]"
        }
    }

    func testPlainDocumentsAreBuiltWithoutTheTree() {
        XCTAssertFalse(assertSameAsTree("""
            screen: login
            system: laten
            modes: [dark, light]
            background:
              - color: "{ui.color.surface}"
              - gradient: { stops: ["#FFF", '#000'], angle: 178deg }
                opacity: 0.2
            elements:
              - id: a
                kind: text
                text: >
                  folded
                  text
                note: |
                  literal
              - { id: b, kind: button, height: 44pt, empty: , nothing: ~, yes: yes, n: 12, f: 1.5e3 }
              - []
              - {}
            """))
        XCTAssertFalse(assertSameAsTree("just a scalar"))
        XCTAssertFalse(assertSameAsTree("- 1\n- [2, [3, {a: b}]]\n"))
        XCTAssertFalse(assertSameAsTree("? [complex, key]\n: value\n? {a: b}\n: other\nplain: 1\n"))
        XCTAssertFalse(assertSameAsTree("{a.b}: \nx: {c.d}\n"))
    }

    func testEmptyAndCommentOnlyDocuments() {
        XCTAssertFalse(assertSameAsTree(""))
        XCTAssertFalse(assertSameAsTree("# only a comment\n"))
        XCTAssertFalse(assertSameAsTree("---\n...\n"))
    }

    func testTheCommentTrapIsKeptOnValuesOnly() {
        XCTAssertFalse(assertSameAsTree("primary: #0D7377\nlist:\n  - #FFF\nflow: { a: #123, b: 1 }\n"))
        XCTAssertFalse(assertSameAsTree("description: Brand purple #8B5CF6\n"))
    }

    func testDuplicateKeysAreDroppedWithTheirValues() {
        XCTAssertFalse(assertSameAsTree("""
            a: 1
            b: { x: 1, y: [1, 2] }
            a: { nested: [1, 2, {z: 3}] }
            c: 3
            b: 4
            "a": 5
            """))
        // Past the linear scan: duplicates found through the dictionary.
        var text = (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n")
        text += "\nk3: again\nk39: [x]\nk40: new\nk0: {a: 1}\n"
        XCTAssertFalse(assertSameAsTree(text))
        // Keys equal as Strings though not as bytes (é composed and decomposed), long keys, and
        // short ASCII keys that differ in one byte.
        XCTAssertFalse(assertSameAsTree("caf\u{E9}: 1\ncafe\u{301}: 2\nx: 3\n"))
        XCTAssertFalse(assertSameAsTree("a-rather-long-key-name: 1\nab: 2\nac: 3\na-rather-long-key-name: 4\nab: 5\n"))
        // A duplicate in a nested mapping, then more pairs after it.
        XCTAssertFalse(assertSameAsTree("outer:\n  a: 1\n  a: [1, 2]\n  b: 2\nafter: 1\n"))
    }

    func testAnchorsAliasesTagsAndMergeKeysGoThroughTheTree() {
        XCTAssertTrue(assertSameAsTree("base: &b { x: 1 }\nuse: *b\n"))
        XCTAssertTrue(assertSameAsTree("a: !!str 12\n"))
        XCTAssertTrue(assertSameAsTree("a: !!int twelve\n"))
        XCTAssertTrue(assertSameAsTree("base: &b { x: 1 }\nm:\n  <<: *b\n  y: 2\n"))
        XCTAssertTrue(assertSameAsTree("m: !custom { a: 1 }\n"))
        XCTAssertTrue(assertSameAsTree("x: *missing\n"))
        // Problems found before the anchor are reported once, by the tree's reading.
        XCTAssertTrue(assertSameAsTree("a: 1\na: 2\ndescription: x #FFFFFF\nb: &anchor 3\n"))
    }

    func testProblemsThatStopTheDocument() {
        assertSameAsTree("a: [1, 2\nb: 3\n")
        assertSameAsTree("a: 1\n---\nb: 2\n")
        assertSameAsTree("\u{7}bell: 1\n")
        var limits = YAMLParser.Limits()
        limits.maxDepth = 3
        assertSameAsTree("a: [[[[1]]]]\n", limits: limits)
        assertSameAsTree("a: [[1]]\n", limits: limits)
    }

    func testBytesThatAreNotUTF8() {
        let bytes: [UInt8] = Array("a: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let sources = SourceManager()
        let id = sources.add(path: "bad.yaml", contents: bytes)
        let treeSink = DiagnosticSink(), flatSink = DiagnosticSink()
        XCTAssertNil(YAMLParser().parse(bytes, file: id, sink: treeSink))
        XCTAssertNil(YAMLParser().parseFlat(bytes, file: id, sink: flatSink))
        XCTAssertEqual(treeSink.diagnostics.map(Self.describe), flatSink.diagnostics.map(Self.describe))
        XCTAssertEqual(flatSink.diagnostics.map(\.code), ["invalid-utf8"])
    }

    /// Every YAML file of the repository's seeds, read both ways.
    func testTheSeedsSpecsAndTokens() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var count = 0
        for folder in ["specs", "tokens"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "yaml" {
                let text = try String(contentsOf: url, encoding: .utf8)
                assertSameAsTree(text)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 20)
    }
}
