import Diagnostics
import TokenModel
import XCTest

final class DecodingCubicBezierNumberTests: XCTestCase {
    func testArray() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode("value: [0.16, 1, 0.3, 1]", as: .cubicBezier),
                       .cubicBezier(CubicBezier(0.16, 1, 0.3, 1)))
        // y values may leave [0, 1] (overshoot).
        XCTAssertEqual(harness.decode("value: [0.34, 1.56, 0.64, -0.2]", as: .cubicBezier),
                       .cubicBezier(CubicBezier(0.34, 1.56, 0.64, -0.2)))
        harness.expectClean()
    }

    func testXOutOfRangePointsAtTheItem() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: [1.5, 0, 0.5, 1]", as: .cubicBezier))
        XCTAssertEqual(harness.expect("invalid-cubic-bezier", at: "1:9")?.message, "x1 must be between 0 and 1, found 1.5")

        let x2 = DecodingHarness()
        XCTAssertNil(x2.decode("value: [0.5, 0, -0.1, 1]", as: .cubicBezier))
        XCTAssertEqual(x2.expect("invalid-cubic-bezier", at: "1:17")?.message, "x2 must be between 0 and 1, found -0.1")
    }

    func testWrongCount() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: [0.4, 0, 0.2]", as: .cubicBezier))
        XCTAssertEqual(harness.expect("invalid-cubic-bezier", at: "1:8")?.message,
                       "a cubic Bézier has exactly 4 numbers [x1, y1, x2, y2], found 3")
    }

    func testCSSKeywords() {
        // CSS Easing Functions Level 1, §2.1.
        let expected: [(String, CubicBezier)] = [
            ("ease", CubicBezier(0.25, 0.1, 0.25, 1)), ("ease-in", CubicBezier(0.42, 0, 1, 1)),
            ("ease-out", CubicBezier(0, 0, 0.58, 1)), ("ease-in-out", CubicBezier(0.42, 0, 0.58, 1)),
            ("linear", CubicBezier(0, 0, 1, 1)),
        ]
        for (keyword, curve) in expected {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(keyword)", as: .cubicBezier), .cubicBezier(curve), keyword)
            harness.expectClean()
        }
    }

    func testCSSFunctionText() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode(##"value: "cubic-bezier(0.4, 0, 0.2, 1)""##, as: .cubicBezier),
                       .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)))
        harness.expectClean()
        let bad = DecodingHarness()
        XCTAssertNil(bad.decode(##"value: "cubic-bezier(2, 0, 0.2, 1)""##, as: .cubicBezier))
        bad.expect("invalid-cubic-bezier", at: "1:8")
    }

    func testKeywordTypo() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: ease-inout", as: .cubicBezier))
        XCTAssertEqual(harness.expect("invalid-cubic-bezier", at: "1:8")?.suggestion, "did you mean 'ease-in-out'?")
    }

    func testItemsMayBeReferences() {
        let harness = DecodingHarness(tokens: ["motion.overshoot": .number(1.56)])
        XCTAssertEqual(harness.decode(##"value: [0.34, "{motion.overshoot}", 0.64, 1]"##, as: .cubicBezier),
                       .cubicBezier(CubicBezier(0.34, 1.56, 0.64, 1)))
        XCTAssertEqual(harness.aliasRequests, [.init(path: "motion.overshoot", location: "1:15", type: .number)])
    }

    // MARK: Numbers

    func testNumbers() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode("value: 16", as: .number), .number(16))
        XCTAssertEqual(harness.decode("value: -0.5", as: .number), .number(-0.5))
        XCTAssertEqual(harness.decode("value: 1e3", as: .number), .number(1000))
        harness.expectClean()
    }

    func testQuotedNumberIsAString() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: "16""##, as: .number))
        let diagnostic = harness.expect("type-mismatch", at: "1:8")
        XCTAssertEqual(diagnostic?.message, "expected a number, found a string")
        XCTAssertEqual(diagnostic?.suggestion, "remove the quotes: 16")
    }

    func testBooleanIsNotANumber() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: true", as: .number))
        XCTAssertEqual(harness.expect("type-mismatch", at: "1:8")?.message, "expected a number, found a boolean")
    }

    func testNaNIsRejected() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: .nan", as: .number))
        harness.expect("invalid-number", at: "1:8")
    }
}
