import ColorScience
@testable import Lint
import TokenModel
import XCTest

/// What the duplicate-value rule compares: numbers to 1e-5 (any size, without stopping tokenc),
/// colors in sRGB, other values as they are.
final class DuplicateValueKeyTests: XCTestCase {
    typealias Quantity = DuplicateValueRule.Quantity

    func testNumbersAreComparedToAHundredThousandth() {
        XCTAssertEqual(Quantity(16), Quantity(16.000_001))
        XCTAssertNotEqual(Quantity(16), Quantity(16.000_1))
        XCTAssertEqual(Quantity(0), Quantity(-0.0))
        // Past Int's range after scaling: compared exactly, not converted (that trapped).
        XCTAssertEqual(Quantity(1e300), Quantity(1e300))
        XCTAssertNotEqual(Quantity(1e300), Quantity(1e299))
        XCTAssertEqual(Quantity(.infinity), Quantity(-.infinity), "non-finite numbers are one, as before")
    }

    func testHugeEqualDimensionsAreDuplicatesInsteadOfACrash() {
        let outcome = RuleExampleRunner().run(DuplicateValueRule.self, on: RuleExample(tokens: """
            spacing:
              $type: dimension
              a: { $value: 1e300px }
              b: { $value: 1e300px }
              c: { $value: 1e299px }
            """))
        XCTAssertEqual(outcome.findings.map(\.message), ["'spacing.b' has the same value as 'spacing.a'"])
    }

    func testKeys() {
        let white = TokenValue.color(Color(space: .srgb, components: [1, 1, 1], alpha: 1))
        let alsoWhite = TokenValue.color(Color(space: .srgb, components: [1, 1, 0.999_999_999], alpha: 1))
        XCTAssertEqual(DuplicateValueRule.key(white), DuplicateValueRule.key(alsoWhite))
        XCTAssertNotEqual(DuplicateValueRule.key(white),
                          DuplicateValueRule.key(.color(Color(space: .srgb, components: [1, 1, 1], alpha: 0.5))))
        XCTAssertEqual(DuplicateValueRule.key(.dimension(Dimension(16, .px))),
                       DuplicateValueRule.key(.dimension(Dimension(16, .px))))
        XCTAssertNotEqual(DuplicateValueRule.key(.dimension(Dimension(16, .px))),
                          DuplicateValueRule.key(.dimension(Dimension(16, .pt))))
        let bezier = TokenValue.cubicBezier(CubicBezier(0.4, 0, 0.2, 1))
        XCTAssertEqual(DuplicateValueRule.key(bezier), DuplicateValueRule.key(bezier))
        XCTAssertNotEqual(DuplicateValueRule.key(bezier),
                          DuplicateValueRule.key(.cubicBezier(CubicBezier(0.4, 0, 0.2, 0.9))))
    }
}
