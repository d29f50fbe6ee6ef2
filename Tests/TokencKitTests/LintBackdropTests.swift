import ColorScience
import Lint
import ScreenSpec
import TokencKit
import XCTest

/// What is painted behind a nested element: the screen's stack, each ancestor's background with
/// the opacities passed down, then the element's own — the same whether made from the screen or
/// from its parent's outside, which the contrast rule makes once per parent.
final class LintBackdropTests: XCTestCase {
    private let spec = """
        screen: nested
        system: fixture
        background:
          - color: "#FFFFFF"
        elements:
          - id: card
            kind: container
            opacity: 0.5
            background: { color: "#000000" }
            elements:
              - id: row
                kind: container
                opacity: 0.8
                background: { color: "#000000" }
                elements:
                  - { id: label, kind: text, color: "#FFFFFF", opacity: 0.5, background: { color: "#000000" } }
                  - { id: other, kind: text, color: "#FFFFFF" }
          - { id: footer, kind: text, color: "#000000" }
        """

    private func screen() throws -> Screen {
        let outcome = LintPipeline().run(tokens: [("fixture", "tokens/fixture.tokens.yaml", "color: { $type: color, white: { $value: '#FFFFFF' } }")],
                                         specs: [("specs/fixture/nested.screen.yaml", spec)])
        XCTAssertEqual(outcome.inputDiagnostics.map(\.code), [])
        return try XCTUnwrap(outcome.screens.first)
    }

    private func alphas(_ backdrop: Backdrop) -> [Double] {
        backdrop.layers.map { layer in
            if case .solid(let color) = layer.paint { return color.alpha }
            return -1
        }
    }

    func testAncestorsOpacitiesMultiplyIntoTheirLayers() throws {
        let screen = try screen()
        let label = try XCTUnwrap(screen.element(id: "label"))
        let builder = BackdropBuilder()
        let inside = builder.backdrop(for: label, style: label.element.style, in: screen, includeOwn: true)
        XCTAssertEqual(alphas(inside).count, 4)
        for (got, want) in zip(alphas(inside), [1, 0.5, 0.4, 0.2]) { XCTAssertEqual(got, want, accuracy: 1e-12) }
        XCTAssertTrue(inside.layers[1].summary.hasPrefix("'card' background"), inside.layers[1].summary)
        XCTAssertTrue(inside.layers[2].summary.hasPrefix("'row' background"), inside.layers[2].summary)
        XCTAssertTrue(inside.layers[3].summary.hasPrefix("'label' background"), inside.layers[3].summary)
        let outside = builder.backdrop(for: label, style: label.element.style, in: screen, includeOwn: false)
        XCTAssertEqual(outside.layers.count, 3)
    }

    func testOutsideMadeFromTheParentMatchesOutsideMadeFromTheScreen() throws {
        let screen = try screen()
        let builder = BackdropBuilder()
        let screenLayers = builder.screenLayers(of: screen)
        var byParent = BackdropBuilder.Outside(screenLayers: screenLayers)
        for id in ["card", "row"] {
            let parent = try XCTUnwrap(screen.element(id: id))
            byParent = builder.outside(ofChildrenOf: parent.element, over: byParent)
        }
        for id in ["label", "other"] {
            let placed = try XCTUnwrap(screen.element(id: id))
            for own in [true, false] {
                XCTAssertEqual(builder.backdrop(for: placed, style: placed.element.style, outside: byParent, includeOwn: own),
                               builder.backdrop(for: placed, style: placed.element.style, in: screen, includeOwn: own))
            }
        }
        let footer = try XCTUnwrap(screen.element(id: "footer"))
        XCTAssertEqual(builder.outsideLayers(of: footer, over: screenLayers).layers, screenLayers)
        XCTAssertEqual(builder.backdrop(for: footer, style: footer.element.style, in: screen, includeOwn: true).layers.count, 1)
    }
}
