import Diagnostics
import Foundation
import TokenModel
import Parallel

/// Builds the Swift context of one design system: the token groups as nested caseless enums,
/// each token a documented `static let`, with Swift-safe names and collisions reported.
struct SwiftNamespaceBuilder {
    /// `public` or `internal`.
    var access: String
    /// The type-name prefix (`TANDA`).
    var prefix: String
    /// The namespace of the value types (`TANDATokens`).
    var valuesNamespace: String
    /// Whether top-level group names are pluralized (`color` → `Colors`).
    var pluralizeTopLevel: Bool
    /// Where problems go.
    var diagnostics: DiagnosticSink
    /// From this many tokens on, members are made ahead on all cores.
    var parallelThreshold = SwiftEmitter.defaultParallelThreshold
    /// Whether the namespaces are made as the text the built-in `swift/namespace` and
    /// `swift/member` templates write (``Result/renderedNamespaces``) instead of as contexts.
    var rendersText = false

    /// The value types the emitted tokens use (`Color`, `Shadow`, …).
    private(set) var usedValueTypes: Set<TokenType> = []
    /// The type last added to ``usedValueTypes`` (neighbouring tokens mostly share one, and a
    /// comparison is cheaper than hashing it into the set again).
    private(set) var lastUsedType: TokenType?
    /// Whether an error was reported.
    private(set) var failed = false
    /// The tokens being built (their indexes are what the group tree holds).
    var tokens: [ResolvedToken] = []
    /// Members made ahead as contexts on all cores, by token index (empty for a small system and
    /// when the namespaces are made as text).
    var prepared: [PreparedMember?] = []
    /// The text walk's steps, in file order (with ``rendersText``; empty outside
    /// ``build(system:tokens:slots:)``).
    var textSteps: [TextStep] = []
    /// The bytes of the text walk's names, which its steps point into (``TextStep/nameStart``).
    var textNames: [UInt8] = []
    /// The text walk's steps before ``textSteps``, as runs of steps with their names: each a
    /// top-level part's plan taken whole (``adopt(_:name:)``), or steps planned here before one.
    /// The steps are written from the runs where they are: joined, ~125,000 steps at 100,000
    /// tokens were copied into fresh pages on the main thread alone (~4 ms, most of it page
    /// faults) while the other core waited.
    var stepRuns: [(steps: [TextStep], names: [UInt8])] = []
    /// The number of steps in ``stepRuns``.
    var stepsInRuns = 0

    /// The number of steps planned so far (in ``stepRuns`` and ``textSteps``).
    var plannedStepCount: Int { stepsInRuns + textSteps.count }
    /// While the text walk is planned, the diagnostics it reports, each with the number of steps
    /// planned before it: they are reported once the steps are written, merged in walk order with
    /// the members' warnings (nil otherwise: reported at once).
    var deferredDiagnostics: [(position: Int, diagnostic: Diagnostic)]?
    /// Name tables of namespaces planned, for the next ones to reuse.
    var nameTables: [NameTable] = []

    /// The result: top-level namespaces, and the tokens that sit at the root of the file.
    struct Result {
        /// The namespaces' contexts (empty when ``SwiftNamespaceBuilder/rendersText``).
        var namespaces: [SwiftNamespaceContext]
        /// The namespaces as text, each what the built-in `swift/namespace` template writes, one
        /// after the other (only with ``SwiftNamespaceBuilder/rendersText``).
        var renderedNamespaces = SwiftFileText.Namespaces()
        var rootMembers: [SwiftMemberContext]
    }

    /// The group tree being walked (empty outside ``build(system:tokens:slots:)``).
    var tree = SwiftGroupTree()

    /// Top-level group names written in the plural as namespaces (`TANDAColors`).
    static let plurals: [String: String] = [
        "color": "Colors", "font": "Fonts", "gradient": "Gradients", "shadow": "Shadows", "glow": "Glows",
        "radius": "Radii", "size": "Sizes", "haptic": "Haptics", "border": "Borders", "border-width": "BorderWidths",
        "component": "Components", "scale": "Scales", "offset": "Offsets", "icon": "Icons", "duration": "Durations",
        "easing": "Easings", "spring": "Springs", "timeout": "Timeouts", "breakpoint": "Breakpoints",
        "elevation": "Elevations", "blur": "Blurs", "stroke": "Strokes", "curve": "Curves",
    ]

    /// Builds the namespaces for the tokens of a system.
    mutating func build(system: ResolvedSystem, tokens: [ResolvedToken], slots: SwiftAppearanceSlots) -> Result {
        self.tokens = tokens
        madeStyle = memberStyle
        defer {
            self.tokens = []
            self.prepared = []
            self.textSteps = []
            self.textNames = []
            self.stepRuns = []
            self.stepsInRuns = 0
            self.deferredDiagnostics = nil
            self.nameTables = []
            self.tree = SwiftGroupTree()
        }
        let root = SwiftGroupTree.root
        // Members are made ahead as contexts on all cores — also when this output is one job of
        // a build's (`ParallelMap.jobs`), whose cores help once their own outputs are done —
        // unless they could only be made on this thread. (As text, members are written by the
        // pieces of the planned walk instead, on all cores.)
        let makesContextsAhead = !rendersText && tokens.count >= parallelThreshold && ParallelMap.mapsMaySpread
        // Where the walk below will declare each token: under its last path component (its
        // Swift name is made from it), at one level per group.
        var plannedNames = [String?](repeating: nil, count: makesContextsAhead ? tokens.count : 0)
        var plannedDepths = [Int](repeating: 1, count: makesContextsAhead ? tokens.count : 0)
        // The tree and the plan of each top-level group made apart on all cores (as text, from
        // the parallel threshold on); otherwise the whole tree here.
        let byTopLevel = rendersText && tokens.count >= parallelThreshold && ParallelMap.mapsMaySpread
        let groups: GroupLookup
        var topLevel: [TopLevelPart] = []
        if byTopLevel {
            // The tokens sorted by top-level name on all cores, the groups' lookup made beside them.
            let scanned = scanTopLevel(groups: system.groups, pieces: Self.scanPieces(tokenCount: tokens.count))
            groups = scanned.groups!
            topLevel = makeTopLevelParts(scanned.buckets, groups: groups)
        } else {
            groups = GroupLookup(system.groups)
            tree = SwiftGroupTree(capacity: tokens.count + tokens.count / 4)
            Self.grow(&tree, tokens: tokens, indices: tokens.indices) { index, lastPart, parts in
                if makesContextsAhead {
                    plannedNames[index] = lastPart
                    plannedDepths[index] = max(parts - 1, 1)
                }
            }
        }
        if makesContextsAhead {
            prepared = Self.prepareMembers(tokens, components: plannedNames, depths: plannedDepths,
                                           style: memberStyle, system: system, slots: slots)
        }

        var namespaces: [SwiftNamespaceContext] = []
        if rendersText {
            // (With top-level parts, the steps stay in their plans.)
            if !byTopLevel {
                textSteps.reserveCapacity(tokens.count + tokens.count / 4 + 16)
                textNames.reserveCapacity(8 * tokens.count)
            }
            deferredDiagnostics = []
        }
        var rootMembers: [SwiftMemberContext] = []
        var topNames = NameTable()
        topNames.reserve(valuesNamespace, what: "the value types' namespace")
        var rootMemberNames = NameTable()
        // The top-level entries: each a node of the tree, or the top of a part's tree.
        let tops: [(part: Int, node: Int)] = byTopLevel ? topLevel.indices.map { ($0, TopLevelPart.top) }
            : tree.children(of: root).map { (-1, Int($0)) }
        for top in tops {
            if top.part >= 0 { tree = topLevel[top.part].tree }
            let child = tree.entry(top.node)
            if child.token >= 0 {
                guard let name = memberName(child.name, tokenAt: child.token, in: &rootMemberNames) else { continue }
                rootMembers.append(member(at: child.token, name: name, depth: 1, system: system, slots: slots))
            } else {
                let base = pluralizeTopLevel ? (Self.plurals[child.name.lowercased()] ?? NameStyle.pascalCase.apply(child.name))
                    : NameStyle.pascalCase.apply(child.name)
                guard let typeName = SwiftIdentifier.type(prefix + base) else {
                    reportUnusable(child.name, range: groups[tree.path(of: child.index)]?.nameRange)
                    continue
                }
                let childPath = tree.path(of: child.index)
                guard claim(typeName, by: .named(path: childPath, range: groups[childPath]?.nameRange ?? firstRange(child.index)),
                            in: &topNames)
                else { continue }
                if child.rootToken >= 0, let name = memberName(child.name, tokenAt: child.rootToken, in: &rootMemberNames) {
                    rootMembers.append(member(at: child.rootToken, name: name, depth: 1, system: system, slots: slots))
                }
                if rendersText, top.part >= 0, var planned = topLevel[top.part].planned {
                    // Taken out of the part, so that the plan's steps are its own to name.
                    topLevel[top.part].planned = nil
                    adopt(&planned, name: typeName)
                } else if rendersText {
                    planNamespace(child.index, path: childPath, name: typeName, depth: 0, separated: false, groups: groups)
                } else {
                    namespaces.append(namespace(child.index, name: typeName, depth: 0, groups: groups, system: system, slots: slots))
                }
            }
        }
        if tokens.count >= parallelThreshold {
            // A node per token and group: freed on another core (by the time the Swift file, the
            // longest output, is written, the others are done and a core is free), or kept until
            // exit (``LateRelease``).
            let trees = [tree] + topLevel.map(\.tree)
            tree = SwiftGroupTree()
            topLevel = []
            LateRelease.drop([consume trees])
        }
        var rendered = SwiftFileText.Namespaces()
        if rendersText { rendered = writeSteps(system: system, slots: slots) }
        return Result(namespaces: namespaces, renderedNamespaces: rendered, rootMembers: rootMembers)
    }

    // MARK: - Top-level groups on all cores

    /// The tree of one top-level name's tokens (its root's one child, ``top``, is the top-level
    /// node), and the text walk planned for it when it is a group.
    struct TopLevelPart {
        /// The top-level node in ``tree``.
        static let top = 1
        var tree: SwiftGroupTree
        /// The namespace planned as if it were claimed (nil when the top-level node is a token's:
        /// it is then a member, and its group is not declared).
        var planned: PlannedNamespace?
    }

    /// A top-level namespace's planned steps, with what planning them reported and noted.
    struct PlannedNamespace {
        /// The steps; the first opens the namespace, its name left for ``adopt(_:name:)``.
        var steps: [TextStep]
        /// The bytes of the steps' names (``TextStep/nameStart`` counts from here).
        var names: [UInt8]
        /// The diagnostics, each with the number of the namespace's steps planned before it.
        var diagnostics: [(position: Int, diagnostic: Diagnostic)]
        var failed: Bool
        var usedValueTypes: Set<TokenType>
    }

    /// A builder and what each part is made from, for the cores (nothing in it is written while
    /// they read it).
    private final class TopLevelInput: @unchecked Sendable {
        let builder: SwiftNamespaceBuilder
        let groups: GroupLookup
        let buckets: [[Range<Int>]]

        init(builder: SwiftNamespaceBuilder, groups: GroupLookup, buckets: [[Range<Int>]]) {
            self.builder = builder
            self.groups = groups
            self.buckets = buckets
        }
    }

    /// The tokens by their path's first component, each top-level name's on a core: its tree,
    /// and when it is a group, its namespace planned (the walk of the root, which claims the
    /// top-level names, then takes the plans of those it declares — ``adopt(_:name:)``). In the
    /// order the names are first met, the order of the root's children in the whole tree; each
    /// part's tree is the whole tree's under its name (its tokens are added in the same order),
    /// so the steps and diagnostics are the same. The tree and the plan were ~225 M
    /// instructions on one core at 100,000 tokens. `scanPieces`: the tokens are sorted by name in
    /// that many runs (see ``scanTopLevel(groups:pieces:)``).
    func makeTopLevelParts(groups: GroupLookup, scanPieces: Int = 1) -> [TopLevelPart] {
        makeTopLevelParts(scanTopLevel(groups: nil, pieces: scanPieces).buckets, groups: groups)
    }

    /// The number of runs the tokens are scanned in by name on all cores, for a system of
    /// `count` tokens (one below 8,192: the scan is then not worth a core).
    static func scanPieces(tokenCount count: Int) -> Int { min(max(count / 4096, 1), 16) }

    /// A run of tokens scanned for their path's first component: the names in the order first
    /// met in the run, and the run cut into runs of consecutive tokens of one name (by its place
    /// in ``keys``).
    struct ScannedNames {
        var keys: [String] = []
        var runs: [(key: Int32, range: Range<Int>)] = []
    }

    /// The tokens' indexes by their path's first component, as runs of consecutive indexes (a
    /// group's tokens mostly are), the names in the order first met; with `groups`, also their
    /// lookup by path. Scanned in `pieces` runs on all cores and joined in order (the same buckets
    /// as one scan: a run that ends a piece and one that starts the next are joined), the lookup
    /// made beside them: on one core, reading each token's path (cold: a cache miss or two a
    /// token) was ~10 ms at 100,000 tokens while the other core waited, and the lookup ~3 ms.
    func scanTopLevel(groups: [GroupDefinition]?, pieces: Int) -> (buckets: [(runs: [Range<Int>], count: Int)], groups: GroupLookup?) {
        let pieces = max(min(pieces, tokens.count), 1)
        // The lookup, when asked for, is item 0; the pieces follow.
        let first = groups == nil ? 0 : 1
        let input = ScanInput(tokens: tokens, groups: groups ?? [])
        let made = ParallelMap.indices(pieces + first, threshold: 2) { item -> (ScannedNames?, GroupLookup?) in
            if item < first { return (nil, GroupLookup(input.groups)) }
            let piece = item - first
            let count = input.tokens.count
            return (Self.scanNames(input.tokens, range: (piece * count / pieces)..<((piece + 1) * count / pieces)), nil)
        }
        var bucketOfKey: [String: Int] = [:]
        var buckets: [(runs: [Range<Int>], count: Int)] = []
        var lookup: GroupLookup?
        for (scanned, madeLookup) in made {
            if let madeLookup { lookup = madeLookup }
            guard let scanned else { continue }
            let global = scanned.keys.map { key -> Int in
                if let known = bucketOfKey[key] { return known }
                bucketOfKey[key] = buckets.count
                buckets.append(([], 0))
                return buckets.count - 1
            }
            for run in scanned.runs {
                let bucket = global[Int(run.key)]
                if let last = buckets[bucket].runs.last, last.upperBound == run.range.lowerBound {
                    buckets[bucket].runs[buckets[bucket].runs.count - 1] = last.lowerBound..<run.range.upperBound
                } else {
                    buckets[bucket].runs.append(run.range)
                }
                buckets[bucket].count += run.range.count
            }
        }
        return (buckets, lookup)
    }

    /// What the scan's pieces read (nothing in it is written while they read it).
    private final class ScanInput: @unchecked Sendable {
        let tokens: [ResolvedToken]
        let groups: [GroupDefinition]
        init(tokens: [ResolvedToken], groups: [GroupDefinition]) {
            self.tokens = tokens
            self.groups = groups
        }
    }

    /// The tokens at `range` by their path's first component (the root's `$root` token, no
    /// member of the walk, left out).
    static func scanNames(_ tokens: [ResolvedToken], range: Range<Int>) -> ScannedNames {
        var scanned = ScannedNames()
        var keyOfName: [String: Int32] = [:]
        // The previous path's first component with the dots before it, as bytes, when the
        // path was ASCII up to the byte after it (nil otherwise), its key and whether it is
        // `$root`: a path that starts with those bytes and then a dot and an ASCII byte (or
        // ends) has the same first component, found without a string or a lookup.
        var previousKey: [UInt8]?
        var previousName: Int32 = -1
        var previousKeyIsRoot = false
        // The run being made: its key and first index.
        var runKey: Int32 = -1
        var runStart = 0
        func endRun(_ end: Int) {
            guard runKey >= 0, end > runStart else { return }
            scanned.runs.append((runKey, runStart..<end))
        }
        let dot = UInt8(ascii: ".")
        for index in range {
            var path = tokens[index].path
            // The same first component as the previous path; then whether no other follows.
            var same = false
            var single = false
            // Otherwise the first component and its end, when the path is ASCII up to the byte
            // after it (split on bytes, as the tree does: the same component as split into
            // characters); nil otherwise.
            var split: (key: String, end: Int)?
            path.withUTF8 { bytes in
                let n = bytes.count
                if let key = previousKey, n >= key.count, n == key.count || bytes[key.count] == dot,
                   n <= key.count + 1 || bytes[key.count + 1] < 0x80,
                   key.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, key.count) == 0 }) {
                    same = true
                    if previousKeyIsRoot { single = !bytes[key.count...].contains { $0 != dot } }
                    return
                }
                var start = 0
                while start < n && bytes[start] == dot { start += 1 }
                var end = start
                while end < n && bytes[end] != dot { end += 1 }
                guard SwiftNamespaceBuilder.isASCII(UnsafeBufferPointer(rebasing: bytes[..<min(end + 2, n)])) else { return }
                var next = end
                while next < n && bytes[next] == dot { next += 1 }
                single = next == n
                split = (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), end)
            }
            if same {
                // The root's `$root` token is no member of the walk.
                if single && previousKeyIsRoot {
                    endRun(index)
                    runKey = -1
                    continue
                }
                if runKey != previousName {
                    endRun(index)
                    runKey = previousName
                    runStart = index
                }
                continue
            }
            let key: String
            if let split {
                key = split.key
                // (Not an empty component: its bytes, all dots, would match any path that starts
                // with a dot.)
                previousKey = key.isEmpty ? nil
                    : path.utf8.withContiguousStorageIfAvailable { Array($0[..<split.end]) } ?? Array(path.utf8.prefix(split.end))
            } else {
                let components = NameStyle.pathComponents(path)
                key = components.first.map(String.init) ?? ""
                single = components.count <= 1
                previousKey = nil
            }
            previousKeyIsRoot = key == "$root"
            endRun(index)
            runKey = -1
            if single && previousKeyIsRoot {
                previousKey = nil
                continue
            }
            if let known = keyOfName[key] {
                previousName = known
            } else {
                previousName = Int32(scanned.keys.count)
                keyOfName[key] = previousName
                scanned.keys.append(key)
            }
            runKey = previousName
            runStart = index
        }
        endRun(range.upperBound)
        return scanned
    }

    /// Each top-level name's part made on all cores, from its tokens' runs (in the order the
    /// names were first met).
    func makeTopLevelParts(_ scanned: [(runs: [Range<Int>], count: Int)], groups: GroupLookup) -> [TopLevelPart] {
        let buckets = scanned.map { $0.runs }
        // The largest first, so that the cores end together.
        let sizes = scanned.map { $0.count }
        let order = buckets.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }
        let input = TopLevelInput(builder: self, groups: groups, buckets: buckets)
        let made = ParallelMap.indices(order.count, threshold: 2) { position in
            Self.makeTopLevelPart(input.buckets[order[position]], count: sizes[order[position]], builder: input.builder,
                                  groups: input.groups)
        }
        var parts = [TopLevelPart?](repeating: nil, count: buckets.count)
        for (position, part) in zip(order, made) { parts[position] = part }
        return parts.map { $0! }
    }

    /// One top-level name's tree, and its namespace planned when it is a group.
    private static func makeTopLevelPart(_ runs: [Range<Int>], count: Int, builder: SwiftNamespaceBuilder,
                                         groups: GroupLookup) -> TopLevelPart {
        var builder = builder
        builder.tree = SwiftGroupTree(capacity: count + count / 4 + 1)
        grow(&builder.tree, tokens: builder.tokens, indices: runs.joined()) { _, _, _ in }
        precondition(builder.tree.childCount(of: SwiftGroupTree.root) == 1, "one top-level node per part")
        let top = builder.tree.entry(TopLevelPart.top)
        guard top.token < 0 else { return TopLevelPart(tree: builder.tree, planned: nil) }
        builder.textSteps = []
        builder.textSteps.reserveCapacity(count + count / 4 + 2)
        builder.textNames = []
        builder.textNames.reserveCapacity(8 * count)
        builder.deferredDiagnostics = []
        builder.failed = false
        builder.usedValueTypes = []
        builder.lastUsedType = nil
        builder.nameTables = []
        builder.planNamespace(top.index, path: builder.tree.path(of: top.index), name: "", depth: 0, separated: false,
                              groups: groups)
        let planned = PlannedNamespace(steps: builder.textSteps, names: builder.textNames,
                                       diagnostics: builder.deferredDiagnostics ?? [],
                                       failed: builder.failed, usedValueTypes: builder.usedValueTypes)
        return TopLevelPart(tree: builder.tree, planned: planned)
    }

    /// Takes a top-level namespace planned on its own (``makeTopLevelParts(groups:)``) into the
    /// walk, named `name`, as if it were planned here: its steps and names become a run of
    /// ``stepRuns`` as they are (only the opening's name is added).
    private mutating func adopt(_ planned: inout PlannedNamespace, name: String) {
        endStepRun()
        let offset = plannedStepCount
        var steps = planned.steps
        var names = planned.names
        planned.steps = []
        planned.names = []
        if !steps.isEmpty { steps[0].setName(name, in: &names) }
        stepsInRuns += steps.count
        stepRuns.append((steps, names))
        for (position, diagnostic) in planned.diagnostics { deferredDiagnostics?.append((offset + position, diagnostic)) }
        if planned.failed { failed = true }
        usedValueTypes.formUnion(planned.usedValueTypes)
    }

    /// Moves the steps planned here (``textSteps``) to the end of ``stepRuns``.
    private mutating func endStepRun() {
        guard !textSteps.isEmpty else { return }
        stepsInRuns += textSteps.count
        stepRuns.append((textSteps, textNames))
        textSteps = []
        textNames = []
    }

    /// Adds the tokens at `indices` (in increasing order) to `tree`: each token under its path's
    /// groups, a `$root` token as its group's. `declared` is told of each token declared under a
    /// name: its index, its last path component and the number of its path's components.
    static func grow(_ tree: inout SwiftGroupTree, tokens: [ResolvedToken], indices: some Sequence<Int>,
                     declared: (Int, String, Int) -> Void) {
        // The previous ASCII path (read in place: its bytes copied per token were ~170
        // instructions), and the node of each of its groups with the offset of
        // the dot after it: the groups a path shares with the one before (the same bytes up to
        // and including a dot) are the same nodes, found without a lookup or a string per
        // component (tokens of a group are mostly consecutive: 460,000 lookups at 100,000
        // tokens became 100,000, ~110 M instructions fewer).
        var previousPath = ""
        var previousGroups: [(end: Int, node: Int)] = []
        for index in indices {
            var path = tokens[index].path
            var node = SwiftGroupTree.root
            var parts = 0
            var lastPart = ""
            // The last part's ``NameFingerprint``, made from its bytes (nil: made from the string).
            var lastPrint: UInt64?
            let walked = path.withUTF8 { bytes -> Bool in
                // An ASCII path is split on its bytes (as `NameStyle.pathComponents` does).
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
                let common = previousPath.utf8.withContiguousStorageIfAvailable { previous -> Int in
                    var common = 0
                    let limit = min(bytes.count, previous.count)
                    // Eight bytes at a time (byte by byte it was ~120 instructions a token).
                    if let a = bytes.baseAddress, let b = previous.baseAddress {
                        while common + 8 <= limit,
                              UnsafeRawPointer(a + common).loadUnaligned(as: UInt64.self)
                                == UnsafeRawPointer(b + common).loadUnaligned(as: UInt64.self) {
                            common += 8
                        }
                    }
                    while common < limit && bytes[common] == previous[common] { common += 1 }
                    return common
                } ?? 0
                var kept = 0
                while kept < previousGroups.count && previousGroups[kept].end < common { kept += 1 }
                previousGroups.removeSubrange(kept...)
                var start = 0
                if let group = previousGroups.last {
                    node = group.node
                    start = group.end + 1
                }
                parts = kept
                var last: Range<Int>?
                var position = start
                while position <= bytes.count {
                    defer { position += 1 }
                    guard position == bytes.count || bytes[position] == UInt8(ascii: ".") else { continue }
                    defer { start = position + 1 }
                    guard position > start else { continue }
                    if let previous = last {
                        let name = UnsafeBufferPointer(rebasing: bytes[previous])
                        node = tree.child(of: node, named: String(decoding: name, as: UTF8.self), print: NameFingerprint.of(name))
                        previousGroups.append((previous.upperBound, node))
                    }
                    last = start..<position
                    parts += 1
                }
                lastPart = last.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) } ?? ""
                lastPrint = last.map { NameFingerprint.of(UnsafeBufferPointer(rebasing: bytes[$0])) }
                return true
            }
            if walked {
                previousPath = path
            } else {
                previousPath = ""
                previousGroups.removeAll(keepingCapacity: true)
                let components = NameStyle.pathComponents(path)
                for part in components.dropLast() { node = tree.child(of: node, named: String(part)) }
                lastPart = components.last.map(String.init) ?? ""
                parts = components.count
            }
            let print = lastPrint ?? NameFingerprint.of(lastPart)
            // (By fingerprint first: an unequal comparison with a literal costs as one with a string.)
            if NameFingerprint.mayMatch(print, Self.rootPrint), lastPart == "$root" {
                tree.setRootToken(index, at: node)
            } else {
                let child = tree.child(of: node, named: lastPart, print: print)
                tree.setToken(index, at: child)
                declared(index, lastPart, parts)
            }
        }
    }

    /// ``NameFingerprint`` of `$root`.
    static let rootPrint = NameFingerprint.of("$root")

    // MARK: - Tree to contexts

    private mutating func namespace(_ node: Int, name: String, depth: Int, groups: GroupLookup,
                                    system: ResolvedSystem, slots: SwiftAppearanceSlots) -> SwiftNamespaceContext {
        var entries: [SwiftEntryContext] = []
        var names = NameTable()
        for childID in tree.children(of: node) {
            let child = tree.entry(Int(childID))
            if child.token >= 0 {
                guard let memberName = memberName(child.name, tokenAt: child.token, in: &names) else { continue }
                entries.append(.member(member(at: child.token, name: memberName, depth: depth + 1, system: system, slots: slots)))
                continue
            }
            if child.rootToken >= 0, let memberName = memberName(child.name, tokenAt: child.rootToken, in: &names) {
                entries.append(.member(member(at: child.rootToken, name: memberName, depth: depth + 1, system: system, slots: slots)))
            }
            guard let typeName = SwiftIdentifier.type(child.name) else {
                reportUnusable(child.name, range: groups[tree.path(of: child.index)]?.nameRange ?? firstRange(child.index))
                continue
            }
            guard claim(typeName, by: .named(path: tree.path(of: child.index),
                                             range: groups[tree.path(of: child.index)]?.nameRange ?? firstRange(child.index)),
                        in: &names)
            else { continue }
            entries.append(.namespace(namespace(child.index, name: typeName, depth: depth + 1, groups: groups,
                                                system: system, slots: slots)))
        }
        let group = groups[tree.path(of: node)]
        return SwiftNamespaceContext(
            indent: Self.indent(depth), access: access, name: name,
            docLines: Self.wrap(group?.description ?? "", width: 100 - 4 * depth).map(SwiftDocLine.init),
            deprecationAttribute: group?.deprecation.map(Self.deprecationAttribute),
            entries: entries, groupPath: tree.path(of: node))
    }

    /// Plans the text the built-in `swift/namespace` template writes for a group (and, through
    /// `swift/member` and itself, for its tokens and subgroups): the same walk, names and
    /// diagnostics as ``namespace(_:name:depth:groups:system:slots:)``, as ``textSteps`` that
    /// ``writeSteps(system:slots:)`` writes. `path` is the group's path
    /// (``SwiftGroupTree/path(of:)`` of `node`, made once by the caller); `separated`: a blank
    /// line comes before it (it is not the first entry of its parent).
    private mutating func planNamespace(_ node: Int, path: String, name: String, depth: Int, separated: Bool,
                                        groups: GroupLookup) {
        textSteps.append(TextStep(kind: .open, separated: separated, depth: Int32(depth), item: Int32(groups.index(of: path) ?? -1),
                                  name: name, in: &textNames))
        var entryCount = 0
        // The tables of finished namespaces are reused (a table allocated and freed per namespace
        // was ~1,400 instructions).
        var names = nameTables.popLast() ?? NameTable()
        names.reset(capacity: tree.childCount(of: node))
        for childID in tree.children(of: node) {
            let child = tree.entry(Int(childID))
            if child.token >= 0 {
                guard let memberName = memberName(child.name, tokenAt: child.token, in: &names) else { continue }
                noteUsed(tokens[child.token].type)
                textSteps.append(TextStep(kind: .member, separated: entryCount > 0, depth: Int32(depth + 1),
                                          item: Int32(child.token), name: memberName, in: &textNames))
                entryCount += 1
                continue
            }
            if child.rootToken >= 0, let memberName = memberName(child.name, tokenAt: child.rootToken, in: &names) {
                noteUsed(tokens[child.rootToken].type)
                textSteps.append(TextStep(kind: .member, separated: entryCount > 0, depth: Int32(depth + 1),
                                          item: Int32(child.rootToken), name: memberName, in: &textNames))
                entryCount += 1
            }
            guard let typeName = SwiftIdentifier.type(child.name) else {
                reportUnusable(child.name, range: groups[tree.path(of: child.index)]?.nameRange ?? firstRange(child.index))
                continue
            }
            let childPath = tree.path(of: child.index)
            guard claim(typeName, by: .named(path: childPath, range: groups[childPath]?.nameRange ?? firstRange(child.index)),
                        in: &names)
            else { continue }
            planNamespace(child.index, path: childPath, name: typeName, depth: depth + 1, separated: entryCount > 0,
                          groups: groups)
            entryCount += 1
        }
        textSteps.append(TextStep(kind: .close, separated: false, depth: Int32(depth), nameStart: 0, nameCount: 0))
        nameTables.append(names)
    }

    /// One step of the text walk: a namespace's opening (its doc comment, deprecation and `enum`
    /// line), a member, or a namespace's closing brace.
    struct TextStep: Sendable {
        enum Kind: UInt8, Sendable { case open, member, close }
        var kind: Kind
        /// A blank line comes first (the entry is not the first of its namespace).
        var separated: Bool
        var depth: Int32
        /// A member's token; an opening's group in the system's groups (-1: none).
        var item: Int32 = -1
        /// The member's or the namespace's Swift name: `nameCount` bytes from `nameStart` in the
        /// walk's names (``SwiftNamespaceBuilder/textNames``, or a plan's). Bytes in one buffer,
        /// not a string a step: the steps are plain values, copied from a top-level part's plan
        /// into the walk at once (~125,000 strings copied one by one and released were ~4 ms at
        /// 100,000 tokens, on the main thread alone), and a name is written by copying its bytes.
        var nameStart: Int32
        var nameCount: Int32

        init(kind: Kind, separated: Bool, depth: Int32, item: Int32 = -1, nameStart: Int32, nameCount: Int32) {
            self.kind = kind
            self.separated = separated
            self.depth = depth
            self.item = item
            self.nameStart = nameStart
            self.nameCount = nameCount
        }

        /// A step named `name`, its bytes added to `names`.
        init(kind: Kind, separated: Bool, depth: Int32, item: Int32 = -1, name: String, in names: inout [UInt8]) {
            self.init(kind: kind, separated: separated, depth: depth, item: item, nameStart: 0, nameCount: 0)
            setName(name, in: &names)
        }

        /// Names the step `name`, its bytes added to `names`.
        mutating func setName(_ name: String, in names: inout [UInt8]) {
            let start = names.count
            ByteText.append(name, to: &names)
            nameStart = Int32(start)
            nameCount = Int32(names.count - start)
        }

        /// The name's bytes in `names`.
        func name(in names: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: names[Int(nameStart)..<Int(nameStart + nameCount)])
        }
    }

    /// The system's groups by path (the first of a path), as indexes into its groups.
    struct GroupLookup {
        let groups: [GroupDefinition]
        private var indexes: [String: Int] = [:]

        init(_ groups: [GroupDefinition]) {
            self.groups = groups
            indexes.reserveCapacity(groups.count)
            // Last to first, so that the first of a path stays: one hash a group. (By index: a
            // group copied out of the array was ~1,000 instructions.)
            for index in groups.indices.reversed() { indexes[groups[index].path] = index }
        }

        func index(of path: String) -> Int? { indexes[path] }

        subscript(path: String) -> GroupDefinition? { indexes[path].map { groups[$0] } }
    }

    /// A piece of the text walk's steps written: its text, the members' warnings by step, and
    /// where each top-level namespace that starts in it starts in its text.
    struct WrittenSteps: Sendable {
        var text: OwnedBytes
        var warnings: [(step: Int, diagnostic: Diagnostic)]
        var topStarts: [Int]
    }

    /// About how many steps a piece of the text walk holds at most. Its text (~180 bytes a step,
    /// ~400 for a typography; 256 reserved) then stays in a buffer below 128 KB, even grown
    /// once, which glibc takes from a heap: from 128 KB on, each buffer is a mapping of its own,
    /// whose every 4 KB page faults in when first written (~2.8 µs a fault on this VM). At
    /// 100,000 tokens, 64 pieces of ~350 KB were ~3,000 more page faults than ~630 of ~48 KB.
    static let stepsPerPiece = 192

    /// Writes the planned steps (``stepRuns``, then ``textSteps``) — in pieces of about as many
    /// members each, made on all cores (a piece is any run of steps, across runs: the text is
    /// their texts one after the other), each
    /// piece's text kept in its own buffer (the file is written from them) — and reports the
    /// deferred diagnostics and the members' warnings in walk order.
    private mutating func writeSteps(system: ResolvedSystem,
                                     slots: SwiftAppearanceSlots) -> SwiftFileText.Namespaces {
        endStepRun()
        let runs = stepRuns
        stepRuns = []
        let stepCount = stepsInRuns
        stepsInRuns = 0
        // Where each run starts among all the steps (and where the last ends).
        var runStarts = [0]
        for run in runs { runStarts.append(runStarts[runStarts.count - 1] + run.steps.count) }
        // (Steps read a field at a time.)
        var memberCount = 0
        for run in runs {
            for index in run.steps.indices where run.steps[index].kind == .member { memberCount += 1 }
        }
        let pieceCount = tokens.count >= parallelThreshold && ParallelMap.mapsMaySpread
            ? max(min(memberCount, max(64, stepCount / Self.stepsPerPiece)), 1) : 1
        // Where each piece starts: cut before the step that brings a piece to its share of members.
        var starts = [0]
        starts.reserveCapacity(pieceCount + 1)
        var members = 0
        for (run, runStart) in zip(runs, runStarts) {
            for index in run.steps.indices where run.steps[index].kind == .member {
                if members >= starts.count * memberCount / pieceCount && starts.count < pieceCount {
                    starts.append(runStart + index)
                }
                members += 1
            }
        }
        starts.append(stepCount)
        let tokens = tokens
        let style = memberStyle
        let bounds = starts
        let firstSteps = runStarts
        @Sendable func write(_ piece: Int) -> WrittenSteps {
            var warnings: [(step: Int, diagnostic: Diagnostic)] = []
            var topStarts: [Int] = []
            let range = bounds[piece]..<bounds[piece + 1]
            var text = ByteWriter(capacity: 256 * range.count)
            // The run the piece starts in: the last that starts at or before it.
            var low = 0, high = runs.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if firstSteps[middle] <= range.lowerBound { low = middle } else { high = middle - 1 }
            }
            // The tokens, and each run's steps and names, read in place once a piece, not once a step.
            tokens.withUnsafeBufferPointer { tokens in
                var run = low
                var index = range.lowerBound
                while index < range.upperBound && run < runs.count {
                    let end = min(firstSteps[run + 1], range.upperBound)
                    let first = firstSteps[run]
                    runs[run].steps.withUnsafeBufferPointer { steps in
                        runs[run].names.withUnsafeBufferPointer { names in
                            for step in index..<end {
                                Self.write(steps[step - first], step: step, tokens: tokens, names: names, style: style,
                                           system: system, slots: slots, into: &text, topStarts: &topStarts,
                                           warnings: &warnings)
                            }
                        }
                    }
                    index = end
                    run += 1
                }
            }
            // The bytes handed over as they are, to be written to the file from there.
            return WrittenSteps(text: text.takeBytes(), warnings: warnings, topStarts: topStarts)
        }
        var made = SwiftFileText.Namespaces()
        var warnings: [(step: Int, diagnostic: Diagnostic)] = []
        // Where each top-level namespace starts: its buffer and offset.
        var topStarts: [(buffer: Int, offset: Int)] = []
        /// Adds a written piece's buffer.
        func add(_ piece: WrittenSteps) {
            for offset in piece.topStarts { topStarts.append((made.buffers.count, offset)) }
            warnings += piece.warnings
            made.buffers.append(piece.text)
        }
        if bounds.count == 2 {
            add(write(0))
        } else {
            let pieces = ParallelPieces(bounds.count - 1, write)
            for piece in 0..<(bounds.count - 1) {
                if let written = pieces.take(piece) { add(written) }
            }
        }
        // A namespace runs from its start to the next one's (the last to the end of the text).
        made.ranges.reserveCapacity(topStarts.count)
        for (position, start) in topStarts.enumerated() {
            let end: (buffer: Int, offset: Int) = position + 1 < topStarts.count ? topStarts[position + 1]
                : (made.buffers.count - 1, made.buffers.last?.count ?? 0)
            var parts: [(buffer: Int, range: Range<Int>)] = []
            for buffer in start.buffer...end.buffer {
                let from = buffer == start.buffer ? start.offset : 0
                let to = buffer == end.buffer ? end.offset : made.buffers[buffer].count
                if to > from { parts.append((buffer, from..<to)) }
            }
            made.ranges.append(parts)
        }
        // The diagnostics in walk order: one reported before step `p` was planned comes before
        // that step's member's warning.
        let deferred = deferredDiagnostics ?? []
        deferredDiagnostics = nil
        var next = 0
        for warning in warnings {
            while next < deferred.count && deferred[next].position <= warning.step {
                diagnostics.report(deferred[next].diagnostic)
                next += 1
            }
            diagnostics.report(warning.diagnostic)
        }
        for later in deferred[next...] { diagnostics.report(later.diagnostic) }
        return made
    }

    /// Writes one step of the text walk (what ``writeSteps(system:slots:)`` does with
    /// each, on any core).
    private static func write(_ step: TextStep, step index: Int, tokens: UnsafeBufferPointer<ResolvedToken>,
                              names: UnsafeBufferPointer<UInt8>, style: MemberStyle, system: ResolvedSystem, slots: SwiftAppearanceSlots,
                              into text: inout ByteWriter, topStarts: inout [Int],
                              warnings: inout [(step: Int, diagnostic: Diagnostic)]) {
        if step.separated { text.append(UInt8(ascii: "\n")) }
        let depth = Int(step.depth)
        switch step.kind {
        case .open:
            let indent = Self.indent(depth)
            if depth == 0 { topStarts.append(text.count) }
            let group = step.item >= 0 ? system.groups[Int(step.item)] : nil
            let docLines = Self.wrap(group?.description ?? "", width: 100 - 4 * depth).map(SwiftDocLine.init)
            if !docLines.isEmpty { text.append(SwiftDocLine.comment(docLines, indent: indent)) }
            if let deprecation = group?.deprecation.map(Self.deprecationAttribute) {
                text.append(indent)
                text.append(deprecation)
                text.append(UInt8(ascii: "\n"))
            }
            text.append(indent)
            text.append(style.access)
            text.append(" enum ")
            text.append(step.name(in: names))
            text.append(" {\n")
        case .member:
            let member = Self.write(tokens.baseAddress! + Int(step.item), name: step.name(in: names), depth: depth, style: style,
                                    system: system, slots: slots, into: &text)
            text.append(UInt8(ascii: "\n"))
            if let warning = member.warning { warnings.append((index, warning)) }
        case .close:
            text.append(Self.indent(depth))
            text.append("}\n")
        }
    }

    /// The member of a token, made ahead when it was (for that name and depth), else now; its
    /// warning reported.
    private mutating func prepare(at index: Int, name: String, depth: Int, system: ResolvedSystem,
                                  slots: SwiftAppearanceSlots, rendered: Bool) -> PreparedMember {
        let token = tokens[index]
        noteUsed(token.type)
        let made: PreparedMember
        if index < prepared.count, let ready = prepared[index], ready.name == name, ready.depth == depth,
           rendered || ready.context != nil {
            made = ready
        } else {
            made = Self.makeMember(token, name: name, depth: depth, style: memberStyle, system: system, slots: slots,
                                   rendered: rendered)
        }
        if let warning = made.warning { report(warning) }
        return made
    }

    private mutating func member(at index: Int, name: String, depth: Int, system: ResolvedSystem,
                                 slots: SwiftAppearanceSlots) -> SwiftMemberContext {
        let made = prepare(at: index, name: name, depth: depth, system: system, slots: slots, rendered: false)
        if let context = made.context { return context }
        // Made as text ahead: make the context (its text is the same).
        return Self.makeMember(tokens[index], name: name, depth: depth, style: memberStyle, system: system, slots: slots)
            .context!
    }

    /// Adds a token's type to ``usedValueTypes``.
    private mutating func noteUsed(_ type: TokenType) {
        guard type != lastUsedType else { return }
        lastUsedType = type
        usedValueTypes.insert(type)
    }

    /// What every member shares: the access level and the value types' namespace.
    struct MemberStyle: Sendable {
        let access: String
        var valuesNamespace: String
        /// The value types' qualified names.
        var qualifiedNames: SwiftQualifiedNames
        /// Whether the common values (colors, numbers, Béziers, typography) are written by
        /// ``SwiftDirectExpression`` (tests turn it off to compare with the general path).
        var writesCommonValuesDirectly = true
        /// The fixed text that starts a member's lines, by depth.
        let heads: LineHeads

        init(access: String, valuesNamespace: String, qualifiedNames: SwiftQualifiedNames) {
            self.access = access
            self.valuesNamespace = valuesNamespace
            self.qualifiedNames = qualifiedNames
            heads = LineHeads(access: access)
        }
    }

    /// The text that starts each line of a member, by depth, made once: the indentation, then
    /// `/// `, `/// Value: \`` or the access level and ` static let `. Appended apart, they were
    /// two or three appends a line (a member's text at 10,000 tokens 58.5 → 53.9 M instructions).
    struct LineHeads: Sendable {
        private let access: String
        private let docLines: [[UInt8]]
        private let valueLines: [[UInt8]]
        private let declarations: [[UInt8]]
        /// Depths below this have their heads made ahead (deeper ones are made when needed).
        private static let madeDepths = 16

        init(access: String) {
            self.access = access
            let depths = 0..<Self.madeDepths
            docLines = depths.map { Self.docLine(depth: $0) }
            valueLines = depths.map { Self.valueLine(depth: $0) }
            declarations = depths.map { Self.declaration(depth: $0, access: access) }
        }

        /// The indentation and `/// `.
        func docLine(depth: Int) -> [UInt8] { depth < docLines.count ? docLines[depth] : Self.docLine(depth: depth) }

        /// The indentation and `/// Value: \``.
        func valueLine(depth: Int) -> [UInt8] { depth < valueLines.count ? valueLines[depth] : Self.valueLine(depth: depth) }

        /// The indentation, the access level and ` static let `.
        func declaration(depth: Int) -> [UInt8] {
            depth < declarations.count ? declarations[depth] : Self.declaration(depth: depth, access: access)
        }

        private static func docLine(depth: Int) -> [UInt8] { Array((indent(depth) + "/// ").utf8) }
        private static func valueLine(depth: Int) -> [UInt8] { Array((indent(depth) + "/// Value: `").utf8) }
        private static func declaration(depth: Int, access: String) -> [UInt8] {
            Array((indent(depth) + access + " static let ").utf8)
        }
    }

    private var memberStyle: MemberStyle {
        madeStyle ?? MemberStyle(access: access, valuesNamespace: valuesNamespace,
                                 qualifiedNames: SwiftQualifiedNames(valuesNamespace))
    }

    /// ``memberStyle``, made once when a build starts.
    var madeStyle: MemberStyle?

    /// A member made ahead of the walk, with the name and depth it was made for.
    struct PreparedMember: Sendable {
        var name: String
        var depth: Int
        /// The member's context (nil when it was made as text only).
        var context: SwiftMemberContext?
        /// The member as the built-in template writes it (empty when a context was made).
        var text: [UInt8]
        var warning: Diagnostic?
    }

    /// The members of the tokens that have a planned name (nil elsewhere), made on all cores.
    /// The walk uses one only when it declares the token with that name at that depth; it makes
    /// the others itself.
    /// `components` holds the last path component a token is declared under (its name is made
    /// from it here, on all cores).
    static func prepareMembers(_ tokens: [ResolvedToken], components: [String?], depths: [Int], style: MemberStyle,
                               system: ResolvedSystem, slots: SwiftAppearanceSlots) -> [PreparedMember?] {
        ParallelMap.indices(tokens.count, threshold: 0) { t in
            guard let component = components[t], let name = SwiftIdentifier.member(component) else { return nil }
            return makeMember(tokens[t], name: name, depth: depths[t], style: style, system: system, slots: slots)
        }
    }

    /// With `rendered`, the member is made only as the text the built-in `swift/member`
    /// template writes (``PreparedMember/text``), without a context.
    static func makeMember(_ token: ResolvedToken, name: String, depth: Int, style: MemberStyle,
                           system: ResolvedSystem, slots: SwiftAppearanceSlots, rendered: Bool = false) -> PreparedMember {
        var text = ByteWriter(capacity: 256 + 2 * (token.description?.utf8.count ?? 0))
        let member = withUnsafePointer(to: token) { token in
            write(token, name: name, depth: depth, style: style, system: system, slots: slots, into: &text)
        }
        var made = PreparedMember(name: name, depth: depth, context: nil, text: [], warning: member.warning)
        guard !rendered else {
            text.append(UInt8(ascii: "\n"))
            made.text = text.bytes
            return made
        }
        let bytes = text.buffer
        made.context = SwiftMemberContext(
            indent: indent(depth), access: style.access, name: name, type: member.type, typeAnnotation: member.typeAnnotation,
            fullExpression: String(decoding: UnsafeBufferPointer(rebasing: bytes[member.expressionStart...]), as: UTF8.self),
            documentation: String(decoding: UnsafeBufferPointer(rebasing: bytes[..<member.documentationEnd]), as: UTF8.self),
            deprecationAttribute: member.deprecation, tokenPath: token.path, tokenType: token.type.rawValue)
        return made
    }

    /// ``write(_:name:depth:style:system:slots:into:)`` with the name as a string (the text walk
    /// passes the bytes of its steps' names).
    static func write(_ token: UnsafePointer<ResolvedToken>, name: String, depth: Int, style: MemberStyle,
                      system: ResolvedSystem, slots: SwiftAppearanceSlots, into text: inout ByteWriter) -> WrittenMember {
        var name = name
        return name.withUTF8 { write(token, name: $0, depth: depth, style: style, system: system, slots: slots, into: &text) }
    }

    /// A member written by ``write(_:name:depth:style:system:slots:into:)``: where its parts are
    /// in the buffer, and what a context needs besides.
    struct WrittenMember {
        var warning: Diagnostic?
        var documentationStart: Int
        var documentationEnd: Int
        var expressionStart: Int
        var type: String
        var typeAnnotation: String?
        var deprecation: String?
    }

    /// Appends the member to `text` as the built-in `swift/member` template writes it, without
    /// its final newline: the doc comment, the deprecation, the declaration and its initializer.
    /// Pure (it reads nothing but its arguments), so members are made on all cores. The token is
    /// read in place: passed as a value, each was copied out of the tokens and destroyed again
    /// (~315 instructions a member).
    static func write(_ token: UnsafePointer<ResolvedToken>, name: UnsafeBufferPointer<UInt8>, depth: Int, style: MemberStyle,
                      system: ResolvedSystem, slots: SwiftAppearanceSlots, into text: inout ByteWriter) -> WrittenMember {
        var warning: Diagnostic?
        let values = token.pointee.values
        func pick(_ index: Int?) -> TokenValue? {
            guard let index, index < values.count, values[index] != values[slots.light] else { return nil }
            return values[index]
        }
        // Made at once (assigning the optional slots one by one copied and destroyed each); with
        // one appearance, no other slot is looked at (testing an optional value copies it). The
        // light value is copied into the slots and read from there, not also kept in a local
        // (a copy and a destruction: ~235 instructions a member).
        let hasOtherAppearances = slots.dark != nil || slots.lightHighContrast != nil || slots.darkHighContrast != nil
        var madeSlots = !hasOtherAppearances
            ? SwiftValueLiteral.Slots(light: values[slots.light])
            : SwiftValueLiteral.Slots(light: values[slots.light], dark: pick(slots.dark),
                                      lightHighContrast: pick(slots.lightHighContrast),
                                      darkHighContrast: pick(slots.darkHighContrast))
        // Only a value that differs between appearances is checked (no list made for the others).
        if hasOtherAppearances,
           madeSlots.dark != nil || madeSlots.lightHighContrast != nil || madeSlots.darkHighContrast != nil,
           case let skeleton = SwiftValueLiteral.skeleton(of: madeSlots.light),
           [madeSlots.dark, madeSlots.lightHighContrast, madeSlots.darkHighContrast].contains(where: {
               $0.map { SwiftValueLiteral.skeleton(of: $0) != skeleton } ?? false
           }) {
            warning = .warning(
                "swift-mode-not-dynamic",
                "'\(token.pointee.path)' differs between appearances in more than its colors; the Swift output uses the \(system.modes[slots.light]) value",
                at: token.pointee.nameRange,
                suggestion: "only colors (also inside shadows, gradients and borders) follow light and dark mode")
            madeSlots.dark = nil
            madeSlots.lightHighContrast = nil
            madeSlots.darkHighContrast = nil
        }
        // A constant for the closures below: a captured variable's every read was checked for
        // exclusive access at run time (~150 instructions a member).
        let valueSlots = madeSlots

        /// The general path's literal (made only for a value the direct writer leaves).
        func literal() -> SwiftValueLiteral {
            var literal = SwiftValueLiteral(valuesNamespace: style.valuesNamespace, tokenPath: token.pointee.path,
                                            qualifiedNames: style.qualifiedNames)
            if case .gradient = valueSlots.light { literal.gradientGeometry = Self.gradientGeometry(token.pointee) }
            return literal
        }
        // The common shapes are written directly (no expression tree); the others, and any value
        // the direct writer leaves, through the general expression.
        let direct = style.writesCommonValuesDirectly
            ? SwiftDirectExpression.declaredType(of: valueSlots, names: style.qualifiedNames) : nil
        var declaration: (type: String, annotated: Bool, expression: SwiftExpression)?
        if direct == nil { declaration = literal().declaration(for: valueSlots) }
        let declaredType = direct ?? (declaration!.type, declaration!.annotated)
        let indent = Self.indent(depth)
        let deprecation = token.pointee.deprecation.map(Self.deprecationAttribute)
        let typeAnnotation = declaredType.annotated ? declaredType.type : nil

        // The member as the built-in `swift/member` template writes it, in one buffer: the doc
        // comment, the deprecation, the declaration and its initializer. A context takes the doc
        // comment and the initializer out of it.
        let documentationStart = text.count
        /// Writes one doc line made of up to four pieces (a line without text is `///` alone).
        func addDocLine(_ a: String, _ b: String = "", _ c: String = "", _ d: String = "") {
            if a.isEmpty && b.isEmpty && c.isEmpty && d.isEmpty {
                ByteText.append(indent, to: &text)
                ByteText.append("///\n", to: &text)
                return
            }
            text.append(style.heads.docLine(depth: depth))
            ByteText.append(a, to: &text)
            // Most lines are one piece (a description's); appending an empty string still cost
            // ~80 instructions.
            if !b.isEmpty { ByteText.append(b, to: &text) }
            if !c.isEmpty { ByteText.append(c, to: &text) }
            if !d.isEmpty { ByteText.append(d, to: &text) }
            text.append(UInt8(ascii: "\n"))
        }
        // The doc comment: the description, a blank line, then the value (in each appearance).
        if let description = token.pointee.description, !description.isEmpty {
            let wrapped = Self.wrap(description, width: 100 - 4 * depth)
            for line in wrapped { addDocLine(line) }
            if !wrapped.isEmpty { addDocLine("") }
        }
        let shownModes = slots.shownModeIndexes
        let sameInEveryMode = shownModes.count < 2 || {
            let first = values[shownModes[0]]
            return !shownModes.dropFirst().contains(where: { values[$0] != first })
        }()
        if sameInEveryMode {
            // `/// Value: `…``, the value's summary written as bytes.
            text.append(style.heads.valueLine(depth: depth))
            ValueSummary.append(valueSlots.light, to: &text)
            ByteText.append("`\n", to: &text)
            if slots.light < token.pointee.aliasOf.count, let target = token.pointee.aliasOf[slots.light] { addDocLine("Alias of `", target, "`.") }
        } else {
            for index in shownModes {
                let alias = (index < token.pointee.aliasOf.count ? token.pointee.aliasOf[index] : nil).map { " (alias of `\($0)`)" } ?? ""
                addDocLine("- \(system.modes[index]): `", ValueSummary.text(values[index]), "`", alias)
            }
        }
        let documentationEnd = text.count
        if let deprecation {
            ByteText.append(indent, to: &text)
            ByteText.append(deprecation, to: &text)
            text.append(UInt8(ascii: "\n"))
        }
        let headStart = text.count
        text.append(style.heads.declaration(depth: depth))
        text.append(name)
        if let typeAnnotation {
            ByteText.append(": ", to: &text)
            ByteText.append(typeAnnotation, to: &text)
        }
        ByteText.append(" = ", to: &text)
        let expressionStart = text.count
        let indentWidth = 4 * depth  // `indent` is that many spaces
        let headWidth = SwiftExpressionWriter.width(of: text.buffer, from: headStart)
        if direct == nil || !SwiftDirectExpression.write(valueSlots, names: style.qualifiedNames,
                                                         column: headWidth - indentWidth, width: 120 - indentWidth,
                                                         indentWidth: indentWidth, into: &text) {
            let expression = declaration?.expression ?? literal().declaration(for: valueSlots).expression
            // (The general path, a few members in a large set, lays out in an array of its own.)
            var laidOut: [UInt8] = []
            expression.write(to: &laidOut, lineStart: headWidth - indentWidth, width: 120 - indentWidth, indent: indent)
            text.append(laidOut)
        }

        return WrittenMember(
            warning: warning,
            documentationStart: documentationStart, documentationEnd: documentationEnd, expressionStart: expressionStart,
            type: declaredType.type, typeAnnotation: typeAnnotation, deprecation: deprecation)
    }

    // MARK: - Names

    /// The Swift names used in one namespace, for collision checks.
    struct NameTable {
        /// Who claimed a name: a token (its path and range read only for a collision: a path
        /// kept per name was a retain and a release per member), or a group or the file itself.
        enum Owner {
            case token(Int)
            case named(path: String, range: SourceRange?)
        }

        /// The names claimed, in order, and who claimed each: a token's index, or -1 - the
        /// owner's place in ``namedOwners`` (an enum of a string and a range per name was ~50
        /// instructions more a claim).
        private var names: [String] = []
        /// Each name's ``NameFingerprint``: a scan compares the names whose fingerprints may
        /// match (comparing a name with each as a string was ~60 instructions a name).
        private var prints: [UInt64] = []
        private var owners: [Int32] = []
        private var namedOwners: [(path: String, range: SourceRange?)] = []
        /// Where each name is in ``names``, made once there are more than ``scanLimit``: most
        /// namespaces hold a few names, which a scan compares for less than hashing costs (a
        /// dictionary per namespace was ~740 instructions a claim at 100,000 tokens).
        private var positions: [String: Int]?
        private static let scanLimit = 16

        /// Empties the table, keeping its room, for a namespace of up to about `capacity` names.
        mutating func reset(capacity: Int) {
            names.removeAll(keepingCapacity: true)
            prints.removeAll(keepingCapacity: true)
            owners.removeAll(keepingCapacity: true)
            namedOwners.removeAll(keepingCapacity: true)
            positions = nil
            names.reserveCapacity(capacity)
            prints.reserveCapacity(capacity)
            owners.reserveCapacity(capacity)
        }

        mutating func reserve(_ name: String, what: String) {
            add(name, print: NameFingerprint.of(name), owner: .named(path: what, range: nil))
        }

        /// Records a name; returns the name compared (without backticks) and who has it when it
        /// is taken.
        mutating func claim(_ name: String, by owner: Owner) -> (key: String, owner: Owner)? {
            // (The bytes scanned in place: the `UTF8View`'s generic `contains` cost ~155
            // instructions a name.)
            let backtick = UInt8(ascii: "`")
            var name = name
            var (quoted, print) = name.withUTF8 { ($0.contains(backtick), NameFingerprint.of($0)) }
            let key = quoted ? name.filter { $0 != "`" } : name
            if quoted { print = NameFingerprint.of(key) }
            let taken: Int?
            if let positions {
                taken = positions[key]
            } else {
                var found: Int?
                prints.withUnsafeBufferPointer { prints in
                    for position in prints.indices where NameFingerprint.mayMatch(prints[position], print) && names[position] == key {
                        found = position
                        break
                    }
                }
                taken = found
            }
            guard let taken else {
                add(key, print: print, owner: owner)
                return nil
            }
            let owner = owners[taken]
            return (key, owner >= 0 ? .token(Int(owner)) : .named(path: namedOwners[Int(-1 - owner)].path,
                                                                   range: namedOwners[Int(-1 - owner)].range))
        }

        /// Adds a name not taken yet.
        private mutating func add(_ key: String, print: UInt64, owner: Owner) {
            names.append(key)
            prints.append(print)
            switch owner {
            case .token(let index):
                owners.append(Int32(index))
            case .named(let path, let range):
                owners.append(Int32(-1 - namedOwners.count))
                namedOwners.append((path, range))
            }
            if positions != nil {
                positions?[key] = names.count - 1
            } else if names.count > Self.scanLimit {
                var made: [String: Int] = [:]
                made.reserveCapacity(2 * names.count)
                for (position, name) in names.enumerated() { made[name] = position }
                positions = made
            }
        }
    }

    /// Claims a name in `names`; false after reporting a collision.
    private mutating func claim(_ name: String, by owner: NameTable.Owner, in names: inout NameTable) -> Bool {
        guard let collision = names.claim(name, by: owner) else { return true }
        failed = true
        let (path, range) = describe(owner)
        let (otherPath, otherRange) = describe(collision.owner)
        var notes: [Diagnostic.Note] = []
        if let otherRange { notes.append(.init("'\(otherPath)' is here", at: otherRange)) }
        report(.error("swift-name-collision", "'\(path)' and '\(otherPath)' both become the Swift name '\(collision.key)'",
                      at: range, notes: notes, suggestion: "rename one of them"))
        return false
    }

    /// The path and source range of a name's owner.
    private func describe(_ owner: NameTable.Owner) -> (path: String, range: SourceRange?) {
        switch owner {
        case .token(let index): (tokens[index].path, tokens[index].nameRange)
        case .named(let path, let range): (path, range)
        }
    }

    /// Reports a diagnostic now, or while the text walk is planned, once it is written
    /// (``deferredDiagnostics``).
    private mutating func report(_ diagnostic: Diagnostic) {
        if deferredDiagnostics != nil {
            let position = plannedStepCount
            deferredDiagnostics?.append((position, diagnostic))
        } else {
            diagnostics.report(diagnostic)
        }
    }

    /// The Swift name of the token at an index declared as `raw`, claimed in `names` (nil after
    /// reporting why it cannot be used).
    private mutating func memberName(_ raw: String, tokenAt index: Int, in names: inout NameTable) -> String? {
        guard let name = SwiftIdentifier.member(raw) else {
            reportUnusable(raw, range: tokens[index].nameRange)
            return nil
        }
        guard claim(name, by: .token(index), in: &names) else { return nil }
        return name
    }

    private mutating func reportUnusable(_ raw: String, range: SourceRange?) {
        failed = true
        report(.error("swift-invalid-name",
                                  "'\(raw)' has no letters or digits to make a Swift name from", at: range))
    }

    /// The name range of the first token found under a node, breadth first.
    private func firstRange(_ node: Int) -> SourceRange? {
        var pending = [node]
        var next = 0
        while next < pending.count {
            let entry = tree.entry(pending[next])
            next += 1
            let index = entry.token >= 0 ? entry.token : entry.rootToken
            if index >= 0 { return tokens[index].nameRange }
            pending += tree.children(of: entry.index).map(Int.init)
        }
        return nil
    }

    // MARK: - Text helpers

    static func indent(_ depth: Int) -> String { IndentationText.spaces(4 * depth) }

    static func deprecationAttribute(_ reason: String) -> String {
        reason.isEmpty ? "@available(*, deprecated)"
            : "@available(*, deprecated, message: \(SwiftIdentifier.stringLiteral(SwiftIdentifier.commentText(reason))))"
    }

    /// Words of a text in lines of at most `width` characters (a longer word gets its own line).
    static func wrap(_ text: String, width: Int) -> [String] {
        if text.isEmpty { return [] }
        if fitsOnOneLine(text, width: max(width, 40)) { return [text] }
        let limit = max(width, 40)
        if let lines = wrapASCII(text, limit: limit) { return lines }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var length = 0  // the line's characters, kept as words are added (counting it anew was quadratic)
            for word in paragraph.split(separator: " ") {
                let wordLength = word.utf8.allSatisfy { $0 < 0x80 } ? word.utf8.count : word.count
                if !line.isEmpty, length + 1 + wordLength > limit {
                    lines.append(line)
                    line = ""
                    length = 0
                }
                if !line.isEmpty {
                    line += " "
                    length += 1
                }
                line += word
                length += wordLength
            }
            lines.append(line)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// ``wrap(_:width:)`` for an ASCII text without carriage returns (nearly every description),
    /// on bytes: the same lines, without splitting into `Character`s. Nil for any other text.
    private static func wrapASCII(_ text: String, limit: Int) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            var lines: [String] = []
            var line: [UInt8] = []
            line.reserveCapacity(limit + 1)
            var i = 0
            let n = bytes.count
            while i <= n {
                if i == n || bytes[i] == UInt8(ascii: "\n") {
                    lines.append(String(decoding: line, as: UTF8.self))  // a paragraph ends
                    line.removeAll(keepingCapacity: true)
                    i += 1
                    continue
                }
                if bytes[i] == UInt8(ascii: " ") {
                    i += 1
                    continue
                }
                var end = i
                while end < n, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if !line.isEmpty, line.count + 1 + (end - i) > limit {
                    lines.append(String(decoding: line, as: UTF8.self))
                    line.removeAll(keepingCapacity: true)
                }
                if !line.isEmpty { line.append(UInt8(ascii: " ")) }
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                i = end
            }
            while lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// Whether bytes are all ASCII, eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        while i + 8 <= n {
            guard UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else { return false }
            i += 8
        }
        while i < n {
            guard base[i] < 0x80 else { return false }
            i += 1
        }
        return true
    }

    /// Whether ``wrap(_:width:)`` leaves a text as it is: ASCII, one line, words separated by
    /// single spaces, no longer than `limit`. Eight bytes at a time: byte by byte it was ~870
    /// instructions a description, now ~360.
    static func fitsOnOneLine(_ text: String, width limit: Int) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            let n = bytes.count
            guard n <= limit else { return false }
            guard n > 0, let base = bytes.baseAddress else { return true }
            guard base[0] != UInt8(ascii: " "), base[n - 1] != UInt8(ascii: " ") else { return false }
            let high: UInt64 = 0x8080_8080_8080_8080
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            /// 0x80 in each byte of `word` (all bytes below 0x80) equal to the byte of `repeated`.
            @inline(__always) func equalBytes(_ word: UInt64, _ repeated: UInt64) -> UInt64 {
                // No carry crosses bytes: each is at most 0x7F + 0x7F.
                ~((word ^ repeated) &+ low) & high
            }
            var previousSpace = false
            var i = 0
            while i + 8 <= n {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                guard word & high == 0,
                      equalBytes(word, 0x0A0A_0A0A_0A0A_0A0A) | equalBytes(word, 0x0D0D_0D0D_0D0D_0D0D) == 0
                else { return false }
                let spaces = equalBytes(word, 0x2020_2020_2020_2020)
                // A space after a space: within the word, or the word's first after the last word's last.
                if spaces & (spaces << 8) != 0 || previousSpace && spaces & 0x80 != 0 { return false }
                previousSpace = spaces >> 63 != 0
                i += 8
            }
            while i < n {
                let byte = base[i]
                if byte >= 0x80 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
                let space = byte == UInt8(ascii: " ")
                if space && previousSpace { return false }
                previousSpace = space
                i += 1
            }
            return true
        }
    }

    /// A gradient's direction from its `dev.tokenc.gradient` extension (`start`/`end` unit-point
    /// names, or `angle` in CSS degrees); top to bottom when not given.
    static func gradientGeometry(_ token: ResolvedToken) -> SwiftValueLiteral.GradientGeometry {
        guard let node = token.extensions?["dev.tokenc.gradient"] else { return SwiftValueLiteral.geometry(angle: 180) }
        if let start = node["start"]?.scalar?.text, let end = node["end"]?.scalar?.text,
           let s = SwiftValueLiteral.unitPoints[start], let e = SwiftValueLiteral.unitPoints[end] {
            return .init(start: s, end: e)
        }
        if let angleText = node["angle"]?.scalar?.text, let angle = Double(angleText.replacingOccurrences(of: "deg", with: "")) {
            return SwiftValueLiteral.geometry(angle: angle)
        }
        return SwiftValueLiteral.geometry(angle: 180)
    }
}
