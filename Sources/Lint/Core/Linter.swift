import Dispatch
import Diagnostics
import Foundation
import Parallel
import TokenModel

/// Runs lint rules over a ``LintContext`` and turns their findings into a ``LintResult``:
///
/// 1. each enabled rule runs (in parallel; results are merged in rule order, so output is
///    deterministic);
/// 2. each finding gets its rule's configured severity;
/// 3. findings in files matching `lint.ignore` are dropped;
/// 4. findings on the line after a `# tokenc:ignore <rule> — reason` comment (or on the comment's
///    own line, for a trailing comment) are moved to ``LintResult/suppressed``;
/// 5. comments without a reason, naming unknown rules, or silencing nothing are reported.
public struct Linter: Sendable {
    /// The rules to run.
    public var rules: [any LintRule.Type]

    /// Creates a linter with the given rules (default: every built-in rule).
    public init(rules: [any LintRule.Type] = RuleRegistry.all) {
        self.rules = rules
    }

    /// The descriptions of everything that can be configured: the rules, then the suppression
    /// checks.
    public var configurableDescriptions: [RuleDescription] {
        rules.map { $0.description } + SuppressionDiagnostics.all
    }

    /// Whether a rule takes long enough on large projects to be started before the others: the
    /// contrast rule, and the usage rules that build the token-reference index.
    static func startsEarly(_ rule: any LintRule.Type) -> Bool {
        let id = ObjectIdentifier(rule)
        return id == ObjectIdentifier(ContrastRule.self) || id == ObjectIdentifier(DeprecatedTokenRule.self)
            || id == ObjectIdentifier(UnusedTokenRule.self)
    }

    /// Lints a project.
    public func lint(_ context: LintContext) -> LintResult {
        let configuration = context.configuration
        let enabled: [(rule: any LintRule.Type, severity: Severity)] = rules.compactMap { rule in
            guard let severity = configuration.severity(of: rule.description).diagnosticSeverity else { return nil }
            return (rule, severity)
        }
        let slots = FindingSlots(count: enabled.count)
        // The longest rules start first, so that the others fill the other core beside them
        // (results are still merged in rule order). As jobs of `ParallelMap.jobs`, a core that
        // has no rule left helps with the maps a long rule starts (the contrast rule measures
        // its screens in pieces): under a plain `concurrentPerform` those ran on the rule's
        // thread alone, and one core idled for the last ~0.3 s of 1,000 screens' lint.
        let schedule = enabled.indices.sorted { Self.startsEarly(enabled[$0].rule) && !Self.startsEarly(enabled[$1].rule) }
        _ = ParallelMap.jobs(enabled.count) { k in
            let i = schedule[k]
            let rule = enabled[i].rule.init()
            slots.set(i, rule.check(context))
        }
        var findings: [Diagnostic] = []
        let produced = slots.values
        for (i, entry) in enabled.enumerated() {
            for var finding in produced[i] {
                finding.code = entry.rule.description.identifier
                finding.severity = entry.severity
                findings.append(finding)
            }
        }

        // Ignored files.
        var ignoredFiles: [FileID: Bool] = [:]
        func isIgnored(_ file: FileID) -> Bool {
            if let known = ignoredFiles[file] { return known }
            let ignored = configuration.isIgnored(path: context.sources.path(of: file))
            ignoredFiles[file] = ignored
            return ignored
        }
        findings.removeAll { finding in finding.range.map { isIgnored($0.file) } ?? false }

        // Suppressions.
        let known = Set(configurableDescriptions.map(\.identifier))
        let scanner = SuppressionScanner()
        var byLine: [FileID: [Int: [Int]]] = [:]
        var comments: [Suppression] = []
        // Files scanned on all cores (most hold no suppression: one `memmem` each says so).
        let files = context.sources.allFiles.filter { !isIgnored($0) }
        let sources = context.sources
        let scanned = ParallelMap.indices(files.count, threshold: 64) { scanner.scan(files[$0], sources: sources, knownRules: known) }
        for (file, found) in zip(files, scanned) {
            for suppression in found {
                byLine[file, default: [:]][suppression.targetLine, default: []].append(comments.count)
                comments.append(suppression)
            }
        }
        var used = Array(repeating: false, count: comments.count)
        var kept: [Diagnostic] = []
        var suppressed: [SuppressedDiagnostic] = []
        for finding in findings {
            if let range = finding.range, let candidates = byLine[range.file]?[range.start.line],
               let index = candidates.first(where: { comments[$0].covers(finding.code) }) {
                used[index] = true
                suppressed.append(SuppressedDiagnostic(diagnostic: finding, suppression: comments[index]))
            } else {
                kept.append(finding)
            }
        }
        kept += suppressionFindings(comments, used: used, known: known, configuration: configuration)
        return LintResult(findings: kept, suppressed: suppressed)
    }

    private func suppressionFindings(_ comments: [Suppression], used: [Bool], known: Set<String>,
                                     configuration: LintConfiguration) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let withoutReason = configuration.severity(of: SuppressionDiagnostics.withoutReason).diagnosticSeverity
        let invalid = configuration.severity(of: SuppressionDiagnostics.unknownRule).diagnosticSeverity
        let unused = configuration.severity(of: SuppressionDiagnostics.unused).diagnosticSeverity
        let ruleIDs = rules.map { $0.description.identifier }
        for (i, comment) in comments.enumerated() {
            let unknown = comment.rules.filter { !known.contains($0) && $0 != "all" }
            if let invalid {
                if comment.rules.isEmpty {
                    result.append(Diagnostic(code: SuppressionDiagnostics.unknownRule.identifier, severity: invalid,
                                             message: "this `# tokenc:ignore` names no rule, so it silences nothing",
                                             range: comment.range,
                                             suggestion: "name the rule: `# tokenc:ignore contrast — reason` (`tokenc rules` lists them)"))
                }
                for id in unknown {
                    var d = Diagnostic(code: SuppressionDiagnostics.unknownRule.identifier, severity: invalid,
                                       message: "`# tokenc:ignore` names '\(id)', which is not a rule", range: comment.range)
                    if let near = Suggestions.nearest(to: id, among: ruleIDs) { d.suggestion = "did you mean '\(near)'?" }
                    result.append(d)
                }
            }
            if let withoutReason, comment.reason.isEmpty, !comment.rules.isEmpty {
                result.append(Diagnostic(code: SuppressionDiagnostics.withoutReason.identifier, severity: withoutReason,
                                         message: "this suppression of \(comment.rules.map { "'\($0)'" }.joined(separator: ", ")) gives no reason",
                                         range: comment.range,
                                         suggestion: "say why after a dash: `# tokenc:ignore \(comment.rules.joined(separator: ", ")) — reason`"))
            }
            // Only a comment whose rules all exist and run can be said to silence nothing.
            let allRun = !comment.rules.isEmpty && unknown.isEmpty && comment.rules.allSatisfy { id in
                id == "all" || configurableDescriptions.first { $0.identifier == id }.map { configuration.severity(of: $0) != .off } ?? false
            }
            if let unused, !used[i], allRun {
                result.append(Diagnostic(code: SuppressionDiagnostics.unused.identifier, severity: unused,
                                         message: "this `# tokenc:ignore \(comment.rules.joined(separator: ", "))` silences nothing on line \(comment.targetLine)",
                                         range: comment.range,
                                         suggestion: "remove it, or move it to the line before the finding"))
            }
        }
        return result
    }
}

/// Per-rule result slots filled from several threads.
private final class FindingSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[Diagnostic]]
    init(count: Int) { storage = Array(repeating: [], count: count) }
    func set(_ i: Int, _ value: [Diagnostic]) {
        lock.lock()
        storage[i] = value
        lock.unlock()
    }
    var values: [[Diagnostic]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
