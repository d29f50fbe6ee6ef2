/// Writes a ``LintReport`` in one output format. Reporters only format: they neither filter
/// findings nor change severities, and the same report always gives byte-identical text.
public protocol Reporter: Sendable {
    /// The format's name as `--format` spells it (`text`, `json`, `sarif`, `github`).
    static var identifier: String { get }
    /// The whole output for a report.
    func render(_ report: LintReport) -> String
}
