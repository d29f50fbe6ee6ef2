import Diagnostics
@testable import Lint
import XCTest
import YAML

final class LintConfigurationLoaderTests: XCTestCase {
    private func load(_ text: String) -> (LintConfiguration, [Diagnostic], SourceManager) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "tokenc.yaml", text: text)
        let node = YAMLParser().parse(text, file: file, sink: sink)?["lint"]
        let configuration = LintConfigurationLoader(rules: Linter().configurableDescriptions, sink: sink).load(node)
        return (configuration, sink.diagnostics, sources)
    }

    func testSeveritiesOptionsAndIgnoreGlobs() {
        let (c, diagnostics, _) = load("""
            lint:
              rules:
                raw-value: error
                naming: off
                unused-token: false
                contrast: { severity: warning, level: aaa, apca: on, non-text: 4 }
                touch-target: { minimum: 48 }
              ignore: ["specs/drafts/**", "*.draft.screen.yaml"]
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(c.severity(of: RawValueRule.description), .error)
        XCTAssertEqual(c.severity(of: NamingRule.description), .off)
        XCTAssertEqual(c.severity(of: UnusedTokenRule.description), .off)
        XCTAssertEqual(c.severity(of: ContrastRule.description), .warning)
        XCTAssertEqual(c.severity(of: MotionConflictRule.description), .warning, "a default")
        let thresholds = ContrastRule.thresholds(c)
        XCTAssertEqual(thresholds.level, "AAA")
        XCTAssertEqual(thresholds.normalText, 7)
        XCTAssertEqual(thresholds.nonText, 4)
        XCTAssertTrue(thresholds.apca)
        XCTAssertEqual(c.number("minimum", for: TouchTargetRule.description, default: 0), 48)
        XCTAssertTrue(c.isIgnored(path: "specs/drafts/a/b.screen.yaml"))
        XCTAssertTrue(c.isIgnored(path: "/repo/specs/x/login.draft.screen.yaml"))
        XCTAssertFalse(c.isIgnored(path: "specs/laten/splash.screen.yaml"))
    }

    func testMistakesAreReportedWithLocationsAndSuggestions() {
        let (c, diagnostics, _) = load("""
            lint:
              rules:
                contrst: error
                apca: off
                raw-value: { severity: fatal }
                contrast: { levl: AA, level: AAAA, normal-text: 30, apca: maybe }
              ignor: []
            """)
        let summary = diagnostics.map { "\($0.range!.start.line):\($0.range!.start.column) \($0.code) \($0.suggestion ?? "")" }
        XCTAssertEqual(summary, [
            "3:5 unknown-rule did you mean 'contrast'?",
            "4:5 unknown-rule APCA and AAA are options of the contrast rule: `contrast: { level: AAA, apca: true }`",
            "5:28 invalid-lint-value ",
            "6:17 unknown-rule-option did you mean 'level'?",
            "6:34 invalid-lint-value did you mean 'AAA'?",
            "6:53 invalid-lint-value ",
            "6:63 invalid-lint-value ",
            "7:3 unknown-lint-key did you mean 'ignore'?",
        ])
        XCTAssertEqual(diagnostics.first?.fixIts.first?.replacement, "contrast")
        // Nothing bad was applied: defaults remain.
        XCTAssertEqual(c.severity(of: RawValueRule.description), .warning)
        XCTAssertEqual(ContrastRule.thresholds(c).level, "AA")
        XCTAssertEqual(ContrastRule.thresholds(c).normalText, 4.5)
    }

    func testAnEmptyOrMissingSectionGivesTheDefaults() {
        let (c, diagnostics, _) = load("lint:\n")
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertTrue(c.severities.isEmpty)
        let (_, wrong, _) = load("lint: [contrast]\n")
        XCTAssertEqual(wrong.map(\.code), ["invalid-lint-value"])
    }

    func testGlobPatterns() {
        XCTAssertTrue(GlobPattern("specs/**/*.yaml").matches("specs/a/b/c.yaml"))
        XCTAssertTrue(GlobPattern("specs/**/*.yaml").matches("specs/c.yaml"))
        XCTAssertFalse(GlobPattern("specs/*.yaml").matches("specs/a/c.yaml"))
        XCTAssertTrue(GlobPattern("**/draft-*").matches("x/y/draft-1"))
        XCTAssertTrue(GlobPattern("**/a*").matches("x/ab/a1"), "backtracks to ** past a failed *")
        XCTAssertTrue(GlobPattern("?.yaml").matches("dir/a.yaml"))
        XCTAssertFalse(GlobPattern("?.yaml").matches("ab.yaml"))
        XCTAssertTrue(GlobPattern("./specs/x.yaml").matches("specs/x.yaml"))
        XCTAssertTrue(GlobPattern("specs/x.yaml").matches("/abs/repo/specs/x.yaml"))
    }
}
