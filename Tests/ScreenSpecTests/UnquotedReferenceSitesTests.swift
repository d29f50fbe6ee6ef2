import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// An unquoted `{token}` (which YAML reads as a one-key mapping) is a reference wherever a
/// property also takes a mapping: backgrounds, layers, overlays, fills, gradient stops,
/// typography, borders and padding.
final class UnquotedReferenceSitesTests: XCTestCase {
    func testUnquotedReferencesResolveWhereAMappingIsAlsoAllowed() throws {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load("""
        screen: s
        system: fixture
        background: {color.surface}
        elements:
          - id: a
            kind: text
            color: {color.text}
            background: {color.primary}
            typography: {type.body}
            border: {border.input}
            padding: {spacing.md}
          - id: b
            kind: container
            background:
              layers:
                - {color.black}
                - overlay: {color.white}
                  opacity: 0.1
            color: { gradient: { stops: [{color.white}, {color.black}] } }
        """)
        XCTAssertEqual(fixture.diagnostics("unquoted-reference").count, 10, fixture.rendered)
        XCTAssertTrue(fixture.sink.diagnostics.allSatisfy { $0.severity == .warning }, fixture.rendered)
        let screen = try XCTUnwrap(screens.first)
        guard case .fill(.color(let surface))? = screen.background.first?.content else { return XCTFail("no background") }
        XCTAssertEqual(surface.tokenPath, "color.surface")
        let a = try XCTUnwrap(screen.element(id: "a")?.element)
        guard case .color(let text)? = a.style.foreground else { return XCTFail("no color") }
        XCTAssertEqual(text.tokenPath, "color.text")
        guard case .fill(.color(let primary))? = a.style.background?.layers.first?.content else { return XCTFail("no background") }
        XCTAssertEqual(primary.tokenPath, "color.primary")
        XCTAssertEqual(a.style.typography?.base?.tokenPath, "type.body")
        XCTAssertEqual(a.style.border?.base?.tokenPath, "border.input")
        XCTAssertEqual(a.style.padding?.top?.tokenPath, "spacing.md")
        XCTAssertEqual(a.style.padding?.trailing?.value.points, 16)
        let b = try XCTUnwrap(screen.element(id: "b")?.element)
        let layers = b.style.background?.layers ?? []
        XCTAssertEqual(layers.count, 2)
        guard case .fill(.color(let black))? = layers.first?.content else { return XCTFail("no first layer") }
        XCTAssertEqual(black.tokenPath, "color.black")
        guard case .fill(.color(let white))? = layers.last?.content else { return XCTFail("no overlay") }
        XCTAssertEqual(white.tokenPath, "color.white")
        XCTAssertEqual(layers.last?.isOverlay, true)
        guard case .gradient(let gradient)? = b.style.foreground else { return XCTFail("no gradient") }
        XCTAssertEqual(gradient.stops.map(\.color.tokenPath), ["color.white", "color.black"])
    }
}
