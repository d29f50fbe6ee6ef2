import Diagnostics
import Lint
import Report

/// The rules as reporters and `tokenc rules` describe them: every lint rule and suppression check,
/// turned into ``RuleMetadata`` (SARIF's rule descriptors).
public enum RuleCatalog {
    /// Every configurable rule's description, in `tokenc rules` order.
    public static var descriptions: [RuleDescription] { Linter().configurableDescriptions }

    /// The metadata of every rule.
    public static var metadata: [RuleMetadata] { descriptions.map(metadata(for:)) }

    /// One rule's metadata. The help text is the summary, the options, and the first example that
    /// triggers the rule.
    public static func metadata(for rule: RuleDescription) -> RuleMetadata {
        var help = rule.summary
        if !rule.options.isEmpty {
            help += "\n\nOptions (tokenc.yaml, `lint: { rules: { \(rule.identifier): { … } } }`):"
            for option in rule.options {
                help += "\n- \(option.name): \(option.summary) (\(option.kindDescription); default \(option.defaultValue.text))"
            }
        }
        if let example = rule.triggeringExamples.first {
            let text = RuleExampleRunner.stripMarkers(example.screen ?? example.tokens).0
            help += "\n\nExample that triggers it:\n" + text
        }
        return RuleMetadata(id: rule.identifier, summary: rule.summary, rationale: rule.rationale,
                            defaultSeverity: rule.defaultSeverity.diagnosticSeverity, help: help)
    }
}
