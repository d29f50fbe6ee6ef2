/// The findings about suppression comments themselves. They are configured like rules
/// (`suppression-without-reason: off`) but come from the ``Linter``, not from a ``LintRule``.
public enum SuppressionDiagnostics {
    /// `# tokenc:ignore contrast` with no reason after the rule id.
    public static let withoutReason = RuleDescription(
        identifier: "suppression-without-reason",
        summary: "A `# tokenc:ignore` comment gives no reason.",
        rationale: "A silenced finding is a decision someone made; the reason tells the next reader whether it still holds. Write `# tokenc:ignore contrast — the text is decorative`.",
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [], nonTriggeringExamples: [])

    /// A suppression naming a rule that does not exist.
    public static let unknownRule = RuleDescription(
        identifier: "invalid-suppression",
        summary: "A `# tokenc:ignore` comment names no rule, or a rule that does not exist.",
        rationale: "A misspelled rule id silences nothing; the finding it was meant for is still reported, or the comment is stale.",
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [], nonTriggeringExamples: [])

    /// A suppression that silenced nothing.
    public static let unused = RuleDescription(
        identifier: "unused-suppression",
        summary: "A `# tokenc:ignore` comment silences no finding.",
        rationale: "The problem it was written for is gone (or moved); a stale suppression would silence the next, unrelated finding on that line.",
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [], nonTriggeringExamples: [])

    /// All three.
    public static let all = [withoutReason, unknownRule, unused]
}
