import Diagnostics

/// A finding silenced by an inline `# tokenc:ignore` comment, with the comment that did it.
public struct SuppressedDiagnostic: Sendable, Hashable {
    /// The finding.
    public var diagnostic: Diagnostic
    /// The comment.
    public var suppression: Suppression

    /// Creates a suppressed finding.
    public init(diagnostic: Diagnostic, suppression: Suppression) {
        self.diagnostic = diagnostic
        self.suppression = suppression
    }
}
