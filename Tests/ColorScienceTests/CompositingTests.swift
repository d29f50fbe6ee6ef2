import XCTest
@testable import ColorScience

/// Source-over in gamma-encoded sRGB: αo = αs + αb(1 − αs), Co = (Cs·αs + Cb·αb(1 − αs)) / αo.
final class CompositingTests: XCTestCase {
    func testWhiteAt80PercentOverTeal() {
        // 0.8·1 + 0.2·(13, 115, 119)/255 = (0.810196, 0.890196, 0.893333) → rgb(207 227 228).
        let result = Color.srgb(1, 1, 1, alpha: 0.8).composited(over: hex("#0D7377"))
        assertColor(result, .srgb, [0.8 + 0.2 * 13 / 255, 0.8 + 0.2 * 115 / 255, 0.8 + 0.2 * 119 / 255])
        XCTAssertEqual(result.hexString(), "#cfe3e4")
    }

    func testTranslucentOverTranslucent() {
        // 50% red over 50% blue: α = 0.5 + 0.5·0.5 = 0.75; C = (red·0.5 + blue·0.25)/0.75.
        let result = Color.srgb(1, 0, 0, alpha: 0.5).composited(over: Color.srgb(0, 0, 1, alpha: 0.5))
        assertColor(result, .srgb, [2.0 / 3, 0, 1.0 / 3], alpha: 0.75)
    }

    func testOverTransparentKeepsTheSource() {
        let result = Color.srgb(1, 0, 0, alpha: 0.4).composited(over: Color.srgb(0, 1, 0, alpha: 0))
        assertColor(result, .srgb, [1, 0, 0], alpha: 0.4)
        let nothing = Color.srgb(1, 0, 0, alpha: 0).composited(over: Color.srgb(0, 1, 0, alpha: 0))
        assertColor(nothing, .srgb, [0, 0, 0], alpha: 0)
    }

    func testOpaqueSourceHidesTheBackground() {
        let result = hex("#EA5455").composited(over: hex("#0D7377"))
        assertColor(result, .srgb, [0xEA / 255.0, 0x54 / 255.0, 0x55 / 255.0])
    }

    func testOtherSpacesAreBlendedAsExtendedSRGB() {
        // color(display-p3 1 0 0) is rgb(109.3% −22.7% −15.0%); half of it over white.
        let result = Color(space: .displayP3, components: [1, 0, 0], alpha: 0.5).composited(over: .srgb(1, 1, 1))
        assertColor(result, .srgb, [1.0465331812175807, 0.3866290132151229, 0.42493270953144024])
        let hsl = Color(space: .hsl, components: [0, 100, 50], alpha: 0.5).composited(over: .srgb(0, 0, 0))
        assertColor(hsl, .srgb, [0.5, 0, 0])
    }

    func testAlphaHelpers() {
        let color = Color(space: .oklch, components: [0.5, 0.1, 20], alpha: 0.8)
        XCTAssertEqual(color.multiplyingAlpha(0.5).alpha, 0.4, accuracy: 1e-15)
        XCTAssertEqual(color.multiplyingAlpha(0.5).components, color.components)
        XCTAssertEqual(color.multiplyingAlpha(3).alpha, 1)
        XCTAssertEqual(color.withAlpha(0.25).alpha, 0.25)
        XCTAssertEqual(color.withAlpha(2).alpha, 1)
        XCTAssertEqual(color.withAlpha(-1).alpha, 0)
        XCTAssertEqual(color.withAlpha(.nan).alpha, 1)
        XCTAssertFalse(color.isOpaque)
        XCTAssertTrue(color.withAlpha(1).isOpaque)
    }
}
