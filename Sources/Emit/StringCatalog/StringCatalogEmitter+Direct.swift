import Parallel
import TokenModel

/// The String Catalog and its Swift accessors written without their templates, while the
/// templates are the built-in ones: at 100,000 copy tokens the output took ~3 s on one core,
/// nearly all of it the contexts (an entry and an accessor per string, namespaces, the keys
/// sorted twice), the templates' rendering 0.2–0.4 s. Anything the template path would report —
/// a key used twice with different texts, a key part that is no Swift name, two keys that
/// become one accessor — makes the direct path give up before anything is reported, and the
/// template path reports it. The text, with the accessors' names found beside it, counts as
/// template time.
extension StringCatalogEmitter {
    /// The templates the direct path writes as: the catalog's, and the accessors' (needed only
    /// with `swift`).
    static let catalogTemplate = "xcstrings/catalog"
    static let accessorTemplates = ["xcstrings/l10n.swift", "xcstrings/l10n-namespace"]

    /// One string: a copy token (system, index among its tokens) and which of its texts — the
    /// main one (-1) or an alternate (its index among the alternates sorted by name).
    struct DirectEntry: Sendable {
        var system: Int32
        var token: Int32
        var alternate: Int32
    }

    /// Where the strings come from: each system with copy, and the mode its copy is taken from.
    struct CopySources: Sendable {
        var systems: [ResolvedSystem] = []
        var modes: [Int] = []
    }

    /// The systems with their copy's mode (the first selected; a system without one is left
    /// out), reporting the modes the parameters name that a system lacks.
    func copySources(_ input: EmitInput) -> CopySources {
        var sources = CopySources()
        for system in FilteredSystems.of(input) {
            let modes = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics)
            guard let mode = modes.indices.first else { continue }
            sources.systems.append(system)
            sources.modes.append(mode)
        }
        return sources
    }

    /// The files, written directly; nil when something must be reported (nothing was), or when
    /// a template is not the built-in one.
    func directFiles(_ sources: CopySources, _ input: EmitInput) -> [GeneratedFile]? {
        let swift = input.parameters.bool("swift") ?? true
        guard input.templates.isBuiltin(Self.catalogTemplate),
              !swift || Self.accessorTemplates.allSatisfy(input.templates.isBuiltin) else { return nil }
        let (entries, keys, collation) = Self.directEntries(sources)
        let halves = collation.sortedHalves()
        // The halves merged and each key kept once on one core while the others read what each
        // string says (the merge and the check, on one core, left the other waiting ~4 ms at
        // 100,000 strings).
        let found = OrderSlot()
        let spread = entries.count >= StringCatalogDirectText.parallelThreshold && ParallelMap.mapsMaySpread
        let said = StringCatalogDirectText.sources(of: entries, in: sources, parts: spread ? 16 : 0) {
            found.order = Self.uniqueOrder(collation.merged(halves), collation: collation, entries: entries, keys: keys, sources: sources)
        }
        guard let order = found.order else { return nil }

        let table = input.parameters.string("table") ?? "Localizable"
        let enumName = input.parameters.string("enumName") ?? "L10n"
        let frame = StringCatalogDirectText.Frame(
            sources: input.sourceFiles.joined(separator: ", "), access: input.parameters.access, enumName: enumName, table: table,
            bundle: input.parameters.string("bundle") == "module" ? "Bundle.module" : "Bundle.main",
            sourceLanguage: input.parameters.string("sourceLanguage") ?? "en")
        let start = ContinuousClock.now
        let text = StringCatalogDirectText(sources: sources, entries: entries, keys: keys, order: order, said: said, frame: frame)
        // The keys and their weights freed on another core.
        defer { if order.count >= StringCatalogDirectText.parallelThreshold { LateRelease.dropInBackground([text, collation]) } }
        // The accessors' names are found beside the catalog's text (and may stop the direct path).
        guard let (catalog, accessors) = text.files(swift: swift) else { return nil }
        input.templateClock?.add(ContinuousClock.now - start)
        var files = [GeneratedFile(path: table + ".xcstrings", pieces: catalog)]
        if let accessors { files.append(GeneratedFile(path: enumName + ".swift", pieces: accessors)) }
        return files
    }

    /// Where the keys' order is put by the core that finds it.
    private final class OrderSlot: @unchecked Sendable {
        var order: [Int32]?
    }

    /// Every string of the sources in the order ``CopyEntry/entries(of:mode:format:diagnostics:)``
    /// lists them (system by system, each token's alternates after it, by name), their keys, and
    /// the keys' weights. Many tokens are read in parts on all cores, each part weighing its keys
    /// as it reads them, and the parts are copied into place on all cores.
    static func directEntries(_ sources: CopySources)
        -> (entries: [DirectEntry], keys: [String], collation: StringCatalogKeyOrder.CollationKeys) {
        typealias Part = (entries: [DirectEntry], keys: [String], collation: StringCatalogKeyOrder.CollationKeys)
        var parts: [Part] = []
        for (systemIndex, system) in sources.systems.enumerated() {
            let count = system.tokens.count
            let partCount = count >= StringCatalogKeyOrder.CollationKeys.parallelThreshold && ParallelMap.mapsMaySpread ? 16 : 1
            parts += ParallelMap.indices(partCount, threshold: 2) { part -> Part in
                let (entries, keys) = directEntries(of: system, systemIndex: systemIndex, mode: sources.modes[systemIndex],
                                                    tokens: (part * count / partCount)..<((part + 1) * count / partCount))
                return (entries, keys, StringCatalogKeyOrder.CollationKeys.part(keys, keys.indices))
            }
        }
        guard parts.count > 1 else { return parts.first ?? ([], [], StringCatalogKeyOrder.CollationKeys([])) }
        defer { LateRelease.dropInBackground([parts]) }
        var ends = [0]
        for part in parts { ends.append(ends[ends.count - 1] + part.entries.count) }
        let made = parts, offsets = ends, total = ends[parts.count]
        var keys: [String] = []
        let entries = [DirectEntry](unsafeUninitializedCapacity: total) { entries, entriesMade in
            keys = [String](unsafeUninitializedCapacity: total) { keys, keysMade in
                let target = PartTarget(entries: entries.baseAddress, keys: keys.baseAddress)
                _ = ParallelMap.indices(parts.count, threshold: 2) { index in
                    made[index].entries.withUnsafeBufferPointer { part in
                        if let from = part.baseAddress { (target.entries! + offsets[index]).initialize(from: from, count: part.count) }
                    }
                    made[index].keys.withUnsafeBufferPointer { part in
                        if let from = part.baseAddress { (target.keys! + offsets[index]).initialize(from: from, count: part.count) }
                    }
                }
                keysMade = total
            }
            entriesMade = total
        }
        return (entries, keys, StringCatalogKeyOrder.CollationKeys(joining: parts.map(\.collation)))
    }

    /// Where ``directEntries(_:)`` copies the parts, each part to its own places.
    private struct PartTarget: @unchecked Sendable {
        let entries: UnsafeMutablePointer<DirectEntry>?
        let keys: UnsafeMutablePointer<String>?
    }

    /// The strings of a system's tokens at `range`, and their keys.
    private static func directEntries(of system: ResolvedSystem, systemIndex: Int, mode: Int, tokens range: Range<Int>)
        -> (entries: [DirectEntry], keys: [String]) {
        var entries: [DirectEntry] = []
        var keys: [String] = []
        entries.reserveCapacity(range.count)
        keys.reserveCapacity(range.count)
        system.tokens.withUnsafeBufferPointer { tokens in
                for tokenIndex in range where tokens[tokenIndex].type == .copy {
                    // Copied out of the token (see ``StringCatalogDirectText/source(of:token:mode:comment:)``).
                    guard case .copy(let copy) = tokens[tokenIndex].values[mode] else { continue }
                    let key = copy.key ?? tokens[tokenIndex].path
                    entries.append(DirectEntry(system: Int32(systemIndex), token: Int32(tokenIndex), alternate: -1))
                    keys.append(key)
                    guard !copy.alternates.isEmpty else { continue }
                    for (index, name) in copy.alternates.keys.sorted().enumerated() {
                        entries.append(DirectEntry(system: Int32(systemIndex), token: Int32(tokenIndex), alternate: Int32(index)))
                        keys.append(key + "." + name)
                    }
                }
        }
        return (entries, keys)
    }

    /// The entries in Xcode's order, each key once: an entry whose key an earlier entry has,
    /// with the same text, is left out (as the template path leaves it out). Nil when two of the
    /// same key have different texts (`copy-duplicate-key`, for the template path to report), or
    /// when two keys are the same string in different bytes (canonically equivalent: the
    /// template path's dictionaries take them for one key).
    static func uniqueOrder(_ sorted: [Int32], collation: StringCatalogKeyOrder.CollationKeys, entries: [DirectEntry],
                            keys: [String], sources: CopySources) -> [Int32]? {
        var order: [Int32] = []
        order.reserveCapacity(sorted.count)
        var position = 0
        while position < sorted.count {
            let first = sorted[position]
            order.append(first)
            position += 1
            // Equal keys sort together, the first-listed first.
            while position < sorted.count, collation.same(Int(first), Int(sorted[position])) {
                let text = StringCatalogDirectText.source(of: entries[Int(first)], in: sources).text
                guard StringCatalogDirectText.source(of: entries[Int(sorted[position])], in: sources).text == text else { return nil }
                position += 1
            }
        }
        // Keys that are one string in different bytes collate alike (their weights are those of
        // their decomposition) and sort next to each other but for keys of the same weights.
        if collation.hasNonASCII && order.count > 1 {
            var runStart = 0
            for index in 1...order.count where index == order.count || !collation.sameWeights(Int(order[index - 1]), Int(order[index])) {
                if index - runStart > 1 {
                    let run = order[runStart..<index].map { keys[Int($0)] }
                    for a in run.indices {
                        for b in run.indices where b > a && run[a] == run[b] { return nil }
                    }
                }
                runStart = index
            }
        }
        return order
    }
}
