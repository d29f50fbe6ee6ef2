import ColorScience
import Diagnostics
@testable import Lint
import ScreenSpec
import TokenModel
import XCTest
import YAML

/// The contrast rule measures screens on all cores, remembers measurements and suggestions across
/// screens, and merges in screen order: linting many specs together must give, finding for
/// finding, what linting each spec alone gives.
final class ContrastAtScaleTests: XCTestCase {
    private static let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          surface: { $value: "#111318", $extensions: { dev.tokenc.modes: { light: "#FFFFFF" } } }
          card: { $value: "#1C1F26", $extensions: { dev.tokenc.modes: { light: "#F4F5F7" } } }
          text: { $value: "#F5F6F8", $extensions: { dev.tokenc.modes: { light: "#14161A" } } }
          muted: { $value: "#6B7280" }
          amber: { $value: "#F59E0B" }
          teal: { $value: "#0D7377" }
          rose: { $value: "#EC4899" }
          white: { $value: "#FFFFFF" }
          black: { $value: "#000000" }
          scrim: { $value: "#000000" }
        """

    private static let backgrounds = ["{color.teal}", "{color.rose}", "{color.amber}", "{color.surface}"]

    /// Spec `i`: its own screen background (solid or gradient), an opaque card and a translucent
    /// one, texts in colors that fail on some of them, an input with a border.
    private static func spec(_ i: Int) -> String {
        let background = backgrounds[i % backgrounds.count]
        let stack = i % 3 == 0
            ? "  - gradient: { stops: [\"\(background)\", \"{color.white}\"], angle: \(i * 7 % 360)deg }\n"
            : "  - color: \"\(background)\"\n"
        return """
            screen: s\(i)
            system: app
            background:
            \(stack)  - overlay: "{color.scrim}"
                opacity: 0.\(1 + i % 4)
            elements:
              - id: card
                kind: container
                background: { color: "{color.card}" }
                elements:
                  - { id: a, kind: text, text: A, color: "{color.muted}", typography: { font-size: 15pt, font-weight: 400 } }
                  - { id: b, kind: text, text: B, color: "{color.text}", typography: { font-size: 15pt, font-weight: 400 } }
                  - { id: c, kind: text, text: C, color: "{color.amber}", opacity: 0.\(5 + i % 5), typography: { font-size: 20pt, font-weight: 700 } }
              - id: glass
                kind: container
                background: { color: "{color.white}", opacity: 0.2 }
                elements:
                  - { id: d, kind: text, text: D, color: "{color.muted}", typography: { font-size: 13pt, font-weight: 400 } }
                  - { id: e, kind: input, placeholder-text: Email, color: "{color.text}", placeholder-color: "{color.muted}", border: { color: "{color.card}", width: 1pt } }
            """
    }

    private func findings(of specs: [(path: String, text: String)]) -> [Diagnostic] {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "tokens/app.tokens.yaml", text: Self.tokens)
        var loader = TokenLoader(systemName: "app", sink: sink)
        if let root = YAMLParser().parse(Self.tokens, file: file, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let system = LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: sink).resolve())
        let screens = ScreenSpecLoader(systems: [system.resolved], sink: sink).load(texts: specs, sources: sources)
        XCTAssertEqual(screens.count, 2 * specs.count)
        return ContrastRule().check(LintContext(systems: [system], screens: screens, sources: sources))
    }

    /// A finding without its file (files are numbered differently in the two runs).
    private func comparable(_ d: Diagnostic) -> String {
        func at(_ r: SourceRange?) -> String { r.map { "\($0.start.line):\($0.start.column)-\($0.end.line):\($0.end.column)" } ?? "-" }
        return "\(at(d.range)) \(d.message) | \(d.suggestion ?? "-") | "
            + d.notes.map { "\($0.message) @\(at($0.range))" }.joined(separator: "; ")
    }

    func testManySpecsTogetherGiveWhatEachGivesAlone() {
        let specs = (0..<48).map { (path: "specs/app/s\($0).screen.yaml", text: Self.spec($0)) }
        let together = findings(of: specs)
        var alone: [Diagnostic] = []
        for spec in specs { alone += findings(of: [spec]) }
        XCTAssertFalse(together.isEmpty)
        XCTAssertEqual(together.map(comparable), alone.map(comparable))
        XCTAssertEqual(Set(together.compactMap(\.suggestion)).isEmpty, false)
        // Every spec has findings, reported in spec order.
        XCTAssertGreaterThanOrEqual(together.count, specs.count)
    }

    func testTheSameEveryRun() {
        let specs = (0..<40).map { (path: "specs/app/s\($0).screen.yaml", text: Self.spec($0)) }
        let first = findings(of: specs).map(comparable)
        for _ in 0..<3 { XCTAssertEqual(findings(of: specs).map(comparable), first) }
    }

    func testMemoAnswersWhatTheRequirementIs() {
        var memo = ContrastMemo()
        let size = Dimension(17, .pt)
        for weight in [nil, FontWeight(700), FontWeight(400)] {
            for _ in 0..<2 {
                XCTAssertEqual(memo.textRequirement(size: size, weight: weight, thresholds: .aa),
                               ContrastRequirement.text(size: size, weight: weight, thresholds: .aa))
            }
        }
        XCTAssertEqual(memo.textRequirement(size: size, weight: nil, thresholds: .aa).basis, "17pt regular (weight not given)")
        XCTAssertEqual(memo.textRequirement(size: nil, weight: nil, thresholds: .aa).basis, "size not given, so normal text")
        XCTAssertEqual(memo.textRequirement(size: Dimension(14, .pt), weight: FontWeight(700), thresholds: .aa).category, .largeText)
    }
}
