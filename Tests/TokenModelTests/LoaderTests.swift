import Diagnostics
import TokenModel
import XCTest

final class LoaderTests: XCTestCase {
    func testDuplicateTokenAcrossFilesNamesBothLocations() {
        let c = Compiled([
            ("a.tokens.yaml", "color:\n  $type: color\n  primary: { $value: \"#000000\" }\n"),
            ("b.tokens.yaml", "color:\n  primary: { $value: \"#ffffff\" }\n"),
        ])
        let errors = c.with("duplicate-token")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(c.at(errors.first?.range), "b.tokens.yaml:2:3")
        XCTAssertEqual(c.at(errors.first?.notes.first?.range), "a.tokens.yaml:3:3")
        // The first definition is kept.
        assertComponents(c.system["color.primary"]?.value, [0, 0, 0])
    }

    func testTokenThatIsAlsoAGroup() {
        let c = Compiled("""
            color:
              $type: color
              primary:
                $value: "#000000"
                light: { $value: "#ffffff" }
            """)
        XCTAssertEqual(c.codes, ["token-is-group"])
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "test.tokens.yaml:5:5")
    }

    func testNamesWithReservedCharactersAreRejected() {
        let c = Compiled("""
            color:
              $type: color
              brand.primary: { $value: "#000000" }
              "{x}": { $value: "#000000" }
            """)
        XCTAssertEqual(c.codes, ["invalid-name", "invalid-name"])
        XCTAssertEqual(c.diagnostics.map { c.at($0.range) }, ["test.tokens.yaml:3:3", "test.tokens.yaml:4:3"])
    }

    func testNamesDifferingOnlyByCaseWarn() {
        let c = Compiled("""
            size:
              $type: number
              Large: { $value: 2 }
              large: { $value: 3 }
            """)
        XCTAssertEqual(c.codes, ["case-collision"])
        XCTAssertEqual(c.system.tokens.count, 2)
    }

    func testCommentTrapIsExplained() {
        let c = Compiled("""
            color:
              $type: color
              primary: #0D7377
            """)
        XCTAssertEqual(c.codes, ["yaml-comment-trap"])
        let d = c.diagnostics.first
        XCTAssertEqual(d?.message, "value of 'primary' is empty because `#` starts a comment — quote the color: \"#0D7377\"")
        XCTAssertEqual(d?.fixIts.first?.replacement, " \"#0D7377\"")
    }

    func testBareValueWithoutDollarValueIsExplained() {
        let c = Compiled("""
            color:
              $type: color
              primary: "#0D7377"
            """)
        XCTAssertEqual(c.codes, ["missing-value"])
        XCTAssertEqual(c.diagnostics.first?.suggestion, "write `primary: { $value: \"#0D7377\" }`")
    }

    func testUnknownPropertiesWarnWithSuggestion() {
        let c = Compiled("""
            color:
              $tpye: color
              primary: { $value: "#000000", $descripton: "x", $type: color }
            """)
        XCTAssertEqual(c.codes, ["unknown-property", "unknown-property"])
        XCTAssertEqual(c.diagnostics.map(\.suggestion), ["did you mean '$type'?", "did you mean '$description'?"])
    }

    func testExtendsInheritsAndOverrides() {
        let c = Compiled("""
            button:
              $type: color
              base:
                background: { $value: "#111111" }
                label: { $value: "#ffffff" }
              danger:
                $extends: "{button.base}"
                background: { $value: "#ff0000" }
            """)
        XCTAssertEqual(c.diagnostics, [])
        assertComponents(c.system["button.danger.label"]?.value, [1, 1, 1])
        assertComponents(c.system["button.danger.background"]?.value, [1, 0, 0])
    }

    func testExtendsCycleIsReported() {
        let c = Compiled("""
            a:
              $extends: "{b}"
              x: { $type: number, $value: 1 }
            b:
              $extends: "{a}"
              y: { $type: number, $value: 2 }
            """)
        XCTAssertEqual(c.codes, ["extends-cycle"])
    }

    func testJSONFilesLoadLikeYAML() {
        let json = """
            {"color": {"$type": "color", "primary": {"$value": "#8B5CF6"},
             "link": {"$value": "{color.primary}", "$description": "Links"}}}
            """
        let c = Compiled([("figma.tokens.json", json)])
        XCTAssertEqual(c.diagnostics, [])
        assertComponents(c.system["color.link"]?.value, rgb255(0x8B, 0x5C, 0xF6))
        XCTAssertEqual(c.system["color.link"]?.description, "Links")
    }

    func testYAML11BooleansStayStrings() {
        // A copy string "No" and a token named `off` must survive.
        let c = Compiled("""
            copy:
              $type: dev.tokenc.copy
              answer: { $value: No }
              off: { $value: "Off" }
            """)
        XCTAssertEqual(c.diagnostics, [])
        XCTAssertEqual(c.system["copy.answer"]?.value, .copy(Copy(text: "No")))
        XCTAssertNotNil(c.system["copy.off"])
    }
}
