import Diagnostics
@testable import Lint
@testable import ScreenSpec
import TokenModel
import XCTest
import YAML

/// The rules that read only what a spec writes skip the screens made by remapping another mode
/// (``Screen/isRemapped``): their findings are the same as when every mode is decoded from the
/// YAML and every screen is read.
final class RemappedScreenRuleTests: XCTestCase {
    private let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          text: { $value: "#FAFAFA", $extensions: { dev.tokenc.modes: { light: "#111111" } } }
          surface: { $value: "#0A0A0F", $extensions: { dev.tokenc.modes: { light: "#F5F5F5" } } }
          accent: { $value: "#8B5CF6" }
        size:
          $type: dimension
          control: { $value: 48pt, $extensions: { dev.tokenc.modes: { light: 40pt } } }
        motion:
          duration: { $type: duration, $value: 200ms }
          spring: { $type: dev.tokenc.spring, $value: { response: 0.4, dampingFraction: 0.8 } }
        type:
          $type: typography
          body: { $value: { fontFamily: Inter, fontSize: 15pt, fontWeight: 400, lineHeight: 1.4 } }
        copy:
          $type: dev.tokenc.copy
          hello: { $value: Hello }
        """

    private func spec(_ i: Int) -> String {
        """
        screen: s\(i)
        system: app
        background:
          - color: "{color.surface}"
        elements:
          - { id: title, kind: text, color: "{color.text}", typography: "{type.body}" }
          - { id: greeting, kind: text, copy: hello, color: "#FF00\(i % 10)0", typography: "{type.body}" }
          - id: close
            kind: button
            symbol: xmark
            color: "{color.text}"
            height: "{size.control}"
            width: 24pt
            animations:
              entry:
                from: { opacity: 0, offset-y: 12pt }
                to: { opacity: 1, offset-y: 0pt }
                duration: "{motion.duration}"
                spring: "{motion.spring}"
          - { id: photo, kind: image, asset: hero, height: 1\(i)pt }
        """
    }

    private func lint(reuse: Bool) -> (screens: [Screen], findings: [String]) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "tokens/app.tokens.yaml", text: tokens)
        var loader = TokenLoader(systemName: "app", sink: sink)
        if let root = YAMLParser().parse(tokens, file: file, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let system = LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: sink).resolve())
        var specs = ScreenSpecLoader(systems: [system.resolved], sink: sink)
        specs.reuseDecoding = reuse
        let screens = specs.load(texts: (0..<4).map { (path: "specs/app/s\($0).screen.yaml", text: spec($0)) }, sources: sources)
        let result = Linter().lint(LintContext(systems: [system], screens: screens, sources: sources))
        let findings = result.findings.map { d in
            "\(d.code) \(d.range.map { "\($0.file.rawValue):\($0.start.line):\($0.start.column)" } ?? "-") \(d.message) \(d.suggestion ?? "")"
        }
        return (screens, findings)
    }

    func testFindingsAreTheSameWithRemappedScreensSkipped() {
        let reused = lint(reuse: true), decoded = lint(reuse: false)
        XCTAssertEqual(reused.screens.map(\.isRemapped), [false, true, false, true, false, true, false, true])
        XCTAssertEqual(decoded.screens.map(\.isRemapped), Array(repeating: false, count: 8))
        XCTAssertEqual(reused.screens, decoded.screens, "a provenance is not part of what a screen is")
        // Changing what a remapped screen writes withdraws the claim.
        var changed = reused.screens[1]
        changed.mode = "other"
        XCTAssertTrue(changed.isRemapped)
        changed.values.removeLast()
        XCTAssertFalse(changed.isRemapped)
        var moved = reused.screens[3]
        moved.elements.removeFirst()
        XCTAssertFalse(moved.isRemapped)
        XCTAssertEqual(reused.findings, decoded.findings)
        // Every rule that skips them has findings here, and one that reads token values (the
        // control's height differs by mode) still reports what only the second mode shows.
        let codes = Set(reused.findings.map { String($0.prefix { $0 != " " }) })
        for code in ["missing-copy", "accessibility-label", "motion-conflict", "reduced-motion", "raw-value", "touch-target"] {
            XCTAssertTrue(codes.contains(code), code)
        }
        // The close button's height is under 44pt in the light mode only: found in the remapped screens.
        XCTAssertEqual(reused.findings.filter { $0.hasPrefix("touch-target") && $0.contains(":12:") }.count, 4)
    }
}
