import Diagnostics
import Foundation
import Report
import XCTest

final class SARIFReporterTests: XCTestCase {
    private func log(_ report: LintReport = ReportFixture.make()) throws -> [String: Any] {
        let text = SARIFReporter().render(report)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The required properties and enumerations of the SARIF 2.1.0 schema
    /// (sarif-schema-2.1.0.json), checked by hand for every object the reporter writes.
    func testLogSatisfiesTheRequiredFieldsOfTheSARIF210Schema() throws {
        let log = try log()
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "tokenc")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let levels: Set<String> = ["none", "note", "warning", "error"]
        for rule in rules {
            XCTAssertNotNil(rule["id"] as? String)
            for key in ["shortDescription", "fullDescription", "help"] {
                XCTAssertNotNil((rule[key] as? [String: Any])?["text"] as? String, "\(key) of \(rule)")
            }
            let level = try XCTUnwrap((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
            XCTAssertTrue(levels.contains(level))
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 5)
        for result in results {
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleID, "ruleIndex must point at the rule")
            XCTAssertTrue(levels.contains(try XCTUnwrap(result["level"] as? String)))
            for location in (result["locations"] as? [[String: Any]]) ?? [] {
                try checkPhysicalLocation(location["physicalLocation"])
            }
            for related in (result["relatedLocations"] as? [[String: Any]]) ?? [] {
                XCTAssertGreaterThanOrEqual(try XCTUnwrap(related["id"] as? Int), 0)
                try checkPhysicalLocation(related["physicalLocation"])
            }
            for fix in (result["fixes"] as? [[String: Any]]) ?? [] {
                let changes = try XCTUnwrap(fix["artifactChanges"] as? [[String: Any]])
                XCTAssertFalse(changes.isEmpty)
                for change in changes {
                    XCTAssertNotNil((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
                    let replacements = try XCTUnwrap(change["replacements"] as? [[String: Any]])
                    for replacement in replacements {
                        try checkRegion(replacement["deletedRegion"])
                    }
                }
            }
            for suppression in (result["suppressions"] as? [[String: Any]]) ?? [] {
                XCTAssertTrue(["inSource", "external"].contains(try XCTUnwrap(suppression["kind"] as? String)))
            }
        }
    }

    private func checkPhysicalLocation(_ value: Any?) throws {
        let physical = try XCTUnwrap(value as? [String: Any])
        let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        XCTAssertNotNil(URL(string: uri), "uri-reference: \(uri)")
        try checkRegion(physical["region"])
    }

    private func checkRegion(_ value: Any?) throws {
        let region = try XCTUnwrap(value as? [String: Int])
        for key in ["startLine", "startColumn", "endLine", "endColumn"] {
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(region[key], key), 1)
        }
        let start = (region["startLine"]!, region["startColumn"]!)
        let end = (region["endLine"]!, region["endColumn"]!)
        XCTAssertTrue(start <= end, "region ends before it starts: \(region)")
    }

    func testRulesCarryTheirMetadataAndUndescribedCodesGetADescriptor() throws {
        let run = try XCTUnwrap((try log()["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String },
                       ["contrast", "naming", "raw-value", "reduced-motion", "touch-target", "unused-token"])
        let contrast = rules[0]
        XCTAssertEqual(contrast["name"] as? String, "Contrast")
        XCTAssertEqual((contrast["shortDescription"] as? [String: String])?["text"], "Text without enough contrast.")
        XCTAssertEqual((contrast["fullDescription"] as? [String: String])?["text"], "WCAG 2.x SC 1.4.3.")
        XCTAssertEqual((contrast["help"] as? [String: String])?["text"], "Darken the background.")
        XCTAssertEqual(contrast["helpUri"] as? String, "https://example.com/contrast")
        XCTAssertEqual(contrast["defaultConfiguration"] as? [String: String], ["level": "error"])
        // A rule that is off by default: level none, enabled false.
        let naming = rules[1]
        XCTAssertEqual((naming["defaultConfiguration"] as? [String: Any])?["level"] as? String, "none")
        XCTAssertEqual((naming["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool, false)
        XCTAssertEqual(rules[2]["name"] as? String, "RawValue")
    }

    func testResultRegionsURIsFixesAndSuppressions() throws {
        let run = try XCTUnwrap((try log()["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        // Sorted: no location first, then by line; the suppressed one last.
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String },
                       ["unused-token", "reduced-motion", "contrast", "raw-value", "touch-target"])
        XCTAssertEqual((results[0]["locations"] as? [Any])?.count, 0)

        let contrast = results[2]
        XCTAssertEqual(contrast["level"] as? String, "error")
        XCTAssertEqual((contrast["message"] as? [String: String])?["text"],
                       "text #EA5455 on #0D7377: 1.65:1, needs 4.5:1\nuse {color.white}")
        let physical = try XCTUnwrap(((contrast["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: String])?["uri"], "specs/urban%20nest/splash.screen.yaml")
        XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 4, "startColumn": 12, "endLine": 4, "endColumn": 21])
        let related = try XCTUnwrap((contrast["relatedLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual((related["message"] as? [String: String])?["text"], "the background is set here")
        let fix = try XCTUnwrap((contrast["fixes"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap(((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual((replacement["insertedContent"] as? [String: String])?["text"], "\"{color.white}\"")

        let multiLine = try XCTUnwrap(((results[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(multiLine["region"] as? [String: Int], ["startLine": 3, "startColumn": 5, "endLine": 5, "endColumn": 17])

        let suppressed = results[4]
        XCTAssertEqual(suppressed["suppressions"] as? [[String: String]], [["kind": "inSource", "justification": "decorative"]])
        XCTAssertNil(results[2]["suppressions"])
    }

    func testAbsolutePathsOutsideTheRootBecomeFileURIs() throws {
        let sources = SourceManager()
        let file = sources.add(path: "/elsewhere/a b#.yaml", text: "x\n")
        let range = SourceRange(file: file, start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))
        let report = LintReport(findings: [.warning("w", "m", at: range)], rules: [], sources: sources, filesChecked: 1)
        let text = SARIFReporter(rootDirectory: "/repo").render(report)
        XCTAssertTrue(text.contains("\"uri\": \"file:///elsewhere/a%20b%23.yaml\""), text)
    }
}
