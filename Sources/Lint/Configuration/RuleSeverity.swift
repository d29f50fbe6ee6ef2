import Diagnostics

/// How a rule's findings are reported: as errors, as warnings, or not at all. Set per rule in
/// `tokenc.yaml` (`lint: { rules: { contrast: error } }`); each rule has a default.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable {
    /// Findings are errors: `tokenc lint` exits 1.
    case error
    /// Findings are warnings: `tokenc lint` exits 1 only with `--strict`.
    case warning
    /// The rule does not run.
    case off

    /// The diagnostic severity, or nil for `off`.
    public var diagnosticSeverity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .off: return nil
        }
    }
}
