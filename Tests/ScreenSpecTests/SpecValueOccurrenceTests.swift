import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// `Screen.values`: every value in document order, literals distinguishable from references,
/// with exact ranges.
final class SpecValueOccurrenceTests: XCTestCase {
    func testLiteralsAndReferencesWithTheirRanges() throws {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load("""
        screen: values
        system: fixture
        modes: [dark]
        background:
          - gradient: { stops: ["{color.primary}", "#A855F7"] }
        elements:
          - id: title
            kind: text
            copy: home.greeting
            color: "{color.white}"
            typography: { base: "{type.title}", font-size: 18pt }
          - id: cta
            kind: button
            text: Go
            corner-radius: 12pt
            animations:
              entry: { duration: 300ms, easing: ease-out }
        """)
        XCTAssertFalse(fixture.sink.hasErrors, fixture.rendered)
        let values = try XCTUnwrap(screens.first?.values)
        XCTAssertEqual(values.map(\.property), [
            "background[0].gradient.stops[0].color", "background[0].gradient.stops[1].color",
            "title.copy", "title.color", "title.typography.base", "title.typography.font-size",
            "cta.text", "cta.corner-radius", "cta.animations.entry.duration", "cta.animations.entry.easing",
        ])
        XCTAssertEqual(values.map(\.isLiteral), [false, true, false, false, false, true, true, true, true, true])
        XCTAssertEqual(values.map(\.type), [.color, .color, .copy, .color, .typography, .dimension, .copy, .dimension, .duration, .cubicBezier])
        XCTAssertEqual(values.map(\.elementID), [nil, nil, "title", "title", "title", "title", "cta", "cta", "cta", "cta"])

        let raw = values[1]
        XCTAssertEqual(raw.literalText, "#A855F7")
        XCTAssertNil(raw.tokenPath)
        XCTAssertEqual(raw.value, .color(Color.srgb(0xA8 / 255.0, 0x55 / 255.0, 0xF7 / 255.0)))
        // Line 5: `  - gradient: { stops: ["{color.primary}", "#A855F7"] }` — the quoted scalar
        // starts at column 44 (its opening quote) and ends after the closing quote, column 53.
        XCTAssertEqual(raw.range.start, SourceLocation(line: 5, column: 44))
        XCTAssertEqual(raw.range.end, SourceLocation(line: 5, column: 53))

        XCTAssertEqual(values[2].tokenPath, "copy.auth.title")
        XCTAssertEqual(values[3].tokenPath, "color.white")
        XCTAssertEqual(values[6].literalText, "Go")
        XCTAssertEqual(values[6].value, .copy(Copy(text: "Go")))
        XCTAssertEqual(values[7].value, .dimension(Dimension(12, .pt)))
        XCTAssertEqual(values[9].value, .cubicBezier(CubicBezier(0, 0, 0.58, 1)))
    }
}

/// A literal written again in a screen reuses its first decoding; its problems are still reported
/// at every place it is written.
final class RepeatedLiteralTests: XCTestCase {
    func testRepeatedLiteralsDecodeAndReportAsEachAlone() throws {
        var fixture = SpecFixture()
        fixture.addSystem("app", tokens: "color: { $type: color, text: { $value: '#111111' } }")
        let screens = fixture.load("""
            screen: home
            system: app
            elements:
              - { id: a, kind: text, text: A, color: "#GGG", opacity: 0.5, height: 12pt }
              - { id: b, kind: text, text: B, color: "#GGG", opacity: 0.5, height: 12pt }
              - { id: c, kind: text, text: C, color: '#GGG', opacity: "0.5", height: 12 }
              - { id: d, kind: text, text: D, color: "#FF0000", opacity: 0.5, height: 12pt }
              - id: e
                kind: text
                text: E
                color: #FF0000
                opacity: 0.5
            """)
        let screen = try XCTUnwrap(screens.first, fixture.rendered)
        // Every invalid color is reported where it is written, not only the first.
        XCTAssertEqual(fixture.diagnostics("invalid-color").compactMap { $0.range?.start.line }, [4, 5, 6], fixture.rendered)
        let opacities = screen.values.filter { $0.property.hasSuffix(".opacity") }
        XCTAssertEqual(opacities.map(\.literalText), ["0.5", "0.5", "0.5", "0.5"])
        XCTAssertEqual(opacities.map(\.range.start.line), [4, 5, 7, 12])
        XCTAssertEqual(Set(opacities.map(\.value)).count, 1, "the same value")
        let heights = screen.values.filter { $0.property.hasSuffix(".height") }
        XCTAssertEqual(heights.map(\.literalText), ["12pt", "12pt", "12pt"])
        XCTAssertEqual(heights.map(\.range.start.line), [4, 5, 7])
        // The quoted opacity and the unitless height of `c` are not the repeated literals: each
        // is reported at its own place.
        XCTAssertEqual(fixture.sink.diagnostics.filter { $0.range?.start.line == 6 }.count, 3, fixture.rendered)
        // `color: #FF0000` unquoted is the comment trap: an empty value, reported there.
        XCTAssertTrue(fixture.sink.diagnostics.contains { $0.range?.start.line == 11 }, fixture.rendered)
        XCTAssertEqual(screen.values.filter { $0.property.hasSuffix(".color") }.map(\.literalText), ["#FF0000"])
    }
}
