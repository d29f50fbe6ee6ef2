import Diagnostics
@testable import Lint
import TokenModel
import XCTest
import YAML

final class SuppressionTests: XCTestCase {
    private func scan(_ text: String) -> [Suppression] {
        let sources = SourceManager()
        let file = sources.add(path: "a.yaml", text: text)
        return SuppressionScanner().scan(file, sources: sources, knownRules: ["contrast", "raw-value"])
    }

    func testTheQuickLookForTheKeywordFindsItAnywhereAndOnlyWhole() {
        let key = Array(SuppressionScanner.keyword.utf8)
        XCTAssertTrue(SuppressionScanner.mentions(key, in: Array("tokenc:ignore".utf8)))
        XCTAssertTrue(SuppressionScanner.mentions(key, in: Array("a: 1\n# tokenc:ignore contrast — x".utf8)))
        XCTAssertTrue(SuppressionScanner.mentions(key, in: Array("tokens tokenc tokenc:ignor tokenc:ignore".utf8)))
        XCTAssertFalse(SuppressionScanner.mentions(key, in: Array("a: 1\n# tokenc:ignor".utf8)))
        XCTAssertFalse(SuppressionScanner.mentions(key, in: Array("tokenc:".utf8)))
        XCTAssertFalse(SuppressionScanner.mentions(key, in: []))
        XCTAssertTrue(SuppressionScanner.mentions(key, in: Array("kkk kind: x\n  # tokenc:ignore".utf8)), "ends at the last byte")
        XCTAssertFalse(SuppressionScanner.mentions(key, in: Array("kind: tokenc:ignor".utf8)))
        XCTAssertTrue(SuppressionScanner.mentions(key, in: Array("tokenc:ignore\n".utf8)))
        XCTAssertEqual(scan("a: 1\nb: 2 # tokenc: ignore\n").count, 0)
    }

    func testCommentFormsAndTheLinesTheyApplyTo() {
        let found = scan("""
            a: 1
            # tokenc:ignore contrast — the glow is decorative
            b: 2
            #tokenc:ignore contrast, raw-value -- legacy
            # another comment

            c: 3   # tokenc:ignore raw-value: trailing
            # tokenc:ignore contrast
            d: "# tokenc:ignore is text here"
            # tokenc:ignore-file contrast
            e: 5
            # tokenc:ignore raw-value because reasons
            f: 6
            g: It's 'quoted' # tokenc:ignore contrast — after an apostrophe
            """)
        XCTAssertEqual(found.map(\.rules), [["contrast"], ["contrast", "raw-value"], ["raw-value"], ["contrast"], ["raw-value"], ["contrast"]])
        XCTAssertEqual(found.map(\.reason), ["the glow is decorative", "legacy", "trailing", "", "because reasons", "after an apostrophe"])
        XCTAssertEqual(found.map(\.targetLine), [3, 7, 7, 9, 13, 14])
        XCTAssertEqual(found.first?.range.start, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(found[2].range.start, SourceLocation(line: 7, column: 8))
    }

    func testTheLinterSilencesAndReportsSuppressions() {
        let tokens = """
            color:
              $type: color
              white: { $value: "#FFFFFF" }
              # tokenc:ignore duplicate-value — kept apart on purpose
              paper: { $value: "#FFFFFF" }
              # tokenc:ignore duplicate-value
              snow: { $value: "#FFFFFF" }
              # tokenc:ignore duplicat-value — typo
              chalk: { $value: "#FFFFFF" }
              # tokenc:ignore duplicate-value — nothing here
              ink: { $value: "#000000" }
              # tokenc:ignore naming — naming is off, so this is not "unused"
              coal: { $value: "#111111" }
            """
        let outcome = RuleExampleRunner().run(DuplicateValueRule.self, on: RuleExample(tokens: tokens, configuration: "rules: { naming: off }"))
        XCTAssertEqual(outcome.findings.map { $0.range!.start.line }, [9], "paper and snow are silenced; chalk's comment names no rule")
        // Run the whole linter to see the suppression findings too.
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "t.tokens.yaml", text: tokens)
        var loader = TokenLoader(systemName: "t", sink: sink)
        if let root = YAMLParser().parse(tokens, file: file, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let system = LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: sink).resolve())
        var configuration = LintConfiguration()
        configuration.severities["naming"] = .off
        let result = Linter(rules: [DuplicateValueRule.self, NamingRule.self]).lint(
            LintContext(systems: [system], screens: [], sources: sources, configuration: configuration))
        XCTAssertEqual(result.suppressed.map { $0.diagnostic.range!.start.line }, [5, 7])
        XCTAssertEqual(result.suppressed.map(\.suppression.reason), ["kept apart on purpose", ""])
        let meta = result.findings.filter { $0.code != "duplicate-value" }.map { "\($0.range!.start.line) \($0.code)" }
        XCTAssertEqual(meta, ["6 suppression-without-reason", "8 invalid-suppression", "10 unused-suppression"])
        XCTAssertEqual(result.findings.first { $0.code == "invalid-suppression" }?.suggestion, "did you mean 'duplicate-value'?")
    }
}
