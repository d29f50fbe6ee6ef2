import Lint
import XCTest

/// Every rule's examples, as tests: each triggering example must produce exactly the findings its
/// `↓` markers place, each non-triggering example none. A new rule brings its tests with it.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleBehavesAsItsExamplesSay() {
        let runner = RuleExampleRunner()
        for rule in RuleRegistry.all {
            let description = rule.description
            for (i, example) in description.triggeringExamples.enumerated() {
                let outcome = runner.run(rule, on: example)
                XCTAssertFalse(outcome.expected.isEmpty, "\(description.identifier) triggering example \(i + 1) has no ↓ marker")
                XCTAssertEqual(outcome.problems, [], "\(description.identifier) triggering example \(i + 1)\(example.note.map { " (\($0))" } ?? "")")
            }
            for (i, example) in description.nonTriggeringExamples.enumerated() {
                let outcome = runner.run(rule, on: example)
                XCTAssertTrue(outcome.expected.isEmpty, "\(description.identifier) non-triggering example \(i + 1) has a marker")
                XCTAssertEqual(outcome.problems, [], "\(description.identifier) non-triggering example \(i + 1)\(example.note.map { " (\($0))" } ?? "")")
                XCTAssertEqual(outcome.findings.map(\.message), [], "\(description.identifier) non-triggering example \(i + 1)")
            }
        }
    }

    func testEveryRuleIsDescribedCompletely() {
        var identifiers = Set<String>()
        for rule in RuleRegistry.all {
            let d = rule.description
            XCTAssertTrue(identifiers.insert(d.identifier).inserted, "duplicate rule id \(d.identifier)")
            XCTAssertFalse(d.summary.isEmpty, d.identifier)
            XCTAssertGreaterThan(d.rationale.count, 40, d.identifier)
            XCTAssertFalse(d.triggeringExamples.isEmpty, "\(d.identifier) has no triggering example")
            XCTAssertFalse(d.nonTriggeringExamples.isEmpty, "\(d.identifier) has no non-triggering example")
            XCTAssertNotEqual(d.defaultSeverity, .off, "\(d.identifier) is off by default")
            XCTAssertTrue(d.identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(d.identifier) is not kebab-case")
        }
    }
}
