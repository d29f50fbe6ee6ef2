import Diagnostics
import TokenModel
import XCTest

final class ResolverTests: XCTestCase {
    func testAliasChainsResolveTransitively() {
        let c = Compiled("""
            color:
              $type: color
              purple:
                p500: { $value: "#8B5CF6" }
              brand:
                primary: { $value: "{color.purple.p500}" }
              button:
                background: { $value: "{color.brand.primary}" }
            """)
        XCTAssertEqual(c.diagnostics, [])
        assertComponents(c.system["color.button.background"]?.value, rgb255(0x8B, 0x5C, 0xF6))
        XCTAssertEqual(c.system["color.button.background"]?.aliasOf, ["color.brand.primary"])
        XCTAssertEqual(c.system.tokens.map(\.path), ["color.purple.p500", "color.brand.primary", "color.button.background"])
    }

    func testTypeComesFromAliasedTokenBeforeGroup() {
        // DTCG order: own $type → aliased token's type → nearest group's $type.
        let c = Compiled("""
            base:
              red: { $type: color, $value: "#ff0000" }
            spacing:
              $type: dimension
              odd: { $value: "{base.red}" }
              md: { $value: "16pt" }
            """)
        XCTAssertEqual(c.system["spacing.odd"]?.type, .color)
        XCTAssertEqual(c.system["spacing.md"]?.type, .dimension)
        XCTAssertEqual(c.system["spacing.md"]?.value, .dimension(Dimension(16, .pt)))
    }

    func testOwnTypeMustMatchAliasedType() {
        let c = Compiled("""
            color:
              red: { $type: color, $value: "#ff0000" }
            size:
              gap: { $type: dimension, $value: "{color.red}" }
            """)
        let errors = c.with("type-mismatch")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(c.at(errors.first?.range), "test.tokens.yaml:4:36")
        XCTAssertEqual(c.at(errors.first?.notes.first?.range), "test.tokens.yaml:2:3")
        XCTAssertNil(c.system["size.gap"])
    }

    func testMissingTypeIsAnErrorNeverAGuess() {
        let c = Compiled("""
            loose:
              accent: { $value: "#ff0000" }
            """)
        XCTAssertEqual(c.codes, ["missing-type"])
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "test.tokens.yaml:2:3")
        XCTAssertNil(c.system["loose.accent"])
    }

    func testUnknownReferenceSuggestsNearestToken() {
        let c = Compiled("""
            color:
              $type: color
              primary: { $value: "#0D7377" }
              secondary: { $value: "#EA5455" }
              text: { $value: "{color.primry}" }
            """)
        let errors = c.with("unknown-reference")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.message, "unknown reference '{color.primry}'")
        XCTAssertEqual(errors.first?.suggestion, "did you mean '{color.primary}'?")
        XCTAssertEqual(c.at(errors.first?.range), "test.tokens.yaml:5:19")
    }

    func testCycleNamesEveryHopWithItsLocation() {
        let c = Compiled("""
            size:
              $type: dimension
              a: { $value: "{size.b}" }
              b: { $value: "{size.c}" }
              c: { $value: "{size.a}" }
              d: { $value: "{size.a}" }
            """)
        let cycles = c.with("reference-cycle")
        XCTAssertEqual(cycles.count, 1, "one cycle, reported once: \(c.codes)")
        XCTAssertEqual(cycles.first?.message, "reference cycle: {size.a} → {size.b} → {size.c} → {size.a}")
        XCTAssertEqual(cycles.first?.notes.map { c.at($0.range) },
                       ["test.tokens.yaml:3:16", "test.tokens.yaml:4:16", "test.tokens.yaml:5:16"])
        XCTAssertEqual(c.diagnostics.count, 1, "no cascade of errors for tokens that depend on the cycle")
        XCTAssertTrue(c.system.tokens.isEmpty)
    }

    func testSelfReferenceIsACycle() {
        let c = Compiled("""
            x: { $type: number, $value: "{x}" }
            """)
        XCTAssertEqual(c.codes, ["reference-cycle"])
        XCTAssertEqual(c.with("reference-cycle").first?.message, "reference cycle: {x} → {x}")
    }

    func testEveryErrorOfARunIsReported() {
        let c = Compiled("""
            a: { $type: color, $value: "{nope}" }
            b: { $type: colour, $value: "#fff" }
            c: { $value: 3 }
            d: { $type: number, $value: "{d}" }
            """)
        XCTAssertEqual(Set(c.codes), ["unknown-reference", "unknown-type", "missing-type", "reference-cycle"])
        XCTAssertEqual(c.with("unknown-type").first?.suggestion, "did you mean 'color'?")
    }

    func testReferencesInsideCompositesResolve() {
        let c = Compiled("""
            color:
              black: { $type: color, $value: "#000000" }
            size:
              $type: dimension
              y: { $value: "8px" }
            shadow:
              card:
                $type: shadow
                $value:
                  color: "{color.black}"
                  offsetX: "0px"
                  offsetY: "{size.y}"
                  blur: "24px"
                  spread: "0px"
            """)
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }, [])
        guard case .shadow(let layers)? = c.system["shadow.card"]?.value else { return XCTFail("no shadow") }
        XCTAssertEqual(layers.first?.offsetY, Dimension(8, .px))
        XCTAssertEqual(layers.first?.color.components.compactMap { $0 }, [0, 0, 0])
    }

    func testFieldReferenceOfWrongTypeIsReported() {
        let c = Compiled("""
            size:
              y: { $type: dimension, $value: "8px" }
            border:
              thin:
                $type: border
                $value: { color: "{size.y}", width: "1px", style: solid }
            """)
        XCTAssertEqual(c.with("type-mismatch").count, 1)
        XCTAssertEqual(c.at(c.with("type-mismatch").first?.range), "test.tokens.yaml:6:22")
    }

    func testJSONPointerReachesIntoAResolvedValue() {
        let c = Compiled("""
            base:
              blue: { $type: color, $value: { colorSpace: srgb, components: [0.1, 0.2, 0.3] } }
            alpha:
              level: { $type: number, $value: { $ref: "#/base/blue/$value/components/2" } }
            """)
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(c.system["alpha.level"]?.value, .number(0.3))
    }

    func testRootTokenIsReferencedByGroupPath() {
        let c = Compiled("""
            color:
              $type: color
              accent:
                $root: { $value: "#EC4899" }
                light: { $value: "#F9A8D4" }
              link: { $value: "{color.accent.$root}" }
              link2: { $value: "{color.accent}" }
            """)
        XCTAssertEqual(c.diagnostics, [])
        assertComponents(c.system["color.link"]?.value, rgb255(0xEC, 0x48, 0x99))
        assertComponents(c.system["color.link2"]?.value, rgb255(0xEC, 0x48, 0x99))
    }

    func testDeprecatedTokenUseWarns() {
        let c = Compiled("""
            color:
              $type: color
              old: { $value: "#111111", $deprecated: "use color.new" }
              new: { $value: "#222222" }
              user: { $value: "{color.old}" }
            """)
        let warnings = c.with("deprecated-reference")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.message, "'{color.old}' is deprecated: use color.new")
        XCTAssertEqual(c.at(warnings.first?.range), "test.tokens.yaml:5:19")
        XCTAssertEqual(c.system["color.old"]?.deprecation, "use color.new")
    }

    func testGroupDeprecationAndDescriptionAreInherited() {
        let c = Compiled("""
            legacy:
              $deprecated: true
              $type: number
              n: { $value: 1, $description: "one" }
            """)
        XCTAssertEqual(c.system["legacy.n"]?.deprecation, "")
        XCTAssertEqual(c.system["legacy.n"]?.description, "one")
    }

    func testUnquotedReferenceWarnsButResolves() {
        let c = Compiled("""
            n: { $type: number, $value: 4 }
            m: { $type: number, $value: {n} }
            """)
        XCTAssertEqual(c.codes, ["unquoted-reference"])
        XCTAssertEqual(c.system["m"]?.value, .number(4))
    }

    func testLongChainsResolveWithoutDeepRecursion() {
        // 20,000 tokens, each aliasing the next one written after it: the chain is followed
        // iteratively, so neither the stack nor the run time blows up.
        var text = ""
        for i in 0..<19_999 { text += "t\(i): { $value: \"{t\(i + 1)}\" }\n" }
        text += "t19999: { $type: number, $value: 7 }\n"
        let c = Compiled(text)
        XCTAssertEqual(c.diagnostics, [])
        XCTAssertEqual(c.system["t0"]?.value, .number(7))
        XCTAssertEqual(c.system["t0"]?.type, .number)
        XCTAssertEqual(c.system.tokens.count, 20_000)
    }

    func testLongCycleIsReportedOnce() {
        var text = ""
        for i in 0..<5_000 { text += "t\(i): { $type: number, $value: \"{t\((i + 1) % 5_000)}\" }\n" }
        let c = Compiled(text)
        XCTAssertEqual(c.codes, ["reference-cycle"])
        XCTAssertEqual(c.with("reference-cycle").first?.notes.count, 5_000)
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "test.tokens.yaml:1:30")
    }
}
