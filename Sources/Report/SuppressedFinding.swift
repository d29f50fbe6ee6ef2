import Diagnostics

/// A finding an inline `# tokenc:ignore <rule> — reason` comment silenced. Reporters that can say
/// so (SARIF, JSON) still carry it, marked as suppressed with its justification; the text and
/// GitHub reporters leave it out and only count it.
public struct SuppressedFinding: Hashable, Sendable {
    /// The finding that would have been reported.
    public var diagnostic: Diagnostic
    /// The reason written after the rule id in the comment ("" when none was given).
    public var justification: String
    /// Where the suppressing comment is.
    public var commentRange: SourceRange?

    /// Creates a suppressed finding.
    public init(diagnostic: Diagnostic, justification: String, commentRange: SourceRange?) {
        self.diagnostic = diagnostic
        self.justification = justification
        self.commentRange = commentRange
    }
}
