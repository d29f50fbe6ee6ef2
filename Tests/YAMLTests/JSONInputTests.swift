import XCTest
import YAML

/// JSON is YAML's flow style: `.tokens.json` files load through the same parser, with ranges.
/// Columns computed with python3 (`line.index(substring) + 1`).
final class JSONInputTests: XCTestCase {
    static let tokensJSON = #"""
        {
          "color": {
            "$type": "color",
            "brand": {
              "primary": {"$value": {"colorSpace": "srgb", "components": [0.051, 0.451, 0.467], "alpha": 1, "hex": "#0D7377"}, "$description": "Teal \"brand\" caf\u00e9\t\\ end \/"},
              "accent": {"$value":"{color.brand.primary}","$deprecated":true}
            }
          },
          "size": {"$type":"dimension","sm":{"$value":{"value":-1.5e2,"unit":"px"}}}
        }
        """#

    func testTypicalTokensFileLoads() {
        let parsed = ParsedDocument(Self.tokensJSON)
        XCTAssertEqual(parsed.codes, [])
        let primary = parsed.node(["color", "brand", "primary"])
        XCTAssertEqual(primary?["$value"]?["colorSpace"]?.string, "srgb")
        XCTAssertEqual(primary?["$value"]?["components"]?.items?.map(\.number), [0.051, 0.451, 0.467])
        XCTAssertEqual(primary?["$value"]?["alpha"]?.coreValue, .int(1))
        XCTAssertEqual(primary?["$value"]?["hex"]?.string, "#0D7377")
        XCTAssertEqual(primary?["$description"]?.string, "Teal \"brand\" café\t\\ end /")
        let accent = parsed.node(["color", "brand", "accent"])
        XCTAssertEqual(accent?["$value"]?.string, "{color.brand.primary}")
        XCTAssertEqual(accent?["$deprecated"]?.coreValue, .bool(true))
        XCTAssertEqual(parsed.node(["size", "sm", "$value", "value"])?.coreValue, .float(-150))
        XCTAssertEqual(parsed.node(["size", "$type"])?.string, "dimension")
        // Keys are double-quoted scalars.
        XCTAssertEqual(parsed.pair(["color"], "$type")?.key.scalar?.style, .doubleQuoted)
    }

    func testRangesInJSON() {
        let parsed = ParsedDocument(Self.tokensJSON)
        XCTAssertEqual(span(parsed.root?.range), "1:1-10:2")
        XCTAssertEqual(span(parsed.pair([], "color")?.key.range), "2:3-2:10")
        XCTAssertEqual(span(parsed.pair(["color", "brand"], "accent")?.key.range), "6:7-6:15")
        // `{"a":1}` style, no spaces after colons or commas.
        let accent = parsed.node(["color", "brand", "accent"])
        XCTAssertEqual(span(accent?.range), "6:17-6:70")
        XCTAssertEqual(span(accent?["$value"]?.range), "6:27-6:50")
        XCTAssertEqual(span(accent?.pair(forKey: "$deprecated")?.key.range), "6:51-6:64")
        XCTAssertEqual(span(accent?["$deprecated"]?.range), "6:65-6:69")
        XCTAssertEqual(span(parsed.node(["size", "sm", "$value", "value"])?.range), "9:56-9:62")
        XCTAssertEqual(span(parsed.node(["size", "sm", "$value", "unit"])?.range), "9:70-9:74")
        XCTAssertEqual(span(parsed.node(["color", "brand", "primary", "$value", "components"])?.range), "5:66-5:87")
        XCTAssertEqual(span(parsed.node(["color", "brand", "primary", "$description"])?.range), "5:136-5:173")
    }

    func testCompactJSON() {
        let parsed = ParsedDocument(#"{"a":1,"b":[true,false,null],"c":{"d":"e"}}"#)
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.root?["a"]?.coreValue, .int(1))
        XCTAssertEqual(parsed.root?["b"]?.items?.map(\.coreValue), [.bool(true), .bool(false), .null])
        XCTAssertEqual(parsed.root?["c"]?["d"]?.string, "e")
        XCTAssertEqual(span(parsed.root?["c"]?.range), "1:34-1:43")
    }

    func testJSONErrorsAreLocated() {
        let missingComma = ParsedDocument(#"{"a": {"b": 1} "c": 2}"#)
        XCTAssertNil(missingComma.root)
        XCTAssertEqual(missingComma.codes, ["yaml-syntax"])
        XCTAssertEqual(missingComma.diagnostics.first?.message,
                       "expected ',' or '}' in this mapping; is a comma or the closing brace missing?")
        XCTAssertEqual(start(missingComma.diagnostics.first?.range), "1:16")
        XCTAssertEqual(start(missingComma.diagnostics.first?.notes.first?.range), "1:1")
    }

    func testLoneSurrogateEscapeIsExplained() {
        // A well-formed pair is rewritten before parsing (JSONSurrogatePairTests); a lone high
        // surrogate is not a character, and the error says so.
        let parsed = ParsedDocument(#"{"emoji": "\ud83d!"}"#)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["yaml-syntax"])
        XCTAssertTrue(parsed.diagnostics.first?.message.contains("lone UTF-16 surrogate") ?? false)
        // libyaml points at the hex digits after `\u` (the backslash is column 12).
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "1:14")
    }
}
