import XCTest
@testable import ColorScience

/// Errors: message, offset (in Unicode scalars), suggestion and corrected text.
final class CSSColorParserErrorTests: XCTestCase {
    func testHexErrors() {
        let five = parseError("#12345")
        XCTAssertEqual(five.message, "hex color must have 3, 4, 6 or 8 digits, found 5")
        XCTAssertEqual(five.offset, 0)
        XCTAssertEqual(parseError("  #").message, "hex color must have 3, 4, 6 or 8 digits, found 0")
        XCTAssertEqual(parseError("  #").offset, 2)
        let letter = parseError("  #12g")
        XCTAssertEqual(letter.message, "'g' is not a hex digit (0-9, a-f)")
        XCTAssertEqual(letter.offset, 5)
    }

    func testOffsetsCountUnicodeScalars() {
        // The emoji is one scalar (two UTF-16 units, four UTF-8 bytes).
        let emoji = parseError("#ff😀")
        XCTAssertEqual(emoji.message, "'😀' is not a hex digit (0-9, a-f)")
        XCTAssertEqual(emoji.offset, 3)
        let inFunction = parseError("rgb(😀 1 2 3)")
        XCTAssertEqual(inFunction.offset, 4)
        let after = parseError("rgb(1 2 3) 😀")
        XCTAssertEqual(after.message, "unexpected '😀' after the color")
        XCTAssertEqual(after.offset, 11)
    }

    func testMissingHash() {
        let error = parseError("0D7377")
        XCTAssertEqual(error.message, "hex color must start with '#'")
        XCTAssertEqual(error.offset, 0)
        XCTAssertEqual(error.correctedText, "#0D7377")
        XCTAssertEqual(error.suggestion, "did you mean '#0D7377'? (in YAML, quote it: a bare # starts a comment)")
        XCTAssertEqual(parseError(" fff").correctedText, " #fff")
        XCTAssertEqual(parseError("123456").correctedText, "#123456")
    }

    func testEmptyValue() {
        XCTAssertEqual(parseError("").message, "empty color value")
        XCTAssertEqual(parseError("").offset, 0)
        XCTAssertEqual(parseError("   ").offset, 3)
    }

    func testComponentCounts() {
        let two = parseError("rgb(255 0)")
        XCTAssertEqual(two.message, "'rgb()' needs 3 components, found 2")
        XCTAssertEqual(two.offset, 9)
        let legacyTwo = parseError("rgb(255, 0)")
        XCTAssertEqual(legacyTwo.message, "'rgb()' needs 3 components, found 2")
        XCTAssertEqual(legacyTwo.offset, 10)
        let four = parseError("rgb(255 0 0 0.5)")
        XCTAssertEqual(four.message, "'rgb()' needs 3 components, found 4")
        XCTAssertEqual(four.offset, 12)
        XCTAssertEqual(four.suggestion, "separate the alpha with '/'")
        XCTAssertEqual(four.correctedText, "rgb(255 0 0 / 0.5)")
        let five = parseError("rgba(1, 2, 3, 4, 5)")
        XCTAssertEqual(five.message, "'rgba()' needs 3 components and an optional alpha, found 5 values")
        XCTAssertEqual(five.offset, 17)
        let beforeSlash = parseError("oklch(0.5 0.1 / 0.5)")
        XCTAssertEqual(beforeSlash.message, "'oklch()' needs 3 components, found 2")
        XCTAssertEqual(beforeSlash.offset, 14)
        let colorTwo = parseError("color(display-p3 1 0)")
        XCTAssertEqual(colorTwo.message, "'color(display-p3 …)' needs 3 components, found 2")
        XCTAssertEqual(colorTwo.offset, 20)
        XCTAssertEqual(parseError("rgb()").message, "'rgb()' needs 3 components, found 0")
    }

    func testUnknownFunctionSuggestsTheNearest() {
        let error = parseError("rbg(1 2 3)")
        XCTAssertEqual(error.message, "unknown color function 'rbg()'")
        XCTAssertEqual(error.offset, 0)
        XCTAssertEqual(error.suggestion, "did you mean 'rgb()'?")
        XCTAssertEqual(error.correctedText, "rgb(1 2 3)")
        XCTAssertEqual(parseError("okclh(0.5 0.1 20)").suggestion, "did you mean 'oklch()'?")
        XCTAssertEqual(parseError(" hsv(1 2 3)").correctedText, " hsl(1 2 3)")
        let far = parseError("gradient(1 2 3)")
        XCTAssertEqual(far.message, "unknown color function 'gradient()'")
        XCTAssertNil(far.correctedText)
        XCTAssertEqual(
            far.suggestion,
            "color functions are 'rgb()', 'rgba()', 'hsl()', 'hsla()', 'hwb()', 'lab()', 'lch()', 'oklab()', 'oklch()', 'color()'"
        )
    }

    func testUnknownNameSuggestsTheNearest() {
        let error = parseError("whit")
        XCTAssertEqual(error.message, "unknown color name 'whit'")
        XCTAssertEqual(error.suggestion, "did you mean 'white'?")
        XCTAssertEqual(error.correctedText, "white")
        XCTAssertEqual(parseError("cornflowerblu").suggestion, "did you mean 'cornflowerblue'?")
        XCTAssertNil(parseError("primary").suggestion)
    }

    func testSeparatorErrors() {
        let missingComma = parseError("rgb(255, 0 0)")
        XCTAssertEqual(missingComma.offset, 11)
        XCTAssertTrue(missingComma.message.hasPrefix("expected ',' before this component"), missingComma.message)
        let strayComma = parseError("rgb(255 0, 0)")
        XCTAssertEqual(strayComma.offset, 9)
        XCTAssertTrue(strayComma.message.hasPrefix("unexpected ','"), strayComma.message)
        let slashWithCommas = parseError("rgb(255, 0, 0 / 0.5)")
        XCTAssertEqual(slashWithCommas.offset, 14)
        XCTAssertEqual(slashWithCommas.message, "'/' can't be used with commas; in the comma-separated syntax alpha follows a ','")
        XCTAssertEqual(parseError("rgb(255,,0,0)").message, "expected a value between the two commas")
        XCTAssertEqual(parseError("rgb(255, 0, 0,)").message, "expected a value after ','")
        XCTAssertEqual(parseError("rgb(, 0, 0)").message, "expected a component before ','")
        XCTAssertEqual(parseError("rgb(255 0 0 /)").message, "expected an alpha value after '/'")
        XCTAssertEqual(parseError("rgb(255 0 0 /)").offset, 13)
        XCTAssertEqual(parseError("rgb(255 0 0 / 1 / 2)").message, "only one '/' is allowed")
        XCTAssertEqual(parseError("rgb(255 0 0 / 1 2)").message, "only one alpha value can follow '/'")
        let labCommas = parseError("lab(50, 20, 30)")
        XCTAssertEqual(labCommas.message, "'lab()' does not accept commas; separate the components with spaces")
        XCTAssertEqual(labCommas.offset, 6)
    }

    func testLegacySyntaxRules() {
        let mixed = parseError("rgb(255, 50%, 0)")
        XCTAssertEqual(mixed.message, "the comma-separated 'rgb()' syntax needs all numbers or all percentages")
        XCTAssertEqual(mixed.offset, 9)
        let none = parseError("rgb(none, 0, 0)")
        XCTAssertEqual(none.message, "'none' is not allowed in the comma-separated syntax")
        XCTAssertEqual(none.offset, 4)
        let numbers = parseError("hsl(120, 100, 50%)")
        XCTAssertEqual(
            numbers.message,
            "the comma-separated 'hsl()' syntax needs saturation and lightness as percentages, found the number 100"
        )
        XCTAssertEqual(numbers.offset, 9)
        XCTAssertEqual(numbers.suggestion, "did you mean '100%'?")
        XCTAssertEqual(numbers.correctedText, "hsl(120, 100%, 50%)")
    }

    func testValueTypeErrors() {
        let unit = parseError("rgb(10px 0 0)")
        XCTAssertEqual(unit.message, "red in 'rgb()' must be a number or a percentage, found '10px'")
        XCTAssertEqual(unit.offset, 4)
        let percentHue = parseError("hsl(120% 50% 50%)")
        XCTAssertEqual(percentHue.message, "hue in 'hsl()' must be a number or an angle (deg, rad, grad, turn), found '120%'")
        XCTAssertEqual(percentHue.offset, 4)
        let badUnit = parseError("hsl(120degs 50% 50%)")
        XCTAssertEqual(badUnit.message, "unknown angle unit 'degs' in 'hsl()'; use deg, rad, grad or turn")
        XCTAssertEqual(badUnit.suggestion, "did you mean 'deg'?")
        XCTAssertEqual(badUnit.correctedText, "hsl(120deg 50% 50%)")
        XCTAssertEqual(
            parseError("rgb(1 2 3 / 5px)").message,
            "alpha in 'rgb()' must be a number or a percentage, found '5px'"
        )
        XCTAssertEqual(
            parseError("color(srgb 1 2px 3)").message,
            "g in 'color()' must be a number or a percentage, found '2px'"
        )
        XCTAssertEqual(parseError("rgb(1e999 0 0)").message, "the number '1e999' is out of range")
        XCTAssertEqual(
            parseError("rgb(red 0 0)").message,
            "unexpected 'red' in 'rgb()'; components are numbers, percentages or 'none'"
        )
        XCTAssertEqual(parseError("rgb(#fff 0 0)").message, "unexpected '#fff' in 'rgb()'")
    }

    func testColorFunctionSpaceErrors() {
        let unknown = parseError("color(display-p4 1 0 0)")
        XCTAssertEqual(unknown.message, "unknown color space 'display-p4' in 'color()'")
        XCTAssertEqual(unknown.offset, 6)
        XCTAssertEqual(unknown.suggestion, "did you mean 'display-p3'?")
        XCTAssertEqual(unknown.correctedText, "color(display-p3 1 0 0)")
        let missing = parseError("color(1 0 0)")
        XCTAssertEqual(missing.message, "'color()' needs a color space and 3 components, found the number 1")
        XCTAssertEqual(missing.offset, 6)
        XCTAssertEqual(parseError("color()").message, "'color()' needs a color space and 3 components")
        XCTAssertEqual(parseError("color(srgb, 1, 0, 0)").message, "'color(srgb …)' does not accept commas; separate the components with spaces")
    }

    func testStructuralErrors() {
        let unclosed = parseError("rgb(255 0 0")
        XCTAssertEqual(unclosed.message, "missing ')' at the end of 'rgb()'")
        XCTAssertEqual(unclosed.offset, 11)
        XCTAssertEqual(unclosed.correctedText, "rgb(255 0 0)")
        let trailing = parseError("rgb(255 0 0) extra")
        XCTAssertEqual(trailing.message, "unexpected 'extra' after the color")
        XCTAssertEqual(trailing.offset, 13)
        XCTAssertEqual(parseError("#fff #000").message, "unexpected '#000' after the color")
        let spaced = parseError("rgb (1 2 3)")
        XCTAssertEqual(spaced.message, "there must be no space between 'rgb' and '('")
        XCTAssertEqual(spaced.offset, 3)
        XCTAssertEqual(spaced.correctedText, "rgb(1 2 3)")
        XCTAssertEqual(parseError("oklch").message, "'oklch' must be followed by '(' and its components")
        XCTAssertEqual(parseError("42").message,
                       "expected a color (a hex color, a color name or a color function such as 'rgb()'), found the number 42")
        XCTAssertEqual(parseError("'#fff'").offset, 0)
    }

    func testUnsupportedCSSFeatures() {
        XCTAssertEqual(parseError("var(--brand)").message, "'var()' refers to a CSS custom property, which a token value cannot use")
        XCTAssertEqual(parseError("var(--brand)").suggestion, "refer to another token instead, e.g. '{color.brand.primary}'")
        XCTAssertEqual(parseError("color-mix(in srgb, red, blue)").message, "'color-mix()' is not supported in a color value")
        XCTAssertEqual(parseError("rgb(from red r g b)").message, "relative color syntax ('from') is not supported in a color value")
        XCTAssertEqual(parseError("rgb(from red r g b)").offset, 4)
        XCTAssertEqual(parseError("rgb(calc(1) 0 0)").message, "'calc()' is not supported inside a color value; write the computed number")
        XCTAssertEqual(parseError("currentColor").message, "'currentcolor' depends on where it is used, so it cannot be a token value")
        XCTAssertEqual(parseError("none").message, "'none' is only allowed as a component inside a color function")
        XCTAssertEqual(parseError("inherit").message, "the CSS-wide keyword 'inherit' is not a color")
    }

    func testArbitraryInputNeverTrapsAndErrorsPointInsideTheText() {
        // A deterministic generator over an alphabet of color-syntax fragments.
        let fragments = ["rgb(", "hsl(", "oklch(", "color(", "display-p3", "#", "f", "0", "1.5", "-", "+", "e",
                         "%", "deg", "none", "/", ",", ")", "(", " ", ".", "😀", "é", "\t", "from", "calc("]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 59) + 1
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += fragments[Int(state >> 33) % fragments.count]
            }
            switch CSSColorParser.parse(text) {
            case .success(let color):
                XCTAssertEqual(color.components.count, 3, text)
                XCTAssertTrue(color.alpha >= 0 && color.alpha <= 1, text)
            case .failure(let error):
                XCTAssertTrue(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "\(text): \(error)")
                XCTAssertFalse(error.message.isEmpty)
                if let corrected = error.correctedText {
                    XCTAssertNotEqual(corrected, text)
                }
            }
        }
    }
}
