import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// Animations: triggers, properties, timing, springs, repeat and reduced-motion alternatives.
final class DecodingAnimationTests: XCTestCase {
    private func screen(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Screen {
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = fixture.load(yaml)
        XCTAssertFalse(fixture.sink.hasErrors, fixture.rendered, file: file, line: line)
        return try XCTUnwrap(screens.first, file: file, line: line)
    }

    func testEveryAnimationProperty() throws {
        let screen = try screen("""
        screen: motion
        system: fixture
        elements:
          - id: logo
            kind: image
            animations:
              entry:
                from: { opacity: 0, scale: 0.5, offset-y: 20pt, color: "{color.black}" }
                to: { opacity: 1, scale: 1, offset-y: 0pt, color: "#FFFFFF" }
                duration: 600ms
                delay: "{motion.duration.fast}"
                stagger: 150ms
                easing: "{motion.ease.out}"
                spring: "{motion.spring.ios}"
                reduced-motion: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 200ms }
              loop:
                from: { shadow: "{shadow.card}", rotation: 0 }
                to: { rotation: 360 }
                curve: ease-in-out
                repeat: forever
                autoreverses: true
              exit:
                transition: "{motion.fade}"
                repeat: 3
                reduced-motion: none
        """)
        let logo = try XCTUnwrap(screen.elements.first)
        XCTAssertEqual(logo.animations.map(\.trigger), [.entry, .loop, .exit])
        let entry = try XCTUnwrap(logo.animation(.entry))
        XCTAssertEqual(entry.properties.map(\.name), ["opacity", "scale", "offset-y", "color"])
        XCTAssertEqual(entry.properties[0].from?.numericValue, 0)
        XCTAssertEqual(entry.properties[1].from?.numericValue, 0.5)
        XCTAssertEqual(entry.properties[2].from?.numericValue, 20)
        guard case .color(let to)? = entry.properties[3].to else { return XCTFail("color") }
        XCTAssertEqual(to.literalText, "#FFFFFF")
        XCTAssertNil(entry.properties[3].to?.numericValue)
        XCTAssertEqual(entry.duration?.value, Duration(600, .ms))
        XCTAssertEqual(entry.delay?.tokenPath, "motion.duration.fast")
        XCTAssertEqual(entry.stagger?.value, Duration(150, .ms))
        XCTAssertEqual(entry.easing?.value, CubicBezier(0.16, 1, 0.3, 1))
        XCTAssertEqual(entry.spring?.value.stiffness, 380)
        XCTAssertEqual(entry.spring?.value.damping, 35)
        guard case .replacement(let alternative)? = entry.reducedMotion else { return XCTFail("no alternative") }
        XCTAssertEqual(alternative.properties.map(\.name), ["opacity"])
        XCTAssertEqual(alternative.duration?.value, Duration(200, .ms))
        XCTAssertNil(alternative.reducedMotion)

        let loop = try XCTUnwrap(logo.animation(.loop))
        guard case .shadow(let shadow)? = loop.properties.first?.from else { return XCTFail("shadow") }
        XCTAssertEqual(shadow.tokenPath, "shadow.card")
        XCTAssertEqual(loop.properties.map(\.name), ["shadow", "rotation"])
        XCTAssertNil(loop.properties[0].to)
        XCTAssertEqual(loop.easing?.value, CubicBezier(0.42, 0, 0.58, 1), "the CSS ease-in-out keyword")
        XCTAssertEqual(loop.easing?.literalText, "ease-in-out")
        XCTAssertEqual(loop.repetition, .forever)
        XCTAssertTrue(loop.autoreverses)
        XCTAssertNil(loop.reducedMotion)

        let exit = try XCTUnwrap(logo.animation(.exit))
        XCTAssertEqual(exit.repetition, .count(3))
        XCTAssertEqual(exit.effectiveDuration, Duration(300, .ms))
        XCTAssertEqual(exit.effectiveDelay, Duration(50, .ms))
        XCTAssertEqual(exit.effectiveEasing, CubicBezier(0, 0, 0.58, 1))
        guard case .removed? = exit.reducedMotion else { return XCTFail("not removed") }
    }

    func testScreenLevelReducedMotionMap() throws {
        let screen = try screen("""
        screen: rm
        system: fixture
        background:
          - name: glow
            glow: { color: "{color.primary}" }
            animations:
              entry: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 1s }
        animations:
          exit: { from: { opacity: 1 }, to: { opacity: 0 }, duration: 400ms }
        elements:
          - id: logo
            kind: image
            animations:
              entry: { from: { scale: 0.5 }, to: { scale: 1 }, spring: "{motion.spring.ios}" }
              loop: { from: { opacity: 0.4 }, to: { opacity: 1 }, repeat: forever }
        reduced-motion:
          logo: { entry: { from: { opacity: 0 }, to: { opacity: 1 } }, loop: none }
          glow: { entry: none }
          screen: { exit: none }
        """)
        let logo = try XCTUnwrap(screen.elements.first)
        guard case .replacement(let entry)? = logo.animation(.entry)?.reducedMotion else { return XCTFail("entry") }
        XCTAssertEqual(entry.properties.map(\.name), ["opacity"])
        guard case .removed? = logo.animation(.loop)?.reducedMotion else { return XCTFail("loop") }
        guard case .removed? = screen.background[0].animations.first?.reducedMotion else { return XCTFail("glow") }
        guard case .removed? = screen.animations.first?.reducedMotion else { return XCTFail("screen") }
        XCTAssertEqual(screen.allAnimations.map(\.owner), ["screen", "glow", "logo", "logo"])
        XCTAssertEqual(screen.allAnimations.map(\.elementID), [nil, nil, "logo", "logo"])
    }

    func testScreenLevelNoneRemovesOnlyAnimationsWithoutAnAlternative() throws {
        let screen = try screen("""
        screen: rm
        system: fixture
        elements:
          - id: a
            kind: image
            animations:
              entry: { duration: 1s, reduced-motion: { duration: 0ms } }
              loop: { duration: 1s }
        reduced-motion: none
        """)
        let a = try XCTUnwrap(screen.elements.first)
        guard case .replacement? = a.animation(.entry)?.reducedMotion else { return XCTFail("kept its own") }
        guard case .removed? = a.animation(.loop)?.reducedMotion else { return XCTFail("removed") }
    }
}
