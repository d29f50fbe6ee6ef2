import Diagnostics

/// A lint rule: one check, one file, one stable id.
///
/// A rule reads the resolved tokens and screens in a ``LintContext`` and returns its findings as
/// diagnostics whose `code` is its identifier. It does not decide their final severity (the
/// ``Linter`` applies the configured one), does not filter suppressed findings and never prints.
public protocol LintRule: Sendable {
    /// The rule's id, summary, rationale, default severity, options and examples.
    static var description: RuleDescription { get }

    /// Creates the rule.
    init()

    /// The rule's findings for a whole project.
    func check(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
    /// The rule's id.
    public static var identifier: String { description.identifier }

    /// A finding of this rule (severity is the default; the linter replaces it).
    public func finding(_ message: String, at range: SourceRange?, notes: [Diagnostic.Note] = [],
                        fixIts: [Diagnostic.FixIt] = [], suggestion: String? = nil) -> Diagnostic {
        Diagnostic(code: Self.description.identifier,
                   severity: Self.description.defaultSeverity.diagnosticSeverity ?? .warning,
                   message: message, range: range, notes: notes, fixIts: fixIts, suggestion: suggestion)
    }
}
