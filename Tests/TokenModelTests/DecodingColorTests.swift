import ColorScience
import Diagnostics
import TokenModel
import XCTest

final class DecodingColorTests: XCTestCase {
    func testHexStringIsSRGBFromBytes() {
        let harness = DecodingHarness()
        let value = harness.decode(##"value: "#8B5CF6""##, as: .color)
        harness.expectClean()
        assertColor(value?.decodedColor, space: .srgb, decodingRGB(0x8B, 0x5C, 0xF6))
        // 0x8B = 139, 0x5C = 92, 0xF6 = 246.
        assertColor(value?.decodedColor, space: .srgb, [139.0 / 255, 92.0 / 255, 246.0 / 255])
    }

    func testCSSFunctionWithAlpha() {
        let harness = DecodingHarness()
        let value = harness.decode("value: rgba(0,0,0,0.15)", as: .color)
        harness.expectClean()
        assertColor(value?.decodedColor, space: .srgb, [0, 0, 0], alpha: 0.15)
    }

    func testDTCGObject() {
        let harness = DecodingHarness()
        let value = harness.decode("value: {colorSpace: srgb, components: [0.5, 0.25, 1], alpha: 0.8}", as: .color)
        harness.expectClean()
        assertColor(value?.decodedColor, space: .srgb, [0.5, 0.25, 1], alpha: 0.8)
    }

    func testDTCGObjectWithHexFallbackAndNone() {
        let harness = DecodingHarness()
        let value = harness.decode("""
            value:
              colorSpace: oklch
              components: [0.7, 0.1, none]
              hex: "#0d7377"
            """, as: .color)
        harness.expectClean()
        assertColor(value?.decodedColor, space: .oklch, [0.7, 0.1, nil])
    }

    func testEveryDTCGColorSpaceIsAccepted() {
        for space in ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
                      "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"] {
            let harness = DecodingHarness()
            let value = harness.decode("value: {colorSpace: \(space), components: [0.1, 0.2, 0.3]}", as: .color)
            harness.expectClean()
            XCTAssertEqual(value?.decodedColor?.space.rawValue, space)
        }
    }

    func testMisspelledColorSpaceSuggests() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {colorSpace: displayp3, components: [1, 0, 0]}", as: .color))
        // `{colorSpace: ` is 13 characters after `value: ` (7), so the name starts at column 21.
        let diagnostic = harness.expect("invalid-color", at: "1:21")
        XCTAssertEqual(diagnostic?.suggestion, "did you mean 'display-p3'?")
        XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "display-p3")

        let upper = DecodingHarness()
        XCTAssertNil(upper.decode("value: {colorSpace: sRGB, components: [1, 0, 0]}", as: .color))
        XCTAssertEqual(upper.the("invalid-color")?.suggestion, "did you mean 'srgb'?")
    }

    func testComponentCountMustBeThree() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {colorSpace: srgb, components: [1, 0]}", as: .color))
        let diagnostic = harness.expect("invalid-color", at: "1:39")
        XCTAssertEqual(diagnostic?.message, "a color has 3 components, found 2")
    }

    func testComponentMustBeNumberOrNone() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {colorSpace: srgb, components: [1, red, 0]}", as: .color))
        harness.expect("type-mismatch", at: "1:43")
    }

    func testAlphaOutOfRange() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {colorSpace: srgb, components: [1, 0, 0], alpha: 50}", as: .color))
        let diagnostic = harness.expect("invalid-color", at: "1:57")
        XCTAssertEqual(diagnostic?.message, "alpha must be between 0 and 1, found 50")
        XCTAssertEqual(diagnostic?.suggestion, "did you mean 0.5 (50%)?")
    }

    func testHexOnlyObjectNeedsComponentsAndSuggestsThem() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {colorSpace: srgb, hex: "#0D7377"}"##, as: .color))
        let diagnostic = harness.expect("missing-field", at: "1:8")
        XCTAssertEqual(diagnostic?.message, "color is missing the required field 'components'")
        // 0x0D/255 = 0.05098…, 0x73/255 = 0.45098…, 0x77/255 = 0.46667, rounded to 4 places.
        XCTAssertEqual(diagnostic?.suggestion, "write components: [0.051, 0.451, 0.4667] (hex is only a fallback)")
    }

    func testMalformedHexField() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {colorSpace: srgb, components: [1, 0, 0], hex: "#0D737"}"##, as: .color))
        harness.expect("invalid-color", at: "1:55")
    }

    func testMissingColorSpace() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: {components: [1, 0, 0]}", as: .color))
        XCTAssertEqual(harness.expect("missing-field", at: "1:8")?.message,
                       "color is missing the required field 'colorSpace'")
    }

    func testUnknownFieldIsAWarningWithSuggestion() {
        let harness = DecodingHarness()
        let value = harness.decode("value: {colorSpace: srgb, components: [1, 0, 0], alfa: 0.5}", as: .color)
        assertColor(value?.decodedColor, space: .srgb, [1, 0, 0])
        let warning = harness.expect("unknown-field", at: "1:50", severity: .warning)
        XCTAssertEqual(warning?.suggestion, "did you mean 'alpha'?")
    }

    func testCommentTrap() {
        let source = "value: #0D7377\n"
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(source, as: .color))
        // The empty value sits right after `value:`, at column 7.
        let diagnostic = harness.expect("yaml-comment-trap", at: "1:7")
        XCTAssertEqual(diagnostic?.message,
                       "value is empty because `#` starts a comment — quote the color: \"#0D7377\"")
        // Applying the fix-it gives a file that decodes to the intended color.
        guard let fix = diagnostic?.fixIts.first else { return XCTFail("no fix-it") }
        XCTAssertEqual(fix.range.start, fix.range.end)
        var scalars = Array(source.unicodeScalars)
        scalars.insert(contentsOf: fix.replacement.unicodeScalars, at: fix.range.start.column - 1)
        let fixed = String(String.UnicodeScalarView(scalars))
        let again = DecodingHarness()
        assertColor(again.decode(fixed, as: .color)?.decodedColor, space: .srgb, decodingRGB(0x0D, 0x73, 0x77))
        again.expectClean()
    }

    func testEmptyValueWithOrdinaryCommentIsATypeMismatch() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: # TODO pick a color\n", as: .color))
        XCTAssertEqual(harness.the("type-mismatch")?.message,
                       "expected a color (a string like \"#0D7377\" or a {colorSpace, components} object), found an empty value")
        XCTAssertFalse(harness.codes.contains("yaml-comment-trap"))
    }

    func testWrongKind() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: 42", as: .color))
        let diagnostic = harness.expect("type-mismatch", at: "1:8")
        XCTAssertEqual(diagnostic?.message,
                       "expected a color (a string like \"#0D7377\" or a {colorSpace, components} object), found a number")
    }

    func testCSSErrorPointsInsideQuotedString() {
        // `value: "` puts the string's first character at column 9; the bad argument `zz`
        // starts 12 characters in.
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: "rgb(10, 20, zz)""##, as: .color))
        guard let diagnostic = harness.the("invalid-color") else { return }
        XCTAssertEqual(Self.parserOffset("rgb(10, 20, zz)"), 12)
        XCTAssertEqual(HarnessColumn.of(diagnostic), 21)
        XCTAssertEqual(diagnostic.range?.start.line, 1)
    }

    func testCSSErrorPointsInsidePlainString() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: rgb(10 20 zz)", as: .color))
        guard let diagnostic = harness.the("invalid-color") else { return }
        // Unquoted, the string starts at column 8 and `zz` is 10 characters in.
        XCTAssertEqual(Self.parserOffset("rgb(10 20 zz)"), 10)
        XCTAssertEqual(HarnessColumn.of(diagnostic), 18)
    }

    func testCSSErrorInEscapedStringFallsBackToTheWholeString() {
        // `\u0072` is one character of text but six of source: columns cannot be trusted.
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(#"value: "\u0072gb(10, 20, zz)""#, as: .color))
        harness.expect("invalid-color", at: "1:8")
    }

    /// The parser's error offset; the decoder's job is only to place it in the file.
    private static func parserOffset(_ text: String) -> Int {
        if case .failure(let error) = CSSColorParser.parse(text) { return error.offset }
        XCTFail("'\(text)' should not parse")
        return -1
    }

    func testReferenceInsideObjectComponent() {
        let harness = DecodingHarness(tokens: ["opacity.half": .number(0.5)],
                                      pointerTargets: ["#/color/brand/$value/components/0": "0.25"])
        let value = harness.decode("""
            value:
              colorSpace: srgb
              components: [{$ref: "#/color/brand/$value/components/0"}, 0, 1]
              alpha: "{opacity.half}"
            """, as: .color)
        harness.expectClean()
        assertColor(value?.decodedColor, space: .srgb, [0.25, 0, 1], alpha: 0.5)
        XCTAssertEqual(harness.pointerRequests, ["#/color/brand/$value/components/0"])
        XCTAssertEqual(harness.aliasRequests, [.init(path: "opacity.half", location: "4:10", type: .number)])
    }
}

/// The start column of a diagnostic.
enum HarnessColumn {
    static func of(_ diagnostic: Diagnostic) -> Int { diagnostic.range?.start.column ?? -1 }
}
