import XCTest
@testable import ColorScience

/// Interpolation as CSS Color 4 § 12: premultiplied alpha, missing-component carry-forward,
/// powerless hues, hue fix-up.
final class InterpolationTests: XCTestCase {
    func testSRGBMidpoint() {
        let mid = interpolate(.srgb(0, 0, 0), .srgb(1, 1, 1), t: 0.5)
        assertColor(mid, .srgb, [0.5, 0.5, 0.5])
        let quarter = interpolate(hex("#0D7377"), hex("#EA5455"), t: 0.25)
        assertColor(quarter, .srgb, [
            (13 + 0.25 * (0xEA - 13)) / 255, (115 + 0.25 * (0x54 - 115)) / 255, (119 + 0.25 * (0x55 - 119)) / 255,
        ])
    }

    func testEndpointsAndClamping() {
        let a = hex("#0D7377")
        let b = hex("#EA5455")
        assertColor(interpolate(a, b, t: 0), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255])
        assertColor(interpolate(a, b, t: 1), .srgb, [0xEA / 255.0, 0x54 / 255.0, 0x55 / 255.0])
        assertColor(interpolate(a, b, t: 7), .srgb, [0xEA / 255.0, 0x54 / 255.0, 0x55 / 255.0])
        assertColor(interpolate(a, b, t: -1), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255])
    }

    func testPremultipliedAlphaDoesNotDarkenTowardsTransparent() {
        // Premultiplied: (1,0,0)·1 and (0,0,0)·0 → (0.5,0,0) at alpha 0.5 → unpremultiplied red.
        let mid = interpolate(.srgb(1, 0, 0), .srgb(0, 0, 0, alpha: 0), t: 0.5)
        assertColor(mid, .srgb, [1, 0, 0], alpha: 0.5)
        // Red at α 1 and blue at α 0.5: (0.5, 0, 0.25) / 0.75.
        let mixed = interpolate(.srgb(1, 0, 0), .srgb(0, 0, 1, alpha: 0.5), t: 0.5)
        assertColor(mixed, .srgb, [2.0 / 3, 0, 1.0 / 3], alpha: 0.75)
    }

    func testOKLabMidpointOfBlackAndWhite() {
        let mid = interpolate(.srgb(0, 0, 0), .srgb(1, 1, 1), t: 0.5, in: .oklab)
        assertColor(mid, .oklab, [0.499999996736773, 4.0476649809662035e-11, 1.8636953758033314e-08], accuracy: 1e-9)
    }

    func testHueInterpolationMethods() {
        let a = Color(space: .oklch, components: [0.6, 0.1, 350])
        let b = Color(space: .oklch, components: [0.6, 0.1, 10])
        assertColor(interpolate(a, b, t: 0.25, in: .oklch), .oklch, [0.6, 0.1, 355])
        assertColor(interpolate(a, b, t: 0.5, in: .oklch), .oklch, [0.6, 0.1, 0])
        assertColor(interpolate(a, b, t: 0.25, in: .oklch, hue: .longer), .oklch, [0.6, 0.1, 265])
        assertColor(interpolate(a, b, t: 0.25, in: .oklch, hue: .increasing), .oklch, [0.6, 0.1, 355])
        assertColor(interpolate(a, b, t: 0.25, in: .oklch, hue: .decreasing), .oklch, [0.6, 0.1, 265])
        assertColor(interpolate(b, a, t: 0.25, in: .oklch, hue: .increasing), .oklch, [0.6, 0.1, 95])
        assertColor(interpolate(b, a, t: 0.25, in: .oklch, hue: .shorter), .oklch, [0.6, 0.1, 5])
        assertColor(interpolate(b, a, t: 0.25, in: .oklch, hue: .decreasing), .oklch, [0.6, 0.1, 5])
    }

    func testMissingComponentTakesTheOtherColorsValue() {
        let gray = Color(space: .hsl, components: [nil, 50, 50])
        let green = Color(space: .hsl, components: [120, 50, 50])
        assertColor(interpolate(gray, green, t: 0.3, in: .hsl), .hsl, [120, 50, 50])
        let bothMissing = interpolate(Color(space: .oklch, components: [0.5, 0.1, nil]),
                                      Color(space: .oklch, components: [0.7, 0.1, nil]), t: 0.5, in: .oklch)
        assertColor(bothMissing, .oklch, [0.6, 0.1, nil])
    }

    func testMissingComponentsCarryForwardToAnalogousOnes() {
        // A missing hsl hue is a missing oklch hue.
        let noHue = Color(space: .hsl, components: [nil, 0, 50])
        let blue = Color(space: .oklch, components: [0.45, 0.3, 264])
        let mid = interpolate(noHue, blue, t: 0.5, in: .oklch)
        XCTAssertEqual(mid.components[2] ?? .nan, 264, accuracy: 1e-9)
        // A missing lab a is a missing oklab a.
        let lab = Color(space: .lab, components: [50, nil, 20])
        let oklab = Color(space: .oklab, components: [0.5, 0.1, 0.1])
        XCTAssertEqual(interpolate(lab, oklab, t: 0.2, in: .oklab).components[1] ?? .nan, 0.1, accuracy: 1e-12)
    }

    func testAchromaticColorsHaveAPowerlessHueInPolarSpaces() {
        // White has no hue, so interpolating white → blue in OKLCH keeps blue's hue all the way
        // (white is oklch(0.99999999 3.7e-8 —), blue oklch(0.45201 0.31321 264.052)).
        let mid = interpolate(.srgb(1, 1, 1), .srgb(0, 0, 1), t: 0.5, in: .oklch)
        assertColor(mid, .oklch, [0.7260068559294444, 0.15660720446929827, 264.05202063805507], accuracy: 1e-9)
    }

    func testResultIsInTheInterpolationSpace() {
        let mid = interpolate(hex("#0D7377"), Color(space: .displayP3, components: [1, 0, 0]), t: 0.5, in: .displayP3)
        XCTAssertEqual(mid.space, .displayP3)
        let a = hex("#0D7377").converted(to: .displayP3).resolvedComponents
        XCTAssertEqual(mid.components[0] ?? .nan, (a.0 + 1) / 2, accuracy: 1e-12)
        XCTAssertEqual(mid.components[1] ?? .nan, a.1 / 2, accuracy: 1e-12)
    }
}
