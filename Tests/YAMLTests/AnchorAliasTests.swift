import XCTest
import Diagnostics
import YAML

/// Anchors and aliases: copies with the alias's range, unknown anchors, and the expansion limit
/// that stops "billion laughs" documents.
final class AnchorAliasTests: XCTestCase {
    func testAliasCopiesTheAnchoredNodeWithTheAliasRange() {
        let parsed = ParsedDocument("""
            base: &brand
              hue: 200
              tint: [1, 2]
            copy: *brand
            scalar: &s teal
            again: *s
            """)
        XCTAssertEqual(parsed.codes, [])
        let copy = parsed.node(["copy"])
        XCTAssertEqual(copy?["hue"]?.coreValue, .int(200))
        XCTAssertEqual(copy?["tint"]?.items?.count, 2)
        // The copy itself is where the alias is written …
        XCTAssertEqual(span(copy?.range), "4:7-4:13")
        // … its children still point at the anchored definition.
        XCTAssertEqual(span(copy?.pair(forKey: "hue")?.key.range), "2:3-2:6")
        XCTAssertEqual(parsed.node(["again"])?.string, "teal")
        XCTAssertEqual(span(parsed.node(["again"])?.range), "6:8-6:10")
        // A node's range starts at its properties (`&s`).
        XCTAssertEqual(span(parsed.node(["scalar"])?.range), "5:9-5:16")
    }

    func testAnchorCanBeRedefined() {
        let parsed = ParsedDocument("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["b"]?.coreValue, .int(1))
        XCTAssertEqual(parsed.root?["d"]?.coreValue, .int(2))
    }

    func testAliasAsKey() {
        let parsed = ParsedDocument("k: &k name\n*k : value\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["name"]?.string, "value")
        XCTAssertEqual(span(parsed.pair([], "name")?.key.range), "2:1-2:3")
    }

    func testUnknownAnchor() {
        let parsed = ParsedDocument("a: &one 1\nb: *two\n")
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["unknown-anchor"])
        XCTAssertEqual(span(parsed.diagnostics.first?.range), "2:4-2:8")
        XCTAssertEqual(parsed.diagnostics.first?.message, "alias '*two' refers to no anchor '&two' defined before it")
        XCTAssertEqual(parsed.diagnostics.first?.suggestion, "defined anchors: &one")
    }

    func testAliasInsideItsOwnAnchorIsUnknown() {
        let parsed = ParsedDocument("a: &loop\n  - *loop\n")
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["unknown-anchor"])
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "2:5")
    }

    /// The classic: 9 levels, each a list of 10 aliases to the level below (10^9 strings).
    static func billionLaughs() -> String {
        var text = "lol0: &lol0 \"lol\"\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
            text += "lol\(level): &lol\(level) [\(aliases)]\n"
        }
        return text
    }

    func testBillionLaughsIsRefused() {
        let parsed = ParsedDocument(Self.billionLaughs())
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["alias-bomb"])
        XCTAssertEqual(parsed.diagnostics.first?.message,
                       "document expands to more than 1000000 nodes through aliases (a 'billion laughs' file?)")
        // Node counts: lol0 = 1, lolN = 1 + 10·lol(N-1): 11, 111, 1111, 11111, 111111, 1111111.
        // Alias expansions add 10·lol(N-1) per level: 10 + 110 + 1110 + 11110 + 111110 = 133,350
        // after level 5; level 6 adds 111,110 per … its aliases each add 111,111: the 8th alias of
        // lol6 (line 7) passes 1,000,000 (133,350 + 8·111,111 = 1,022,238; 7 aliases give 911,127).
        let range = parsed.diagnostics.first?.range
        XCTAssertEqual(range?.start.line, 7)
        // `lol6: &lol6 [` is 13 columns; each `*lol5, ` is 7 wide: the 8th alias starts at 14 + 7·7.
        XCTAssertEqual(range?.start.column, 63)
    }

    func testExpansionLimitIsConfigurable() {
        // a has 1 + 3 = 4 nodes; five aliases to it expand to 20 nodes.
        let text = "a: &a [1, 2, 3]\nb: [*a, *a, *a, *a, *a]\n"
        XCTAssertEqual(ParsedDocument(text, limits: .init(maxAliasExpansion: 20)).codes, [])
        let refused = ParsedDocument(text, limits: .init(maxAliasExpansion: 19))
        XCTAssertNil(refused.root)
        XCTAssertEqual(refused.codes, ["alias-bomb"])
        XCTAssertEqual(start(refused.diagnostics.first?.range), "2:21")
    }
}

extension AnchorAliasTests {
    func testUnknownAnchorSuggestionListsAtMostFive() {
        let parsed = ParsedDocument("a: &g 1\nb: &f 1\nc: &e 1\nd: &d 1\ne: &c 1\nf: &b 1\ng: &a 1\nh: *z\n")
        XCTAssertEqual(parsed.codes, ["unknown-anchor"])
        XCTAssertEqual(parsed.diagnostics.first?.suggestion, "defined anchors: &a, &b, &c, &d, &e and 2 more")
    }

    func testAliasOfAnEmptyValueDoesNotCarryItsComment() {
        let parsed = ParsedDocument("a: &x #0D7377\nb: *x\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["a"]?.scalar?.trailingComment, "#0D7377")
        XCTAssertEqual(parsed.root?["b"]?.isNull, true)
        XCTAssertNil(parsed.root?["b"]?.scalar?.trailingComment)
    }
}
