import Diagnostics

/// What a lint run found: the findings to report (with their configured severities, ignored files
/// and suppressed findings left out, problems with suppression comments added) and the findings
/// that suppression comments silenced.
public struct LintResult: Sendable {
    /// The findings to report, in the order produced (reporters sort them).
    public var findings: [Diagnostic]
    /// The silenced findings.
    public var suppressed: [SuppressedDiagnostic]

    /// Creates a result.
    public init(findings: [Diagnostic], suppressed: [SuppressedDiagnostic]) {
        self.findings = findings
        self.suppressed = suppressed
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
    /// Whether any finding is a warning.
    public var hasWarnings: Bool { findings.contains { $0.severity == .warning } }
}
