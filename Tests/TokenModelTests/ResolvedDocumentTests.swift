import TokenModel
import XCTest

final class ResolvedDocumentTests: XCTestCase {
    func testDocumentKeepsNestingAndUsesDTCGShapes() {
        let c = Compiled("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            color:
              $type: color
              $description: Palette
              ink: { $value: "#ff0000", $extensions: { com.figma: { id: 7 } } }
              text:
                $value: "{color.ink}"
                $deprecated: true
                $extensions: { dev.tokenc.modes: { dark: "#000000" } }
            space:
              md: { $type: dimension, $value: "16pt", $description: Medium }
            """)
        XCTAssertEqual(c.diagnostics, [])
        let expected = """
            {
              "$extensions": {
                "dev.tokenc.system": {
                  "modes": ["light", "dark"]
                }
              },
              "color": {
                "$type": "color",
                "$description": "Palette",
                "ink": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [1, 0, 0],
                    "alpha": 1,
                    "hex": "#ff0000"
                  },
                  "$extensions": {
                    "com.figma": {
                      "id": 7
                    }
                  }
                },
                "text": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [1, 0, 0],
                    "alpha": 1,
                    "hex": "#ff0000"
                  },
                  "$deprecated": true,
                  "$extensions": {
                    "dev.tokenc.modes": {
                      "dark": {
                        "colorSpace": "srgb",
                        "components": [0, 0, 0],
                        "alpha": 1,
                        "hex": "#000000"
                      }
                    }
                  }
                }
              },
              "space": {
                "md": {
                  "$type": "dimension",
                  "$value": {
                    "value": 16,
                    "unit": "pt"
                  },
                  "$description": "Medium"
                }
              }
            }
            """
        XCTAssertEqual(ResolvedDocument.build(c.system).serialized(), expected)
        // The dark document holds the dark value directly.
        let dark = ResolvedDocument.build(c.system, mode: 1)
        XCTAssertEqual(dark["color"]?["text"]?["$value"]?["hex"], .string("#000000"))
    }

    func testNumbersFormatTheSameEverywhere() {
        XCTAssertEqual(JSONValue.format(16), "16")
        XCTAssertEqual(JSONValue.format(-0.5), "-0.5")
        XCTAssertEqual(JSONValue.format(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(JSONValue.format(.nan), "null")
        XCTAssertEqual(JSONValue.string("a\"b\n\u{01}").serialized(), "\"a\\\"b\\n\\u0001\"")
    }

    /// Strings are copied whole until a byte needs an escape, then escaped from there: both
    /// paths, at the start, the middle and the end, written by hand.
    func testStringEscapesWhereverTheyFall() {
        XCTAssertEqual(JSONValue.string("").serialized(), #""""#)
        XCTAssertEqual(JSONValue.string("plain é ✓").serialized(), #""plain é ✓""#)
        XCTAssertEqual(JSONValue.string("\\x").serialized(), #""\\x""#)
        XCTAssertEqual(JSONValue.string("x\t").serialized(), #""x\t""#)
        XCTAssertEqual(JSONValue.string("ab\u{1F}cd\"").serialized(), #""ab\u001fcd\"""#)
        XCTAssertEqual(JSONValue.string(String(repeating: "a", count: 100) + "\r").serialized(),
                       "\"" + String(repeating: "a", count: 100) + "\\r\"")
    }
}
