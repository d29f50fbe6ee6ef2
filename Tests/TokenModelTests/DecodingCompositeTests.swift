import ColorScience
import Diagnostics
import TokenModel
import XCTest

final class DecodingCompositeTests: XCTestCase {
    private let black = Color.srgb(0, 0, 0)

    // MARK: Stroke style

    func testStrokeStyleKeywords() {
        for keyword in ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"] {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(keyword)", as: .strokeStyle), .strokeStyle(.keyword(keyword)))
            harness.expectClean()
        }
        let typo = DecodingHarness()
        XCTAssertNil(typo.decode("value: dashd", as: .strokeStyle))
        XCTAssertEqual(typo.expect("invalid-stroke-style", at: "1:8")?.suggestion, "did you mean 'dashed'?")
    }

    func testDashedStrokeStyle() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode(##"value: {dashArray: ["4pt", "2pt"], lineCap: round}"##, as: .strokeStyle),
                       .strokeStyle(.dashed(dashArray: [TokenDimension(4, .pt), TokenDimension(2, .pt)], lineCap: "round")))
        harness.expectClean()

        let missing = DecodingHarness()
        XCTAssertNil(missing.decode(##"value: {dashArray: ["4pt"]}"##, as: .strokeStyle))
        XCTAssertEqual(missing.expect("missing-field", at: "1:8")?.message,
                       "stroke style is missing the required field 'lineCap'")

        let cap = DecodingHarness()
        XCTAssertNil(cap.decode(##"value: {dashArray: ["4pt"], lineCap: rond}"##, as: .strokeStyle))
        XCTAssertEqual(cap.expect("invalid-stroke-style", at: "1:38")?.suggestion, "did you mean 'round'?")
    }

    // MARK: Border

    func testBorder() {
        let harness = DecodingHarness(tokens: ["stroke.hairline": .strokeStyle(.keyword("dotted"))])
        XCTAssertEqual(harness.decode("""
            value:
              color: "#000000"
              width: 1pt
              style: "{stroke.hairline}"
            """, as: .border),
            .border(Border(color: black, width: TokenDimension(1, .pt), style: .keyword("dotted"))))
        harness.expectClean()
        XCTAssertEqual(harness.aliasRequests, [.init(path: "stroke.hairline", location: "4:10", type: .strokeStyle)])
    }

    func testBorderErrorsAreAllReported() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("""
            value:
              color: "#000000"
              width: -1pt
            """, as: .border))
        XCTAssertEqual(harness.expect("missing-field", at: "2:3")?.message, "border is missing the required field 'style'")
        XCTAssertEqual(harness.expect("invalid-dimension", at: "3:10")?.message, "width cannot be negative, found -1pt")
    }

    func testBorderOfWrongKind() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: 1px solid black", as: .border))
        XCTAssertEqual(harness.expect("type-mismatch", at: "1:8")?.message,
                       "expected a border (a {color, width, style} object), found a string")
    }

    // MARK: Transition

    func testTransition() {
        let harness = DecodingHarness(tokens: ["easing.standard": .cubicBezier(CubicBezier(0.4, 0, 0.2, 1))])
        XCTAssertEqual(harness.decode(##"value: {duration: 200ms, delay: 0, timingFunction: "{easing.standard}"}"##,
                                      as: .transition),
                       .transition(Transition(duration: TokenDuration(200, .ms), delay: TokenDuration(0, .ms),
                                              timingFunction: CubicBezier(0.4, 0, 0.2, 1))))
        harness.expectClean()
        XCTAssertEqual(harness.aliasRequests.map(\.type), [.cubicBezier])
    }

    func testTransitionNegativeDelay() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {duration: 200ms, delay: -50ms, timingFunction: ease}", as: .transition))
        harness.expect("invalid-duration", at: "1:33")
    }

    // MARK: Shadow

    func testSingleShadowFromSeed() {
        // UrbanNest: `0 8 24 rgba(0,0,0,0.15)`.
        let harness = DecodingHarness()
        let value = harness.decode("""
            value:
              color: rgba(0,0,0,0.15)
              offsetX: 0
              offsetY: 8pt
              blur: 24pt
              spread: 0
            """, as: .shadow)
        harness.expectClean()
        guard case .shadow(let layers)? = value, layers.count == 1 else { return XCTFail("\(String(describing: value))") }
        assertColor(layers[0].color, space: .srgb, [0, 0, 0], alpha: 0.15)
        XCTAssertEqual(layers[0].offsetX, TokenDimension(0, .px))
        XCTAssertEqual(layers[0].offsetY, TokenDimension(8, .pt))
        XCTAssertEqual(layers[0].blur, TokenDimension(24, .pt))
        XCTAssertEqual(layers[0].spread, TokenDimension(0, .px))
        XCTAssertFalse(layers[0].inset)
    }

    func testLayeredShadowWithReferences() {
        let glow = Shadow(color: black, offsetX: TokenDimension(0, .pt), offsetY: TokenDimension(0, .pt),
                          blur: TokenDimension(40, .pt), spread: TokenDimension(0, .pt))
        let harness = DecodingHarness(tokens: ["color.black": .color(black), "shadow.glow": .shadow([glow])])
        let value = harness.decode("""
            value:
              - {color: "{color.black}", offsetX: 0, offsetY: 2pt, blur: 4pt, spread: 0, inset: true}
              - "{shadow.glow}"
            """, as: .shadow)
        harness.expectClean()
        XCTAssertEqual(value, .shadow([
            Shadow(color: black, offsetX: TokenDimension(0, .px), offsetY: TokenDimension(2, .pt), blur: TokenDimension(4, .pt),
                   spread: TokenDimension(0, .px), inset: true),
            glow,
        ]))
        XCTAssertEqual(harness.aliasRequests, [
            .init(path: "color.black", location: "2:13", type: .color),
            .init(path: "shadow.glow", location: "3:5", type: .shadow),
        ])
    }

    func testMisspelledShadowField() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {color: "#000", offsetx: 0, offsetY: 0, blur: 0, spread: 0}"##, as: .shadow))
        let warning = harness.expect("unknown-field", at: "1:24", severity: .warning)
        XCTAssertEqual(warning?.suggestion, "did you mean 'offsetX'?")
        XCTAssertEqual(warning?.fixIts.first?.replacement, "offsetX")
        let error = harness.expect("missing-field", at: "1:8")
        XCTAssertEqual(error?.message, "shadow is missing the required field 'offsetX'")
        XCTAssertEqual(error?.suggestion, "rename 'offsetx' to 'offsetX'")
        XCTAssertEqual(error?.notes.first.map { DecodingHarness.location($0.range) }, "1:24")
    }

    func testShadowInsetMustBeBoolean() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {color: "#000", offsetX: 0, offsetY: 0, blur: 0, spread: 0, inset: yes}"##,
                                    as: .shadow))
        XCTAssertEqual(harness.expect("type-mismatch", at: "1:75")?.message, "expected true or false, found a string")
    }

    func testShadowNegativeBlurAndEmptyList() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {color: "#000", offsetX: 0, offsetY: 0, blur: -2pt, spread: 0}"##, as: .shadow))
        harness.expect("invalid-dimension", at: "1:54")

        let empty = DecodingHarness()
        XCTAssertNil(empty.decode("value: []", as: .shadow))
        empty.expect("invalid-shadow", at: "1:8")
    }

    // MARK: Gradient

    func testGradientFromSeed() {
        // Comprehension Engine: #7C3AED → #EC4899 → #22D3EE → #F59E0B.
        let harness = DecodingHarness()
        let value = harness.decode("""
            value:
              - {color: "#7C3AED", position: 0}
              - {color: "#EC4899", position: 0.33}
              - {color: "#22D3EE", position: 0.66}
              - {color: "#F59E0B", position: 1}
            """, as: .gradient)
        harness.expectClean()
        guard case .gradient(let stops)? = value, stops.count == 4 else { return XCTFail("\(String(describing: value))") }
        XCTAssertEqual(stops.map(\.position), [0, 0.33, 0.66, 1])
        assertColor(stops[0].color, space: .srgb, decodingRGB(0x7C, 0x3A, 0xED))
        assertColor(stops[1].color, space: .srgb, decodingRGB(0xEC, 0x48, 0x99))
        assertColor(stops[2].color, space: .srgb, decodingRGB(0x22, 0xD3, 0xEE))
        assertColor(stops[3].color, space: .srgb, decodingRGB(0xF5, 0x9E, 0x0B))
    }

    func testGradientPositionIsClampedWithWarning() {
        let harness = DecodingHarness()
        let value = harness.decode(##"value: [{color: "#000", position: -0.2}, {color: "#fff", position: 1.2}]"##, as: .gradient)
        guard case .gradient(let stops)? = value else { return XCTFail("no gradient") }
        XCTAssertEqual(stops.map(\.position), [0, 1])
        let warnings = harness.diagnostics.filter { $0.code == "gradient-position-clamped" }
        XCTAssertEqual(warnings.map { DecodingHarness.location($0.range) }, ["1:35", "1:68"])
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning })
        XCTAssertEqual(warnings.last?.message, "gradient position 1.2 is outside [0, 1]; it is clamped to 1")
    }

    func testGradientStopErrors() {
        let harness = DecodingHarness(tokens: ["color.accent": .color(black)])
        XCTAssertNil(harness.decode(##"value: [{color: "{color.accent}"}, {color: "#fff", position: "50%"}]"##, as: .gradient))
        XCTAssertEqual(harness.expect("missing-field", at: "1:9")?.message,
                       "gradient stop is missing the required field 'position'")
        harness.expect("type-mismatch", at: "1:62")

        let scalar = DecodingHarness()
        XCTAssertNil(scalar.decode(##"value: "linear-gradient(#000, #fff)""##, as: .gradient))
        scalar.expect("type-mismatch", at: "1:8")
    }

    // MARK: Typography

    func testTypography() {
        let harness = DecodingHarness(tokens: ["font.size.body": .dimension(TokenDimension(17, .pt))])
        let value = harness.decode("""
            value:
              fontFamily: [SF Pro Text, system-ui]
              fontSize: "{font.size.body}"
              fontWeight: semi-bold
              letterSpacing: -0.4pt
              lineHeight: 1.4
            """, as: .typography)
        harness.expectClean()
        XCTAssertEqual(value, .typography(Typography(
            fontFamily: FontFamily(["SF Pro Text", "system-ui"]), fontSize: TokenDimension(17, .pt),
            fontWeight: FontWeight(600, keyword: "semi-bold"), letterSpacing: TokenDimension(-0.4, .pt), lineHeight: 1.4)))
    }

    func testTypographyOptionalFieldsMayBeOmitted() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode("value: {fontFamily: Inter, fontSize: 22px, fontWeight: 700}", as: .typography),
                       .typography(Typography(fontFamily: FontFamily(["Inter"]), fontSize: TokenDimension(22, .px),
                                              fontWeight: FontWeight(700))))
        harness.expectClean()
    }

    func testLineHeightAsLengthSuggestsMultiplier() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("""
            value:
              fontFamily: Inter
              fontSize: 17pt
              fontWeight: 400
              lineHeight: 24pt
            """, as: .typography))
        let diagnostic = harness.expect("invalid-line-height", at: "5:15")
        // 24 / 17 = 1.41176…
        XCTAssertEqual(diagnostic?.suggestion, "lineHeight is a multiplier: 24pt / 17pt = 1.41")
        XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "1.41")
    }

    func testLineHeightAsPercentage() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {fontFamily: Inter, fontSize: 16pt, fontWeight: 400, lineHeight: "150%"}"##,
                                    as: .typography))
        XCTAssertEqual(harness.the("invalid-line-height")?.suggestion, "lineHeight is a multiplier: 150% = 1.5")
    }

    func testTypographyMissingAndMisspelledFields() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {fontFamily: Inter, fontsize: 17pt}", as: .typography))
        let missing = harness.diagnostics.filter { $0.code == "missing-field" }
        XCTAssertEqual(missing.map(\.message), [
            "typography is missing the required field 'fontSize'",
            "typography is missing the required field 'fontWeight'",
        ])
        XCTAssertEqual(missing.first?.suggestion, "rename 'fontsize' to 'fontSize'")
        harness.expect("unknown-field", at: "1:28", severity: .warning)
    }
}
