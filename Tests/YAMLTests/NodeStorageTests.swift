import Diagnostics
import XCTest
@testable import YAML

/// A node keeps its range packed (the end as a line offset and a column) with a box for ends
/// that do not pack and for tags, and a scalar keeps its style and kind in one word with a box for
/// a tag or trailing comment. Whatever is stored, what is read back must be what was given.
final class NodeStorageTests: XCTestCase {
    func testNodesAndScalarsStaySmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<YAMLScalar>.size, 24)
        XCTAssertLessThanOrEqual(MemoryLayout<YAMLNode>.size, 48)
        XCTAssertLessThanOrEqual(MemoryLayout<YAMLPair>.stride, 96)
    }

    private func range(_ file: UInt32, _ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> SourceRange {
        SourceRange(file: FileID(rawValue: file), start: SourceLocation(line: l1, column: c1),
                    end: SourceLocation(line: l2, column: c2))
    }

    /// Ranges on both sides of every packing limit, and ones that never pack (an end before the
    /// start, negative and huge numbers).
    static let edgeRanges: [(UInt32, Int, Int, Int, Int)] = [
        (0, 1, 1, 1, 1), (3, 10, 5, 10, 17), (7, 1, 1, 1_022, 4), (7, 1, 1, 1_023, 4), (7, 1, 1, 1_024, 4),
        (1, 5, 1, 5, 4_194_303), (1, 5, 1, 5, 4_194_304), (1, 5, 1, 5, Int(Int32.max)),
        (2, 100, 9, 99, 1), (2, 1, 1, 1, 0), (2, 1, 1, 1, -1), (2, -4, -2, -4, 3),
        (UInt32.max, Int(Int32.max), Int(Int32.max), Int(Int32.max), Int(Int32.max)),
        (9, 1, 1, 1_000_000, 80), (9, 1, 1, 1_022, 4_194_303),
    ]

    func testRangesReadBackAsGivenWithAndWithoutATag() {
        for (file, l1, c1, l2, c2) in Self.edgeRanges {
            let r = range(file, l1, c1, l2, c2)
            for tag in [nil, "!shadow"] as [String?] {
                let node = YAMLNode(.mapping([]), range: r, tag: tag)
                XCTAssertEqual(node.range, r, "\(r) tag \(tag ?? "-")")
                XCTAssertEqual(node.tag, tag)
            }
        }
    }

    func testSettingTheRangeKeepsTheTagAndSettingTheTagKeepsTheRange() {
        for (file, l1, c1, l2, c2) in Self.edgeRanges {
            for (otherFile, m1, d1, m2, d2) in Self.edgeRanges {
                let first = range(file, l1, c1, l2, c2), second = range(otherFile, m1, d1, m2, d2)
                var node = YAMLNode(.scalar(YAMLScalar(text: "x", style: .plain)), range: first, tag: "!a")
                node.range = second
                XCTAssertEqual(node.range, second)
                XCTAssertEqual(node.tag, "!a")
                node.tag = nil
                XCTAssertEqual(node.range, second)
                XCTAssertNil(node.tag)
                node.tag = "!b"
                node.range = first
                XCTAssertEqual(node.range, first)
                XCTAssertEqual(node.tag, "!b")
            }
        }
    }

    func testParsedRangesOfLongCollectionsAndLongLines() {
        // A mapping spanning more lines than the packing holds, and a scalar past its column.
        let long = (0..<1_500).map { "k\($0): v\n" }.joined()
        let text = "outer:\n" + long.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
            + "wide: [" + String(repeating: "a", count: 4_500_000) + ", end]\n"
        let parsed = ParsedDocument(text)
        XCTAssertEqual(parsed.codes, [])
        let outer = parsed.root?["outer"]
        XCTAssertEqual(outer?.range.start, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(outer?.range.end, SourceLocation(line: 1_502, column: 1))
        let last = parsed.root?["wide"]?.items?.last
        XCTAssertEqual(last?.scalar?.text, "end")
        XCTAssertEqual(last?.range.start, SourceLocation(line: 1_502, column: 10 + 4_500_000))
        XCTAssertEqual(last?.range.end, SourceLocation(line: 1_502, column: 13 + 4_500_000))
    }

    func testScalarPartsReadBackWhateverIsSetInWhatOrder() {
        let styles: [ScalarStyle] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]
        for style in styles {
            for comment in [nil, "#0D7377"] as [String?] {
                for tag in [nil, "tag:yaml.org,2002:str", "!"] as [String?] {
                    var scalar = YAMLScalar(text: "12", style: style, trailingComment: comment, tag: tag)
                    XCTAssertEqual(scalar.style, style)
                    XCTAssertEqual(scalar.trailingComment, comment)
                    XCTAssertEqual(scalar.tag, tag)
                    let expected: CoreValue = tag != nil || style != .plain ? .string("12") : .int(12)
                    XCTAssertEqual(scalar.coreValue, expected)
                    scalar.trailingComment = "#fff"
                    XCTAssertEqual(scalar.style, style)
                    XCTAssertEqual(scalar.tag, tag)
                    scalar.tag = nil
                    XCTAssertEqual(scalar.trailingComment, "#fff")
                    XCTAssertEqual(scalar.coreValue, style == .plain ? .int(12) : .string("12"))
                    scalar.style = .plain
                    scalar.text = "true"
                    XCTAssertEqual(scalar.coreValue, .bool(true))
                    XCTAssertEqual(scalar.trailingComment, "#fff")
                    scalar.trailingComment = nil
                    XCTAssertEqual(scalar, YAMLScalar(text: "true", style: .plain))
                }
            }
        }
    }
}
