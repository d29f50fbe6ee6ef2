import Diagnostics
import Report
import TokencKit
import XCTest

final class LintPipelineTests: XCTestCase {
    private let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [light, dark] }
        color:
          $type: color
          teal: { $value: "#0D7377", $extensions: { dev.tokenc.modes: { dark: "#0D7377" } } }
          error: { $value: "#EA5455" }
          white: { $value: "#FFFFFF", $extensions: { dev.tokenc.notations: { hsl: "hsl(0 0% 90%)" } } }
        """

    private func spec(_ body: String) -> String {
        """
        screen: splash
        system: app
        background:
          - color: "{color.teal}"
        elements:
        \(body)
        """
    }

    func testFindingsInEveryModeBecomeOneFindingWithTheModesListed() {
        let outcome = LintPipeline().run(
            tokens: [("app", "tokens/app.tokens.yaml", tokens)],
            specs: [("specs/app/splash.screen.yaml", spec("""
              - id: error
                kind: text
                copy: none
                text: Oops
                typography: { font-family: Inter, font-size: 14pt, font-weight: 400 }
                color: "{color.error}"
            """))],
            configuration: "lint: { rules: { raw-value: off, missing-copy: off, unused-token: off } }")
        let contrast = outcome.report.findings.filter { $0.code == "contrast" }
        XCTAssertEqual(contrast.count, 1)
        XCTAssertTrue(contrast[0].message.contains("in modes light, dark"), contrast[0].message)
        XCTAssertEqual(outcome.exitStatus(strict: false), 1)
    }

    func testConfiguredSeverityOffAndStrict() {
        let body = """
              - id: title
                kind: text
                copy: hello
                typography: "{type.title}"
                color: "#FFFFFF"
            """
        let tokens = self.tokens + """

            type:
              title: { $type: typography, $value: { fontFamily: Inter, fontSize: 32pt, fontWeight: 700 } }
            copy:
              $type: dev.tokenc.copy
              hello: { $value: Hello }
            """
        let warnings = LintPipeline().run(tokens: [("app", "tokens/app.tokens.yaml", tokens)],
                                          specs: [("specs/app/splash.screen.yaml", spec(body))],
                                          configuration: "lint: { rules: { unused-token: off } }")
        XCTAssertEqual(Set(warnings.report.findings.map(\.code)), ["raw-value", "notation-mismatch"])
        XCTAssertEqual(warnings.exitStatus(strict: false), 0)
        XCTAssertEqual(warnings.exitStatus(strict: true), 1)
        let errors = LintPipeline().run(tokens: [("app", "tokens/app.tokens.yaml", tokens)],
                                        specs: [("specs/app/splash.screen.yaml", spec(body))],
                                        configuration: "lint: { rules: { unused-token: off, notation-mismatch: off, raw-value: error } }")
        XCTAssertEqual(errors.report.findings.map(\.code), ["raw-value"])
        XCTAssertEqual(errors.report.findings.first?.severity, .error)
        XCTAssertTrue(errors.report.findings.contains { $0.message.contains("'{color.white}' has this value") })
    }

    func testResolverNotationWarningIsNotReportedTwice() {
        let outcome = LintPipeline().run(tokens: [("app", "tokens/app.tokens.yaml", tokens)], specs: [], configuration: nil)
        XCTAssertEqual(outcome.report.findings.filter { $0.code == "notation-mismatch" }.count, 1)
        XCTAssertFalse(outcome.inputDiagnostics.contains { $0.code == "notation-mismatch" })
    }

    func testSuppressedFindingsReachTheReportWithTheirReason() {
        let outcome = LintPipeline().run(
            tokens: [("app", "tokens/app.tokens.yaml", tokens)],
            specs: [("specs/app/splash.screen.yaml", spec("""
              - id: title
                kind: text
                text: Hello
                typography: { font-family: Inter, font-size: 14pt, font-weight: 400 }
                # tokenc:ignore contrast — brand red on teal, approved by design review
                color: "{color.error}"
            """))],
            configuration: "lint: { rules: { raw-value: off, unused-token: off, notation-mismatch: off } }")
        XCTAssertEqual(outcome.report.findings.map(\.code), [])
        XCTAssertEqual(outcome.report.suppressed.map(\.justification), ["brand red on teal, approved by design review"])
        let sarif = SARIFReporter().render(outcome.report)
        XCTAssertTrue(sarif.contains("\"justification\": \"brand red on teal, approved by design review\""))
    }

    func testInputErrorsAreReportedBesideTheFindings() {
        let outcome = LintPipeline().run(
            tokens: [("app", "tokens/app.tokens.yaml", tokens)],
            specs: [("specs/app/splash.screen.yaml", spec("""
              - id: title
                kind: txt
            """))],
            configuration: "lint: { rules: { contrst: error } }")
        let codes = Set(outcome.inputDiagnostics.map(\.code))
        XCTAssertTrue(codes.contains("unknown-element-kind"), "\(codes)")
        XCTAssertTrue(codes.contains("unknown-rule"), "\(codes)")
        XCTAssertEqual(outcome.exitStatus(strict: false), 1)
    }

    func testRequestForPathsClassifiesFilesAndProjects() throws {
        let root = RepositoryPaths.root
        let project = try LintRequest.project(paths: [root], configuration: nil)
        XCTAssertEqual(project.tokenPaths, [root + "/tokens"])
        XCTAssertEqual(project.specPaths, [root + "/specs"])
        let spec = root + "/specs/urbannest/splash.screen.yaml"
        let single = try LintRequest.project(paths: [spec], configuration: nil)
        XCTAssertEqual(single.specPaths, [spec])
        XCTAssertEqual(single.scope, [spec])
        XCTAssertThrowsError(try LintRequest.project(paths: [root + "/no-such-file"], configuration: nil))
    }

    func testProjectRunTimesEachPhaseInOrder() throws {
        let root = RepositoryPaths.root
        let outcome = try LintPipeline().run(LintRequest.project(paths: [root], configuration: nil))
        XCTAssertEqual(outcome.timings.map(\.phase), ["tokens", "specs", "rules", "report"])
        XCTAssertTrue(outcome.timings.allSatisfy { $0.seconds >= 0 }, "\(outcome.timings)")
        // The seeds have specs: reading them takes some time, however little.
        XCTAssertGreaterThan(outcome.timings[1].seconds, 0)
    }
}
