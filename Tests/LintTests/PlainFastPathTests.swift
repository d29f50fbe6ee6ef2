import ColorScience
import Diagnostics
@testable import Lint
@testable import ScreenSpec
import TokenModel
import XCTest
import YAML

/// The contrast rule's shortcut — an element whose every check is over a plain backdrop and
/// passes is known without making its checks — decides as the checks themselves would.
final class PlainFastPathTests: XCTestCase {
    private let range = SourceRange(file: FileID(rawValue: 0), start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))

    /// The color kept while layers are put on a stack is, bit for bit, the color the stack's
    /// backdrop composites — whenever, and only when, the stack is plain opaque.
    func testTheRunningColorIsTheBackdropsColor() {
        var generator = SystemRandomNumberGenerator()
        func unit() -> Double { Double.random(in: 0...1, using: &generator) }
        func layer() -> PaintLayer {
            let paint: PaintLayer.Paint
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1: paint = .solid(.srgb(unit(), unit(), unit()))
            case 2, 3: paint = .solid(.srgb(unit(), unit(), unit(), alpha: unit()))
            case 4: paint = .gradient([GradientStop(color: .srgb(unit(), unit(), unit(), alpha: Bool.random(using: &generator) ? 1 : unit()), position: 0),
                                       GradientStop(color: .srgb(unit(), unit(), unit()), position: 1)])
            default: paint = .glow(.srgb(unit(), unit(), unit(), alpha: unit()))
            }
            return PaintLayer(paint: paint, summary: "l", range: range)
        }
        var plainSeen = 0, notPlainSeen = 0
        for _ in 0..<500 {
            let first = (0..<Int.random(in: 0...3, using: &generator)).map { _ in layer() }
            var outside = BackdropBuilder.Outside(screenLayers: first)
            var layers = first
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let next = layer()
                outside.append(next)
                layers.append(next)
            }
            let backdrop = Backdrop(layers: layers)
            XCTAssertEqual(outside.plain != nil, backdrop.isPlainOpaque, "\(layers.map(\.paint))")
            if let plain = outside.plain {
                plainSeen += 1
                XCTAssertEqual(plain.prepared.color, backdrop.color(at: 0, glow: nil, base: nil))
            } else {
                notPlainSeen += 1
            }
        }
        XCTAssertGreaterThan(plainSeen, 50)
        XCTAssertGreaterThan(notPlainSeen, 50)
    }

    private let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          text: { $value: "#FAFAFA", $extensions: { dev.tokenc.modes: { light: "#111111" } } }
          muted: { $value: "#5A5F6A", $extensions: { dev.tokenc.modes: { light: "#9AA0AA" } } }
          surface: { $value: "#0A0A0F", $extensions: { dev.tokenc.modes: { light: "#F5F5F5" } } }
          card: { $value: "#1C1F26", $extensions: { dev.tokenc.modes: { light: "#FFFFFF" } } }
          scrim: { $value: "#000000" }
          accent: { $value: "#8B5CF6" }
          border: { $value: "#3A3F4A", $extensions: { dev.tokenc.modes: { light: "#E4E6EA" } } }
        type:
          $type: typography
          body: { $value: { fontFamily: Inter, fontSize: 15pt, fontWeight: 400 } }
          title: { $value: { fontFamily: Inter, fontSize: 22pt, fontWeight: 700 } }
        """

    /// Screens with what makes a backdrop plain or not: an opaque card, a translucent overlay and
    /// opacities on it, a gradient and a glow on the screen, inputs (text, placeholder, border),
    /// an icon button, a gradient text, states that change colors.
    private let spec = """
        screen: mixed
        system: app
        background:
          - color: "{color.surface}"
          - gradient: { stops: ["#7C3AED", "#EC4899"], angle: 90deg }
            opacity: 0.3
          - glow: { color: "#22D3EE", width: 200pt, height: 200pt, blur: 40pt }
        elements:
          - { id: over-gradient, kind: text, color: "{color.text}", typography: "{type.body}" }
          - id: card
            kind: container
            background:
              layers: [{ color: "{color.card}" }, { overlay: "{color.scrim}", opacity: 0.1 }]
            elements:
              - { id: ok, kind: text, color: "{color.text}", typography: "{type.body}" }
              - { id: faint, kind: text, color: "{color.muted}", typography: "{type.body}" }
              - { id: big-faint, kind: text, color: "{color.muted}", typography: "{type.title}" }
              - { id: see-through, kind: text, color: "{color.text}", typography: "{type.body}", opacity: 0.4 }
              - id: field
                kind: input
                color: "{color.text}"
                placeholder-color: "{color.muted}"
                typography: "{type.body}"
                border: { color: "{color.border}", width: 1pt }
                background: { color: "#FFFFFF", opacity: 0.05 }
              - id: close
                kind: button
                symbol: xmark
                color: "{color.text}"
                states:
                  pressed: { color: "{color.muted}" }
                  disabled: { opacity: 0.3 }
              - id: go
                kind: button
                text: Go
                color: "#FFFFFF"
                typography: "{type.body}"
                background: { color: "{color.accent}" }
                border: { color: "{color.accent}", width: 1pt }
              - id: brand
                kind: text
                text: Brand
                typography: "{type.title}"
                color: { gradient: { stops: ["#FFFFFF", "{color.muted}"], angle: 0deg } }
              - { id: mark, kind: icon, symbol: star, color: "{color.border}" }
              - { id: dots, kind: indicator, color: "{color.muted}", accessibility: hidden }
          - id: glass
            kind: container
            background: { color: "#FFFFFF", opacity: 0.2 }
            elements:
              - { id: on-glass, kind: text, color: "{color.text}", typography: "{type.body}" }
        """

    private func screens() -> [Screen] {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "tokens/app.tokens.yaml", text: tokens)
        var loader = TokenLoader(systemName: "app", sink: sink)
        if let root = YAMLParser().parse(tokens, file: file, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let system = TokenResolver(tree: tree, sink: sink).resolve()
        let screens = ScreenSpecLoader(systems: [system], sink: sink).load(texts: [(path: "specs/app/mixed.screen.yaml", text: spec)], sources: sources)
        XCTAssertEqual(sink.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return screens
    }

    /// For every element, state and mode, at AA, AAA and with APCA: when the shortcut says all
    /// pass, every check passes; and when every check is over a plain backdrop and passes (and
    /// APCA is off), the shortcut says so.
    func testTheShortcutDecidesAsTheChecks() throws {
        let screens = screens()
        XCTAssertEqual(screens.count, 2)
        var apcaOn = ContrastRequirement.Thresholds.aa
        apcaOn.apca = true
        var shortcutTaken = 0, checksMade = 0
        for thresholds in [ContrastRequirement.Thresholds.aa, .aaa, apcaOn] {
            for screen in screens {
                let builder = BackdropBuilder()
                let screenLayers = builder.screenLayers(of: screen)
                for placed in screen.allElements {
                    let outside = builder.outsideLayers(of: placed, over: screenLayers)
                    for state in ["default"] + placed.element.states.map(\.name) {
                        var memo = ContrastMemo()
                        let checks = ContrastCheck.checks(for: placed, state: state, outside: outside, thresholds: thresholds, memo: &memo)
                        let evaluator = ContrastEvaluator()
                        let passing = checks.map { check -> Bool in
                            guard let outcome = evaluator.worstPreferringCertain(foregrounds: check.foregrounds, over: check.backdrop,
                                                                                 requirement: check.requirement) else { return true }
                            let apcaFails = check.requirement.apcaLc.map { abs(outcome.apca?.lc ?? 0) < $0 } ?? false
                            return !(outcome.ratio < check.requirement.ratio) && !apcaFails
                        }
                        let allPlain = checks.allSatisfy(\.backdrop.isPlainOpaque)
                        let shortcut = ContrastCheck.allPassOverPlainBackdrops(for: placed, state: state, outside: outside, thresholds: thresholds)
                        let what = "\(screen.mode) \(placed.path) \(state) \(thresholds.level) apca \(thresholds.apca)"
                        if shortcut {
                            shortcutTaken += 1
                            XCTAssertTrue(passing.allSatisfy { $0 }, what)
                        } else {
                            checksMade += 1
                        }
                        if !thresholds.apca, allPlain, passing.allSatisfy({ $0 }) {
                            XCTAssertTrue(shortcut, what)
                        }
                        if thresholds.apca { XCTAssertFalse(shortcut, what) }
                    }
                }
            }
        }
        XCTAssertGreaterThan(shortcutTaken, 10)
        XCTAssertGreaterThan(checksMade, 10)
    }
}
