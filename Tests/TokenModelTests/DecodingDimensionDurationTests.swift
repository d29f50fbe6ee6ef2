import Diagnostics
import TokenModel
import XCTest

final class DecodingDimensionDurationTests: XCTestCase {
    private func dimension(_ yaml: String, _ harness: DecodingHarness = DecodingHarness()) -> TokenDimension? {
        harness.decode(yaml, as: .dimension)?.decodedDimension
    }

    func testDimensionStrings() {
        let cases: [(String, Double, TokenDimension.Unit)] = [
            (#""16px""#, 16, .px), (#""16pt""#, 16, .pt), (#""1.5rem""#, 1.5, .rem), (#""-2px""#, -2, .px),
            ("44pt", 44, .pt), (#"".5rem""#, 0.5, .rem), ("0", 0, .px), (#""0""#, 0, .px),
        ]
        for (text, number, unit) in cases {
            let harness = DecodingHarness()
            XCTAssertEqual(dimension("value: \(text)", harness), TokenDimension(number, unit), text)
            harness.expectClean()
        }
    }

    func testDimensionObject() {
        let harness = DecodingHarness()
        XCTAssertEqual(dimension("value: {value: 16, unit: pt}", harness), TokenDimension(16, .pt))
        XCTAssertEqual(dimension(##"value: {value: "1.25", unit: rem}"##, harness), TokenDimension(1.25, .rem))
        harness.expectClean()
    }

    func testBareNumberNeedsUnit() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension("value: 16", harness))
        let diagnostic = harness.expect("invalid-dimension", at: "1:8")
        XCTAssertEqual(diagnostic?.suggestion, "write \"16pt\" or {value: 16, unit: pt}")
    }

    func testUnknownUnitSuggestsPoints() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension(##"value: "16dp""##, harness))
        let diagnostic = harness.expect("invalid-dimension", at: "1:8")
        XCTAssertEqual(diagnostic?.suggestion, "did you mean \"16pt\"?")
        XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "\"16pt\"")

        let upper = DecodingHarness()
        XCTAssertNil(dimension("value: 12PX", upper))
        XCTAssertEqual(upper.the("invalid-dimension")?.suggestion, "did you mean \"12px\"?")
        XCTAssertEqual(upper.the("invalid-dimension")?.fixIts.first?.replacement, "12px")
    }

    func testUnknownUnitInObject() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension("value: {value: 16, unit: dp}", harness))
        let diagnostic = harness.expect("invalid-dimension", at: "1:26")
        XCTAssertEqual(diagnostic?.suggestion, "did you mean 'pt'?")
    }

    func testSpaceBeforeUnit() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension("value: 16 px", harness))
        XCTAssertEqual(harness.expect("invalid-dimension", at: "1:8")?.suggestion, "write \"16px\"")
    }

    func testNotADimension() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension("value: large", harness))
        harness.expect("invalid-dimension", at: "1:8")

        let list = DecodingHarness()
        XCTAssertNil(dimension("value: [16, pt]", list))
        XCTAssertEqual(list.expect("type-mismatch", at: "1:8")?.message,
                       "expected a dimension (a string like \"16pt\" or a {value, unit} object), found a sequence")
    }

    func testObjectMissingUnit() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension("value: {value: 16}", harness))
        XCTAssertEqual(harness.expect("missing-field", at: "1:8")?.message,
                       "dimension is missing the required field 'unit'")
    }

    func testInfiniteNumberIsRejected() {
        let harness = DecodingHarness()
        XCTAssertNil(dimension("value: {value: .inf, unit: pt}", harness))
        harness.expect("invalid-number", at: "1:16")
    }

    func testBlurIsANonNegativeDimension() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode(##"value: "24pt""##, as: .blur), .blur(TokenDimension(24, .pt)))
        harness.expectClean()

        let negative = DecodingHarness()
        XCTAssertNil(negative.decode(##"value: "-4pt""##, as: .blur))
        XCTAssertEqual(negative.expect("invalid-dimension", at: "1:8")?.message, "blur cannot be negative, found -4pt")
    }

    // MARK: Durations

    func testDurationForms() {
        let cases: [(String, Double, TokenDuration.Unit)] = [
            (#""300ms""#, 300, .ms), (#""0.3s""#, 0.3, .s), ("1.5s", 1.5, .s), ("{value: 300, unit: ms}", 300, .ms),
            ("0", 0, .ms),
        ]
        for (text, number, unit) in cases {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(text)", as: .duration), .duration(TokenDuration(number, unit)), text)
            harness.expectClean()
        }
        XCTAssertEqual(TokenDuration(0.3, .s).milliseconds, 300, accuracy: 1e-12)
    }

    func testNegativeDuration() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: "-300ms""##, as: .duration))
        XCTAssertEqual(harness.expect("invalid-duration", at: "1:8")?.message,
                       "a duration cannot be negative, found -300ms")

        let object = DecodingHarness()
        XCTAssertNil(object.decode("value: {value: -1, unit: s}", as: .duration))
        object.expect("invalid-duration", at: "1:8")
    }

    func testDurationUnitTypos() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: 300msec", as: .duration))
        XCTAssertEqual(harness.the("invalid-duration")?.suggestion, "did you mean \"300ms\"?")

        let seconds = DecodingHarness()
        XCTAssertNil(seconds.decode("value: 2sec", as: .duration))
        XCTAssertEqual(seconds.the("invalid-duration")?.suggestion, "did you mean \"2s\"?")

        let pixels = DecodingHarness()
        XCTAssertNil(pixels.decode("value: 300px", as: .duration))
        XCTAssertNil(pixels.the("invalid-duration")?.suggestion)
    }

    func testBareDurationNumber() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: 300", as: .duration))
        XCTAssertEqual(harness.expect("invalid-duration", at: "1:8")?.suggestion,
                       "write \"300ms\" or {value: 300, unit: ms}")
    }

    /// A field's pair is remembered by index up to the 254th pair; past that it is looked for
    /// again by name.
    func testFieldsAfterManyUnknownKeys() {
        let harness = DecodingHarness()
        let unknown = (0..<300).map { "  k\($0): 1" }.joined(separator: "\n")
        XCTAssertEqual(harness.decode("value:\n\(unknown)\n  value: 12\n  unit: pt\n", as: .dimension),
                       .dimension(TokenDimension(12, .pt)))
        XCTAssertEqual(harness.codes.filter { $0 == "unknown-field" }.count, 300)
        XCTAssertFalse(harness.codes.contains("missing-field"))
    }
}
