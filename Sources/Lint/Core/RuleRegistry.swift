/// Every built-in rule, in the order `tokenc rules` lists them (alphabetical by id).
public enum RuleRegistry {
    /// The built-in rules.
    public static let all: [any LintRule.Type] = [
        AccessibilityLabelRule.self,
        ContrastRule.self,
        DeprecatedTokenRule.self,
        DuplicateValueRule.self,
        InputFontSizeRule.self,
        MissingCopyRule.self,
        MotionConflictRule.self,
        NamingRule.self,
        NotationMismatchRule.self,
        RawValueRule.self,
        ReducedMotionRule.self,
        TouchTargetRule.self,
        UnusedTokenRule.self,
    ]

    /// The rule with an id.
    public static func rule(_ identifier: String) -> (any LintRule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
