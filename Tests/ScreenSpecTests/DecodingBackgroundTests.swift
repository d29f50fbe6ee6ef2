import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// Background stacks: solid colors, gradients (stops, positions, angles, tokens), overlays, glows.
final class DecodingBackgroundTests: XCTestCase {
    private func screen(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Screen {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load(yaml)
        XCTAssertFalse(fixture.sink.hasErrors, fixture.rendered, file: file, line: line)
        return try XCTUnwrap(screens.first, file: file, line: line)
    }

    func testStackIsKeptInDrawingOrder() throws {
        let screen = try screen("""
        screen: stack
        system: fixture
        background:
          - color: "{color.surface}"
          - name: brand
            gradient: { stops: ["#7C3AED", "{color.primary}", "#22D3EE", "#F59E0B"], angle: 135deg }
          - overlay: "#000000"
            opacity: 0.25
          - glow: { color: "{color.primary}", size: 300pt, position: top-leading, blur: "{blur.glow}", opacity: 0.3 }
        elements: []
        """)
        XCTAssertEqual(screen.background.count, 4)
        guard case .fill(.color(let base)) = screen.background[0].content else { return XCTFail("layer 0") }
        XCTAssertEqual(base.tokenPath, "color.surface")
        XCTAssertEqual(base.value.hexString(), "#0a0a0f")
        XCTAssertFalse(screen.background[0].isOverlay)

        guard case .fill(.gradient(let gradient)) = screen.background[1].content else { return XCTFail("layer 1") }
        XCTAssertEqual(screen.background[1].name, "brand")
        XCTAssertEqual(gradient.kind, .linear)
        XCTAssertEqual(gradient.angle, 135)
        XCTAssertNil(gradient.tokenPath)
        // Four stops without positions are spread evenly: 0, 1/3, 2/3, 1.
        XCTAssertEqual(gradient.stops.map(\.position), [0, 1.0 / 3, 2.0 / 3, 1])
        XCTAssertEqual(gradient.stops.map { $0.color.value.hexString() }, ["#7c3aed", "#8b5cf6", "#22d3ee", "#f59e0b"])
        XCTAssertEqual(gradient.stops.map(\.color.isLiteral), [true, false, true, true])
        XCTAssertEqual(gradient.stops[0].color.literalText, "#7C3AED")

        XCTAssertTrue(screen.background[2].isOverlay)
        XCTAssertEqual(screen.background[2].effectiveOpacity, 0.25)
        XCTAssertEqual(screen.background[2].summary, "overlay #000000 at 25%")

        guard case .glow(let glow) = screen.background[3].content else { return XCTFail("layer 3") }
        XCTAssertEqual(glow.color.tokenPath, "color.primary")
        XCTAssertEqual(glow.width?.value, Dimension(300, .pt))
        XCTAssertEqual(glow.height?.value, Dimension(300, .pt))
        XCTAssertEqual(glow.center, UnitPoint(x: 0, y: 0))
        XCTAssertEqual(glow.blur?.value, Dimension(80, .pt))
        XCTAssertEqual(screen.background[3].effectiveOpacity, 0.3)
    }

    func testGradientStopPositionsFollowCSSRules() throws {
        let screen = try screen("""
        screen: positions
        system: fixture
        background:
          - gradient:
              kind: radial
              angle: to bottom-trailing
              stops:
                - "#000000"
                - { color: "#111111", position: 40% }
                - "#222222"
                - "#333333"
                - { color: "#444444", position: 0.9 }
                - "#555555"
        elements: []
        """)
        guard case .fill(.gradient(let gradient)) = screen.background[0].content else { return XCTFail("not a gradient") }
        XCTAssertEqual(gradient.kind, .radial)
        XCTAssertEqual(gradient.angle, 135)
        // Unpositioned stops between 40% and 90% share the gap evenly: 40, 56.67, 73.33, 90.
        let expected = [0, 0.4, 0.4 + 0.5 / 3, 0.4 + 1.0 / 3, 0.9, 1]
        for (got, want) in zip(gradient.stops.map(\.position), expected) { XCTAssertEqual(got, want, accuracy: 1e-12) }
        XCTAssertNotNil(gradient.stops[1].positionRange)
        XCTAssertNil(gradient.stops[2].positionRange)
    }

    func testGradientTokenGivesReferencedStops() throws {
        let screen = try screen("""
        screen: token
        system: fixture
        background:
          - gradient: "{gradient.brand}"
        elements:
          - id: card
            kind: container
            background: { gradient: { stops: "{gradient.brand}", angle: 90 } }
          - id: label
            kind: text
            color: { gradient: { stops: ["{color.white}", "{color.primary}"] } }
        """)
        guard case .fill(.gradient(let gradient)) = screen.background[0].content else { return XCTFail("not a gradient") }
        XCTAssertEqual(gradient.tokenPath, "gradient.brand")
        XCTAssertEqual(gradient.resolvedStops.map(\.position), [0, 1])
        XCTAssertEqual(gradient.stops.map(\.color.tokenPath), ["gradient.brand", "gradient.brand"])
        XCTAssertEqual(gradient.stops.map { $0.color.value.hexString() }, ["#7c3aed", "#ec4899"])
        guard case .fill(.gradient(let card))? = screen.elements[0].style.background?.layers.first?.content else { return XCTFail("card") }
        XCTAssertEqual(card.angle, 90)
        XCTAssertEqual(card.tokenPath, "gradient.brand")
        guard case .gradient(let text)? = screen.elements[1].style.foreground else { return XCTFail("text gradient") }
        XCTAssertEqual(text.stops.count, 2)
        XCTAssertEqual(Fill.gradient(text).colors.map { $0.hexString() }, ["#ffffff", "#8b5cf6"])
    }

    func testElementBackgroundForms() throws {
        let screen = try screen("""
        screen: forms
        system: fixture
        elements:
          - { id: plain, kind: container, background: "{color.primary}" }
          - { id: literal, kind: container, background: "rgb(255 0 0 / 50%)" }
          - id: layered
            kind: container
            background:
              shape: circle
              layers:
                - name: ring
                  color: "{color.primary}"
                  opacity: 0.2
                - color: "{color.white}"
          - id: listed
            kind: container
            background:
              - color: "{color.black}"
              - glow: { color: "#EC4899", width: 100pt, height: 50pt, position: { x: 25%, y: 0.75 } }
        """)
        let plain = try XCTUnwrap(screen.element(id: "plain")?.element.style.background)
        XCTAssertEqual(plain.layers.count, 1)
        XCTAssertNil(plain.shape)
        let literal = try XCTUnwrap(screen.element(id: "literal")?.element.style.background?.layers.first)
        guard case .fill(.color(let red)) = literal.content else { return XCTFail("literal") }
        XCTAssertEqual(red.value.alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(red.literalText, "rgb(255 0 0 / 50%)")
        let layered = try XCTUnwrap(screen.element(id: "layered")?.element.style.background)
        XCTAssertEqual(layered.shape, .circle)
        XCTAssertEqual(layered.layers.map(\.name), ["ring", nil])
        XCTAssertEqual(layered.layers.map(\.effectiveOpacity), [0.2, 1])
        let listed = try XCTUnwrap(screen.element(id: "listed")?.element.style.background)
        guard case .glow(let glow) = listed.layers[1].content else { return XCTFail("glow") }
        XCTAssertEqual(glow.width?.value, Dimension(100, .pt))
        XCTAssertEqual(glow.height?.value, Dimension(50, .pt))
        XCTAssertEqual(glow.center, UnitPoint(x: 0.25, y: 0.75))
        XCTAssertNil(glow.blur)
    }

    func testAncestorsAndInheritedOpacity() throws {
        let screen = try screen("""
        screen: tree
        system: fixture
        elements:
          - id: card
            kind: container
            opacity: 0.5
            background: { color: "{color.surface}" }
            elements:
              - id: row
                kind: container
                elements:
                  - { id: label, kind: text, color: "{color.white}", opacity: 0.8 }
        """)
        let label = try XCTUnwrap(screen.element(id: "label"))
        XCTAssertEqual(label.ancestors.map(\.id), ["card", "row"])
        XCTAssertEqual(label.inheritedOpacity, 0.4, accuracy: 1e-12)
        XCTAssertEqual(label.path, "card › row › label")
    }
}
