import Diagnostics

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and most CI dashboards read.
///
/// One run; `tool.driver` carries every rule as a `reportingDescriptor` (id, name,
/// shortDescription, fullDescription, defaultConfiguration.level, help, helpUri), plus a
/// descriptor for any other diagnostic code that appears, so every result's `ruleId` and
/// `ruleIndex` point at one. Results carry the level, the message (with the suggestion on a second
/// line), the location with a region (startLine, startColumn, endLine, endColumn — columns in
/// Unicode code points, declared by `columnKind`, end column exclusive as SARIF defines it), notes
/// as `relatedLocations`, fix-its as `fixes`, and inline suppressions as `suppressions` of kind
/// `inSource` with their justification.
public struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// The SARIF version written.
    public static let sarifVersion = "2.1.0"
    /// The JSON schema the document declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// Paths inside this directory are written as relative URIs (GitHub resolves them against
    /// the repository root).
    public var rootDirectory: String?

    /// Creates a SARIF reporter.
    public init(rootDirectory: String? = nil) {
        self.rootDirectory = rootDirectory
    }

    /// The SARIF log, pretty-printed, ending with a newline.
    public func render(_ report: LintReport) -> String {
        let paths = ArtifactPath(root: rootDirectory, sources: report.sources)
        let descriptors = Self.descriptors(for: report)
        var indexOf: [String: Int] = [:]
        for (i, rule) in descriptors.enumerated() { indexOf[rule.id] = i }

        var results: [ReportJSON] = report.findings.map {
            result($0, suppression: nil, ruleIndex: indexOf[$0.code], report: report, paths: paths)
        }
        results += report.suppressed.map {
            result($0.diagnostic, suppression: $0, ruleIndex: indexOf[$0.diagnostic.code], report: report, paths: paths)
        }
        let driver = ReportJSON.members([
            ("name", .string(report.tool.name)),
            ("version", .string(report.tool.version)),
            ("semanticVersion", .string(report.tool.version)),
            ("informationUri", report.tool.informationURI.map(ReportJSON.string)),
            ("rules", .array(descriptors.map(Self.descriptor))),
        ])
        let run = ReportJSON.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log = ReportJSON.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string(Self.sarifVersion)),
            ("runs", .array([run])),
        ])
        return log.serialized()
    }

    /// The rules of the report, plus a minimal descriptor for every other code that appears.
    static func descriptors(for report: LintReport) -> [RuleMetadata] {
        var rules = report.rules
        var known = Set(rules.map(\.id))
        for d in report.findings + report.suppressed.map(\.diagnostic) where !known.contains(d.code) {
            known.insert(d.code)
            rules.append(RuleMetadata(
                id: d.code, summary: "tokenc diagnostic '\(d.code)'",
                rationale: "A problem found while reading or resolving the input; see Documentation/Diagnostics.md.",
                defaultSeverity: d.severity,
                help: "See Documentation/Diagnostics.md for '\(d.code)'."))
        }
        return rules.sorted { $0.id < $1.id }
    }

    static func descriptor(_ rule: RuleMetadata) -> ReportJSON {
        var configuration: [(String, ReportJSON)] = [("level", .string(level(rule.defaultSeverity)))]
        if rule.defaultSeverity == nil { configuration.append(("enabled", .bool(false))) }
        return .members([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object(configuration)),
            ("help", .object([("text", .string(rule.help))])),
            ("helpUri", rule.helpURI.map(ReportJSON.string)),
        ])
    }

    /// SARIF's `level` for a severity; `none` for a rule that is off.
    static func level(_ severity: Severity?) -> String {
        switch severity {
        case .error?: return "error"
        case .warning?: return "warning"
        case .note?: return "note"
        case nil: return "none"
        }
    }

    /// `raw-value` → `RawValue`, SARIF's convention for a rule's `name`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    private func result(_ d: Diagnostic, suppression: SuppressedFinding?, ruleIndex: Int?,
                        report: LintReport, paths: ArtifactPath) -> ReportJSON {
        var text = d.message
        if let suggestion = d.suggestion { text += "\n" + suggestion }
        var members: [(String, ReportJSON?)] = [
            ("ruleId", .string(d.code)),
            ("ruleIndex", ruleIndex.map(ReportJSON.int)),
            ("level", .string(Self.level(d.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array(d.range.map { [.object([("physicalLocation", physicalLocation($0, report: report, paths: paths))])] } ?? [])),
        ]
        let related: [ReportJSON] = d.notes.enumerated().map { i, note in
            .members([
                ("id", .int(i + 1)),
                ("physicalLocation", note.range.map { physicalLocation($0, report: report, paths: paths) }),
                ("message", .object([("text", .string(note.message))])),
            ])
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if !d.fixIts.isEmpty {
            let changes: [ReportJSON] = d.fixIts.map { fix in
                .object([
                    ("artifactLocation", artifactLocation(fix.range, report: report, paths: paths)),
                    ("replacements", .array([.object([
                        ("deletedRegion", region(fix.range)),
                        ("insertedContent", .object([("text", .string(fix.replacement))])),
                    ])])),
                ])
            }
            members.append(("fixes", .array([.members([
                ("description", d.suggestion.map { .object([("text", .string($0))]) }),
                ("artifactChanges", .array(changes)),
            ])])))
        }
        if let suppression {
            members.append(("suppressions", .array([.members([
                ("kind", .string("inSource")),
                ("justification", suppression.justification.isEmpty ? nil : .string(suppression.justification)),
            ])])))
        }
        return .members(members)
    }

    private func physicalLocation(_ range: SourceRange, report: LintReport, paths: ArtifactPath) -> ReportJSON {
        .object([
            ("artifactLocation", artifactLocation(range, report: report, paths: paths)),
            ("region", region(range)),
        ])
    }

    private func artifactLocation(_ range: SourceRange, report: LintReport, paths: ArtifactPath) -> ReportJSON {
        .object([("uri", .string(paths.uri(range.file, in: report.sources)))])
    }

    private func region(_ range: SourceRange) -> ReportJSON {
        let start = range.start
        var end = range.end
        if end < start { end = start }
        return .object([
            ("startLine", .int(max(1, start.line))),
            ("startColumn", .int(max(1, start.column))),
            ("endLine", .int(max(1, end.line))),
            ("endColumn", .int(max(1, end.column))),
        ])
    }
}
