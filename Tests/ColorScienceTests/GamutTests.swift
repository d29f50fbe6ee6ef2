import XCTest
@testable import ColorScience

/// Gamut checks and CSS Color 4 gamut mapping. Mapped values come from the independent Python
/// implementation of CSS Color 4 § 13.2 in `ReferenceImplementation.swift` (binary search on
/// OKLCH chroma, JND 0.02, ε 0.0001).
final class GamutTests: XCTestCase {
    func testSRGBColorsAreInEveryRGBGamut() {
        let teal = hex("#0D7377")
        for space in [ColorSpace.srgb, .hsl, .hwb, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .oklch, .lab] {
            XCTAssertTrue(teal.isInGamut(space), "\(space)")
        }
        // Primaries sit exactly on the sRGB boundary: rounding must not push them out.
        XCTAssertTrue(Color.srgb(1, 0, 0).isInGamut(.srgb))
        XCTAssertTrue(Color.srgb(1, 0, 0).converted(to: .displayP3).isInGamut(.srgb))
    }

    func testDisplayP3RedIsOutsideSRGB() {
        let p3Red = Color(space: .displayP3, components: [1, 0, 0])
        XCTAssertFalse(p3Red.isInGamut(.srgb))
        XCTAssertFalse(p3Red.isInGamut(.hsl))
        XCTAssertTrue(p3Red.isInGamut(.displayP3))
        // Display P3's red primary lies just outside the Rec. 2020 triangle (blue −0.0054 there).
        XCTAssertFalse(p3Red.isInGamut(.rec2020))
        XCTAssertTrue(Color(space: .displayP3, components: [0.9, 0.2, 0.1]).isInGamut(.rec2020))
        XCTAssertTrue(p3Red.isInGamut(.oklch), "spaces without gamut limits contain everything")
        // In sRGB it is rgb(109.3% −22.7% −15.0%).
        assertColor(p3Red.converted(to: .srgb), .srgb,
                    [1.0930663624351615, -0.22674197356975417, -0.15013458093711954])
    }

    func testGamutMappingDisplayP3RedIntoSRGB() {
        let mapped = Color(space: .displayP3, components: [1, 0, 0], alpha: 0.7).gamutMapped(to: .srgb)
        assertColor(mapped, .srgb, [1, 0.0445695346750813, 0.04593166575585666], alpha: 0.7, accuracy: 1e-7)
    }

    func testGamutMappingOKLCHIntoSRGBAndDisplayP3() {
        let green = Color(space: .oklch, components: [0.7, 0.4, 150])
        assertColor(green.gamutMapped(to: .srgb), .srgb, [0, 0.7606784952299278, 0.28081862156828474], accuracy: 1e-7)
        assertColor(green.gamutMapped(to: .displayP3), .displayP3, [0, 0.7824840478258664, 0.19444598317545642], accuracy: 1e-7)
        let yellow = Color(space: .oklch, components: [0.9, 0.3, 90])
        assertColor(yellow.gamutMapped(to: .srgb), .srgb, [1, 0.8431558123851505, 0.11342270127758863], accuracy: 1e-7)
        let violet = Color(space: .oklch, components: [0.5, 0.3, 280])
        assertColor(violet.gamutMapped(to: .srgb), .srgb, [0.3441656444663807, 0.02534297051816087, 1], accuracy: 1e-7)
        let magenta = Color(space: .lab, components: [50, 100, 0])
        assertColor(magenta.gamutMapped(to: .srgb), .srgb, [0.9346720799223359, 0, 0.4908768362075719], accuracy: 1e-7)
        assertColor(magenta.gamutMapped(to: .displayP3), .displayP3, [0.8904990665403094, 0, 0.4825270720827683], accuracy: 1e-7)
    }

    func testGamutMappingKeepsHueAndStaysWithinAJNDOfTheChromaReducedColor() {
        let origin = Color(space: .oklch, components: [0.7, 0.4, 150])
        let mapped = origin.gamutMapped(to: .srgb)
        let mappedLCH = mapped.converted(to: .oklch).resolvedComponents
        XCTAssertEqual(mappedLCH.2, 150, accuracy: 3, "hue is (nearly) preserved")
        XCTAssertLessThan(mappedLCH.1, 0.4)
        let reduced = Color(space: .oklch, components: [0.7, mappedLCH.1, 150])
        XCTAssertLessThan(mapped.deltaEOK(reduced), Color.justNoticeableDeltaEOK)
    }

    func testGamutMappingIntoHSLGoesThroughSRGB() {
        let mapped = Color(space: .oklch, components: [0.7, 0.4, 150]).gamutMapped(to: .hsl)
        assertColor(mapped, .hsl, [142.15011650750577, 100, 38.033924761496394], accuracy: 1e-6)
        XCTAssertTrue(mapped.isInGamut(.srgb))
    }

    func testLightnessExtremesMapToWhiteAndBlack() {
        let brighterThanWhite = Color(space: .oklch, components: [1.2, 0.2, 30])
        assertColor(brighterThanWhite.gamutMapped(to: .srgb), .srgb, [1, 1, 1], accuracy: 1e-6)
        let darkerThanBlack = Color(space: .lab, components: [-5, 40, 10])
        assertColor(darkerThanBlack.gamutMapped(to: .srgb), .srgb, [0, 0, 0], accuracy: 1e-6)
    }

    func testInGamutColorsAreOnlyConverted() {
        let teal = Color.srgb(0.051, 0.451, 0.467)
        assertColor(teal.gamutMapped(to: .displayP3), .displayP3,
                    [0.20206491918599634, 0.44410016770204835, 0.46220104799914136])
    }

    func testSpacesWithoutGamutLimitsJustConvert() {
        let p3Red = Color(space: .displayP3, components: [1, 0, 0])
        XCTAssertEqual(p3Red.gamutMapped(to: .oklab), p3Red.converted(to: .oklab))
    }

    func testPathologicalInputsTerminateInGamut() {
        let inputs = [
            Color(space: .oklch, components: [0.5, 1e12, 30]),
            Color(space: .oklch, components: [0.5, .infinity, 30]),
            Color(space: .lab, components: [.nan, 1e300, -1e300]),
            Color(space: .xyzD65, components: [-3, 40, 2]),
            Color(space: .srgb, components: [nil, 2, -1]),
        ]
        for input in inputs {
            let mapped = input.gamutMapped(to: .srgb)
            XCTAssertTrue(mapped.isInGamut(.srgb), "\(input) → \(mapped)")
            let v = mapped.resolvedComponents
            for c in [v.0, v.1, v.2] {
                XCTAssertTrue(c >= 0 && c <= 1, "\(input) → \(mapped)")
            }
        }
    }
}
