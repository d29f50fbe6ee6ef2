import XCTest
@testable import ColorScience

final class CSSSerializationTests: XCTestCase {
    func testEachSpaceUsesItsCSSNotation() {
        XCTAssertEqual(hex("#0D7377").cssString(), "rgb(13 115 119)")
        XCTAssertEqual(Color(space: .hsl, components: [182.264, 80.303, 25.882]).cssString(), "hsl(182.264 80.303% 25.882%)")
        XCTAssertEqual(Color(space: .hwb, components: [90, 20, 30], alpha: 0.4).cssString(), "hwb(90 20% 30% / 0.4)")
        XCTAssertEqual(Color(space: .lab, components: [43.5, -26.2, -10.35]).cssString(), "lab(43.5 -26.2 -10.35)")
        XCTAssertEqual(Color(space: .oklch, components: [0.50598, 0.08316, nil]).cssString(), "oklch(0.506 0.0832 none)")
        XCTAssertEqual(Color(space: .displayP3, components: [1, 0, 0]).cssString(), "color(display-p3 1 0 0)")
        XCTAssertEqual(Color(space: .xyzD65, components: [0.2, 0.3, 0.4]).cssString(), "color(xyz-d65 0.2 0.3 0.4)")
        XCTAssertEqual(Color(space: .srgb, components: [1, 0, 0], alpha: 0.125).cssString(), "rgb(255 0 0 / 0.125)")
        XCTAssertEqual(Color(space: .srgbLinear, components: [-0.00001, 0.5, 1]).cssString(), "color(srgb-linear 0 0.5 1)")
        XCTAssertEqual(Color(space: .lch, components: [50, 20, 10]).cssString(maximumFractionDigits: 0), "lch(50 20 10)")
        XCTAssertEqual("\(Color.srgb(1, 1, 1))", "rgb(255 255 255)")
    }

    func testSerializedColorsParseBackToTheSameColor() {
        let samples: [Color] = [
            Color(space: .srgb, components: [0.2, 0.4, 0.6], alpha: 0.5),
            Color(space: .hsl, components: [200, 60, 70]),
            Color(space: .hwb, components: [10, 20, 30]),
            Color(space: .lab, components: [30, -20, 40]),
            Color(space: .lch, components: [52.2345, 72.2, 56.2]),
            Color(space: .oklab, components: [0.5, -0.1, 0.05]),
            Color(space: .oklch, components: [0.7, 0.15, 320]),
            Color(space: .displayP3, components: [0.9, 0.2, 0.1]),
            Color(space: .a98RGB, components: [0.1, 0.2, 0.3]),
            Color(space: .prophotoRGB, components: [0.1, 0.2, 0.3]),
            Color(space: .rec2020, components: [0.1, 0.2, 0.3]),
            Color(space: .srgbLinear, components: [0.1, nil, 0.3]),
            Color(space: .xyzD50, components: [0.1, 0.2, 0.3]),
            Color(space: .xyzD65, components: [0.1, 0.2, 0.3], alpha: 0.75),
        ]
        for sample in samples {
            let text = sample.cssString(maximumFractionDigits: 10)
            assertColor(parsed(text), sample.space, sample.components, alpha: sample.alpha, accuracy: 1e-9)
        }
    }
}
