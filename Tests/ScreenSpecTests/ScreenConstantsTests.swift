import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// The typed "screen constants" context the build engineer renders into Swift and JSON.
final class ScreenConstantsTests: XCTestCase {
    private func constants() throws -> ScreenConstants {
        var fixture = SpecFixture()
        fixture.addSystem("laten", tokens: fixtureTokens)
        let screens = fixture.load("""
        screen: splash
        system: laten
        modes: [light]
        elements:
          - id: logo
            kind: image
            size: 112pt
            corner-radius: "{radius.lg}"
            accessibility: { label: "{copy.auth.title}" }
            animations:
              entry:
                from: { opacity: 0, scale: 0.5 }
                to: { opacity: 1, scale: 1 }
                duration: 600ms
                delay: 0.1s
                easing: "{motion.ease.out}"
                spring: "{motion.spring.ios}"
                reduced-motion: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 200ms }
              loop:
                from: { color: "#000000" }
                to: { color: "{color.primary}" }
                duration: 1.5s
                repeat: forever
                autoreverses: true
                reduced-motion: none
          - id: email-field
            kind: input
            size: { width: 300pt, height: 52pt }
            padding: { horizontal: 16pt }
            border: "{border.input}"
            typography: { base: "{type.body}", font-weight: 600 }
            opacity: 0.8
            placeholder: "{copy.auth.submit}"
            states: { error: { copy: auth.biometric } }
          - id: spacer
            kind: shape
          - id: biometric
            kind: button
            copy: { key: auth.biometric, alternate: touch-id }
            navigates-to: app:explore
        navigates-to: app:home
        """)
        XCTAssertFalse(fixture.sink.hasErrors, fixture.rendered)
        return ScreenConstants(screen: try XCTUnwrap(screens.first))
    }

    func testNamesMetricsAndCopyKeys() throws {
        let c = try constants()
        XCTAssertEqual(c.typeName, "LatenSplash")
        XCTAssertEqual(c.screen, "splash")
        XCTAssertEqual(c.mode, "light")
        XCTAssertEqual(c.elements.map(\.typeName), ["Logo", "EmailField", "Biometric"], "elements with nothing to say are left out")
        let logo = c.elements[0]
        XCTAssertEqual(logo.metrics.map(\.identifier), ["size", "cornerRadius"])
        XCTAssertEqual(logo.metrics[0].value, 112)
        XCTAssertNil(logo.metrics[0].tokenPath)
        XCTAssertEqual(logo.metrics[1].tokenPath, "radius.lg")
        XCTAssertEqual(logo.copyKeys.map(\.identifier), ["accessibilityLabel"])
        XCTAssertEqual(logo.copyKeys.first?.key, "home.greeting")

        let field = c.elements[1]
        XCTAssertEqual(field.metrics.map(\.identifier),
                       ["width", "height", "paddingLeading", "paddingTrailing", "borderWidth", "fontSize", "fontWeight", "lineHeight", "opacity"])
        XCTAssertEqual(field.metrics.map(\.value), [300, 52, 16, 16, 1, 16, 600, 1.4, 0.8])
        XCTAssertEqual(field.metrics.map(\.unit), ["pt", "pt", "pt", "pt", "pt", "pt", "weight", "factor", "fraction"])
        XCTAssertEqual(field.metrics[4].tokenPath, "border.input")
        XCTAssertEqual(field.metrics[5].tokenPath, "type.body", "size comes from the base typography")
        XCTAssertNil(field.metrics[6].tokenPath, "weight is a literal override")
        XCTAssertEqual(field.copyKeys.map(\.identifier), ["placeholder", "errorText"])

        XCTAssertEqual(c.elements[2].copyKeys.first?.text, "Sign in with Touch ID")
        XCTAssertEqual(c.copyKeys.map(\.identifier), ["homeGreeting", "copyAuthSubmit", "copyAuthBiometric", "copyAuthBiometricTouchId"])
        XCTAssertEqual(c.copyKeys.map(\.key), ["home.greeting", "copy.auth.submit", "copy.auth.biometric", "copy.auth.biometric"])
        XCTAssertEqual(c.navigationTargets, ["app:home", "app:explore"])
    }

    func testAnimations() throws {
        let logo = try XCTUnwrap(try constants().elements.first)
        XCTAssertEqual(logo.animations.map(\.identifier), ["entry", "loop"])
        let entry = logo.animations[0]
        XCTAssertEqual(entry.timing.duration, 0.6)
        XCTAssertEqual(entry.timing.delay, 0.1)
        XCTAssertEqual(entry.timing.curve, [0.16, 1, 0.3, 1])
        let spring = try XCTUnwrap(entry.timing.spring)
        XCTAssertEqual(spring.stiffness, 380)
        XCTAssertEqual(spring.damping, 35)
        // response = 2π·sqrt(m/k), dampingFraction = c / (2·sqrt(k·m)), with k 380, c 35, m 1.
        XCTAssertEqual(spring.response, 2 * Double.pi / 380.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(spring.dampingFraction, 35 / (2 * 380.0.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(entry.timing.properties.map(\.identifier), ["opacity", "scale"])
        XCTAssertEqual(entry.timing.properties.map(\.from), [0, 0.5])
        XCTAssertEqual(entry.reducedMotion?.duration, 0.2)
        XCTAssertEqual(entry.reducedMotion?.properties.map(\.identifier), ["opacity"])
        XCTAssertFalse(entry.reducedMotionRemoves)

        let loop = logo.animations[1]
        XCTAssertTrue(loop.timing.repeatsForever)
        XCTAssertNil(loop.timing.repeatCount)
        XCTAssertTrue(loop.timing.autoreverses)
        XCTAssertEqual(loop.timing.properties.first?.fromColor, "#000000")
        XCTAssertEqual(loop.timing.properties.first?.toColor, "#8b5cf6")
        XCTAssertTrue(loop.reducedMotionRemoves)
        XCTAssertNil(loop.reducedMotion)
    }

    func testEncodesDeterministically() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let a = try encoder.encode(try constants())
        let b = try encoder.encode(try constants())
        XCTAssertEqual(a, b)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: a) as? [String: Any])
        XCTAssertEqual(object["typeName"] as? String, "LatenSplash")
    }
}
