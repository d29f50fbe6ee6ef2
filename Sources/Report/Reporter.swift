/// Writes a ``LintReport`` in one output format. Reporters only format: they neither filter
/// findings nor change severities, and the same report always gives byte-identical text.
public protocol Reporter: Sendable {
    /// The format's name as `--format` spells it (`text`, `json`, `sarif`, `github`).
    static var identifier: String { get }
    /// The whole output for a report.
    func render(_ report: LintReport) -> String
    /// The same output as UTF-8, in pieces to be written one after another (a large text report
    /// is made in pieces on all cores, written without joining them).
    func renderPieces(_ report: LintReport) -> [[UInt8]]
}

extension Reporter {
    /// ``render(_:)``'s text as one piece.
    public func renderPieces(_ report: LintReport) -> [[UInt8]] {
        [Array(render(report).utf8)]
    }
}
