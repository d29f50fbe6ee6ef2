import ColorScience
import TokenModel
import XCTest

/// `JSONTextWriter.writeCompactDTCG` (and `writeDTCG`, pretty) writes a value's JSON straight from the value; it must give
/// the bytes of the value tree serialized compactly (`DTCGEncoder.encode(_:).serialized(pretty: false)`),
/// which the flat JSON output and `{{value.json}}` in templates have always written.
final class CompactDTCGWriterTests: XCTestCase {
    private func direct(_ value: TokenValue) -> String {
        var writer = JSONTextWriter()
        writer.writeCompactDTCG(value)
        return writer.text
    }

    /// The value written pretty at `indent` both ways (as a member's value would be).
    private func assertPrettyAgrees(_ value: TokenValue, _ message: String, indents: [Int] = [0, 2, 6],
                                    file: StaticString = #filePath, line: UInt = #line) {
        for indent in indents {
            var direct = JSONTextWriter()
            direct.writeDTCG(value, indent: indent, pretty: true)
            var tree = JSONTextWriter()
            tree.write(DTCGEncoder.encode(value), indent: indent, pretty: true)
            XCTAssertEqual(direct.text, tree.text, "\(message), indent \(indent)", file: file, line: line)
        }
    }

    func testEveryValueOfTheSeedSystemsInEveryMode() throws {
        var kinds = Set<String>()
        for seed in SwiftFixtures.seeds {
            let system = try SwiftFixtures.seed(seed.name)
            for token in system.tokens {
                for value in token.values {
                    kinds.insert(value.type.rawValue)
                    XCTAssertEqual(direct(value), DTCGEncoder.encode(value).serialized(pretty: false), "\(seed.name): \(token.path)")
                    assertPrettyAgrees(value, "\(seed.name): \(token.path)")
                }
            }
        }
        // The seeds reach the common shapes; the rest are below.
        XCTAssertTrue(kinds.isSuperset(of: ["color", "dimension", "typography", "shadow", "gradient", "duration"]), "\(kinds)")
    }

    func testShapesAndNumbersTheSeedsDoNotHave() {
        let red = Color(space: .displayP3, components: [1, nil, 0.30000000000000004], alpha: 0.5)
        let px = Dimension(-0.0, .px)
        let values: [TokenValue] = [
            .color(red),
            .color(Color(space: .oklch, components: [0.7, 0.1, 250], alpha: 1)),
            .dimension(Dimension(1e300, .rem)),
            .dimension(Dimension(123_456_789_012_345, .px)),
            .blur(Dimension(0.125, .px)),
            .number(-2.5), .number(1e15), .number(-0.0), .opacity(0.333333333333333),
            .fontFamily(FontFamily(["SF Pro", "Helvetica \"Neue\"", "a\\b\n\u{1}"])),
            .fontFamily(FontFamily(["Inter"])),
            .fontWeight(FontWeight(650)),
            .duration(Duration(0.25, .s)),
            .cubicBezier(CubicBezier(0.42, 0, 0.58, 1)),
            .strokeStyle(.keyword("dashed")),
            .strokeStyle(.dashed(dashArray: [Dimension(4, .px), px], lineCap: "round")),
            .strokeStyle(.dashed(dashArray: [], lineCap: "butt")),
            .border(Border(color: red, width: Dimension(1, .px), style: .keyword("solid"))),
            .transition(Transition(duration: Duration(200, .ms), delay: Duration(0, .ms),
                                   timingFunction: CubicBezier(0.4, 0, 0.2, 1))),
            .shadow([]),
            .shadow([Shadow(color: red, offsetX: px, offsetY: Dimension(2, .px),
                            blur: Dimension(8, .px), spread: px, inset: true)]),
            .shadow([Shadow(color: red, offsetX: px, offsetY: px, blur: px, spread: px, inset: false),
                     Shadow(color: red, offsetX: px, offsetY: px, blur: px, spread: px, inset: true)]),
            .gradient([]),
            .gradient([GradientStop(color: red, position: 0), GradientStop(color: red, position: 0.5)]),
            .haptic(Haptic(name: "impact.light")!),
            .spring(Spring(stiffness: 170, damping: 26)),
            .copy(Copy(text: "Hi \"you\"", key: "greeting", alternates: ["b": "2", "a": "1"], comment: "c")),
        ]
        for value in values {
            XCTAssertEqual(direct(value), DTCGEncoder.encode(value).serialized(pretty: false))
            assertPrettyAgrees(value, "\(value)")
        }
        // Figures checked by hand: rounding to 12 decimals, integers without a fraction, -0 as 0.
        // sRGB (1, 0, 0.2) is #ff0033 (0.2 × 255 = 51 = 0x33).
        let pink = Color(space: .srgb, components: [1, 0, 0.20000000000000004], alpha: 0.5)
        XCTAssertEqual(direct(.color(pink)),
                       ##"{"colorSpace":"srgb","components":[1,0,0.2],"alpha":0.5,"hex":"#ff0033"}"##)
        XCTAssertEqual(direct(.number(-0.0)), "0")
        XCTAssertEqual(direct(.shadow([])), "[]")
        var pretty = JSONTextWriter()
        pretty.writeDTCG(.dimension(Dimension(4, .px)), indent: 2, pretty: true)
        XCTAssertEqual(pretty.text, "{\n    \"value\": 4,\n    \"unit\": \"px\"\n  }")
    }

    /// Colors, quantities and tokens' keys are written in room reserved once for their longest
    /// form (`JSONTextWriter.withRoom`, which asserts it is not overrun in debug builds): the
    /// longest numbers `Double.description` makes, every color space's and unit's name, and deep
    /// indentation agree with the tree.
    func testTheLongestPiecesInRoomReservedOnce() {
        let longest = [-1.7976931348623157e308, -2.2250738585072014e-308, -123_456_789_012_345, 0.1 + 0.2, -Double.leastNonzeroMagnitude]
        var values: [TokenValue] = []
        for space in ColorSpace.allCases {
            values.append(.color(Color(space: space, components: [longest[0], nil, longest[3]], alpha: 0.1 + 0.2)))
            values.append(.color(Color(space: space, components: [-1e15 + 1, longest[2], 1e-7], alpha: -0.0)))
        }
        for number in longest {
            for unit in Dimension.Unit.allCases { values.append(.dimension(Dimension(number, unit))) }
            for unit in Duration.Unit.allCases { values.append(.duration(Duration(number, unit))) }
        }
        let deep = Color(space: .prophotoRGB, components: [longest[0], longest[0], longest[0]], alpha: longest[0])
        values.append(.border(Border(color: deep, width: Dimension(longest[1], .rem), style: .keyword("solid"))))
        values.append(.shadow([Shadow(color: deep, offsetX: Dimension(longest[4], .px), offsetY: Dimension(longest[2], .px),
                                      blur: Dimension(longest[3], .px), spread: Dimension(longest[1], .px), inset: true)]))
        for value in values {
            XCTAssertEqual(direct(value), DTCGEncoder.encode(value).serialized(pretty: false), "\(value)")
            assertPrettyAgrees(value, "\(value)", indents: [0, 1, 14, 200])
        }
        XCTAssertEqual(direct(.dimension(Dimension(longest[0], .rem))), ##"{"value":-1.7976931348623157e+308,"unit":"rem"}"##)
    }

    /// Hex colors' components are `k / 255`, written from a table of those values' text: every
    /// byte value, as a component and as alpha, and values a few ulps off them or negative zero
    /// (which must take the general path), agree with the tree.
    func testEveryByteFractionAndItsNeighbours() {
        var values: [TokenValue] = []
        for k in 0...255 {
            let exact = Double(k) / 255
            values.append(.color(Color(space: .srgb, exact, 1 - exact, exact.nextUp, alpha: exact)))
            values.append(.color(Color(space: .srgb, exact.nextDown, -exact, exact * 255, alpha: exact.nextUp)))
        }
        values.append(.color(Color(space: .srgb, -0.0, 0.0, .nan, alpha: -0.0)))
        values.append(.color(Color(space: .srgb, .infinity, 256.0 / 255, 1, alpha: 1)))
        for value in values {
            XCTAssertEqual(direct(value), DTCGEncoder.encode(value).serialized(pretty: false), "\(value)")
            assertPrettyAgrees(value, "\(value)")
        }
        // The table's text is the formula's, spot-checked by hand: 51/255 = 0.2, 128/255 ≈ 0.50196…
        XCTAssertEqual(direct(.color(Color(space: .srgb, 51.0 / 255, 0, 1, alpha: 1))),
                       ##"{"colorSpace":"srgb","components":[0.2,0,1],"alpha":1,"hex":"#3300ff"}"##)
        XCTAssertTrue(direct(.color(Color(space: .srgb, 128.0 / 255, 0, 0, alpha: 1))).contains("[0.501960784314,0,0]"))
    }

    /// An sRGB color whose three components are all byte fractions has its hex written from
    /// those bytes, without converting the color: every byte in every position, with alpha or
    /// not, agrees with the tree; so do colors of other spaces with the same components, and
    /// sRGB colors with a `none` component or one a few ulps off (written by conversion).
    func testHexOfColorsWhoseComponentsAreAllByteFractions() {
        var values: [TokenValue] = []
        for k in 0...255 {
            let f = Double(k) / 255
            let g = Double((k * 37 + 11) % 256) / 255, h = Double(255 - k) / 255
            values.append(.color(Color(space: .srgb, f, g, h, alpha: 1)))
            values.append(.color(Color(space: .srgb, h, f, g, alpha: f)))
            values.append(.color(Color(space: .srgb, g, h, f, alpha: 0.5)))
            for space in [ColorSpace.displayP3, .srgbLinear, .a98RGB, .hsl] {
                values.append(.color(Color(space: space, f, g, h, alpha: 1)))
            }
            values.append(.color(Color(space: .srgb, components: [f, nil, h], alpha: 1)))
            values.append(.color(Color(space: .srgb, f, g, h.nextUp, alpha: 1)))
        }
        for value in values {
            XCTAssertEqual(direct(value), DTCGEncoder.encode(value).serialized(pretty: false), "\(value)")
            assertPrettyAgrees(value, "\(value)", indents: [4])
        }
        XCTAssertTrue(direct(.color(Color(space: .srgb, 1, 171.0 / 255, 0, alpha: 1))).hasSuffix(##""hex":"#ffab00"}"##))
    }
}
