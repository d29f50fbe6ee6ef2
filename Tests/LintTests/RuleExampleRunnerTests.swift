@testable import Lint
import XCTest

/// The example runner must be able to fail, or the example test proves nothing.
final class RuleExampleRunnerTests: XCTestCase {
    func testAMisplacedMarkerAMissingFindingAndAnExampleWithErrorsAreProblems() {
        let runner = RuleExampleRunner()
        let misplaced = runner.run(NotationMismatchRule.self, on: RuleExample(tokens: """
            color:
              $type: color
              ↓primary:
                $value: "#8B5CF6"
                $extensions: { dev.tokenc.notations: { hsl: "hsl(270 91% 65%)" } }
            """))
        XCTAssertEqual(misplaced.problems.count, 2, "\(misplaced.problems)")
        XCTAssertTrue(misplaced.problems.contains { $0.hasPrefix("unexpected finding at example.tokens.yaml:5:") })
        XCTAssertTrue(misplaced.problems.contains("no finding at the marker example.tokens.yaml:3:3"))

        let broken = runner.run(NotationMismatchRule.self, on: RuleExample(tokens: "color: { $type: color, a: { $value: \"{color.b}\" } }"))
        XCTAssertTrue(broken.problems.contains { $0.contains("[unknown-reference]") }, "\(broken.problems)")
    }

    func testMarkersAreStrippedAndLocatedInUnicodeScalars() {
        let (text, marks) = RuleExampleRunner.stripMarkers("a: é↓x\n↓b: 1\n")
        XCTAssertEqual(text, "a: éx\nb: 1\n")
        XCTAssertEqual(marks.map { "\($0.line):\($0.column)" }, ["1:5", "2:1"])
    }

    func testNamingSuggestsTheNameInTheChosenStyle() {
        XCTAssertEqual(NamingRule.convert("cardBackground", to: .kebab), "card-background")
        XCTAssertEqual(NamingRule.convert("text-primary", to: .camel), "textPrimary")
        XCTAssertEqual(NamingRule.convert("text_primary", to: .pascal), "TextPrimary")
        XCTAssertEqual(NamingRule.convert("TextPrimary2", to: .snake), "text_primary2")
        XCTAssertTrue(NamingRule.CaseStyle.kebab.fits("n500"), "one lowercase word fits kebab-case")
        XCTAssertFalse(NamingRule.CaseStyle.pascal.fits("n500"))
        XCTAssertTrue(NamingRule.CaseStyle.camel.fits("2XL"), "an abbreviation is not judged")
    }
}

/// The naming rule's byte paths for ASCII names agree with its Unicode paths.
final class NamingRuleASCIITests: XCTestCase {
    func testASCIIClassificationAgrees() {
        let names = ["", "$root", "$Type", "n500", "100", "2XL", "XL", "primary", "primary-foreground", "primary_foreground",
                     "primaryForeground", "PrimaryForeground", "Primary", "a-b_c", "aB-c", "-", "_", "-a", "A-b", "x1y2",
                     "2xl", "button--padding", "ABC_def", "a b", "a.b", "a$b"]
        for name in names {
            let ascii = NamingRule.CaseStyle.classifyASCII(name)
            let scalars = NamingRule.CaseStyle.classifyScalars(name)
            XCTAssertEqual(ascii?.style, scalars.style, name)
            XCTAssertEqual(ascii?.isPlainLowercase, scalars.isPlainLowercase, name)
            XCTAssertEqual(ascii?.isClassifiable, scalars.isClassifiable, name)
        }
        XCTAssertNil(NamingRule.CaseStyle.classifyASCII("grün"), "non-ASCII names take the Unicode path")
        XCTAssertEqual(NamingRule.CaseStyle.classify("Grün").style, .pascal)
    }

    func testLastComponentIsTheLastNonEmptyOne() {
        for path in ["a", "a.b", "color.brand.primary", "a..b", "a.", "a.b..", ".a", "", ".", "...", "x.$root", "farbe.grün", "é.a"] {
            XCTAssertEqual(NamingRule.lastComponent(of: path), String(path.split(separator: ".").last ?? ""), path)
        }
    }
}
