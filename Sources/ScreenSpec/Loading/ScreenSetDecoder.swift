import Diagnostics
import Foundation
import TokenModel
import YAML
import Parallel

/// Decodes a set of spec documents: reads each header (`screen`, `system`, `modes`), checks
/// names across the set, then decodes each document once per mode.
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

    /// What pass one learns of a document.
    private struct Header {
        var document: ScreenSpecDocument
        var pairs: [YAMLPair]
        var name: String
        var nameRange: SourceRange
        var system: ResolvedSystem
        var modes: [Int]
    }

    /// Decodes the documents, emptying `documents`: from then on each document's tree is held
    /// only by the job decoding it, and released there.
    func decode(_ documents: inout [ScreenSpecDocument]) -> [Screen] {
        var headers: [Header] = []
        var firstByName: [String: SourceRange] = [:]
        for document in documents {
            guard let header = header(of: document) else { continue }
            let key = header.system.name + "\u{0}" + header.name
            if let first = firstByName[key] {
                sink.report(.error("duplicate-screen", "screen '\(header.name)' of system '\(header.system.name)' is defined twice",
                                   at: header.nameRange, notes: [.init("first defined here", at: first)]))
                continue
            }
            firstByName[key] = header.nameRange
            headers.append(header)
        }
        var namesBySystem: [String: [String]] = [:]
        for header in headers { namesBySystem[header.system.name, default: []].append(header.name) }
        var copyIndexes: [String: CopyIndex] = [:]
        for header in headers where copyIndexes[header.system.name] == nil {
            copyIndexes[header.system.name] = CopyIndex(system: header.system)
        }
        // Each document is decoded (in each of its modes) on any core into a sink of its own; the
        // screens and problems are then taken in document order, as if decoded one by one.
        // Which tokens change between a document's first mode and each other mode, per system.
        var changedBySystem: [String: [ModePair: [Bool]]] = [:]
        if reuseDecoding {
            for header in headers {
                guard let from = header.modes.first else { continue }
                for to in header.modes.dropFirst() where changedBySystem[header.system.name]?[ModePair(from: from, to: to)] == nil {
                    changedBySystem[header.system.name, default: [:]][ModePair(from: from, to: to)] =
                        ScreenModeRemapper.changedTokens(in: header.system, from: from, to: to)
                }
            }
        }
        // Navigation targets are looked up in a set per system (a list scanned per target made
        // decoding quadratic in the number of screens).
        let nameSets = namesBySystem.mapValues { Set($0) }
        documents.removeAll()
        let jobs = HandOver(headers)
        headers.removeAll()
        let names = namesBySystem, indexes = copyIndexes, reuseDecoding = reuseDecoding
        let changedTokens = changedBySystem
        let decoded = ParallelMap.indices(jobs.count) { i -> (screens: [Screen], diagnostics: [Diagnostic]) in
            guard let header = jobs.take(i) else { return ([], []) }
            let system = header.system
            let local = DiagnosticSink()
            var screens: [Screen] = []
            // The first mode is decoded from the YAML; the others are made from it by giving its
            // token references their values in that mode, or decoded again when that is not enough.
            var first: (screen: Screen, decoder: ScreenDecoder)?
            for modeIndex in header.modes {
                let decoder = ScreenDecoder(system: system, modeIndex: modeIndex, sink: local,
                                            copyIndex: indexes[system.name] ?? CopyIndex(system: system),
                                            screenNames: names[system.name] ?? [],
                                            screenNameSet: nameSets[system.name] ?? [])
                if reuseDecoding, let first {
                    let pair = ModePair(from: first.decoder.modeIndex, to: modeIndex)
                    var remapper = ScreenModeRemapper(system: system, from: pair.from, to: pair.to,
                                                      changed: changedTokens[system.name]?[pair])
                    if let screen = remapper.remap(first.screen, opaquePaths: first.decoder.opaquePaths, mode: decoder.mode) {
                        screens.append(screen)
                        continue
                    }
                }
                let screen = decoder.decodeScreen(root: header.document.root, pairs: header.pairs,
                                                  name: header.name, nameRange: header.nameRange,
                                                  modes: header.modes.map { system.modes[$0] })
                if first == nil { first = (screen, decoder) }
                screens.append(screen)
            }
            return (screens, local.diagnostics)
        }
        var screens: [Screen] = []
        for job in decoded {
            sink.report(contentsOf: job.diagnostics)
            screens += job.screens
        }
        return screens
    }

    private func header(of document: ScreenSpecDocument) -> Header? {
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
            let written: [YAMLNode] = modesPair.value.items ?? [modesPair.value]
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
        return Header(document: document, pairs: pairs, name: name, nameRange: nameRange, system: system, modes: modes)
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
