import XCTest
import YAML

/// `<<` merge keys: merged pairs fill in keys the mapping does not set itself; for a list, earlier
/// mappings win.
final class MergeKeyTests: XCTestCase {
    private func keys(_ node: YAMLNode?) -> [String] {
        node?.pairs?.compactMap { $0.key.scalar?.text } ?? []
    }

    func testSingleMerge() {
        let parsed = ParsedDocument("""
            base: &base
              size: 16
              weight: 400
            heading:
              <<: *base
              weight: 700
            """)
        XCTAssertEqual(parsed.codes, [])
        let heading = parsed.node(["heading"])
        XCTAssertEqual(keys(heading), ["size", "weight"])
        XCTAssertEqual(heading?["size"]?.coreValue, .int(16))
        // The explicit key wins even though it comes after the merge.
        XCTAssertEqual(heading?["weight"]?.coreValue, .int(700))
        XCTAssertEqual(start(heading?["weight"]?.range), "6:11")
        // A merged pair keeps the ranges of its definition.
        XCTAssertEqual(span(heading?.pair(forKey: "size")?.key.range), "2:3-2:7")
    }

    func testExplicitKeyBeforeTheMergeAlsoWins() {
        let parsed = ParsedDocument("b: &b {x: 1, y: 2}\nm: {y: 9, <<: *b, z: 3}\n")
        XCTAssertEqual(parsed.codes, [])
        // Merged pairs go where the `<<` stood.
        XCTAssertEqual(keys(parsed.node(["m"])), ["y", "x", "z"])
        XCTAssertEqual(parsed.node(["m", "y"])?.coreValue, .int(9))
        XCTAssertEqual(parsed.node(["m", "x"])?.coreValue, .int(1))
    }

    func testListMergeEarlierMappingsWin() {
        let parsed = ParsedDocument("""
            a: &a {color: red, size: 1}
            b: &b {color: blue, size: 2, depth: 3}
            c:
              <<: [*a, *b]
              size: 10
            """)
        XCTAssertEqual(parsed.codes, [])
        let c = parsed.node(["c"])
        // Merged pairs (color from a, depth from b; size is explicit) go where `<<` stood.
        XCTAssertEqual(keys(c), ["color", "depth", "size"])
        XCTAssertEqual(c?["color"]?.string, "red")
        XCTAssertEqual(c?["size"]?.coreValue, .int(10))
        XCTAssertEqual(c?["depth"]?.coreValue, .int(3))
    }

    func testMergedKeysAreNotDuplicates() {
        let parsed = ParsedDocument("a: &a {x: 1}\nb: &b {x: 2}\nc:\n  <<: *a\n  <<: *b\n  x: 3\n")
        // Neither merged `x` nor the second `<<` counts as a duplicate key.
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.node(["c", "x"])?.coreValue, .int(3))
        XCTAssertEqual(parsed.node(["c"])?.pairs?.count, 1)
    }

    func testNestedMerges() {
        let parsed = ParsedDocument("a: &a {x: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(keys(parsed.node(["c"])), ["x", "y", "z"])
    }

    func testInlineMappingMerge() {
        let parsed = ParsedDocument("c:\n  <<: {x: 1}\n  y: 2\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(keys(parsed.node(["c"])), ["x", "y"])
    }

    func testQuotedMergeKeyIsAnOrdinaryKey() {
        let parsed = ParsedDocument("a: &a {x: 1}\nc:\n  \"<<\": *a\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(keys(parsed.node(["c"])), ["<<"])
    }

    func testMergingAScalarIsAnError() {
        let parsed = ParsedDocument("s: &s teal\nc:\n  <<: *s\n  y: 2\n")
        XCTAssertEqual(parsed.codes, ["invalid-merge"])
        XCTAssertEqual(span(parsed.diagnostics.first?.range), "3:7-3:9")
        XCTAssertEqual(parsed.diagnostics.first?.message,
                       "'<<' must be a mapping (usually an alias like '*base'), not a string")
        // The rest of the mapping is kept.
        XCTAssertEqual(keys(parsed.node(["c"])), ["y"])
    }

    func testMergingAListWithANonMappingIsAnError() {
        let parsed = ParsedDocument("a: &a {x: 1}\nc:\n  <<: [*a, [1, 2], 3]\n")
        XCTAssertEqual(parsed.codes, ["invalid-merge", "invalid-merge"])
        XCTAssertEqual(start(parsed.diagnostics[0].range), "3:12")
        XCTAssertEqual(parsed.diagnostics[0].message,
                       "an item of a '<<' list must be a mapping (usually an alias like '*base'), not a sequence")
        XCTAssertEqual(start(parsed.diagnostics[1].range), "3:20")
        XCTAssertEqual(parsed.diagnostics[1].message,
                       "an item of a '<<' list must be a mapping (usually an alias like '*base'), not a number")
        // The valid item is still merged.
        XCTAssertEqual(keys(parsed.node(["c"])), ["x"])
    }
}
