import Diagnostics

/// The stable JSON report documented in `Documentation/LintJSON.md`: a `version` (1), the tool,
/// a summary, the findings and the suppressed findings. Every key is always present (absent
/// values are `null` or `[]`), keys are written in a fixed order, findings are sorted by file,
/// line, column and rule; the output is byte-identical for identical input.
public struct JSONReporter: Reporter {
    /// `json`.
    public static let identifier = "json"
    /// The version of the document's shape; bumped only for incompatible changes.
    public static let formatVersion = 1
    /// Paths inside this directory are written relative to it.
    public var rootDirectory: String?

    /// Creates a JSON reporter.
    public init(rootDirectory: String? = nil) {
        self.rootDirectory = rootDirectory
    }

    /// The JSON document, pretty-printed, ending with a newline.
    public func render(_ report: LintReport) -> String {
        let summary = report.summary
        let paths = ArtifactPath(root: rootDirectory, sources: report.sources)
        let document = ReportJSON.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .object([("name", .string(report.tool.name)), ("version", .string(report.tool.version))])),
            ("summary", .object([
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notes", .int(summary.notes)),
                ("suppressed", .int(summary.suppressed)),
                ("filesWithFindings", .int(summary.filesWithFindings)),
                ("filesChecked", .int(summary.filesChecked)),
            ])),
            ("findings", .array(report.findings.map { finding($0, report: report, paths: paths) })),
            ("suppressed", .array(report.suppressed.map { suppressed in
                guard case .object(var members) = finding(suppressed.diagnostic, report: report, paths: paths) else { return .null }
                members.append(("justification", .string(suppressed.justification)))
                members.append(("suppressedAt", location(suppressed.commentRange, report: report, paths: paths)))
                return .object(members)
            })),
        ])
        return document.serialized()
    }

    private func finding(_ d: Diagnostic, report: LintReport, paths: ArtifactPath) -> ReportJSON {
        .object([
            ("rule", .string(d.code)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("location", location(d.range, report: report, paths: paths)),
            ("suggestion", d.suggestion.map(ReportJSON.string) ?? .null),
            ("notes", .array(d.notes.map { note in
                .object([("message", .string(note.message)), ("location", location(note.range, report: report, paths: paths))])
            })),
            ("fixIts", .array(d.fixIts.map { fix in
                .object([("location", location(fix.range, report: report, paths: paths)), ("replacement", .string(fix.replacement))])
            })),
        ])
    }

    private func location(_ range: SourceRange?, report: LintReport, paths: ArtifactPath) -> ReportJSON {
        guard let range else { return .null }
        return .object([
            ("file", .string(paths.relative(range.file, in: report.sources))),
            ("start", .object([("line", .int(range.start.line)), ("column", .int(range.start.column))])),
            ("end", .object([("line", .int(range.end.line)), ("column", .int(range.end.column))])),
        ])
    }
}
