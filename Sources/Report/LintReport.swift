import Diagnostics

/// Everything a reporter renders: the findings of one run (already filtered, with their final
/// severities), the suppressed ones, the rules that ran, and the files read.
///
/// Reporters do not decide severities or filter; they only write what this holds.
public struct LintReport: Sendable {
    /// The tool that produced the report.
    public struct Tool: Hashable, Sendable {
        /// The tool's name (`tokenc`).
        public var name: String
        /// Its version (`0.1.0`).
        public var version: String
        /// Where to read about it, if anywhere.
        public var informationURI: String?

        /// Creates a tool description.
        public init(name: String, version: String, informationURI: String? = nil) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
        }

        /// tokenc itself.
        public static let tokenc = Tool(name: "tokenc", version: "0.1.0")
    }

    /// The findings to report, in the order to report them (see ``LintReport/init(findings:suppressed:rules:sources:filesChecked:tool:)``).
    public var findings: [Diagnostic]
    /// Findings silenced by inline comments.
    public var suppressed: [SuppressedFinding]
    /// Metadata for every rule that ran (and for other codes that may appear), sorted by id.
    public var rules: [RuleMetadata]
    /// The files the run read, for paths and source lines.
    public var sources: SourceManager
    /// How many files the run read.
    public var filesChecked: Int
    /// The producing tool.
    public var tool: Tool

    /// Creates a report. Findings are sorted by file path, line, column and code, so output is
    /// the same whatever order the rules ran in.
    public init(findings: [Diagnostic], suppressed: [SuppressedFinding] = [], rules: [RuleMetadata],
                sources: SourceManager, filesChecked: Int, tool: Tool = .tokenc) {
        self.findings = Self.sorted(findings, sources: sources) { $0 }
        self.suppressed = Self.sorted(suppressed, sources: sources) { $0.diagnostic }
        self.rules = rules.sorted { $0.id < $1.id }
        self.sources = sources
        self.filesChecked = filesChecked
        self.tool = tool
    }

    /// The counts for the summary line.
    public var summary: ReportSummary { ReportSummary(self) }

    /// The metadata for a code, if any rule has that id.
    public func rule(_ id: String) -> RuleMetadata? {
        rules.first { $0.id == id }
    }

    /// The display path of a range's file.
    public func path(of range: SourceRange) -> String {
        sources.path(of: range.file)
    }

    static func sorted<Item>(_ items: [Item], sources: SourceManager,
                             by diagnostic: (Item) -> Diagnostic) -> [Item] {
        var paths: [FileID: String] = [:]
        for item in items {
            if let file = diagnostic(item).range?.file, paths[file] == nil { paths[file] = sources.path(of: file) }
        }
        return items.enumerated().sorted { a, b in
            let l = diagnostic(a.element), r = diagnostic(b.element)
            switch (l.range, r.range) {
            case (nil, nil): break
            case (nil, _): return true
            case (_, nil): return false
            case let (lr?, rr?):
                if lr.file != rr.file {
                    let lp = paths[lr.file] ?? "", rp = paths[rr.file] ?? ""
                    if lp != rp { return lp < rp }
                }
                if lr.start != rr.start { return lr.start < rr.start }
                if lr.end != rr.end { return lr.end < rr.end }
            }
            if l.code != r.code { return l.code < r.code }
            if l.message != r.message { return l.message < r.message }
            return a.offset < b.offset
        }.map(\.element)
    }
}
