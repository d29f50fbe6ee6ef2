import Diagnostics
import Foundation
import TokenModel
import YAML
import Parallel

/// Decodes a set of spec documents: reads each header (`screen`, `system`, `modes`), decodes each
/// document once per mode, then checks what needs the whole set (names defined twice, navigation
/// targets).
///
/// Each document is read (parsed, when given as a file), its header read and the document decoded
/// in one job, on any core, right after its tree is built and while it is still in the caches;
/// the job then releases the tree. What the jobs found is reported in the order of a run that
/// does one step after another over all documents: every file's parse problems, then every
/// header's problems and the screens defined twice, then each document's decoding problems
/// (a navigation target's problem in the place its check would have reported it).
struct ScreenSetDecoder {
    let systems: [ResolvedSystem]
    let sink: DiagnosticSink
    /// Whether a document's later modes are made from its first (``ScreenModeRemapper``) rather
    /// than decoded again; off only in tests that compare the two.
    var reuseDecoding = true

    /// A document's first mode and one of its others.
    private struct ModePair: Hashable {
        var from: Int
        var to: Int
    }

    /// One input of the set, as a job is given it.
    enum Input {
        /// A file that could not be read (reported as `io-error`).
        case unreadable(path: String)
        /// A parsed document (nil when it did not parse) and the parser's problems.
        case parsed(ScreenSpecDocument?, diagnostics: [Diagnostic])
    }

    /// What a header says.
    private struct Header {
        var pairs: FlatPairs
        var name: String
        var nameRange: SourceRange
        var system: ResolvedSystem
        var modes: [Int]
    }

    /// What one job found.
    private struct Outcome: Sendable {
        /// The path of an unreadable file.
        var unreadable: String?
        var parseDiagnostics: [Diagnostic] = []
        var headerDiagnostics: [Diagnostic] = []
        /// The screen's name and system, when the header is valid.
        var name: String?
        var nameRange: SourceRange?
        var system: String?
        var screens: [Screen] = []
        var diagnostics: [Diagnostic] = []
        var targets: [ScreenDecoder.PendingTarget] = []
    }

    /// Tables made once per system (and pair of modes) for all jobs, when first needed.
    private final class SharedTables: @unchecked Sendable {
        private let lock = NSLock()
        private var copyIndexes: [String: CopyIndex] = [:]
        private var changed: [String: [ModePair: [Bool]]] = [:]

        func copyIndex(_ system: ResolvedSystem) -> CopyIndex {
            lock.lock()
            defer { lock.unlock() }
            if let known = copyIndexes[system.name] { return known }
            let made = CopyIndex(system: system)
            copyIndexes[system.name] = made
            return made
        }

        /// Which tokens change between two modes of a system (``ScreenModeRemapper/changedTokens(in:from:to:)``).
        func changedTokens(_ system: ResolvedSystem, _ pair: ModePair) -> [Bool] {
            lock.lock()
            defer { lock.unlock() }
            if let known = changed[system.name]?[pair] { return known }
            let made = ScreenModeRemapper.changedTokens(in: system, from: pair.from, to: pair.to)
            changed[system.name, default: [:]][pair] = made
            return made
        }
    }

    /// Decodes the documents, emptying `documents`: from then on each document's tree is held
    /// only by the job decoding it, and released there.
    func decode(_ documents: inout [ScreenSpecDocument]) -> [Screen] {
        let jobs = HandOver(documents)
        documents.removeAll()
        return decode(count: jobs.count) { i in .parsed(jobs.take(i), diagnostics: []) }
    }

    /// Decodes `count` inputs, each made (read, parsed) by `input` in the job that decodes it.
    func decode(count: Int, input: @escaping @Sendable (Int) -> Input) -> [Screen] {
        let tables = SharedTables()
        let systems = systems, reuseDecoding = reuseDecoding
        let outcomes = ParallelMap.indices(count, eachItemAPiece: true) { i in
            Self.outcome(of: input(i), systems: systems, tables: tables, reuseDecoding: reuseDecoding)
        }
        // Step one, reading: every file's problems, in file order.
        for outcome in outcomes {
            if let path = outcome.unreadable { sink.report(.error("io-error", "cannot read \(path)", at: nil)) }
            sink.report(contentsOf: outcome.parseDiagnostics)
        }
        // Step two, headers: their problems, and screens defined twice (the second is dropped).
        var accepted: [Int] = []
        var firstByName: [String: SourceRange] = [:]
        var namesBySystem: [String: [String]] = [:]
        for (i, outcome) in outcomes.enumerated() {
            sink.report(contentsOf: outcome.headerDiagnostics)
            guard let name = outcome.name, let nameRange = outcome.nameRange, let system = outcome.system else { continue }
            let key = system + "\u{0}" + name
            if let first = firstByName[key] {
                sink.report(.error("duplicate-screen", "screen '\(name)' of system '\(system)' is defined twice",
                                   at: nameRange, notes: [.init("first defined here", at: first)]))
                continue
            }
            firstByName[key] = nameRange
            namesBySystem[system, default: []].append(name)
            accepted.append(i)
        }
        // Step three, decoding: each document's problems, navigation targets checked against the
        // names of the whole set (a set per system: a list scanned per target was quadratic).
        let nameSets = namesBySystem.mapValues { Set($0) }
        var screens: [Screen] = []
        for i in accepted {
            let outcome = outcomes[i]
            var diagnostics = outcome.diagnostics
            let system = outcome.system ?? ""
            let names = namesBySystem[system] ?? [], nameSet = nameSets[system] ?? []
            // Last first, so that the positions of the earlier ones still hold.
            for target in outcome.targets.reversed() {
                guard let problem = ScreenDecoder.unknownTarget(target, system: system, screenNames: names, screenNameSet: nameSet) else { continue }
                diagnostics.insert(problem, at: min(target.position, diagnostics.count))
            }
            sink.report(contentsOf: diagnostics)
            screens += outcome.screens
        }
        return screens
    }

    /// Reads a header and decodes the document in each of its modes (one job).
    private static func outcome(of input: Input, systems: [ResolvedSystem], tables: SharedTables,
                                reuseDecoding: Bool) -> Outcome {
        var outcome = Outcome()
        let document: ScreenSpecDocument
        switch input {
        case .unreadable(let path):
            outcome.unreadable = path
            return outcome
        case .parsed(let parsed, let diagnostics):
            outcome.parseDiagnostics = diagnostics
            guard let parsed else { return outcome }
            document = parsed
        }
        // The decoding reads the document through views that do not retain it: it is held here
        // until the last of them is gone (without this, it could be released after its last
        // use by name, while the views still read it).
        return withExtendedLifetime(document.document) { decode(document, into: outcome, systems: systems, tables: tables,
                                                                reuseDecoding: reuseDecoding) }
    }

    /// The rest of ``outcome(of:systems:tables:reuseDecoding:)``, while the document is held.
    private static func decode(_ document: ScreenSpecDocument, into outcome: Outcome, systems: [ResolvedSystem],
                               tables: SharedTables, reuseDecoding: Bool) -> Outcome {
        var outcome = outcome
        let headerSink = DiagnosticSink()
        let header = Self.header(of: document, systems: systems, sink: headerSink)
        outcome.headerDiagnostics = headerSink.diagnostics
        guard let header else { return outcome }
        outcome.name = header.name
        outcome.nameRange = header.nameRange
        outcome.system = header.system.name
        let system = header.system
        let local = DiagnosticSink()
        let copyIndex = tables.copyIndex(system)
        // The first mode is decoded from the YAML; the others are made from it by giving its
        // token references their values in that mode, or decoded again when that is not enough.
        var first: (screen: Screen, decoder: ScreenDecoder)?
        for modeIndex in header.modes {
            let decoder = ScreenDecoder(system: system, modeIndex: modeIndex, sink: local, copyIndex: copyIndex)
            if reuseDecoding, let first {
                let pair = ModePair(from: first.decoder.modeIndex, to: modeIndex)
                var remapper = ScreenModeRemapper(system: system, from: pair.from, to: pair.to,
                                                  changed: tables.changedTokens(system, pair))
                if let screen = remapper.remap(first.screen, opaqueTokens: first.decoder.opaqueTokens, mode: decoder.mode) {
                    outcome.screens.append(screen)
                    continue
                }
            }
            let screen = decoder.decodeScreen(root: document.root, pairs: header.pairs,
                                              name: header.name, nameRange: header.nameRange,
                                              modes: header.modes.map { system.modes[$0] })
            outcome.targets += decoder.navigationTargets
            if first == nil { first = (screen, decoder) }
            outcome.screens.append(screen)
        }
        outcome.diagnostics = local.diagnostics
        return outcome
    }

    private static func header(of document: ScreenSpecDocument, systems: [ResolvedSystem], sink: DiagnosticSink) -> Header? {
        let root = document.root
        guard let pairs = root.pairs else {
            sink.report(.error("type-mismatch", "a screen spec must be a mapping with `screen`, `system` and `elements`, not \(root.kindDescription)",
                               at: root.range))
            return nil
        }
        var name = Self.defaultName(for: document.path)
        var nameRange = SourceRange(file: root.range.file, start: root.range.start, end: root.range.start)
        if let pair = root.pair(forKey: "screen") {
            if let text = pair.value.string, !text.isEmpty {
                name = text
                nameRange = pair.value.range
            } else {
                sink.report(.error("type-mismatch", "`screen` must be the screen's name, not \(pair.value.kindDescription)", at: pair.value.range))
            }
        }
        guard let systemPair = root.pair(forKey: "system") else {
            let folder = ((document.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let hint = systems.contains { $0.name == folder } ? "add `system: \(folder)`" : nil
            sink.report(.error("missing-property", "a screen spec needs `system:`, the design system it uses",
                               at: nameRange, suggestion: hint))
            return nil
        }
        guard let systemName = systemPair.value.string else {
            sink.report(.error("type-mismatch", "`system` must be a design system's name, not \(systemPair.value.kindDescription)",
                               at: systemPair.value.range))
            return nil
        }
        guard let system = systems.first(where: { $0.name == systemName }) else {
            let names = systems.map(\.name)
            let guess = Suggestions.nearest(to: systemName, among: names)
            sink.report(.error("unknown-system", "unknown design system '\(systemName)'" + (names.isEmpty ? "" : " (known: \(names.joined(separator: ", ")))"),
                               at: systemPair.value.range, suggestion: guess.map { "did you mean '\($0)'?" }))
            return nil
        }
        var modes = Array(system.modes.indices)
        if let modesPair = root.pair(forKey: "modes") {
            let written: [FlatNode] = modesPair.value.items.map(Array.init) ?? [modesPair.value]
            var chosen: [Int] = []
            for item in written {
                guard let mode = item.string else {
                    sink.report(.error("type-mismatch", "a mode must be a name, not \(item.kindDescription)", at: item.range))
                    continue
                }
                if let index = system.modeIndex(mode) {
                    if !chosen.contains(index) { chosen.append(index) }
                } else {
                    let guess = Suggestions.nearest(to: mode, among: system.modes)
                    let known = system.hasDeclaredModes ? "its modes are \(system.modes.joined(separator: ", "))" : "it declares no modes"
                    sink.report(.error("unknown-mode", "system '\(system.name)' has no mode '\(mode)' (\(known))",
                                       at: item.range, suggestion: guess.map { "did you mean '\($0)'?" }))
                }
            }
            if !chosen.isEmpty { modes = chosen.sorted() }
        }
        return Header(pairs: pairs, name: name, nameRange: nameRange, system: system, modes: modes)
    }

    /// `specs/laten/splash.screen.yaml` → `splash`.
    static func defaultName(for path: String) -> String {
        var base = (path as NSString).lastPathComponent
        for suffix in [".screen.yaml", ".screen.yml", ".screen.json", ".yaml", ".yml", ".json"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return base
    }
}
