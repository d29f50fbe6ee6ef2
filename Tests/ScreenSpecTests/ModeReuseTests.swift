import Diagnostics
import Foundation
@testable import ScreenSpec
import TokenModel
import XCTest

/// A spec's later modes, made from its first decoding (``ScreenModeRemapper``), are exactly the
/// screens and problems that decoding the YAML again in each mode gives.
final class ModeReuseTests: XCTestCase {
    /// Tokens with a value per mode for every kind of value a spec can refer to.
    static let tokens = """
    $extensions:
      dev.tokenc.system: { modes: [dark, light] }
    color:
      $type: color
      surface: { $value: "#0A0A0F", $extensions: { dev.tokenc.modes: { light: "#F5F5F5" } } }
      text: { $value: "#FAFAFA", $extensions: { dev.tokenc.modes: { light: "#111111" } } }
      accent: { $value: "#8B5CF6", $extensions: { dev.tokenc.modes: { light: "#5B21B6" } } }
      scrim: { $value: "#00000080" }
    size:
      $type: dimension
      pad: { $value: 16pt, $extensions: { dev.tokenc.modes: { light: 12pt } } }
      radius: { $value: 12pt }
      font: { $value: 15pt, $extensions: { dev.tokenc.modes: { light: 17pt } } }
    opacity:
      muted: { $type: dev.tokenc.opacity, $value: 0.8, $extensions: { dev.tokenc.modes: { light: 0.6 } } }
    blur:
      glow: { $type: dev.tokenc.blur, $value: 80pt, $extensions: { dev.tokenc.modes: { light: 40pt } } }
    motion:
      fast: { $type: duration, $value: 200ms, $extensions: { dev.tokenc.modes: { light: 250ms } } }
      ease: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1], $extensions: { dev.tokenc.modes: { light: [0, 0, 1, 1] } } }
      spring: { $type: dev.tokenc.spring, $value: { stiffness: 380, damping: 35 } }
      fade: { $type: transition, $value: { duration: 300ms, delay: 50ms, timingFunction: [0, 0, 0.58, 1] } }
    font:
      system: { $type: fontFamily, $value: ["SF Pro", system-ui] }
      weight: { $type: fontWeight, $value: bold, $extensions: { dev.tokenc.modes: { light: regular } } }
    type:
      body:
        $type: typography
        $value: { fontFamily: "{font.system}", fontSize: 16pt, fontWeight: regular, lineHeight: 1.4 }
        $extensions: { dev.tokenc.modes: { light: { fontFamily: "{font.system}", fontSize: 18pt, fontWeight: regular, lineHeight: 1.4 } } }
    shadow:
      card:
        $type: shadow
        $value: { color: "#00000026", offsetX: 0pt, offsetY: 8pt, blur: 24pt, spread: 0pt }
        $extensions: { dev.tokenc.modes: { light: { color: "#00000040", offsetX: 0pt, offsetY: 4pt, blur: 12pt, spread: 0pt } } }
    border:
      input:
        $type: border
        $value: { color: "#2A2A3D", width: 1pt, style: solid }
        $extensions: { dev.tokenc.modes: { light: { color: "#D4D4D4", width: 2pt, style: dashed } } }
    gradient:
      same: { $type: gradient, $value: [{ color: "#7C3AED", position: 0 }, { color: "#EC4899", position: 1 }] }
      moody:
        $type: gradient
        $value: [{ color: "#7C3AED", position: 0 }, { color: "#EC4899", position: 1 }]
        $extensions: { dev.tokenc.modes: { light: [{ color: "#FFFFFF", position: 0 }, { color: "#EEEEEE", position: 0.5 }] } }
    haptic:
      tap: { $type: dev.tokenc.haptic, $value: impact.light }
    copy:
      $type: dev.tokenc.copy
      title: { $value: { text: Welcome back, key: home.greeting } }
      submit: { $value: Sign In }
    """

    /// Uses every property that can hold a `{token}`, most of them with values that change by mode.
    static let spec = """
    screen: home
    system: app
    states: [default, error]
    background:
      - color: "{color.surface}"
      - gradient: { stops: ["{color.accent}", { color: "#000000", position: 80% }, "{color.text}"], angle: 45deg }
        opacity: "{opacity.muted}"
        animations: { loop: { from: { opacity: "{opacity.muted}" }, to: { opacity: 1 }, duration: "{motion.fast}" } }
      - name: aura
        glow: { color: "{color.accent}", size: "{size.pad}", blur: "{blur.glow}", opacity: 0.5 }
      - overlay: { color: "{color.scrim}", opacity: "{opacity.muted}" }
    elements:
      - id: card
        kind: container
        background: { layers: [{ gradient: "{gradient.same}" }, { color: "{color.surface}", opacity: 0.5 }], shape: rectangle }
        padding: { horizontal: "{size.pad}", top: 4pt }
        corner-radius: "{size.radius}"
        shadow: "{shadow.card}"
        backdrop-blur: "{blur.glow}"
        elements:
          - id: title
            kind: text
            copy: title
            typography: { base: "{type.body}", font-size: "{size.font}", font-weight: "{font.weight}", letter-spacing: "{size.pad}" }
            color: { gradient: { stops: ["{color.text}", "{color.accent}"] } }
            opacity: "{opacity.muted}"
            animations:
              entry:
                from: { opacity: 0, offset-y: "{size.pad}", color: "{color.text}", shadow: "{shadow.card}" }
                to: { opacity: "{opacity.muted}", offset-y: 0pt }
                duration: "{motion.fast}"
                delay: "{motion.fast}"
                easing: "{motion.ease}"
                reduced-motion: { from: { opacity: 0 }, to: { opacity: 1 }, duration: "{motion.fast}" }
          - id: email
            kind: input
            placeholder: "{copy.submit}"
            placeholder-color: "{color.accent}"
            color: "{color.text}"
            typography: "{type.body}"
            border: { base: "{border.input}", color: "{color.accent}", width: "{size.pad}", opacity: "{opacity.muted}" }
            height: "{size.pad}"
            min-height: "{size.pad}"
            states: { focused: { color: "{color.accent}", border: { color: "{color.text}" } }, pressed: { scale: "{opacity.muted}" } }
          - id: go
            kind: button
            copy: submit
            color: "{color.text}"
            background: "{color.accent}"
            size: { width: "{size.pad}", height: "{size.font}" }
            spacing: "{size.pad}"
            haptic: "{haptic.tap}"
            navigates-to: { to: app:home, when: success, after: "{motion.fast}" }
            animations:
              press: { to: { scale: 0.98 }, spring: "{motion.spring}" }
              exit: { to: { opacity: 0 }, transition: "{motion.fade}" }
    animations:
      exit: { to: { opacity: 0 }, duration: "{motion.fast}" }
    navigates-to: { to: app:next, when: auto, after: "{motion.fast}" }
    reduced-motion: { aura: { loop: none } }
    """

    private func load(_ specs: [(String, String)], reuse: Bool) -> (screens: [Screen], diagnostics: [Diagnostic]) {
        var fixture = SpecFixture()
        fixture.addSystem("app", tokens: Self.tokens)
        var loader = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink)
        loader.reuseDecoding = reuse
        let screens = loader.load(texts: specs.map { (path: $0.0, text: $0.1) }, sources: fixture.sources)
        return (screens, fixture.sink.diagnostics)
    }

    private func assertSameAsDecodingAgain(_ specs: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        let reused = load(specs, reuse: true), decoded = load(specs, reuse: false)
        XCTAssertEqual(reused.screens.count, decoded.screens.count, file: file, line: line)
        for (a, b) in zip(reused.screens, decoded.screens) {
            XCTAssertEqual(a, b, "\(a.name) in mode \(b.mode)", file: file, line: line)
        }
        XCTAssertEqual(reused.diagnostics, decoded.diagnostics, file: file, line: line)
    }

    func testEveryTokenPropertyTakesItsValueInEachMode() {
        assertSameAsDecodingAgain([("specs/app/home.screen.yaml", Self.spec)])
        let screens = load([("specs/app/home.screen.yaml", Self.spec)], reuse: true).screens
        XCTAssertEqual(screens.map(\.mode), ["dark", "light"])
        XCTAssertEqual(screens.map(\.modeIndex), [0, 1])
        // The test means something only if the modes differ.
        let colors = screens.map { $0.element(id: "email")?.element.style.foreground?.colors }
        XCTAssertNotEqual(colors[0], colors[1])
        XCTAssertEqual(screens[1].element(id: "email")?.element.style.foreground?.colors.first?.hexString().uppercased(), "#111111")
        XCTAssertEqual(screens[1].element(id: "card")?.element.style.padding?.leading?.value.points, 12)
        XCTAssertNotEqual(screens[0].values, screens[1].values)
    }

    func testGradientTokenThatChangesByModeIsDecodedAgain() {
        let spec = """
        screen: moody
        system: app
        background:
          - gradient: "{gradient.moody}"
        elements:
          - { id: label, kind: text, copy: title, color: "{color.text}", typography: "{type.body}" }
        """
        assertSameAsDecodingAgain([("specs/app/moody.screen.yaml", spec)])
        let screens = load([("specs/app/moody.screen.yaml", spec)], reuse: true).screens
        guard case .fill(.gradient(let light))? = screens.last?.background.first?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(light.stops.map(\.position), [0, 0.5])
    }

    func testProblemsAreTheSameInEveryMode() {
        let spec = """
        screen: broken
        system: app
        elements:
          - { id: a, kind: text, color: "{color.nope}", typography: "{size.pad}", opacity: "{opacity.muted}" }
          - { id: b, kind: text, copy: title, border: { color: "{color.text}", style: wavy }, colr: red }
          - { id: c, kind: button, background: { color: "{color.surface}", shape: blob }, navigates-to: nowhere }
        """
        assertSameAsDecodingAgain([("specs/app/broken.screen.yaml", spec), ("specs/app/home.screen.yaml", Self.spec)])
        XCTAssertFalse(load([("specs/app/broken.screen.yaml", spec)], reuse: true).diagnostics.isEmpty)
    }

    func testRemapperDeclinesWhenAValueUsedForMoreThanItselfChanges() throws {
        var fixture = SpecFixture()
        fixture.addSystem("app", tokens: Self.tokens)
        var loader = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink)
        loader.reuseDecoding = false
        let screens = loader.load(texts: [(path: "specs/app/home.screen.yaml", text: Self.spec)], sources: fixture.sources)
        let system = try XCTUnwrap(fixture.systems.first)
        var sameRemapper = ScreenModeRemapper(system: system, from: 0, to: 1)
        let same = try XCTUnwrap(["gradient.same", "copy.title"].map(system.tokenIndex(of:)) as? [Int])
        XCTAssertEqual(sameRemapper.remap(screens[0], opaqueTokens: same + same, mode: "light"), screens[1])
        var changed = ScreenModeRemapper(system: system, from: 0, to: 1)
        let moody = try XCTUnwrap(system.tokenIndex(of: "gradient.moody"))
        XCTAssertNil(changed.remap(screens[0], opaqueTokens: [moody, moody], mode: "light"))
    }

    func testSeedSpecsAreTheSameAsDecodedAgain() throws {
        func loadSeeds(reuse: Bool) throws -> (screens: [Screen], diagnostics: [Diagnostic]) {
            var fixture = SpecFixture()
            let tokensRoot = repositoryRoot + "/tokens"
            for system in try FileManager.default.contentsOfDirectory(atPath: tokensRoot).sorted() {
                try fixture.addSystem(system, folder: tokensRoot + "/" + system)
            }
            var loader = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink)
            loader.reuseDecoding = reuse
            let screens = loader.load(files: ScreenSpecLoader.specFiles(under: [repositoryRoot + "/specs"]), sources: fixture.sources)
            return (screens, fixture.sink.diagnostics)
        }
        let reused = try loadSeeds(reuse: true), decoded = try loadSeeds(reuse: false)
        XCTAssertFalse(reused.screens.isEmpty)
        XCTAssertEqual(reused.screens.count, decoded.screens.count)
        for (a, b) in zip(reused.screens, decoded.screens) { XCTAssertEqual(a, b, "\(a.name) in mode \(b.mode)") }
        XCTAssertEqual(reused.diagnostics, decoded.diagnostics)
    }
}
