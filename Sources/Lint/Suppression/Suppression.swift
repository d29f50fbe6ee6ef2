import Diagnostics

/// One inline suppression comment, `# tokenc:ignore contrast — the logo is decorative`.
///
/// Written on its own line, it applies to the first line below it that is not a comment; written
/// after a value on the same line, to that line. It names one or more rule ids (separated by
/// commas or spaces) and, after `—`, `–`, `--`, `-` or `:`, the reason.
public struct Suppression: Sendable, Hashable {
    /// Where the comment is (from `#` to the end of the line).
    public var range: SourceRange
    /// The line whose findings it silences.
    public var targetLine: Int
    /// The rule ids it names, as written.
    public var rules: [String]
    /// The reason given, trimmed ("" when none).
    public var reason: String

    /// Creates a suppression.
    public init(range: SourceRange, targetLine: Int, rules: [String], reason: String) {
        self.range = range
        self.targetLine = targetLine
        self.rules = rules
        self.reason = reason
    }

    /// Whether it silences a finding of a rule.
    public func covers(_ rule: String) -> Bool {
        rules.contains(rule) || rules.contains("all")
    }
}
