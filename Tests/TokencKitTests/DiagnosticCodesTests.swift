import Foundation
import XCTest

/// Every diagnostic code the sources can report is documented in Documentation/Diagnostics.md,
/// and every documented code is exercised by at least one test.
final class DiagnosticCodesTests: XCTestCase {
    private func files(under folder: String) -> [String] {
        let root = RepositoryPaths.root + "/" + folder
        let enumerator = FileManager.default.enumerator(atPath: root)
        var result: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".swift") { result.append(root + "/" + next) }
        }
        return result
    }

    private func documentedCodes() throws -> Set<String> {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/Documentation/Diagnostics.md", encoding: .utf8)
        var codes = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let parts = line.split(separator: "`")
            if parts.count > 1 { codes.insert(String(parts[1])) }
        }
        return codes
    }

    func testEveryReportedCodeIsDocumented() throws {
        let documented = try documentedCodes()
        XCTAssertGreaterThan(documented.count, 50)
        // Codes are passed as the first string literal of .error(…)/.warning(…)/Diagnostic(code:).
        let pattern = try NSRegularExpression(pattern: #"(?:\.error|\.warning|code:)\(?\s*"([a-z0-9-]+)""#)
        var reported = Set<String>()
        for folder in ["Sources/YAML", "Sources/TokenModel", "Sources/TokencKit/TokenCompiler.swift",
                       "Sources/Lint/Configuration", "Sources/Lint/Suppression"] {
            let paths = folder.hasSuffix(".swift") ? [RepositoryPaths.root + "/" + folder] : files(under: folder)
            for path in paths {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { reported.insert(String(text[range])) }
                }
            }
        }
        XCTAssertGreaterThan(reported.count, 20)
        XCTAssertEqual(reported.subtracting(documented).sorted(), [], "codes reported but not documented")
    }

    func testEveryDocumentedCodeIsExercisedByATest() throws {
        var testText = ""
        for folder in ["Tests/YAMLTests", "Tests/TokenModelTests", "Tests/TokencKitTests", "Tests/LintTests"] {
            for path in files(under: folder) where !path.hasSuffix("DiagnosticCodesTests.swift") {
                testText += try String(contentsOfFile: path, encoding: .utf8)
            }
        }
        // A code counts as asserted when it appears as a whole word in a test ("unknown-rule",
        // or "3:5 unknown-rule …" in a rendered expectation), not as part of a longer code.
        let untested = try documentedCodes().filter { code in
            let pattern = try? NSRegularExpression(pattern: "(?<![a-z0-9-])" + NSRegularExpression.escapedPattern(for: code) + "(?![a-z0-9-])")
            return pattern?.firstMatch(in: testText, range: NSRange(testText.startIndex..., in: testText)) == nil
        }
        // io-error needs an unreadable file; it is exercised through the CLI tests.
        XCTAssertEqual(untested.subtracting(["io-error"]).sorted(), [], "documented codes no test asserts")
    }
}
