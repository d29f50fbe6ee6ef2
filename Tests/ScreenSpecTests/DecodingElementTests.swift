import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// Decoding of every element kind and every element property.
final class DecodingElementTests: XCTestCase {
    private func loadOne(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> (SpecFixture, [Screen]) {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load(yaml)
        XCTAssertFalse(fixture.sink.hasErrors, fixture.rendered, file: file, line: line)
        return (fixture, screens)
    }

    func testEveryBuiltInKindDecodes() throws {
        var yaml = "screen: kinds\nsystem: fixture\nelements:\n"
        for kind in ElementKind.builtIn { yaml += "  - { id: a-\(kind.rawValue), kind: \(kind.rawValue) }\n" }
        yaml += "  - { id: custom, kind: x-otp-field }\n"
        let (_, screens) = loadOne(yaml)
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.elements.map(\.kind.rawValue),
                       ["text", "button", "input", "image", "icon", "shape", "container", "indicator", "toggle", "x-otp-field"])
        XCTAssertTrue(screen.elements.last?.kind.isCustom ?? false)
        // Interactive by default: button, input, toggle only.
        XCTAssertEqual(screen.elements.filter(\.isInteractive).map(\.id), ["a-button", "a-input", "a-toggle"])
    }

    func testOneScreenPerModeWithValuesResolvedInThatMode() throws {
        let (_, screens) = loadOne("""
        screen: modes
        system: fixture
        elements:
          - id: label
            kind: text
            color: "{color.text}"
        """)
        XCTAssertEqual(screens.map(\.mode), ["dark", "light"])
        XCTAssertEqual(screens.map(\.modeIndex), [0, 1])
        XCTAssertEqual(screens[0].modes, ["dark", "light"])
        guard case .color(let dark)? = screens[0].elements[0].style.foreground,
              case .color(let light)? = screens[1].elements[0].style.foreground else { return XCTFail("no color") }
        XCTAssertEqual(dark.value.hexString(), "#fafafa")
        XCTAssertEqual(light.value.hexString(), "#111111")
        XCTAssertEqual(dark.tokenPath, "color.text")
    }

    func testModesSubsetIsHonoured() throws {
        let (_, screens) = loadOne("screen: light-only\nsystem: fixture\nmodes: [light]\nelements: []\n")
        XCTAssertEqual(screens.map(\.mode), ["light"])
        XCTAssertEqual(screens.first?.modeIndex, 1)
    }

    func testEveryStyleProperty() throws {
        let (_, screens) = loadOne("""
        screen: style
        system: fixture
        elements:
          - id: box
            kind: container
            color: "{color.text}"
            placeholder-color: "#999999"
            background: { color: "{color.primary}", opacity: 0.5, shape: capsule }
            opacity: "{opacity.muted}"
            border: { base: "{border.input}", color: "{color.primary}", width: 2pt, style: dashed, opacity: 0.6 }
            typography: { base: "{type.body}", font-size: 18pt, font-weight: 600, letter-spacing: 0.5pt, line-height: 1.2, text-case: uppercase }
            size: { width: 200pt, height: 44pt }
            min-height: 48pt
            padding: { horizontal: "{spacing.lg}", top: 4pt }
            spacing: "{spacing.md}"
            corner-radius: "{radius.lg}"
            shadow: "{shadow.card}"
            backdrop-blur: "{blur.glow}"
            scale: 0.98
        """)
        let style = try XCTUnwrap(screens.first?.elements.first?.style)
        XCTAssertEqual(style.placeholderColor?.value.hexString(), "#999999")
        XCTAssertEqual(style.placeholderColor?.literalText, "#999999")
        XCTAssertEqual(style.background?.shape, .capsule)
        XCTAssertEqual(style.background?.layers.count, 1)
        XCTAssertEqual(style.background?.layers.first?.effectiveOpacity, 0.5)
        XCTAssertEqual(style.opacity?.value, 0.8)
        XCTAssertEqual(style.opacity?.tokenPath, "opacity.muted")
        XCTAssertEqual(style.border?.base?.tokenPath, "border.input")
        XCTAssertEqual(style.border?.width?.value, Dimension(2, .pt))
        XCTAssertEqual(style.border?.style, .keyword("dashed"))
        // #8B5CF6 with the border's 60% opacity multiplied into its alpha.
        XCTAssertEqual(style.border?.effectiveColor?.alpha ?? 0, 0.6, accuracy: 1e-12)
        XCTAssertEqual(style.border?.effectiveColor?.withAlpha(1).hexString(), "#8b5cf6")
        let typography = try XCTUnwrap(style.typography)
        XCTAssertEqual(typography.base?.tokenPath, "type.body")
        XCTAssertEqual(typography.effectiveFontSize, Dimension(18, .pt))
        XCTAssertEqual(typography.effectiveFontWeight?.value, 600)
        XCTAssertEqual(typography.effectiveFontFamily?.names, ["SF Pro", "system-ui"])
        XCTAssertEqual(typography.resolved?.lineHeight, 1.2)
        XCTAssertEqual(typography.resolved?.letterSpacing, Dimension(0.5, .pt))
        XCTAssertEqual(typography.textCase, "uppercase")
        XCTAssertEqual(style.width?.value, Dimension(200, .pt))
        XCTAssertEqual(style.height?.value, Dimension(44, .pt))
        XCTAssertEqual(style.minHeight?.value, Dimension(48, .pt))
        XCTAssertEqual(style.padding?.leading?.value, Dimension(24, .pt))
        XCTAssertEqual(style.padding?.trailing?.tokenPath, "spacing.lg")
        XCTAssertEqual(style.padding?.top?.value, Dimension(4, .pt))
        XCTAssertNil(style.padding?.bottom)
        XCTAssertEqual(style.spacing?.value, Dimension(16, .pt))
        XCTAssertEqual(style.cornerRadius?.value, Dimension(12, .pt))
        XCTAssertEqual(style.shadow?.value.first?.blur, Dimension(24, .pt))
        XCTAssertEqual(style.backdropBlur?.value, Dimension(80, .pt))
        XCTAssertEqual(style.scale?.value, 0.98)
        XCTAssertEqual(style.scale?.literalText, "0.98")
    }

    func testSizeShorthandAndPaddingShorthand() throws {
        let (_, screens) = loadOne("""
        screen: s
        system: fixture
        elements:
          - { id: dot, kind: indicator, size: 8pt, padding: "{spacing.md}" }
        """)
        let style = try XCTUnwrap(screens.first?.elements.first?.style)
        XCTAssertEqual(style.width, style.height)
        XCTAssertEqual(style.width?.value, Dimension(8, .pt))
        for edge in [style.padding?.top, style.padding?.leading, style.padding?.bottom, style.padding?.trailing] {
            XCTAssertEqual(edge?.tokenPath, "spacing.md")
        }
    }

    func testTextAccessibilityInteractionAndChildren() throws {
        let (_, screens) = loadOne("""
        screen: auth
        system: fixture
        states: [default, error]
        elements:
          - id: form
            kind: container
            elements:
              - id: title
                kind: text
                copy: home.greeting
              - id: email
                kind: input
                input-type: email
                placeholder: "{copy.auth.submit}"
                accessibility: { label: Email, hint: "{copy.auth.title}", value: typed, traits: [search-field], announcement: polite }
              - id: biometric
                kind: button
                copy: { key: auth.biometric, alternate: touch-id }
                symbol: touchid
                haptic: "{haptic.tap}"
                interactive: true
              - id: error
                kind: text
                visible-in: [error]
                text: Something went wrong
                note: Shown under the form.
              - id: decoration
                kind: image
                asset: swirl
                interactive: false
                accessibility: hidden
        """)
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.states, ["default", "error"])
        XCTAssertEqual(screen.allElements.map(\.path), ["form", "form › title", "form › email", "form › biometric", "form › error", "form › decoration"])
        let title = try XCTUnwrap(screen.element(id: "title")?.element)
        XCTAssertEqual(title.copy?.key, "home.greeting")
        XCTAssertEqual(title.copy?.tokenPath, "copy.auth.title")
        XCTAssertEqual(title.displayedText, "Welcome back")
        let email = try XCTUnwrap(screen.element(id: "email")?.element)
        XCTAssertEqual(email.inputType, "email")
        guard case .copy(let placeholder)? = email.placeholder else { return XCTFail("placeholder is not copy") }
        XCTAssertEqual(placeholder.text, "Sign In")
        guard case .literal(let label)? = email.accessibility?.label else { return XCTFail("label is not literal") }
        XCTAssertEqual(label.value, "Email")
        XCTAssertEqual(email.accessibility?.hint?.text, "Welcome back")
        XCTAssertEqual(email.accessibility?.value?.text, "typed")
        XCTAssertEqual(email.accessibility?.traits, ["search-field"])
        XCTAssertEqual(email.accessibility?.announcement, "polite")
        let biometric = try XCTUnwrap(screen.element(id: "biometric")?.element)
        XCTAssertEqual(biometric.copy?.alternate, "touch-id")
        XCTAssertEqual(biometric.copy?.text, "Sign in with Touch ID")
        XCTAssertEqual(biometric.symbol, "touchid")
        XCTAssertEqual(biometric.haptic?.value, .impact(.light))
        XCTAssertTrue(biometric.isInteractive)
        let error = try XCTUnwrap(screen.element(id: "error")?.element)
        XCTAssertEqual(error.visibleIn, ["error"])
        XCTAssertEqual(error.text?.value, "Something went wrong")
        XCTAssertTrue(error.text?.isLiteral ?? false)
        XCTAssertEqual(error.note, "Shown under the form.")
        let decoration = try XCTUnwrap(screen.element(id: "decoration")?.element)
        XCTAssertFalse(decoration.isInteractive)
        XCTAssertEqual(decoration.accessibility?.hidden, true)
        XCTAssertEqual(decoration.symbol, "swirl")
    }

    func testStatesOverrideTheDefaultStyle() throws {
        let (_, screens) = loadOne("""
        screen: states
        system: fixture
        elements:
          - id: field
            kind: input
            border: { color: "{color.black}", width: 1pt }
            typography: "{type.body}"
            states:
              focused: { border: { color: "{color.primary}" } }
              disabled: { opacity: 0.5 }
              error: { copy: auth.submit, typography: { font-weight: bold } }
              loading:
        """)
        let field = try XCTUnwrap(screens.first?.elements.first)
        XCTAssertEqual(field.states.map(\.name), ["focused", "disabled", "error", "loading"])
        let focused = field.style(in: "focused")
        XCTAssertEqual(focused.border?.color?.tokenPath, "color.primary")
        XCTAssertEqual(focused.border?.width?.value, Dimension(1, .pt), "the width is kept from the default style")
        XCTAssertEqual(field.style(in: "disabled").opacity?.value, 0.5)
        XCTAssertNil(field.style.opacity)
        XCTAssertEqual(field.style(in: "error").typography?.effectiveFontWeight?.value, 700)
        XCTAssertEqual(field.style(in: "error").typography?.effectiveFontSize, Dimension(16, .pt), "size stays from the base")
        XCTAssertEqual(field.state(named: "error")?.copy?.text, "Sign In")
        XCTAssertEqual(field.style(in: "nonexistent"), field.style)
    }

    func testNavigationForms() throws {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load([
            ("specs/fixture/a.screen.yaml", """
            screen: a
            system: fixture
            navigates-to:
              - { to: b, when: success, transition: push, after: "{motion.duration.fast}" }
              - app:home
            elements:
              - { id: link, kind: button, navigates-to: b }
            """),
            ("specs/fixture/b.screen.yaml", "screen: b\nsystem: fixture\nelements: []\n"),
        ])
        XCTAssertFalse(fixture.sink.hasErrors, fixture.rendered)
        let screen = try XCTUnwrap(screens.first { $0.name == "a" })
        XCTAssertEqual(screen.navigation.count, 2)
        XCTAssertEqual(screen.navigation[0].target, "b")
        XCTAssertFalse(screen.navigation[0].isExternal)
        XCTAssertEqual(screen.navigation[0].trigger, "success")
        XCTAssertEqual(screen.navigation[0].transition, "push")
        XCTAssertEqual(screen.navigation[0].delay?.value, Duration(200, .ms))
        XCTAssertEqual(screen.navigation[1].target, "home")
        XCTAssertTrue(screen.navigation[1].isExternal)
        XCTAssertEqual(screen.elements[0].navigation.first?.trigger, "tap")
        XCTAssertEqual(screens.map(\.name), ["a", "a", "b", "b"], "one screen per mode, documents in order")
    }
}
