import Diagnostics
import TokencKit
import XCTest

/// The touch-target finding names the sides under the minimum, at the first of them, once per
/// place; an element large enough (or not interactive) gives none.
final class TouchTargetMessageTests: XCTestCase {
    private func findings(_ elements: String) -> [Diagnostic] {
        let spec = """
            screen: taps
            system: app
            elements:
            \(elements)
            """
        let outcome = LintPipeline().run(tokens: [("app", "tokens/app.tokens.yaml", "color: { $type: color, ink: { $value: '#111111' } }")],
                                         specs: [("specs/app/taps.screen.yaml", spec)],
                                         configuration: "lint: { rules: { unused-token: off, raw-value: off, accessibility-label: off, contrast: off } }")
        return outcome.report.findings.filter { $0.code == "touch-target" }
    }

    func testNamesTheSidesUnderTheMinimum() throws {
        let found = findings("""
              - { id: both, kind: button, symbol: xmark, width: 24pt, height: 30pt }
              - { id: short, kind: button, symbol: xmark, width: 60pt, height: 30pt }
              - { id: narrow, kind: button, symbol: xmark, width: 20pt, height: 48pt }
              - { id: roomy, kind: button, symbol: xmark, width: 44pt, height: 44pt }
              - { id: label, kind: text, text: Hi, width: 10pt, height: 10pt }
            """)
        XCTAssertEqual(found.map(\.message), [
            "'both' is interactive but 24×30pt: its height and width are under 44pt",
            "'short' is interactive but 60×30pt: its height is under 44pt",
            "'narrow' is interactive but 20×48pt: its width is under 44pt",
        ])
        // At the first side under the minimum: the height when it is, else the width
        // (line 4 is `both`, whose height 30pt starts at column 67; `narrow`'s width 20pt at 55).
        XCTAssertEqual(found.map { $0.range?.start.line }, [4, 5, 6])
        XCTAssertEqual(found[0].range?.start.column, 67)
        XCTAssertEqual(found[2].range?.start.column, 55)
    }

    func testMinHeightRaisesTheHeightAndAnUnknownSideIsShownAsAQuestionMark() {
        let found = findings("""
              - { id: grown, kind: button, symbol: xmark, height: 30pt, min-height: 48pt }
              - { id: unsized, kind: button, symbol: xmark, height: 20pt }
            """)
        XCTAssertEqual(found.map(\.message), ["'unsized' is interactive but ?×20pt: its height is under 44pt"])
    }
}
