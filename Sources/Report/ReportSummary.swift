import Diagnostics

/// The counts at the end of a report: how many errors, warnings and notes, in how many files,
/// and how many findings were suppressed.
public struct ReportSummary: Hashable, Sendable {
    /// Findings with severity `error`.
    public var errors: Int
    /// Findings with severity `warning`.
    public var warnings: Int
    /// Findings with severity `note`.
    public var notes: Int
    /// Findings silenced by an inline suppression.
    public var suppressed: Int
    /// Distinct files with at least one (unsuppressed) finding.
    public var filesWithFindings: Int
    /// Files the run read.
    public var filesChecked: Int

    /// Counts the findings of a report.
    public init(_ report: LintReport) {
        errors = report.findings.count { $0.severity == .error }
        warnings = report.findings.count { $0.severity == .warning }
        notes = report.findings.count { $0.severity == .note }
        suppressed = report.suppressed.count
        filesWithFindings = Set(report.findings.compactMap { $0.range?.file }).count
        filesChecked = report.filesChecked
    }

    /// The one-line summary: `2 errors, 5 warnings in 3 of 12 files (1 suppressed)`.
    public var line: String {
        var parts = [Self.plural(errors, "error"), Self.plural(warnings, "warning")]
        if notes > 0 { parts.append(Self.plural(notes, "note")) }
        var text = parts.joined(separator: ", ")
        if errors + warnings + notes > 0 {
            text += " in \(filesWithFindings) of \(Self.plural(filesChecked, "file"))"
        } else {
            text += " in \(Self.plural(filesChecked, "file"))"
        }
        if suppressed > 0 { text += " (\(suppressed) suppressed)" }
        return text
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
