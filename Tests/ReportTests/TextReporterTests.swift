import Diagnostics
import Report
import XCTest

final class TextReporterTests: XCTestCase {
    func testFindingsAreSortedRenderedWithExcerptsAndSummarized() {
        let text = TextReporter().render(ReportFixture.make())
        XCTAssertEqual(text, """
            warning: no location here [unused-token]

            specs/urban nest/splash.screen.yaml:3:5: warning: the entry animation has no reduced-motion alternative [reduced-motion]
                3 |   - id: tagline
                  |     ^~~~~~~~~~~

            specs/urban nest/splash.screen.yaml:4:12: error: text #EA5455 on #0D7377: 1.65:1, needs 4.5:1 [contrast]
                4 |     color: "#EA5455"
                  |            ^~~~~~~~~
                  = use {color.white}
            tokens/urbannest/color.tokens.yaml:2:3: note: the background is set here
                2 |   teal: { $value: "#0D7377" }
                  |   ^~~~

            specs/urban nest/splash.screen.yaml:4:12: warning: literal color "#EA5455" [raw-value]
                4 |     color: "#EA5455"
                  |            ^~~~~~~~~

            1 error, 3 warnings in 1 of 2 files (1 suppressed)

            """)
    }

    func testColorIsUsedOnlyWhenAsked() {
        let report = ReportFixture.make()
        XCTAssertFalse(TextReporter(colored: false).render(report).contains("\u{1B}["))
        let colored = TextReporter(colored: true).render(report)
        XCTAssertTrue(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"), colored)
        XCTAssertTrue(colored.hasSuffix("\u{1B}[1;31m1 error, 3 warnings in 1 of 2 files (1 suppressed)\u{1B}[0m\n"))
    }

    func testCleanReportSaysSo() {
        let report = LintReport(findings: [], rules: [], sources: SourceManager(), filesChecked: 7)
        XCTAssertEqual(TextReporter().render(report), "0 errors, 0 warnings in 7 files\n")
        XCTAssertEqual(report.summary.filesWithFindings, 0)
    }
}
