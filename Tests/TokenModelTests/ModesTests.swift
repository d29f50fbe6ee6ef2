import Diagnostics
import TokenModel
import XCTest

final class ModesTests: XCTestCase {
    /// TANDA's shape: primitives, and a semantic border that is neutral/700 in dark (the default)
    /// and neutral/200 in light.
    let tanda = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          neutral:
            n200: { $value: "#E5E5E5" }
            n700: { $value: "#404040" }
          border:
            $value: "{color.neutral.n700}"
            $extensions:
              dev.tokenc.modes: { light: "{color.neutral.n200}" }
          divider: { $value: "{color.border}" }
        """

    func testAliasesResolveWithinEachMode() {
        let c = Compiled(tanda)
        XCTAssertEqual(c.diagnostics, [])
        XCTAssertEqual(c.system.modes, ["dark", "light"])
        let divider = c.system["color.divider"]
        // dark: #404040 = 64/255; light: #E5E5E5 = 229/255 — the divider follows the border per mode.
        assertComponents(divider?.values[0], [64.0 / 255, 64.0 / 255, 64.0 / 255])
        assertComponents(divider?.values[1], [229.0 / 255, 229.0 / 255, 229.0 / 255])
        XCTAssertEqual(c.system["color.border"]?.aliasOf, ["color.neutral.n700", "color.neutral.n200"])
    }

    func testModeValueForUndeclaredModeIsAnErrorWithSuggestion() {
        let c = Compiled("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            bg:
              $type: color
              $value: "#ffffff"
              $extensions:
                dev.tokenc.modes: { drak: "#000000" }
            """)
        let errors = c.with("undeclared-mode")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.suggestion, "did you mean 'dark'?")
        XCTAssertEqual(c.at(errors.first?.range), "test.tokens.yaml:7:25")
        XCTAssertEqual(c.at(errors.first?.notes.first?.range), "test.tokens.yaml:2:31")
    }

    func testModeValuesWithoutDeclaredModesAreAnError() {
        let c = Compiled("""
            bg:
              $type: color
              $value: "#ffffff"
              $extensions: { dev.tokenc.modes: { dark: "#000000" } }
            """)
        XCTAssertEqual(c.codes, ["undeclared-mode"])
    }

    func testTokenMustResolveInEveryMode() {
        // Fine in the default mode, but the dark value references a token that does not exist.
        let c = Compiled("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            color:
              $type: color
              white: { $value: "#ffffff" }
              bg:
                $value: "{color.white}"
                $extensions: { dev.tokenc.modes: { dark: "{color.blak}" } }
            """)
        XCTAssertEqual(c.codes, ["unknown-reference"])
        XCTAssertNil(c.system["color.bg"], "a token that fails in one mode is not emitted")
        XCTAssertNotNil(c.system["color.white"])
    }

    func testModesDeclaredDifferentlyInTwoFilesConflict() {
        let c = Compiled([
            ("a.tokens.yaml", "$extensions: { dev.tokenc.system: { modes: [light, dark] } }\n"),
            ("b.tokens.yaml", "$extensions: { dev.tokenc.system: { modes: [dark, light] } }\n"),
        ])
        XCTAssertEqual(c.codes, ["conflicting-modes"])
        XCTAssertEqual(c.at(c.diagnostics.first?.notes.first?.range), "a.tokens.yaml:1:44")
    }

    func testTypeMustNotChangeBetweenModes() {
        let c = Compiled("""
            $extensions: { dev.tokenc.system: { modes: [light, dark] } }
            size: { $type: dimension, $value: "4pt" }
            tint: { $type: color, $value: "#ffffff" }
            x:
              $value: "{size}"
              $extensions: { dev.tokenc.modes: { dark: "{tint}" } }
            """)
        XCTAssertEqual(c.codes, ["type-mismatch"])
    }
}
