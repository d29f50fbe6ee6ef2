import Diagnostics
import Report
import XCTest

final class GitHubReporterTests: XCTestCase {
    func testOneAnnotationPerFindingWithColumnsOnlyOnSingleLineRanges() {
        let lines = GitHubReporter().render(ReportFixture.make()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines, [
            "::warning title=tokenc unused-token::no location here",
            "::warning file=specs/urban nest/splash.screen.yaml,line=3,endLine=5,title=tokenc reduced-motion::the entry animation has no reduced-motion alternative",
            "::error file=specs/urban nest/splash.screen.yaml,line=4,col=12,endLine=4,endColumn=20,title=tokenc contrast::text #EA5455 on #0D7377: 1.65:1, needs 4.5:1%0Ause {color.white}%0Anote: tokens/urbannest/color.tokens.yaml:2:3: the background is set here",
            "::warning file=specs/urban nest/splash.screen.yaml,line=4,col=12,endLine=4,endColumn=20,title=tokenc raw-value::literal color \"#EA5455\"",
            "tokenc lint: 1 error, 3 warnings in 1 of 2 files (1 suppressed)",
            "",
        ])
    }

    func testEscapingOfMessagesAndProperties() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext: a, b"), "100%25 done%0D%0Anext: a, b")
        XCTAssertEqual(GitHubReporter.escapeProperty("a,b:c%d\ne"), "a%2Cb%3Ac%25d%0Ae")
        // `%` is escaped first, so an already-escaped-looking text round-trips.
        XCTAssertEqual(GitHubReporter.escapeData("%0A"), "%250A")
    }

    func testFileNamesWithCommasAndColonsAreEscapedInProperties() {
        let sources = SourceManager()
        let file = sources.add(path: "specs/a,b:c.screen.yaml", text: "x\n")
        let range = SourceRange(file: file, start: .init(line: 1, column: 1), end: .init(line: 1, column: 1))
        let report = LintReport(findings: [Diagnostic(code: "n", severity: .note, message: "50%", range: range)],
                                rules: [], sources: sources, filesChecked: 1)
        let first = GitHubReporter().render(report).split(separator: "\n").first.map(String.init)
        // A zero-width range still gives a one-column annotation.
        XCTAssertEqual(first, "::notice file=specs/a%2Cb%3Ac.screen.yaml,line=1,col=1,endLine=1,endColumn=1,title=tokenc n::50%25")
    }
}
