import Foundation
import XCTest

/// `tokenc lint`, `tokenc rules` and `tokenc contrast` as a user runs them.
final class LintCLITests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    private func tokenc(_ arguments: [String], in directory: String = RepositoryPaths.root) throws -> Run {
        guard let executable = CLITests.executable else { throw XCTSkip("tokenc executable not built") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    func testLintOnTheSeedsExitsOneAndEveryFormatAgrees() throws {
        let text = try tokenc(["lint", "tokens", "specs"])
        XCTAssertEqual(text.status, 1)
        let summary = try XCTUnwrap(text.stdout.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(summary.range(of: #"^\d+ errors, \d+ warnings in \d+ of \d+ files"#, options: .regularExpression) != nil, summary)
        XCTAssertTrue(text.stdout.contains("specs/urbannest/splash.screen.yaml:"), "paths are relative to the project")

        let json = try tokenc(["lint", "--format", "json"])
        XCTAssertEqual(json.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let counts = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertTrue(summary.hasPrefix("\(counts["errors"]!) errors, \(counts["warnings"]!) warnings"), "\(summary) vs \(counts)")

        let sarif = try tokenc(["lint", "--format", "sarif"])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, counts["errors"]! + counts["warnings"]! + counts["notes"]! + counts["suppressed"]!)
        let uri = try XCTUnwrap((((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String)
        XCTAssertFalse(uri.hasPrefix("/"), "relative to the repository: \(uri)")

        let github = try tokenc(["lint", "--format", "github"])
        let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        XCTAssertEqual(annotations.count, counts["errors"]! + counts["warnings"]! + counts["notes"]!)
        XCTAssertTrue(annotations.contains { $0.hasPrefix("::error file=specs/urbannest/splash.screen.yaml,line=") })
    }

    func testScopeStrictAndUsage() throws {
        let one = try tokenc(["lint", "specs/urbannest/splash.screen.yaml", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.isEmpty)
        for finding in findings {
            let file = (finding["location"] as? [String: Any])?["file"] as? String
            XCTAssertEqual(file, "specs/urbannest/splash.screen.yaml")
        }
        XCTAssertEqual(try tokenc(["lint", "--format", "xml"]).status, 2)
        let missing = try tokenc(["lint", "specs/nope.screen.yaml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no such file or directory"), missing.stderr)
    }

    func testACleanProjectExitsZeroAndWarningsFailOnlyWithStrict() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("tokens/app"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("specs/app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            color:
              $type: color
              ink: { $value: "#111111" }
              paper: { $value: "#FFFFFF" }
            copy:
              $type: dev.tokenc.copy
              hello: { $value: Hello }
            """.write(to: directory.appendingPathComponent("tokens/app/app.tokens.yaml"), atomically: false, encoding: .utf8)
        try """
            screen: home
            system: app
            background:
              - color: "{color.paper}"
            elements:
              - id: title
                kind: text
                copy: hello
                color: "{color.ink}"
            """.write(to: directory.appendingPathComponent("specs/app/home.screen.yaml"), atomically: false, encoding: .utf8)
        let clean = try tokenc(["lint"], in: directory.path)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "0 errors, 0 warnings in 2 files\n")

        try "lint:\n  rules:\n    touch-target: error\n" .write(to: directory.appendingPathComponent("tokenc.yaml"), atomically: false, encoding: .utf8)
        try "screen: home\nsystem: app\nelements:\n  - { id: title, kind: text, copy: hello, color: \"#111111\" }\n"
            .write(to: directory.appendingPathComponent("specs/app/home.screen.yaml"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try tokenc(["lint"], in: directory.path).status, 0, "a raw value is a warning")
        XCTAssertEqual(try tokenc(["lint", "--strict"], in: directory.path).status, 1)
    }

    func testRulesListsEveryRule() throws {
        let run = try tokenc(["rules"])
        XCTAssertEqual(run.status, 0)
        for id in ["contrast", "raw-value", "touch-target", "input-font-size", "accessibility-label", "reduced-motion",
                   "motion-conflict", "deprecated-token", "unused-token", "duplicate-value", "notation-mismatch", "naming",
                   "missing-copy", "suppression-without-reason"] {
            XCTAssertTrue(run.stdout.contains("\n" + id + " "), "\(id) missing from:\n\(run.stdout)")
        }
        let json = try tokenc(["rules", "--format", "json"])
        let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rules.first { $0["id"] as? String == "contrast" }?["severity"] as? String, "error")
    }

    func testContrastCommand() throws {
        // python: white at 80% (#FFFFFFCC) over #0D7377 → 4.215247081345219; white over #0D7377
        // under black at 0x40/255 → 8.424354917397284.
        let json = try tokenc(["contrast", "#FFFFFFCC", "#0D7377", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(object["ratio"] as? Double), 4.215247081345219, accuracy: 1e-12)
        XCTAssertEqual(object["aa"] as? Bool, false)
        XCTAssertEqual(object["aaLarge"] as? Bool, true)
        XCTAssertEqual(object["aaa"] as? Bool, false)
        XCTAssertEqual(object["textComposited"] as? String, "#CFE3E4")
        XCTAssertEqual(object["backgroundComposited"] as? String, "#0D7377")

        let overlay = try tokenc(["contrast", "white", "rgb(13 115 119)", "--overlay", "#00000040", "--format", "json"])
        let withOverlay = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(overlay.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(withOverlay["ratio"] as? Double), Self.whiteOnTealUnderQuarterBlack, accuracy: 1e-9)

        let token = try tokenc(["contrast", "{color.text.error}", "{color.background}", "--system", "urbannest", "--mode", "light"])
        XCTAssertEqual(token.status, 0, token.stderr)
        XCTAssertTrue(token.stdout.contains("1.57:1"), token.stdout)

        let bad = try tokenc(["contrast", "#GGG", "#000"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("the text color '#GGG' is not a color"), bad.stderr)
        let needsSystem = try tokenc(["contrast", "{color.primary}", "#000"])
        XCTAssertEqual(needsSystem.status, 2)
        XCTAssertTrue(needsSystem.stderr.contains("--system"), needsSystem.stderr)
    }

    /// python: overlay alpha 0x40/255; teal × (1 − α); white vs that.
    static let whiteOnTealUnderQuarterBlack = 8.424354917397284
}
