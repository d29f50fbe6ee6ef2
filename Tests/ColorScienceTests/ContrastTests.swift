import Foundation
import XCTest
@testable import ColorScience

final class ContrastTests: XCTestCase {
    // MARK: WCAG 2.x

    func testRelativeLuminance() {
        XCTAssertEqual(Contrast.relativeLuminance(.srgb(1, 1, 1)), 1, accuracy: 1e-15)
        XCTAssertEqual(Contrast.relativeLuminance(.srgb(0, 0, 0)), 0)
        // #777: ((0x77/255 + 0.055)/1.055)^2.4 = 0.184474994500441 (all channels equal).
        XCTAssertEqual(Contrast.relativeLuminance(hex("#777")), 0.184474994500441, accuracy: 1e-12)
        // Pure primaries give the coefficients.
        XCTAssertEqual(Contrast.relativeLuminance(.srgb(1, 0, 0)), 0.2126, accuracy: 1e-15)
        XCTAssertEqual(Contrast.relativeLuminance(.srgb(0, 1, 0)), 0.7152, accuracy: 1e-15)
        XCTAssertEqual(Contrast.relativeLuminance(.srgb(0, 0, 1)), 0.0722, accuracy: 1e-15)
    }

    func testLuminanceOfAColorOutsideSRGBUsesTheGamutMappedColor() {
        // color(display-p3 1 0 0) maps to rgb(100% 4.457% 4.593%).
        let p3Red = Color(space: .displayP3, components: [1, 0, 0])
        XCTAssertEqual(Contrast.relativeLuminance(p3Red), 0.21533659833706176, accuracy: 1e-8)
    }

    func testThresholdChoiceIsImmaterialForEightBitValues() {
        // WCAG 2.x's text says 0.03928; sRGB says 0.04045. No byte value lies between them.
        for byte in 0...255 {
            let c = Double(byte) / 255
            let wcagText = c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            XCTAssertEqual(Contrast.relativeLuminance(.srgb(c, c, c)), wcagText, accuracy: 1e-12, "byte \(byte)")
        }
    }

    func testWhiteOnBlackIs21() {
        XCTAssertEqual(Contrast.wcagRatio(.srgb(1, 1, 1), .srgb(0, 0, 0)), 21, accuracy: 1e-12)
        XCTAssertEqual(Contrast.wcagRatio(.srgb(0, 0, 0), .srgb(1, 1, 1)), 21, accuracy: 1e-12)
        XCTAssertEqual(Contrast.wcagRatio(hex("#0D7377"), hex("#0D7377")), 1)
    }

    func testPublishedAndComputedRatios() {
        // #777 on white is the classic "just fails AA" pair: 4.48:1.
        XCTAssertEqual(Contrast.wcagRatio(hex("#777777"), .srgb(1, 1, 1)), 4.478089453577214, accuracy: 1e-12)
        // #EA5455 on #0D7377: (0.2507 + 0.05)/(0.1404 + 0.05) = 1.5787.
        XCTAssertEqual(Contrast.wcagRatio(hex("#EA5455"), hex("#0D7377")), 1.5787269474205692, accuracy: 1e-12)
        XCTAssertEqual(Contrast.wcagRatio(hex("#0D7377"), hex("#EA5455")), 1.5787269474205692, accuracy: 1e-12)
    }

    func testTranslucentForegroundIsCompositedOverTheBackgroundFirst() {
        // Black at 50% over white is rgb(50% 50% 50%): L = ((0.5 + 0.055)/1.055)^2.4.
        XCTAssertEqual(Contrast.wcagRatio(.srgb(0, 0, 0, alpha: 0.5), .srgb(1, 1, 1)), 3.976653024912438, accuracy: 1e-12)
        // A fully transparent foreground leaves only the background.
        XCTAssertEqual(Contrast.wcagRatio(.srgb(0, 0, 0, alpha: 0), .srgb(1, 1, 1)), 1, accuracy: 1e-12)
        // The background's own alpha is ignored.
        XCTAssertEqual(Contrast.wcagRatio(.srgb(0, 0, 0), .srgb(1, 1, 1, alpha: 0.2)), 21, accuracy: 1e-12)
    }

    func testAPreparedBackgroundGivesTheSameRatio() {
        // #777 on white against a prepared white: the published 4.48:1 again.
        XCTAssertEqual(Contrast.wcagRatio(hex("#777777"), over: Contrast.PreparedBackground(.srgb(1, 1, 1))), 4.478089453577214, accuracy: 1e-12)
        // Black at 50% over a prepared white is rgb(50% 50% 50%), as unprepared.
        XCTAssertEqual(Contrast.wcagRatio(.srgb(0, 0, 0, alpha: 0.5), over: Contrast.PreparedBackground(.srgb(1, 1, 1))), 3.976653024912438,
                       accuracy: 1e-12)
        // And bit for bit the unprepared figure, translucent and wide-gamut colors included.
        var generator = SystemRandomNumberGenerator()
        func unit() -> Double { Double.random(in: 0...1, using: &generator) }
        for _ in 0..<500 {
            let spaces: [ColorSpace] = [.srgb, .displayP3, .oklch]
            let space = spaces[Int.random(in: 0..<spaces.count, using: &generator)]
            let components = space == .oklch ? [unit(), unit() * 0.4, unit() * 360] : [unit(), unit(), unit()]
            let foreground = Color(space: space, components: components, alpha: Bool.random(using: &generator) ? 1 : unit())
            let background = Color.srgb(unit(), unit(), unit())
            XCTAssertEqual(Contrast.wcagRatio(foreground, over: Contrast.PreparedBackground(background)), Contrast.wcagRatio(foreground, background))
        }
    }

    // MARK: APCA

    func testAPCAReferencePairs() {
        // The test pairs of Myndex/apca-w3's own test suite (test/index.js, 0.1.x).
        let pairs: [(String, String, Double)] = [
            ("#888", "#fff", 63.056469930209424),
            ("#fff", "#888", -68.54146436644962),
            ("#000", "#aaa", 58.146262578561334),
            ("#aaa", "#000", -56.24113336839742),
            ("#123", "#def", 91.66830811481631),
            ("#def", "#123", -93.06770049484275),
            ("#123", "#444", 8.32326136957393),
            ("#444", "#123", -7.526878460278154),
        ]
        for (text, background, expected) in pairs {
            XCTAssertEqual(
                Contrast.apcaLc(text: hex(text), background: hex(background)), expected, accuracy: 1e-9,
                "\(text) on \(background)"
            )
        }
    }

    func testAPCACompositesTranslucentText() {
        // apca-w3: calcAPCA('#0006', '#fff') = 54.62184067441377 (#0006 over white is #999).
        XCTAssertEqual(Contrast.apcaLc(text: hex("#0006"), background: hex("#fff")), 54.62184067441377, accuracy: 1e-9)
    }

    func testAPCAOnBrandColors() {
        // Light text on a darker teal is reverse polarity: negative Lc.
        XCTAssertEqual(Contrast.apcaLc(text: hex("#EA5455"), background: hex("#0D7377")), -14.535388509654219, accuracy: 1e-9)
    }

    func testAPCAClipsLowContrastToZero() {
        XCTAssertEqual(Contrast.apcaLc(text: hex("#fefefe"), background: hex("#fff")), 0)
        XCTAssertEqual(Contrast.apcaLc(text: hex("#0D7377"), background: hex("#0D7377")), 0)
    }
}
