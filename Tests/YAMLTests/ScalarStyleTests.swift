import XCTest
import YAML

/// Scalar styles come from libyaml's events; tags are resolved (`!!str` → `tag:yaml.org,2002:str`)
/// and decide the core-schema type.
final class ScalarStyleTests: XCTestCase {
    func testStylesAndTexts() {
        let parsed = ParsedDocument("""
            a: plain text
            b: 'single ''quoted'''
            c: "double\\tquoted\\u00e9"
            d: |
              literal
              block
            e: >
              folded
              block
            """)
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["a"]?.scalar, YAMLScalar(text: "plain text", style: .plain))
        XCTAssertEqual(parsed.root?["b"]?.scalar, YAMLScalar(text: "single 'quoted'", style: .singleQuoted))
        XCTAssertEqual(parsed.root?["c"]?.scalar, YAMLScalar(text: "double\tquotedé", style: .doubleQuoted))
        XCTAssertEqual(parsed.root?["d"]?.scalar, YAMLScalar(text: "literal\nblock\n", style: .literal))
        // The document ends without a line break, so clip chomping leaves none.
        XCTAssertEqual(parsed.root?["e"]?.scalar, YAMLScalar(text: "folded block", style: .folded))
        XCTAssertEqual(parsed.pair([], "b")?.key.scalar?.style, .plain)
        XCTAssertTrue(parsed.root?["b"]?.scalar?.style.isQuotedOrBlock ?? false)
        XCTAssertFalse(parsed.root?["a"]?.scalar?.style.isQuotedOrBlock ?? true)
    }

    func testQuotedKeysKeepTheirStyle() {
        let parsed = ParsedDocument("\"$value\": 1\n'x': 2\n")
        XCTAssertEqual(parsed.pair([], "$value")?.key.scalar?.style, .doubleQuoted)
        XCTAssertEqual(parsed.pair([], "x")?.key.scalar?.style, .singleQuoted)
    }

    func testStrTagMakesAPlainScalarAString() {
        let parsed = ParsedDocument("a: !!str 12\nb: ! 12\nc: !!str true\nd: !!str\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["a"]?.tag, "tag:yaml.org,2002:str")
        XCTAssertEqual(parsed.root?["a"]?.scalar?.tag, "tag:yaml.org,2002:str")
        XCTAssertEqual(parsed.root?["a"]?.scalar?.style, .plain)
        XCTAssertEqual(parsed.root?["a"]?.coreValue, .string("12"))
        XCTAssertEqual(parsed.root?["b"]?.tag, "!")
        XCTAssertEqual(parsed.root?["b"]?.coreValue, .string("12"))
        XCTAssertEqual(parsed.root?["c"]?.coreValue, .string("true"))
        XCTAssertEqual(parsed.root?["d"]?.coreValue, .string(""))
        XCTAssertEqual(parsed.root?["d"]?.isNull, false)
    }

    func testCoreTagsResolveWhateverTheStyle() {
        let parsed = ParsedDocument("a: !!int \"12\"\nb: !!float 1\nc: !!bool 'true'\nd: !!null ''\ne: !custom 12\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["a"]?.coreValue, .int(12))
        XCTAssertEqual(parsed.root?["b"]?.coreValue, .float(1))
        XCTAssertEqual(parsed.root?["c"]?.coreValue, .bool(true))
        XCTAssertEqual(parsed.root?["d"]?.coreValue, .null)
        // A tag outside the core schema does not change resolution; it is kept for later stages.
        XCTAssertEqual(parsed.root?["e"]?.tag, "!custom")
        XCTAssertEqual(parsed.root?["e"]?.coreValue, .int(12))
    }

    func testValueThatDoesNotFitItsTagIsReported() {
        let parsed = ParsedDocument("a: 1\nb: !!int abc\nc: !!bool yes\n")
        XCTAssertEqual(parsed.codes, ["invalid-tagged-value", "invalid-tagged-value"])
        XCTAssertEqual(span(parsed.diagnostics.first?.range), "2:4-2:13")
        XCTAssertEqual(parsed.diagnostics.first?.message, "'abc' is not a valid !!int value")
        XCTAssertEqual(start(parsed.diagnostics.last?.range), "3:4")
        // The tree is still built; the value stays a string.
        XCTAssertEqual(parsed.root?["b"]?.coreValue, .string("abc"))
        XCTAssertEqual(parsed.root?["c"]?.coreValue, .string("yes"))
    }

    func testCollectionTags() {
        let parsed = ParsedDocument("a: !!map {x: 1}\nb: !!seq [1]\nc: !shadow\n  x: 1\n")
        XCTAssertEqual(parsed.root?["a"]?.tag, "tag:yaml.org,2002:map")
        XCTAssertEqual(parsed.root?["b"]?.tag, "tag:yaml.org,2002:seq")
        XCTAssertEqual(parsed.root?["c"]?.tag, "!shadow")
        XCTAssertEqual(parsed.root?["c"]?["x"]?.coreValue, .int(1))
    }
}
