import XCTest
@testable import ColorScience

/// Every accepted CSS color syntax and the space and DTCG units it produces.
final class CSSColorParserTests: XCTestCase {
    func testHex() {
        assertColor(parsed("#0D7377"), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255])
        assertColor(parsed("#0d7377cc"), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255], alpha: 204.0 / 255)
        assertColor(parsed("#f0a"), .srgb, [1, 0, 0xAA / 255.0])
        assertColor(parsed("#f0a8"), .srgb, [1, 0, 0xAA / 255.0], alpha: 0x88 / 255.0)
        assertColor(parsed("  #FFF \n"), .srgb, [1, 1, 1])
    }

    func testNamedColors() {
        assertColor(parsed("white"), .srgb, [1, 1, 1])
        assertColor(parsed("Black"), .srgb, [0, 0, 0])
        assertColor(parsed("transparent"), .srgb, [0, 0, 0], alpha: 0)
        assertColor(parsed("rebeccapurple"), .srgb, [0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0])
        assertColor(parsed("CornflowerBlue"), .srgb, [100.0 / 255, 149.0 / 255, 237.0 / 255])
        assertColor(parsed("grey"), .srgb, [128.0 / 255, 128.0 / 255, 128.0 / 255])
        XCTAssertEqual(CSSColorParser.namedColorNames.count, 149)
        XCTAssertEqual(CSSColorParser.namedColorNames, CSSColorParser.namedColorNames.sorted())
    }

    func testRGBLegacySyntax() {
        assertColor(parsed("rgb(255, 0, 0)"), .srgb, [1, 0, 0])
        assertColor(parsed("rgba(255, 0, 0, 0.5)"), .srgb, [1, 0, 0], alpha: 0.5)
        assertColor(parsed("rgb(100%, 50%, 0%)"), .srgb, [1, 0.5, 0])
        assertColor(parsed("rgba(0,0,0,25%)"), .srgb, [0, 0, 0], alpha: 0.25)
        assertColor(parsed("rgb( 13 , 115 , 119 )"), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255])
        assertColor(parsed("rgb(255, 0, 0, 0.5)"), .srgb, [1, 0, 0], alpha: 0.5)
    }

    func testRGBModernSyntax() {
        assertColor(parsed("rgb(255 128 0 / 50%)"), .srgb, [1, 128.0 / 255, 0], alpha: 0.5)
        assertColor(parsed("RGB(255 0 0)"), .srgb, [1, 0, 0])
        assertColor(parsed("rgba(255 0 0 / .25)"), .srgb, [1, 0, 0], alpha: 0.25)
        assertColor(parsed("rgb(100% 127.5 0%)"), .srgb, [1, 0.5, 0], accuracy: 1e-12)
        assertColor(parsed("rgb(none 255 0)"), .srgb, [nil, 1, 0])
        assertColor(parsed("rgb(255 0 0 / none)"), .srgb, [1, 0, 0], alpha: 0)
        assertColor(parsed("rgb(1e2 +0 -0)"), .srgb, [100.0 / 255, 0, 0])
        assertColor(parsed("rgb(255 0 0/0.5)"), .srgb, [1, 0, 0], alpha: 0.5)
    }

    func testRGBValuesAreClampedAsCSSDoes() {
        assertColor(parsed("rgb(300 -20 0)"), .srgb, [1, 0, 0])
        assertColor(parsed("rgb(150% 0% 0%)"), .srgb, [1, 0, 0])
        assertColor(parsed("rgba(0 0 0 / 1.5)"), .srgb, [0, 0, 0], alpha: 1)
        assertColor(parsed("rgba(0 0 0 / -50%)"), .srgb, [0, 0, 0], alpha: 0)
    }

    func testHSL() {
        assertColor(parsed("hsl(120, 100%, 50%)"), .hsl, [120, 100, 50])
        assertColor(parsed("hsla(120deg, 100%, 50%, .5)"), .hsl, [120, 100, 50], alpha: 0.5)
        assertColor(parsed("hsl(0.5turn 50 50)"), .hsl, [180, 50, 50])
        assertColor(parsed("hsl(3.14159265rad 50% 50%)"), .hsl, [180, 50, 50], accuracy: 1e-8)
        assertColor(parsed("hsl(200grad 50% 50% / 0.1)"), .hsl, [180, 50, 50], alpha: 0.1)
        assertColor(parsed("hsl(-90 50% 50%)"), .hsl, [270, 50, 50])
        assertColor(parsed("hsl(720 50% 50%)"), .hsl, [0, 50, 50])
        assertColor(parsed("hsl(none 0% 50%)"), .hsl, [nil, 0, 50])
        assertColor(parsed("HSL(120DEG 100% 50%)"), .hsl, [120, 100, 50])
        assertColor(parsed("hsl(120 -10% 50%)"), .hsl, [120, 0, 50], accuracy: 1e-12)
    }

    func testHWB() {
        assertColor(parsed("hwb(194 0% 0%)"), .hwb, [194, 0, 0])
        assertColor(parsed("hwb(90deg 20 30 / 40%)"), .hwb, [90, 20, 30], alpha: 0.4)
        assertColor(parsed("hwb(none none 100%)"), .hwb, [nil, nil, 100])
    }

    func testLabAndLCH() {
        assertColor(parsed("lab(29.2345% 39.3825 20.0664)"), .lab, [29.2345, 39.3825, 20.0664])
        assertColor(parsed("lab(50 100% -100%)"), .lab, [50, 125, -125])
        assertColor(parsed("lab(120 0 0)"), .lab, [100, 0, 0])
        assertColor(parsed("lab(52.2345% 40.1645 59.9971 / .5)"), .lab, [52.2345, 40.1645, 59.9971], alpha: 0.5)
        assertColor(parsed("lch(52.2345% 72.2 56.2)"), .lch, [52.2345, 72.2, 56.2])
        assertColor(parsed("lch(50% 100% 30deg)"), .lch, [50, 150, 30])
        assertColor(parsed("lch(50 -10 10)"), .lch, [50, 0, 10])
        assertColor(parsed("lch(50 10 none)"), .lch, [50, 10, nil])
    }

    func testOKLabAndOKLCH() {
        assertColor(parsed("oklab(40.101% 0.1147 0.0453)"), .oklab, [0.40101, 0.1147, 0.0453])
        assertColor(parsed("oklab(0.5 100% -50%)"), .oklab, [0.5, 0.4, -0.2])
        assertColor(parsed("oklch(59.69% 0.156 49.77)"), .oklch, [0.5969, 0.156, 49.77])
        assertColor(parsed("oklch(0.7 50% 400)"), .oklch, [0.7, 0.2, 40])
        assertColor(parsed("oklch(-0.1 0.1 10)"), .oklch, [0, 0.1, 10])
        assertColor(parsed("oklch(150% 0.1 10)"), .oklch, [1, 0.1, 10])
        assertColor(parsed("OKLCH(0.5 0.1 200 / 0.3)"), .oklch, [0.5, 0.1, 200], alpha: 0.3)
    }

    func testColorFunction() {
        assertColor(parsed("color(display-p3 1 0 0)"), .displayP3, [1, 0, 0])
        assertColor(parsed("color(srgb 0.5 50% none / 0.25)"), .srgb, [0.5, 0.5, nil], alpha: 0.25)
        assertColor(parsed("color(srgb-linear 0.2 0.3 0.4)"), .srgbLinear, [0.2, 0.3, 0.4])
        assertColor(parsed("color(a98-rgb 0.1 0.2 0.3)"), .a98RGB, [0.1, 0.2, 0.3])
        assertColor(parsed("color(prophoto-rgb 0.1 0.2 0.3)"), .prophotoRGB, [0.1, 0.2, 0.3])
        assertColor(parsed("color(rec2020 1.2 0 -0.1)"), .rec2020, [1.2, 0, -0.1])
        assertColor(parsed("color(xyz 0.2 0.3 0.4)"), .xyzD65, [0.2, 0.3, 0.4])
        assertColor(parsed("color(xyz-d65 0.2 0.3 0.4)"), .xyzD65, [0.2, 0.3, 0.4])
        assertColor(parsed("color(xyz-d50 0.2 0.3 0.4)"), .xyzD50, [0.2, 0.3, 0.4])
        assertColor(parsed("COLOR(Display-P3 1 0 0)"), .displayP3, [1, 0, 0])
    }

    func testParsedColorsAgreeWithTheirSRGBMeaning() {
        // The same teal written nine ways; each is within a hair of #0D7377 once converted.
        let teal = hex("#0D7377")
        let notations = [
            "rgb(13 115 119)", "rgb(13, 115, 119)", "hsl(182.26 80.3% 25.88%)", "hwb(182.26 5.1% 53.33%)",
            "color(srgb 0.05098 0.45098 0.46667)", "lab(43.5 -26.1 -10.3)", "oklch(0.5058 0.0831 199.3)",
            "oklab(0.5058 -0.0785 -0.0274)", "color(display-p3 0.2020 0.4440 0.4622)",
        ]
        for notation in notations {
            XCTAssertLessThan(parsed(notation).deltaEOK(teal), 0.002, notation)
        }
    }
}
