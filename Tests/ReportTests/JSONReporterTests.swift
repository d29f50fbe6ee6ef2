import Diagnostics
import Foundation
import Report
import XCTest

final class JSONReporterTests: XCTestCase {
    func testDocumentShapeIsExactlyAsDocumented() {
        let sources = SourceManager()
        let file = sources.add(path: "specs/a.screen.yaml", text: "x: \"#FFF\"\n")
        let range = SourceRange(file: file, start: .init(line: 1, column: 4), end: .init(line: 1, column: 10))
        let d = Diagnostic.warning("raw-value", "literal \"#FFF\"\tand a tab", at: range,
                                   fixIts: [.init(range: range, replacement: "\"{color.white}\"")],
                                   suggestion: "use {color.white}")
        let report = LintReport(findings: [d], rules: [], sources: sources, filesChecked: 1)
        XCTAssertEqual(JSONReporter().render(report), """
            {
              "version": 1,
              "tool": {
                "name": "tokenc",
                "version": "0.1.0"
              },
              "summary": {
                "errors": 0,
                "warnings": 1,
                "notes": 0,
                "suppressed": 0,
                "filesWithFindings": 1,
                "filesChecked": 1
              },
              "findings": [
                {
                  "rule": "raw-value",
                  "severity": "warning",
                  "message": "literal \\"#FFF\\"\\tand a tab",
                  "location": {
                    "file": "specs/a.screen.yaml",
                    "start": {
                      "line": 1,
                      "column": 4
                    },
                    "end": {
                      "line": 1,
                      "column": 10
                    }
                  },
                  "suggestion": "use {color.white}",
                  "notes": [],
                  "fixIts": [
                    {
                      "location": {
                        "file": "specs/a.screen.yaml",
                        "start": {
                          "line": 1,
                          "column": 4
                        },
                        "end": {
                          "line": 1,
                          "column": 10
                        }
                      },
                      "replacement": "\\"{color.white}\\""
                    }
                  ]
                }
              ],
              "suppressed": []
            }

            """)
    }

    func testEveryKeyIsPresentAndParsesAsJSON() throws {
        let text = JSONReporter().render(ReportFixture.make())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 4)
        for finding in findings {
            XCTAssertEqual(Set(finding.keys), ["rule", "severity", "message", "location", "suggestion", "notes", "fixIts"])
        }
        // The finding without a location comes first and has null location and suggestion.
        XCTAssertTrue(findings[0]["location"] is NSNull)
        XCTAssertTrue(findings[0]["suggestion"] is NSNull)
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["unused-token", "reduced-motion", "contrast", "raw-value"])
        let notes = try XCTUnwrap(findings[2]["notes"] as? [[String: Any]])
        let noteLocation = try XCTUnwrap(notes.first?["location"] as? [String: Any])
        XCTAssertEqual(noteLocation["file"] as? String, "tokens/urbannest/color.tokens.yaml")

        let suppressed = try XCTUnwrap(object["suppressed"] as? [[String: Any]])
        XCTAssertEqual(suppressed.count, 1)
        XCTAssertEqual(suppressed[0]["justification"] as? String, "decorative")
        XCTAssertEqual((suppressed[0]["suppressedAt"] as? [String: Any])?["file"] as? String, "specs/urban nest/splash.screen.yaml")
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["errors": 1, "warnings": 3, "notes": 0, "suppressed": 1, "filesWithFindings": 1, "filesChecked": 2])
    }

    func testControlCharactersAndNonASCIIAreEscapedCorrectly() throws {
        let sources = SourceManager()
        let message = "a\u{1}b\u{7F}c \\ é ✓ \"q\" \r\n/"
        let report = LintReport(findings: [.error("x", message, at: nil)], rules: [], sources: sources, filesChecked: 0)
        let text = JSONReporter().render(report)
        XCTAssertTrue(text.contains(#""message": "a\u0001b\u007fc \\ é ✓ \"q\" \r\n/""#), text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings[0]["message"] as? String, message)
    }

    func testRootDirectoryMakesPathsRelativeAndOutputIsDeterministic() {
        let sources = SourceManager()
        let file = sources.add(path: "/repo/specs/a.screen.yaml", text: "a\n")
        let range = SourceRange(file: file, start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))
        let findings = [Diagnostic.warning("b", "two", at: range), .warning("a", "one", at: range)]
        let first = JSONReporter(rootDirectory: "/repo").render(LintReport(findings: findings, rules: [], sources: sources, filesChecked: 1))
        let second = JSONReporter(rootDirectory: "/repo/").render(LintReport(findings: findings.reversed(), rules: [], sources: sources, filesChecked: 1))
        XCTAssertEqual(first, second)
        XCTAssertTrue(first.contains("\"file\": \"specs/a.screen.yaml\""))
        XCTAssertLessThan(first.range(of: "\"rule\": \"a\"")!.lowerBound, first.range(of: "\"rule\": \"b\"")!.lowerBound)
    }
}
