import Diagnostics
import Foundation
import Lint
import Parallel
import Report
import ScreenSpec
import TokenModel
import YAML

/// `tokenc lint` as a library: reads the token files and screen specs, resolves them, reads the
/// lint configuration, runs every rule and merges the findings with the input's own problems
/// into one ``LintReport``.
///
/// Codes that a rule owns (`notation-mismatch`, and `deprecated-reference`, which the
/// deprecated-token rule reports) are taken from the rules, not from the resolver, so a finding is
/// reported once, with the configured severity, and can be suppressed.
public final class LintPipeline: @unchecked Sendable {
    /// The files read.
    public let sources: SourceManager
    /// Problems found while reading.
    public let diagnostics: DiagnosticSink
    /// The rules to run.
    public var linter: Linter

    /// Resolver codes that a lint rule reports instead.
    public static let codesOwnedByRules: Set<String> = ["notation-mismatch", "deprecated-reference"]

    /// Creates a pipeline with fresh stores.
    public init(sources: SourceManager = SourceManager(), diagnostics: DiagnosticSink = DiagnosticSink(),
                linter: Linter = Linter()) {
        self.sources = sources
        self.diagnostics = diagnostics
        self.linter = linter
    }

    /// Lints a project. Throws when a token path does not exist.
    public func run(_ request: LintRequest) throws(ProjectDiscovery.Failure) -> LintOutcome {
        var laps = Laps()
        let systemSources = try ProjectDiscovery.systems(for: request.tokenPaths)
        let compiler = TokenCompiler(sources: sources, diagnostics: diagnostics)
        let specPaths = request.specPaths
        // The tokens are loaded on one core while the specs are listed and read on the other
        // (nothing of theirs is registered or reported until the tokens are done): the spec
        // work that needs the tokens starts with its files in memory.
        let started = ParallelMap.jobs(2) { job -> Started in
            if job == 0 { return .systems(Self.loadSystems(systemSources, compiler: compiler, diagnostics: self.diagnostics)) }
            let files = ScreenSpecLoader.specFiles(under: specPaths)
            return .specs(files: files, contents: ScreenSpecLoader.read(files))
        }
        guard case .systems(let linted) = started[0], case .specs(let specFiles, let contents) = started[1] else {
            preconditionFailure("each job gives its own kind of result")
        }
        laps.lap("tokens")
        let resolved = linted.map(\.resolved)
        let screens = ScreenSpecLoader(systems: resolved, sink: diagnostics).load(files: specFiles, contents: contents, sources: sources)
        laps.lap("specs")
        let configuration = LintConfigurationLoader(rules: linter.configurableDescriptions, sink: diagnostics).load(request.lint)
        let context = LintContext(systems: linted, screens: screens, sources: sources, configuration: configuration)
        let result = linter.lint(context)
        laps.lap("rules")
        var outcome = finish(result, systems: resolved, screens: screens, configuration: configuration,
                             scope: request.scope, filesChecked: systemSources.reduce(0) { $0 + $1.files.count } + specFiles.count)
        laps.lap("report")
        outcome.timings = laps.timings
        return outcome
    }

    /// What each of the two jobs that start a lint gives.
    private enum Started: @unchecked Sendable {
        case systems([LintedSystem])
        case specs(files: [String], contents: [[UInt8]?])
    }

    /// Parses, loads and resolves each system's token files.
    private static func loadSystems(_ systemSources: [SystemSource], compiler: TokenCompiler,
                                    diagnostics: DiagnosticSink) -> [LintedSystem] {
        var linted: [LintedSystem] = []
        for system in systemSources {
            var roots = compiler.parse(files: system.files)
            var loader = TokenLoader(systemName: system.name, sink: diagnostics)
            // Each tree handed over: the loader frees its groups' and tokens' mappings as it
            // walks them (the definitions keep their own nodes, which the rules read).
            for i in roots.indices {
                if let root = roots[i].take() { loader.add(takingRoot: root) }
            }
            let tree = loader.finish()
            linted.append(LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: diagnostics).resolve()))
        }
        return linted
    }

    /// Lints systems and screens given in memory (tests, tools): `tokens` as (system, path, text),
    /// `specs` as (path, text), and `configuration` as the text of a `tokenc.yaml` whose `lint:`
    /// section is read.
    public func run(tokens: [(system: String, path: String, text: String)], specs: [(path: String, text: String)],
                    configuration: String? = nil) -> LintOutcome {
        var linted: [LintedSystem] = []
        var bySystem: [String: [(String, String)]] = [:]
        var order: [String] = []
        for entry in tokens {
            if bySystem[entry.system] == nil { order.append(entry.system) }
            bySystem[entry.system, default: []].append((entry.path, entry.text))
        }
        for name in order {
            var loader = TokenLoader(systemName: name, sink: diagnostics)
            for (path, text) in bySystem[name] ?? [] {
                let file = sources.add(path: path, text: text)
                if let root = YAMLParser().parse(text, file: file, sink: diagnostics) { loader.add(root: root) }
            }
            let tree = loader.finish()
            linted.append(LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: diagnostics).resolve()))
        }
        let resolved = linted.map(\.resolved)
        let screens = ScreenSpecLoader(systems: resolved, sink: diagnostics).load(texts: specs, sources: sources)
        var node: YAMLNode?
        if let configuration {
            let file = sources.add(path: "tokenc.yaml", text: configuration)
            node = YAMLParser().parse(configuration, file: file, sink: diagnostics)?["lint"]
        }
        let configuration = LintConfigurationLoader(rules: linter.configurableDescriptions, sink: diagnostics).load(node)
        let context = LintContext(systems: linted, screens: screens, sources: sources, configuration: configuration)
        return finish(linter.lint(context), systems: resolved, screens: screens, configuration: configuration,
                      scope: nil, filesChecked: tokens.count + specs.count)
    }

    private func finish(_ result: LintResult, systems: [ResolvedSystem], screens: [Screen],
                        configuration: LintConfiguration, scope: [String]?, filesChecked: Int) -> LintOutcome {
        func inScope(_ d: Diagnostic) -> Bool {
            guard let range = d.range else { return true }
            let path = sources.path(of: range.file)
            if configuration.isIgnored(path: path) { return false }
            guard let scope else { return true }
            return scope.contains { Self.path(path, isUnder: $0) }
        }
        let input = diagnostics.diagnostics.filter { !Self.codesOwnedByRules.contains($0.code) && inScope($0) }
        var scoped = result
        scoped.findings = result.findings.filter(inScope)
        scoped.suppressed = result.suppressed.filter { inScope($0.diagnostic) }
        let report = LintReport(
            findings: input + scoped.findings,
            suppressed: scoped.suppressed.map {
                SuppressedFinding(diagnostic: $0.diagnostic, justification: $0.suppression.reason, commentRange: $0.suppression.range)
            },
            rules: RuleCatalog.metadata, sources: sources, filesChecked: filesChecked)
        return LintOutcome(inputDiagnostics: input, result: scoped, systems: systems, screens: screens, report: report)
    }

    /// Whether `path` is `root` or lies under it (after dropping `./` and trailing slashes).
    static func path(_ path: String, isUnder root: String) -> Bool {
        func clean(_ p: String) -> String {
            var s = p
            while s.hasPrefix("./") { s.removeFirst(2) }
            while s.count > 1, s.hasSuffix("/") { s.removeLast() }
            return s
        }
        let p = clean(path), r = clean(root)
        if r == "." || r.isEmpty { return true }
        return p == r || p.hasPrefix(r + "/")
    }
}
