import XCTest
@testable import TokenModel

/// `ResolvedDocument.serialized` writes most tokens (colors and dimensions without
/// `$extensions`) straight into the text; it must be byte for byte what writing the
/// `JSONValue` document gives, for every shape those tokens take.
final class DirectTokenWritingTests: XCTestCase {
    static let tokens = """
    $extensions:
      dev.tokenc.system: { modes: [light, dark] }
    color:
      $type: color
      hex: { $value: "#0d7377", $description: "Teal \\"primary\\"\\nsecond line, é ✓" }
      short: { $value: "#fff8" }
      named: { $value: rebeccapurple, $deprecated: true }
      reason: { $value: "#000000", $deprecated: "use color.hex" }
      p3: { $value: { colorSpace: display-p3, components: [0.1, 0.2, 0.30000000000001], alpha: 0.5 } }
      none: { $value: { colorSpace: oklch, components: [0.7, none, none], alpha: 1 } }
      tiny: { $value: { colorSpace: srgb, components: [0.0000001, 1e-13, 0.999999999999999], alpha: 0.123456789012345 } }
      lab: { $value: { colorSpace: lab, components: [50, -120.5, 1e7] } }
      moded:
        $value: "#111111"
        $extensions: { dev.tokenc.modes: { dark: "#eeeeee" } }
      samebothmodes:
        $value: "#222222"
        $extensions: { dev.tokenc.modes: { dark: "#222222" } }
      extended:
        $value: "#333333"
        $extensions: { com.example: { x: 1 } }
      alias: { $value: "{color.hex}" }
      "quo\\"te\\\\back": { $value: "#444444" }
      \(String(repeating: "long", count: 100)): { $value: "#555555" }
    size:
      $type: dimension
      a: { $value: 16pt }
      b: { $value: -0.5rem, $description: half }
      c: { $value: { value: 1e20, unit: px } }
      d: { $value: { value: 0.1, unit: px } }
      e: { $value: 0 }
      f: { $value: 12.345678901234567px }
      g:
        $value: 4pt
        $extensions: { dev.tokenc.modes: { dark: 8pt } }
    other:
      w: { $type: fontWeight, $value: 700 }
      d: { $type: duration, $value: 200ms }
      t:
        $type: typography
        $value: { fontFamily: [Inter, sans-serif], fontSize: "{size.a}", fontWeight: 400, lineHeight: 1.4 }
      s:
        $type: shadow
        $value: { color: "#00000080", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px }
      n: { $type: number, $value: 0.3 }
    """

    func testDirectWritingMatchesTheDocumentInEveryMode() {
        let c = Compiled(Self.tokens)
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(c.system.modes, ["light", "dark"])
        for mode in c.system.modes.indices {
            XCTAssertEqual(ResolvedDocument.serialized(c.system, mode: mode),
                           ResolvedDocument.build(c.system, mode: mode).serialized(), "mode \(mode)")
        }
        // A name that needs escaping is written the general way, a long one in room reserved for it.
        let dark = ResolvedDocument.serialized(c.system, mode: 1)
        XCTAssertTrue(dark.contains(#"\#n    "quo\"te\\back": {\#n      "$type": "color","#), dark)
        XCTAssertTrue(dark.contains("\n    \"\(String(repeating: "long", count: 100))\": {\n      \"$type\""), dark)
    }

    func testDirectWritingMatchesWithoutModesAndInParallelPieces() {
        // Without modes every token without extensions is written directly; enough tokens for
        // the document to be written in pieces on all cores.
        var text = "c:\n  $type: color\n"
        for g in 0..<80 {
            text += "  g\(g):\n"
            for t in 0..<60 {
                let v = (g * 60 + t) * 2_654_435_761 % 0xFFFFFF
                text += "    t\(t): { $value: \"#\(String(format: "%06x", v))\"\(t % 5 == 0 ? ", $description: d\(t)" : "") }\n"
            }
        }
        let c = Compiled(text)
        XCTAssertEqual(c.system.tokens.count, 4_800)
        XCTAssertEqual(ResolvedDocument.serialized(c.system), ResolvedDocument.build(c.system).serialized())
    }

    func testAColorTokenIsWrittenInTheDTCGForm() {
        let c = Compiled("c:\n  $type: color\n  a: { $value: \"#ff0000\", $deprecated: true }\n")
        XCTAssertEqual(ResolvedDocument.serialized(c.system), """
        {
          "c": {
            "$type": "color",
            "a": {
              "$type": "color",
              "$value": {
                "colorSpace": "srgb",
                "components": [1, 0, 0],
                "alpha": 1,
                "hex": "#ff0000"
              },
              "$deprecated": true
            }
          }
        }
        """)
    }
}
