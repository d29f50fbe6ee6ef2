import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// Every validation diagnostic of the loader, at its line and column.
final class ValidationDiagnosticsTests: XCTestCase {
    /// Loads specs against the fixture system and returns the fixture.
    private func check(_ specs: [(String, String)]) -> SpecFixture {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        _ = fixture.load(specs)
        return fixture
    }

    private func check(_ yaml: String) -> SpecFixture { check([("specs/fixture/test.screen.yaml", yaml)]) }

    /// The one diagnostic with `code`, asserting there is exactly one.
    private func only(_ code: String, in fixture: SpecFixture, file: StaticString = #filePath, line: UInt = #line) throws -> Diagnostic {
        let found = fixture.diagnostics(code)
        XCTAssertEqual(found.count, 1, fixture.rendered, file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    private func assertAt(_ d: Diagnostic, _ line: Int, _ column: Int, file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertEqual(d.range?.start.line, line, "line of \(d.code)", file: file, line: sourceLine)
        XCTAssertEqual(d.range?.start.column, column, "column of \(d.code)", file: file, line: sourceLine)
    }

    func testUnknownElementKindWithDidYouMean() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: title
            kind: txt
        """)
        let d = try only("unknown-element-kind", in: fixture)
        assertAt(d, 5, 11)
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(d.suggestion, "did you mean 'text'?")
        XCTAssertEqual(d.fixIts.first?.replacement, "text")
    }

    func testUnknownPropertyWithDidYouMean() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: title
            kind: text
            corner-radus: 4pt
            typography: { font-sise: 12pt }
        backgrund: []
        """)
        let ds = fixture.diagnostics("unknown-property").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(ds.count, 3, fixture.rendered)
        assertAt(ds[0], 6, 5)
        XCTAssertEqual(ds[0].suggestion, "did you mean 'corner-radius'?")
        XCTAssertEqual(ds[0].message, "unknown property 'corner-radus' in element 'title'")
        assertAt(ds[1], 7, 19)
        XCTAssertEqual(ds[1].suggestion, "did you mean 'font-size'?")
        assertAt(ds[2], 8, 1)
        XCTAssertEqual(ds[2].suggestion, "did you mean 'background'?")
    }

    func testUnknownReferenceWithDidYouMeanOfTheRightType() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: title
            kind: text
            color: "{color.primry}"
        """)
        let d = try only("unknown-reference", in: fixture)
        assertAt(d, 6, 12)
        XCTAssertEqual(d.range?.end.column, 28, "the whole quoted reference")
        XCTAssertEqual(d.suggestion, "did you mean '{color.primary}'?")
        XCTAssertEqual(d.fixIts.first?.replacement, "\"{color.primary}\"")
    }

    func testTokenOfTheWrongTypeForTheProperty() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: title
            kind: text
            color: "{spacing.md}"
            corner-radius: "{color.white}"
        """)
        let ds = fixture.diagnostics("type-mismatch").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(ds.count, 2, fixture.rendered)
        assertAt(ds[0], 6, 12)
        XCTAssertEqual(ds[0].message, "'title.color' needs a color, but '{spacing.md}' is a dimension")
        XCTAssertEqual(ds[0].notes.first?.message, "'spacing.md' is defined here")
        assertAt(ds[1], 7, 20)
        XCTAssertEqual(ds[1].message, "'title.corner-radius' needs a dimension, but '{color.white}' is a color")
    }

    func testUnknownCopyKeyWithDidYouMean() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: title
            kind: text
            copy: home.greting
          - id: label
            kind: text
            accessibility: { label: "{copy.auth.sumbit}" }
        """)
        let ds = fixture.diagnostics("unknown-copy-key").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(ds.count, 2, fixture.rendered)
        assertAt(ds[0], 6, 11)
        XCTAssertEqual(ds[0].suggestion, "did you mean 'home.greeting'?")
        assertAt(ds[1], 9, 29)
        XCTAssertEqual(ds[1].suggestion, "did you mean 'copy.auth.submit'?")
    }

    func testUnknownCopyAlternate() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: b
            kind: button
            copy: { key: auth.biometric, alternate: touchid }
        """)
        let d = try only("unknown-copy-alternate", in: fixture)
        assertAt(d, 6, 45)
        XCTAssertEqual(d.suggestion, "did you mean 'touch-id'?")
    }

    func testUnknownNavigationTargetAcrossFiles() throws {
        let fixture = check([
            ("specs/fixture/a.screen.yaml", """
            screen: sign-in
            system: fixture
            elements:
              - { id: toggle, kind: button, navigates-to: sign-upp }
            navigates-to: { to: app:home, when: success }
            """),
            ("specs/fixture/b.screen.yaml", "screen: sign-up\nsystem: fixture\nelements: []\n"),
        ])
        let d = try only("unknown-navigation-target", in: fixture)
        assertAt(d, 4, 47)
        XCTAssertEqual(d.suggestion, "did you mean 'sign-up'?")
    }

    func testUnknownSystemModeAndMissingSystem() throws {
        let fixture = check([
            ("specs/x/a.screen.yaml", "screen: a\nsystem: fixtur\nelements: []\n"),
            ("specs/x/b.screen.yaml", "screen: b\nsystem: fixture\nmodes: [dark, lihgt]\nelements: []\n"),
            ("specs/fixture/c.screen.yaml", "screen: c\nelements: []\n"),
        ])
        let system = try only("unknown-system", in: fixture)
        assertAt(system, 2, 9)
        XCTAssertEqual(system.suggestion, "did you mean 'fixture'?")
        let mode = try only("unknown-mode", in: fixture)
        assertAt(mode, 3, 15)
        XCTAssertEqual(mode.suggestion, "did you mean 'light'?")
        let missing = try only("missing-property", in: fixture)
        assertAt(missing, 1, 9)
        XCTAssertEqual(missing.suggestion, "add `system: fixture`")
    }

    func testMissingKindAndIdAndDuplicateId() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: a
          - kind: text
          - { id: b, kind: text }
          - { id: b, kind: icon }
        """)
        let missing = fixture.diagnostics("missing-property").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(missing.count, 2, fixture.rendered)
        assertAt(missing[0], 4, 5)
        XCTAssertTrue(missing[0].message.contains("`kind`"))
        assertAt(missing[1], 5, 5)
        XCTAssertTrue(missing[1].message.contains("`id`"))
        let duplicate = try only("duplicate-element-id", in: fixture)
        assertAt(duplicate, 7, 11)
        assertAt(Diagnostic(code: "", severity: .note, message: "", range: duplicate.notes.first?.range), 6, 11)
    }

    func testDuplicateScreen() throws {
        let fixture = check([
            ("specs/fixture/a.screen.yaml", "screen: same\nsystem: fixture\nelements: []\n"),
            ("specs/fixture/b.screen.yaml", "screen: same\nsystem: fixture\nelements: []\n"),
        ])
        let d = try only("duplicate-screen", in: fixture)
        assertAt(d, 1, 9)
        XCTAssertEqual(fixture.sources.path(of: d.range!.file), "specs/fixture/b.screen.yaml")
    }

    func testUnknownStatesTraitsAnimationsAndProperties() throws {
        let fixture = check("""
        screen: s
        system: fixture
        states: [default, error]
        elements:
          - id: a
            kind: button
            visible-in: [eror]
            states: { pressed: { opacity: 0.5 } }
            accessibility: { traits: [buton] }
            animations:
              entyr: { duration: 1s }
              entry: { from: { opacty: 0 }, repeat: forevr, reduced-motion: nothing }
        reduced-motion: { b: { entry: none }, a: { loop: none } }
        """)
        let visible = try only("unknown-state", in: fixture)        // error (visible-in)
        XCTAssertEqual(visible.severity, .error)
        assertAt(visible, 7, 18)
        XCTAssertEqual(visible.suggestion, "did you mean 'error'?")
        let stateWarnings = fixture.sink.diagnostics.filter { $0.code == "unknown-state" && $0.severity == .warning }
        XCTAssertTrue(stateWarnings.isEmpty, "a state name is an error only in visible-in")
        let trait = try only("unknown-trait", in: fixture)
        assertAt(trait, 9, 31)
        XCTAssertEqual(trait.severity, .warning)
        XCTAssertEqual(trait.suggestion, "did you mean 'button'?")
        let triggers = fixture.diagnostics("unknown-animation-trigger").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(triggers.count, 2, fixture.rendered)
        assertAt(triggers[0], 11, 7)
        XCTAssertEqual(triggers[0].suggestion, "did you mean 'entry'?")
        assertAt(triggers[1], 13, 44)
        XCTAssertEqual(triggers[1].message, "'a' has no loop animation")
        let property = try only("unknown-animated-property", in: fixture)
        assertAt(property, 12, 24)
        XCTAssertEqual(property.suggestion, "did you mean 'opacity'?")
        let invalid = fixture.diagnostics("invalid-spec-value").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(invalid.count, 2, fixture.rendered)
        assertAt(invalid[0], 12, 45)
        XCTAssertEqual(invalid[0].suggestion, "did you mean 'forever'?")
        assertAt(invalid[1], 12, 69)
        let element = try only("unknown-element", in: fixture)
        assertAt(element, 13, 19)
    }

    func testPressedMisspelledStateIsAWarning() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - { id: a, kind: button, states: { pressd: { opacity: 0.5 } } }
        """)
        let d = try only("unknown-state", in: fixture)
        XCTAssertEqual(d.severity, .warning)
        assertAt(d, 4, 38)
        XCTAssertEqual(d.suggestion, "did you mean 'pressed'?")
    }

    func testMalformedLiteralsUseTheTokenDiagnostics() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: a
            kind: text
            color: "#GGGGGG"
            corner-radius: 12
            opacity: 1.5
          - id: b
            kind: text
            color: #FF0000
        """)
        // The color error points at the first bad hex digit, as it does in token files.
        XCTAssertEqual(fixture.locatedCodes.filter { !$0.hasSuffix("yaml-comment-trap") }.sorted(),
                       ["6:14 invalid-color", "7:20 invalid-dimension", "8:14 invalid-opacity"].sorted(),
                       fixture.rendered)
        let trap = try only("yaml-comment-trap", in: fixture)
        XCTAssertEqual(trap.range?.start.line, 11)
    }

    func testGradientAndLayerErrors() throws {
        let fixture = check("""
        screen: s
        system: fixture
        background:
          - gradient: { stops: ["#000000"] }
          - gradient: { stops: [{ color: "#000000", position: 0.6 }, { color: "#FFFFFF", position: 0.2 }] }
          - gradient: { stops: [{ color: "#000000", position: 140% }, "#FFFFFF"] }
          - opacity: 0.5
          - { color: "#000000", glow: { color: "#FFFFFF" } }
        elements: []
        """)
        let gradients = fixture.diagnostics("invalid-gradient").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(gradients.count, 3, fixture.rendered)
        assertAt(gradients[0], 4, 24)
        XCTAssertTrue(gradients[0].message.contains("at least two stops"))
        assertAt(gradients[1], 5, 92)
        XCTAssertEqual(gradients[1].message, "stop positions must not decrease (20% after 60%)")
        assertAt(gradients[2], 6, 55)
        let missing = try only("missing-property", in: fixture)
        assertAt(missing, 7, 5)
        let twoKinds = try only("invalid-spec-value", in: fixture)
        assertAt(twoKinds, 8, 25)
    }

    func testUnquotedReferenceIsAWarningAndStillResolves() throws {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load("""
        screen: s
        system: fixture
        elements:
          - id: a
            kind: text
            color: {color.white}
        """)
        let d = try only("unquoted-reference", in: fixture)
        assertAt(d, 6, 12)
        XCTAssertEqual(d.severity, .warning)
        guard case .color(let c)? = screens.first?.elements.first?.style.foreground else { return XCTFail("no color") }
        XCTAssertEqual(c.tokenPath, "color.white")
    }

    func testPropertyNotApplicableIsAWarning() throws {
        let fixture = check("""
        screen: s
        system: fixture
        elements:
          - id: a
            kind: text
            placeholder: Email
            elements: []
        """)
        let ds = fixture.diagnostics("property-not-applicable").sorted { $0.range!.start < $1.range!.start }
        XCTAssertEqual(ds.count, 2, fixture.rendered)
        assertAt(ds[0], 6, 5)
        assertAt(ds[1], 7, 5)
        XCTAssertTrue(ds.allSatisfy { $0.severity == .warning })
    }

    func testNotAMappingAndTypeErrorsDoNotCrash() throws {
        let fixture = check([
            ("specs/fixture/list.screen.yaml", "- a\n- b\n"),
            ("specs/fixture/bad.screen.yaml", """
            screen: bad
            system: fixture
            elements: 3
            presentation: popover
            """),
            ("specs/fixture/element.screen.yaml", """
            screen: element
            system: fixture
            elements:
              - { id: a, kind: container, background: { layers: 5, shape: hexagon } }
            """),
        ])
        XCTAssertEqual(fixture.locatedCodes.sorted(),
                       ["1:1 type-mismatch", "3:11 type-mismatch", "4:15 invalid-spec-value", "4:53 type-mismatch", "4:63 invalid-spec-value"].sorted(),
                       fixture.rendered)
    }
}
