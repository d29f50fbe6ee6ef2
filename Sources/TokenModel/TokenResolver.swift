import Foundation
import ColorScience
import Diagnostics
import YAML

/// Resolves a ``TokenTree`` into a ``ResolvedSystem``: every alias followed (transitively, within
/// each mode), types determined in the DTCG order (own `$type` → the aliased token's type →
/// nearest group `$type`), values decoded and validated, cycles and unknown references reported
/// with every location involved. Each token is resolved once per mode (memoized), so resolution
/// is linear in the number of tokens.
public final class TokenResolver {
    /// Where a (token, mode) is in its resolution. One byte: the values themselves are in
    /// `predecoded` (`resolvedAhead`) or `resolvedValues` (`resolved`) — a state holding its
    /// value was ~96 bytes, 9.6 MB of fresh memory for 100,000 tokens, nearly all of it a
    /// second copy of a value decoded ahead.
    private enum State: UInt8 {
        case unvisited
        case inProgress
        /// Resolved to its value decoded ahead, `predecoded[slot]`, aliasing nothing.
        case resolvedAhead
        /// Resolved to `resolvedValues[slot]`.
        case resolved
        case failed
    }

    /// Alias chains up to this long are searched for cycles in order; longer ones through a
    /// dictionary of their positions.
    private static let shortChain = 16
    /// Longest alias chain followed before giving up (a guard against hostile inputs).
    public static let maxChainLength = 256
    /// How many unknown references get a "did you mean" search over the whole set.
    static let maxGlobalSuggestions = 200

    private let tree: TokenTree
    private let sink: DiagnosticSink
    private let modes: [String]
    /// The state of each (token, mode), at `token × modes + mode`, and each token's type. Plain
    /// buffers the resolver owns, not arrays: the main loop reads and writes them several times a
    /// token, and as arrays in a class each access was checked for exclusivity and uniqueness
    /// (~300 instructions a token). Every index is a token's or a slot's, in bounds by construction.
    private let states: UnsafeMutableBufferPointer<State>
    private let types: UnsafeMutableBufferPointer<TokenType?>
    /// The chain of (token, range of the reference that led to it) being resolved.
    private var stack: [(token: Int, via: SourceRange?)] = []
    private var modeNodeIndex: [[Int: Int]]  // token → (mode index → index in modeValues)
    private var suggestionsGiven = 0
    /// One decoding context per mode, made once (each holds two closures).
    private var contexts: [DecodingContext] = []
    /// Values decoded ahead of resolution, on all cores, at `token × modes + mode` — for tokens
    /// whose value refers to nothing and decodes without a single diagnostic. Empty for small
    /// systems.
    private var predecoded: [TokenValue?] = []
    /// Whether `predecoded` holds a value at a slot: asked of the array itself, the optional
    /// value was copied out and destroyed again (~400 instructions an alias, on the thread that
    /// resolves in order).
    private let hasValueAhead: UnsafeMutableBufferPointer<Bool>
    /// The value and aliased path of every (token, mode) resolved other than to its value decoded
    /// ahead, by `token × modes + mode`.
    private var resolvedValues: [Int: (TokenValue, String?)] = [:]
    /// The references `resolveAliasChain` has just followed, each (slot of the referring token
    /// in its mode, the path, the token at that path in `tree.index`): what `resolveSlot` then
    /// reads for the same slot — a new `String` of the path, and its lookup, ~1,350 instructions
    /// an alias — taken from here instead, last first (the chain is resolved from its far end).
    /// An entry is only ever the slot's own node's path and that path's token, so one left over
    /// (a hop not resolved) can never be read for another slot.
    private var chainReferences: [(slot: Int, path: String, target: Int)] = []
    /// For a large system, the token each (token, mode) whose whole value is a reference refers
    /// to, by `token × modes + mode`, found while decoding ahead on all cores: the token at the
    /// reference's own path (what `lookup` answers), when the path's bytes are that token's
    /// path's — the resolved token then keeps that path as its `aliasOf` instead of a new
    /// `String` of it. -1: none recorded; such a reference is read and looked up in order, as a
    /// small system's always are. Making the path and looking it up on the thread that resolves
    /// in order was ~1,800 of its ~5,000 instructions an alias.
    private let referenceTargets: UnsafeMutableBufferPointer<Int32>
    /// From this many tokens on, values are decoded ahead on all cores (tests lower it to
    /// compare both ways).
    var parallelDecodingThreshold = 4096
    /// How many (token, mode) values were decoded ahead and kept (for tests).
    var decodedAheadCount: Int { predecoded.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
    /// How many references had their target recorded ahead (for tests; after `resolve()`).
    var recordedReferenceCount: Int { referenceTargets.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
    private var reportedDeprecations = Set<SourceRange>()

    /// Called once, when `resolve()` has finished decoding values ahead on all cores: the
    /// caller's moment to release, on another core, what it no longer needs (the parsed files),
    /// its memory then reused for the resolved tokens (called after making them instead, 0.6 MB
    /// more was resident at 100,000 tokens).
    public var whenOneCoreIsFree: (@Sendable () -> Void)?

    /// Creates a resolver for one tree.
    public init(tree: TokenTree, sink: DiagnosticSink) {
        self.tree = tree
        self.sink = sink
        self.modes = tree.effectiveModes
        let count = tree.tokens.count
        self.states = .allocate(capacity: count * modes.count)
        self.states.initialize(repeating: .unvisited)
        self.types = .allocate(capacity: count)
        self.types.initialize(repeating: nil)
        self.hasValueAhead = .allocate(capacity: count * modes.count)
        self.hasValueAhead.initialize(repeating: false)
        // Initialized by `resolve()`: while decoding ahead, on all cores, for a large system.
        self.referenceTargets = .allocate(capacity: count * modes.count)
        self.modeNodeIndex = Array(repeating: [:], count: count)
    }

    deinit {
        // All four hold trivial values: nothing to deinitialize.
        states.deallocate()
        types.deallocate()
        hasValueAhead.deallocate()
        referenceTargets.deallocate()
    }

    /// Resolves every token in every mode.
    public func resolve() -> ResolvedSystem {
        validateModeValues()
        contexts = modes.indices.map(makeContext(mode:))
        let count = tree.tokens.count
        if count >= parallelDecodingThreshold {
            predecodeLiterals()
        } else {
            referenceTargets.initialize(repeating: -1)
        }
        // Each token's result is made in its definition's slot — by either of two threads for a
        // large system (`resolveBesideTokensAhead`) — then the slots of tokens that failed are
        // closed up, in order.
        let resolved = [ResolvedToken](unsafeUninitializedCapacity: count) { buffer, initialized in
            let made = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
            made.initialize(repeating: false)
            defer { made.deallocate() }
            handOffOneCore()
            if predecoded.isEmpty {
                resolveInOrder(made: made, ahead: nil)
                makeResolvedTokens(into: buffer, made: made, skipping: nil)
            } else {
                resolveBesideTokensAhead(into: buffer, made: made)
            }
            var kept = 0
            for t in 0..<count where made[t] {
                if kept != t { (buffer.baseAddress! + kept).moveInitialize(from: buffer.baseAddress! + t, count: 1) }
                kept += 1
            }
            initialized = kept
        }
        // When every token resolved, they are the definitions in the same order, and the tree's
        // index is theirs: no need to hash every path again.
        var index = tree.index
        if resolved.count != tree.tokens.count || index.count != resolved.count {
            index = PathIndex(count: resolved.count) { resolved[$0].path }
        }
        checkNotations(resolved)
        var system = ResolvedSystem(name: tree.name, modes: modes, hasDeclaredModes: !tree.modes.isEmpty,
                                    tokens: resolved, groups: tree.groups, index: index)
        system.groupIndex = tree.groupIndex
        return system
    }

    /// Calls `whenOneCoreIsFree`, once.
    private func handOffOneCore() {
        if let handOff = whenOneCoreIsFree {
            whenOneCoreIsFree = nil
            handOff()
        }
    }

    /// The resolver, handed to the thread that resolves in order while this one makes the tokens
    /// ahead: nothing else touches its state meanwhile (`resolveBesideTokensAhead`).
    private struct HandedOver: @unchecked Sendable {
        let resolver: TokenResolver
    }

    /// Resolves a large system on both cores. The tokens whose values were all decoded ahead,
    /// of their declared type (90 % of the 100,000-token benchmark), can neither report anything
    /// nor depend on the order of resolution: once they are known (`markTokensAhead`), this
    /// thread makes their resolved tokens (65 M instructions at 100,000 tokens: a values array
    /// each, copies of the value, path and metadata) while another resolves the rest in order
    /// (86 M, nearly all of it the aliases), whose tokens are then made here (17 M) — it was one
    /// loop on one core (210 M). That way round so that the model comes from this thread's heap,
    /// where the parsed tree was freed while loading: made on the worker, half of the tokens
    /// came from a fresh malloc arena, +5.7 MB resident.
    private func resolveBesideTokensAhead(into buffer: UnsafeMutableBufferPointer<ResolvedToken>,
                                          made: UnsafeMutableBufferPointer<Bool>) {
        let count = tree.tokens.count
        let ahead = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        defer { ahead.deallocate() }
        markTokensAhead(ahead)
        let madeSlots = ParallelJSON.SharedBuffer(buffer: made)
        let aheadFlags = ParallelJSON.SharedBuffer(buffer: ahead)
        let handedOver = HandedOver(resolver: self)
        let inOrder = DispatchGroup()
        let redo = TokensToRedo()
        DispatchQueue.global(qos: .userInitiated).async(group: inOrder) {
            redo.tokens = handedOver.resolver.resolveInOrder(made: madeSlots.buffer, ahead: UnsafeBufferPointer(aheadFlags.buffer))
        }
        makeTokensAhead(into: buffer, ahead: UnsafeBufferPointer(ahead))
        inOrder.wait()
        for t in redo.tokens {
            (buffer.baseAddress! + t).deinitialize(count: 1)
            ahead[t] = false
        }
        // The other tokens are made here too, for the same reason: made on the other thread,
        // their values and alias arrays kept 1.7 MB more resident (check of 100,000 tokens: 117.2
        // vs 115.5 MB), for 17 M instructions here, after the 86 M of the other thread.
        makeResolvedTokens(into: buffer, made: made, skipping: UnsafeBufferPointer(ahead))
        for t in ahead.indices where ahead[t] { made[t] = true }
    }

    /// The tokens made ahead in vain, as `resolveInOrder` hands them back from its thread.
    private final class TokensToRedo: @unchecked Sendable {
        var tokens: [Int] = []
    }

    /// Resolves the tokens in definition order in every mode, and sets `made[t]` when token `t`
    /// resolved (its resolved token is then `resolvedToken(t)`), except the tokens `ahead`,
    /// which another thread is making meanwhile. Reaching a token ahead here only marks it
    /// resolved in each mode, as it always did; should a mode of it have failed meanwhile
    /// (reached through a chain of references too deep), it is resolved the general way, which
    /// then reports nothing new, and it is returned: its token made ahead is not the outcome.
    @discardableResult
    private func resolveInOrder(made: UnsafeMutableBufferPointer<Bool>, ahead: UnsafeBufferPointer<Bool>?) -> [Int] {
        var redo: [Int] = []
        tokens: for t in tree.tokens.indices {
            if ahead?[t] ?? false {
                var ready = true
                for slot in t * modes.count..<(t + 1) * modes.count where states[slot] != .resolvedAhead {
                    guard case .unvisited = states[slot] else { ready = false; break }
                    states[slot] = .resolvedAhead
                }
                if ready { continue tokens }
                redo.append(t)
            }
            made[t] = resolveEveryMode(token: t)
        }
        return redo
    }

    /// Resolves token `t` in every mode, in order, up to the first that fails; whether every
    /// one resolved and the token has a type.
    private func resolveEveryMode(token t: Int) -> Bool {
        for m in modes.indices {
            // The common case, a literal decoded ahead and not yet reached through an alias:
            // what `resolveAliasChain` (nothing to follow) and `resolveSlot` (`acceptAhead`) do
            // with it, without copying the value and a result tuple through both.
            let slot = t * modes.count + m
            if hasValueAhead[slot], case .unvisited = states[slot] {
                guard acceptAhead(predecoded[slot]!, token: t, mode: m) else { return false }
                continue
            }
            if referenceTargets[slot] >= 0, case .unvisited = states[slot], acceptRecordedAlias(token: t, mode: m) { continue }
            resolveAliasChain(from: t, mode: m)
            guard resolveSlot(token: t, mode: m) else { return false }
        }
        return types[t] != nil
    }

    /// Makes the resolved token of every token `made` and not `skipping` into its slot of
    /// `buffer`.
    private func makeResolvedTokens(into buffer: UnsafeMutableBufferPointer<ResolvedToken>, made: UnsafeMutableBufferPointer<Bool>,
                                    skipping: UnsafeBufferPointer<Bool>?) {
        // Most tokens alias nothing in any mode: they all share this one array.
        let noAliases = [String?](repeating: nil, count: modes.count)
        for t in tree.tokens.indices where made[t] && !(skipping?[t] ?? false) {
            (buffer.baseAddress! + t).initialize(to: resolvedToken(t, noAliases: noAliases))
        }
    }

    /// The resolved token of token `t`, resolved in every mode (`resolveEveryMode`): its values
    /// are where its states say.
    private func resolvedToken(_ t: Int, noAliases: [String?]) -> ResolvedToken {
        if modes.count == 1 {
            // One mode, the common case: its value where it was decoded ahead (`TokenValues`),
            // or else it and its alias as array literals. Appended to an empty array, and set in
            // a copy of `noAliases`, each array was made and then grown or copied (~700
            // instructions a token, on one core after the other has finished).
            if case .resolvedAhead = states[t] {
                return ResolvedToken(path: tree.tokens[t].path, type: types[t]!, values: TokenValues(sharing: predecoded, start: t, count: 1),
                                     aliasOf: noAliases, definition: tree.tokens[t])
            }
            let (value, alias) = resolvedValues[t]!
            return ResolvedToken(path: tree.tokens[t].path, type: types[t]!, values: TokenValues(sharing: [value], start: 0, count: 1),
                                 aliasOf: alias == nil ? noAliases : [alias], definition: tree.tokens[t])
        }
        var values: [TokenValue?] = []
        var aliases: [String?]?
        values.reserveCapacity(modes.count)
        for m in modes.indices {
            let slot = t * modes.count + m
            if case .resolvedAhead = states[slot] {
                values.append(predecoded[slot])
                continue
            }
            let (value, alias) = resolvedValues[slot]!
            values.append(value)
            if let alias {
                if aliases == nil { aliases = noAliases }
                aliases![m] = alias
            }
        }
        return ResolvedToken(path: tree.tokens[t].path, type: types[t]!, values: TokenValues(sharing: values, start: 0, count: modes.count),
                             aliasOf: aliases ?? noAliases, definition: tree.tokens[t])
    }

    /// Sets `ahead[t]` for every token decoded ahead in every mode with values of its declared
    /// type, and records that type, on all cores. Such a token reports nothing and aliases
    /// nothing, whenever and however it is reached.
    private func markTokensAhead(_ ahead: UnsafeMutableBufferPointer<Bool>) {
        let tokens = tree.tokens
        let modeCount = modes.count
        let count = tokens.count
        let values = predecoded
        let flags = ParallelJSON.SharedBuffer(buffer: ahead)
        let typeSlots = ParallelJSON.SharedBuffer(buffer: types)
        let chunkCount = ProcessInfo.processInfo.activeProcessorCount * 4
        DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
            for t in (c * count / chunkCount)..<((c + 1) * count / chunkCount) {
                let type = tokens[t].ownType ?? (tokens[t].hasInvalidType ? nil : tokens[t].groupType)
                let isAhead = type != nil && (t * modeCount..<(t + 1) * modeCount).allSatisfy { values[$0]?.type == type }
                if isAhead { typeSlots.buffer[t] = type }
                flags.buffer[t] = isAhead
            }
        }
    }

    /// Makes the resolved token of every token `ahead` (see `markTokensAhead`) into its slot of
    /// `buffer`: its values decoded ahead, aliasing nothing.
    private func makeTokensAhead(into buffer: UnsafeMutableBufferPointer<ResolvedToken>, ahead: UnsafeBufferPointer<Bool>) {
        let tokens = tree.tokens
        let modeCount = modes.count
        let values = predecoded
        // Its own array of no aliases: the one the other thread shares between its tokens would
        // have its reference count bounce between the cores.
        let noAliases = [String?](repeating: nil, count: modeCount)
        for t in tokens.indices where ahead[t] {
            // Its values where they were decoded (`TokenValues`): no array of its own, no copies.
            (buffer.baseAddress! + t).initialize(to: ResolvedToken(path: tokens[t].path, type: types[t]!,
                                                                   values: TokenValues(sharing: values, start: t * modeCount, count: modeCount),
                                                                   aliasOf: noAliases, definition: tokens[t]))
        }
    }

    // MARK: - Modes

    private func validateModeValues() {
        for t in tree.tokens.indices where !tree.tokens[t].modeValues.isEmpty {
            for (i, entry) in tree.tokens[t].modeValues.enumerated() {
                if let m = tree.modes.firstIndex(of: entry.mode) {
                    if m == 0 {
                        sink.report(.warning("redundant-mode-value",
                                             "'\(entry.mode)' is the default mode, whose value is `$value`; this entry is ignored",
                                             at: entry.keyRange))
                    } else {
                        modeNodeIndex[t][m] = i
                    }
                } else if tree.modes.isEmpty {
                    sink.report(.error("undeclared-mode", "mode '\(entry.mode)' is used but the system '\(tree.name)' declares no modes",
                                       at: entry.keyRange,
                                       suggestion: "declare them at the root of a file: `$extensions: { dev.tokenc.system: { modes: [light, \(entry.mode)] } }`"))
                } else {
                    var d = Diagnostic.error("undeclared-mode", "mode '\(entry.mode)' is not one of the modes of '\(tree.name)' (\(tree.modes.joined(separator: ", ")))",
                                             at: entry.keyRange, notes: [.init("modes declared here", at: tree.modesRange)])
                    if let near = Suggestions.nearest(to: entry.mode, among: tree.modes) { d.suggestion = "did you mean '\(near)'?" }
                    sink.report(d)
                }
            }
        }
    }

    private func node(token t: Int, mode m: Int) -> YAMLNode {
        if m > 0, let i = modeNodeIndex[t][m] { return tree.tokens[t].modeValues[i].node }
        return tree.tokens[t].valueNode
    }

    // MARK: - Resolution

    /// Follows a chain of whole-value aliases iteratively and resolves it from its far end, so
    /// that arbitrarily long chains never recurse deeply; a cycle found on the way is reported
    /// here with every hop.
    private func resolveAliasChain(from t: Int, mode m: Int) {
        guard case .unvisited = states[t * modes.count + m] else { return }
        // Most tokens are no alias at all: nothing to follow, nothing to allocate. A value decoded
        // ahead is a literal (see `predecodeLiterals`).
        if hasValueAhead[t * modes.count + m] { return }
        // The path is read once per hop (each read makes a string) unless its target was
        // recorded ahead, and a chain's positions are hashed only once it is long: most chains
        // are one or two hops, for which a dictionary cost more than the rest of the walk.
        var recorded = Int(referenceTargets[t * modes.count + m])
        // Most aliases refer straight to a token already resolved or reached: no chain to follow.
        if recorded >= 0, states[recorded * modes.count + m] != .unvisited { return }
        var path = ""
        if recorded < 0 {
            guard let first = node(token: t, mode: m).referencePath else { return }
            path = first
        }
        var chain = [t]
        var position: [Int: Int] = [:]  // token → index in `chain`, once the chain is long
        var current = t
        chainReferences.removeAll(keepingCapacity: true)
        while true {
            let next: Int
            if recorded >= 0 {
                // `resolveSlot` reads it from `referenceTargets` too.
                next = recorded
            } else {
                let direct = tree.tokenIndex(of: path)
                guard let found = direct ?? tree.tokenIndex(of: path + ".$root") else { break }
                // Found at its own path, the token `lookup` will answer for it (a `$root` is not
                // always what `lookup` answers).
                if let direct { chainReferences.append((current * modes.count + m, path, direct)) }
                next = found
            }
            guard case .unvisited = states[next * modes.count + m] else { break }
            if chain.count == Self.shortChain {
                for (i, token) in chain.enumerated() { position[token] = i }
            }
            if let start = chain.count < Self.shortChain ? chain.firstIndex(of: next) : position[next] {
                // A cycle: chain[start...] → next.
                stack = chain[start...].map { ($0, node(token: $0, mode: m).range) }
                for hop in chain[start...] { states[hop * modes.count + m] = .inProgress }
                reportCycle(at: next)
                stack.removeAll()
                chain.removeSubrange(start...)
                break
            }
            if chain.count >= Self.shortChain { position[next] = chain.count }
            chain.append(next)
            current = next
            recorded = Int(referenceTargets[current * modes.count + m])
            if recorded < 0 {
                guard let nextPath = node(token: current, mode: m).referencePath else { break }
                path = nextPath
            }
        }
        for token in chain.reversed().dropLast() { _ = resolveSlot(token: token, mode: m) }
    }

    /// The value of a (token, mode) slot `resolveSlot` resolved, where its state says.
    private func resolvedValue(slot: Int) -> TokenValue {
        if case .resolvedAhead = states[slot] { return predecoded[slot]! }
        return resolvedValues[slot]!.0
    }

    /// Resolves token `t` in mode `m`: whether it resolved (its value is then
    /// `resolvedValue(slot:)`, and the path it aliases, if its whole value is a reference, in
    /// `resolvedValues`); false when invalid (reported once). Only a state is returned: returning
    /// the value and path as well, each alias's value was copied and destroyed again four times
    /// on its way (~1,800 instructions an alias).
    private func resolveSlot(token t: Int, mode m: Int) -> Bool {
        let slot = t * modes.count + m
        switch states[slot] {
        case .resolvedAhead, .resolved: return true
        case .failed: return false
        case .inProgress:
            reportCycle(at: t)
            return false
        case .unvisited: break
        }
        if stack.count >= Self.maxChainLength {
            sink.report(.error("reference-chain-too-deep", "references are nested more than \(Self.maxChainLength) levels deep",
                               at: tree.tokens[t].nameRange))
            states[slot] = .failed
            return false
        }
        if hasValueAhead[slot] { return acceptAhead(predecoded[slot]!, token: t, mode: m) }
        states[slot] = .inProgress
        let definition = DefinitionTypes(tree.tokens[t])
        let valueNode = node(token: t, mode: m)
        var result: (TokenValue, String?)?
        var path: String?, knownTarget: Int?
        if let followed = chainReferences.last, followed.slot == slot {
            chainReferences.removeLast()
            path = followed.path
            knownTarget = followed.target
        } else if referenceTargets[slot] >= 0 {
            let target = Int(referenceTargets[slot])
            path = tree.tokens[target].path
            knownTarget = target
        } else {
            path = valueNode.referencePath
        }

        if let path, !isCopyPlaceholder(path, of: definition) {
            if valueNode.isFlowReferenceMapping, m == 0 || modeNodeIndex[t][m] != nil {
                sink.report(.warning("unquoted-reference", "unquoted {\(path)} is a YAML mapping to other tools — quote it",
                                     at: valueNode.range, fixIts: [.init(range: valueNode.range, replacement: "\"{\(path)}\"")]))
            }
            if let target = knownTarget ?? lookup(path, at: valueNode.range) {
                stack.append((t, valueNode.range))
                let targetResolved = resolveSlot(token: target, mode: m)
                stack.removeLast()
                if targetResolved {
                    let value = resolvedValue(slot: target * modes.count + m)
                    let targetType = value.type
                    if let own = definition.ownType, own != targetType {
                        sink.report(.error("type-mismatch", "'\(definition.path)' is a \(own.rawValue) but references '{\(path)}', a \(targetType.rawValue)",
                                           at: valueNode.range, notes: [.init("'\(path)' is defined here", at: tree.tokens[target].nameRange)]))
                    } else {
                        if types[t] == nil { types[t] = targetType }
                        noteDeprecatedUse(of: target, at: valueNode.range)
                        result = (value, path)
                    }
                }
            }
        } else if let type = definition.ownType ?? (definition.hasInvalidType ? nil : definition.groupType) {
            if types[t] == nil { types[t] = type }
            stack.append((t, nil))
            if let value = ValueDecoder.decode(valueNode, as: type, context: contexts[m]) {
                result = (value, nil)
            }
            stack.removeLast()
        } else if !definition.hasInvalidType {
            sink.report(.error("missing-type", "'\(definition.path)' has no `$type`, and no group above it has one",
                               at: definition.nameRange,
                               suggestion: "add `$type: …` to the token or to its group; tokenc does not guess types from values"))
        }

        // A cycle reported while we were in progress marks us failed; keep that.
        if case .failed = states[slot] { return false }
        guard let resultType = result?.0.type else {
            states[slot] = .failed
            return false
        }
        if let type = types[t], resultType != type {
            sink.report(.error("type-mismatch", "'\(definition.path)' is a \(type.rawValue) in one mode but a \(resultType.rawValue) in mode '\(modes[m])'",
                               at: valueNode.range))
            states[slot] = .failed
            return false
        }
        states[slot] = .resolved
        // Moved into place: bound with `if let`, the value and path were copied in and the
        // binding destroyed.
        resolvedValues[slot] = result.take()
        return true
    }

    /// What `resolveSlot` makes of a value decoded ahead — a literal (no reference) of the
    /// token's declared type, decoded without a diagnostic — without looking at its definition or
    /// node again (the literal branch, and the check that every mode has one type): records
    /// `value` as the token's value in mode `m` and returns true, or reports the type mismatch
    /// and returns false. `value` is the slot's value decoded ahead, `predecoded[token × modes + mode]`.
    private func acceptAhead(_ value: TokenValue, token t: Int, mode m: Int) -> Bool {
        let slot = t * modes.count + m
        if types[t] == nil {
            // The three fields read in place: copying the definition cost more than the rest.
            types[t] = tree.tokens[t].ownType ?? (tree.tokens[t].hasInvalidType ? nil : tree.tokens[t].groupType)
        }
        if let type = types[t], value.type != type {
            sink.report(.error("type-mismatch", "'\(tree.tokens[t].path)' is a \(type.rawValue) in one mode but a \(value.type.rawValue) in mode '\(modes[m])'",
                               at: node(token: t, mode: m).range))
            states[slot] = .failed
            return false
        }
        // `value` is `predecoded[slot]`: the state says so instead of holding a copy.
        states[slot] = .resolvedAhead
        return true
    }

    /// What `resolveAliasChain` and `resolveSlot` make of a whole-value alias whose target was
    /// recorded ahead (`referenceTargets`) and has resolved already, when they would report nothing — no unquoted `{…}` mapping, a target not deprecated, of the alias's
    /// own type if it declares one and of the type an earlier mode gave it — without the chain,
    /// the definition, the stack and the general branches: records the target's value and path
    /// as the alias's in mode `m` and returns true; returns false, changing nothing, otherwise.
    /// Called for an unvisited slot with a recorded target, outside any chain (the stack is
    /// empty). The path of a recorded target is a token's, so it is never a copy placeholder.
    /// At 10,000 tokens the thread that resolves in order spent ~2,200 of its ~2,600
    /// instructions an alias in `resolveSlot`.
    private func acceptRecordedAlias(token t: Int, mode m: Int) -> Bool {
        let slot = t * modes.count + m
        let target = Int(referenceTargets[slot])
        let targetSlot = target * modes.count + m
        guard tree.tokens[target].deprecation == nil, chainReferences.last?.slot != slot else { return false }
        let value: TokenValue
        switch states[targetSlot] {
        case .resolvedAhead: value = predecoded[targetSlot]!
        case .resolved: value = resolvedValues[targetSlot]!.0
        case .unvisited, .inProgress, .failed: return false
        }
        let targetType = value.type
        guard tree.tokens[t].ownType.map({ $0 == targetType }) ?? true, types[t].map({ $0 == targetType }) ?? true,
              !node(token: t, mode: m).isFlowReferenceMapping else { return false }
        types[t] = targetType
        states[slot] = .resolved
        resolvedValues[slot] = (value, tree.tokens[target].path)
        return true
    }

    // MARK: - Decoding ahead

    /// Decodes token values ahead of resolution, on all cores, where the result cannot depend on
    /// the order of resolution: first every value that refers to nothing (no `{…}` text, no
    /// `$ref`, no unquoted reference anywhere in it), then every value whose references all lead
    /// straight to a value of the first wave (a typography whose font family, size and weight
    /// are aliases of literal tokens). The tokens are split into chunks; a chunk in which
    /// anything would report a diagnostic — or needs a reference the waves cannot answer
    /// exactly as the resolver would (an unknown, deprecated or mistyped target, a target not
    /// decoded ahead, a `$ref`) — keeps none of its values from that wave, so those tokens are
    /// decoded again in order and report exactly as they always did.
    private func predecodeLiterals() {
        let tokens = tree.tokens
        let modeCount = modes.count
        let count = tokens.count
        let modeNames = modes
        let modeNodes = modeNodeIndex
        let index = tree.index
        let groupIndex = tree.groupIndex
        let groups = tree.groups
        let chunkCount = ProcessInfo.processInfo.activeProcessorCount * 16
        // Whether each slot holds a value kept, set by each wave for its own slots
        // (`hasValueAhead`): asked of the values themselves, each slot's optional value was
        // copied out and destroyed again (~420 instructions a slot). The second wave reads the
        // first's from a copy, which it does not write, and the values they vouch for, which it
        // does not write either.
        let kept = ParallelJSON.SharedBuffer(buffer: hasValueAhead)
        let targets = ParallelJSON.SharedBuffer(buffer: referenceTargets)
        let firstWaveKept = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count * modeCount)
        defer { firstWaveKept.deallocate() }
        let keptFirst = ParallelJSON.SharedBuffer(buffer: firstWaveKept)
        // Values kept by each chunk of each wave, counted as they are made: counted afterwards by
        // reading every slot, each value was copied out and destroyed again (~175 instructions a
        // token, on one core).
        var keptCount = 0

        // Both waves write the values in place, each chunk's slots made nil by the first: a copy
        // of the first wave's values for the second to read from (the array made unique again
        // before the second wrote to it, 15 M instructions at 100,000 tokens, and its release
        // 9.5 M) and the array made nil ahead (11.6 M) were all on this thread alone.
        predecoded = [TokenValue?](unsafeUninitializedCapacity: count * modeCount) { buffer, initialized in
            let slots = ParallelJSON.SharedBuffer(buffer: buffer)

            /// Records the `referenceTargets` of the tokens in `range`, in every mode.
            @Sendable func recordReferenceTargets(_ range: Range<Int>) {
                for t in range {
                    for m in 0..<modeCount {
                        let slot = t * modeCount + m
                        targets.buffer[slot] = -1
                        // A value kept is a literal.
                        if kept.buffer[slot] { continue }
                        let valueNode = m > 0 ? modeNodes[t][m].map { tokens[t].modeValues[$0].node } ?? tokens[t].valueNode
                                              : tokens[t].valueNode
                        guard let path = valueNode.referencePath, let target = index.find(path, keyAt: { tokens[$0].path }),
                              let recorded = Int32(exactly: target), Self.sameBytes(path, tokens[target].path) else { continue }
                        targets.buffer[slot] = recorded
                    }
                }
            }

            /// One wave: decodes the values that refer to nothing (the first, `isFirst`, which also
            /// makes each of its chunks' slots nil first) or those the first did not keep,
            /// answering references with `alias`.
            func wave(isFirst: Bool, alias: @escaping @Sendable (String, TokenType, Int) -> TokenValue?) {
                let keptCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: chunkCount)
                keptCounts.initialize(repeating: 0)
                defer {
                    keptCount += keptCounts.reduce(0, +)
                    keptCounts.deallocate()
                }
                let keptByChunk = ParallelJSON.SharedBuffer(buffer: keptCounts)
                DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                    let range = (c * count / chunkCount)..<((c + 1) * count / chunkCount)
                    if isFirst {
                        (slots.buffer.baseAddress! + range.lowerBound * modeCount).initialize(repeating: nil, count: range.count * modeCount)
                    }
                    let sink = DiagnosticSink()
                    let unanswered = ReferenceFlag()
                    let contexts = modeNames.indices.map { m in
                        DecodingContext(sink: sink, mode: modeNames[m],
                                        aliasResolver: { path, _, expected in
                                            if let value = alias(path, expected, m) { return value }
                                            unanswered.set()
                                            return nil
                                        },
                                        pointerResolver: { _, _ in unanswered.set(); return nil })
                    }
                    var written: [Int] = []
                    for t in range {
                        guard let type = tokens[t].ownType ?? (tokens[t].hasInvalidType ? nil : tokens[t].groupType) else { continue }
                        for m in 0..<modeCount {
                            let slot = t * modeCount + m
                            // The second wave decodes what the first did not keep: asked before the
                            // node is read, it passes over the first's slots (~90 % of them)
                            // without copying and releasing a node for each.
                            if !isFirst && kept.buffer[slot] { continue }
                            let valueNode = m > 0 ? modeNodes[t][m].map { tokens[t].modeValues[$0].node } ?? tokens[t].valueNode
                                                  : tokens[t].valueNode
                            // A common literal refers to nothing and decodes without a word (see
                            // `ValueDecoder.commonLiteral`): taken before asking `refersToNothing`
                            // and `referencePath` (~700 instructions a value), for nine values in
                            // ten of the benchmark's.
                            let decoded: TokenValue
                            if let common = ValueDecoder.commonLiteral(valueNode, as: type) {
                                decoded = common
                            } else {
                                guard !isFirst || Self.refersToNothing(valueNode), valueNode.referencePath == nil,
                                      let full = ValueDecoder.decodeInFull(valueNode, as: type, context: contexts[m]) else { continue }
                                decoded = full
                            }
                            // The slot holds nil (made so by the first wave, and left or made so
                            // again by a chunk that kept nothing), which owns nothing: initialized
                            // over, not assigned, so no nil is destroyed first.
                            (slots.buffer.baseAddress! + slot).initialize(to: consume decoded)
                            kept.buffer[slot] = true
                            written.append(slot)
                        }
                    }
                    if unanswered.isSet || !sink.diagnostics.isEmpty {
                        for slot in written {
                            slots.buffer[slot] = nil
                            kept.buffer[slot] = false
                        }
                    } else {
                        keptByChunk.buffer[c] = written.count
                    }
                    if isFirst { recordReferenceTargets(range) }
                }
            }

            wave(isFirst: true, alias: { _, _, _ in nil })
            initialized = count * modeCount
            _ = firstWaveKept.initialize(from: hasValueAhead)
            wave(isFirst: false, alias: { path, expected, m in
                // What `lookup` and the alias resolver of `makeContext` would answer without a
                // word: a known, undeprecated target, literal in every mode with values of its
                // declared type (so that resolving it cannot fail), of a type the field accepts.
                // Its values are the first wave's, which this wave does not write.
                guard let target = index.find(path, keyAt: { tokens[$0].path })
                        ?? (groupIndex.find(path, keyAt: { groups[$0].path }) != nil
                            ? index.find(path + ".$root", keyAt: { tokens[$0].path }) : nil),
                      tokens[target].deprecation == nil,
                      let declared = tokens[target].ownType ?? (tokens[target].hasInvalidType ? nil : tokens[target].groupType),
                      (0..<modeCount).allSatisfy({ keptFirst.buffer[target * modeCount + $0] && slots.buffer[target * modeCount + $0]?.type == declared }),
                      let value = slots.buffer[target * modeCount + m],
                      value.type == expected || Self.compatible(value.type, expected) else { return nil }
                return value
            })
        }
        resolvedValues.reserveCapacity(predecoded.count - keptCount)
    }

    /// Whether a value node holds no reference of any kind: no scalar with a `{`, no `$ref` key,
    /// no unquoted `{a.b}` mapping.
    static func refersToNothing(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .scalar(let scalar):
            return !hasBrace(scalar.text)
        case .sequence(let items):
            return items.allSatisfy(refersToNothing)
        case .mapping(let pairs):
            if node.isFlowReferenceMapping { return false }
            // A scalar key or value is read in place: `for pair in pairs`, and recursing into
            // each key and value, copied every pair and node out and destroyed it again (~300
            // instructions a pair).
            for i in pairs.indices {
                if case .scalar(let key) = pairs[i].key.content {
                    if key.text == "$ref" || hasBrace(key.text) { return false }
                } else if !refersToNothing(pairs[i].key) {
                    return false
                }
                if case .scalar(let value) = pairs[i].value.content {
                    if hasBrace(value.text) { return false }
                } else if !refersToNothing(pairs[i].value) {
                    return false
                }
            }
            return true
        }
    }

    /// Whether a scalar's text holds a `{`, scanned as one buffer of bytes (through the
    /// `UTF8View`, ~450 instructions a value).
    private static func hasBrace(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(UInt8(ascii: "{")) }
    }

    /// Whether two strings are the same bytes (`==` also equates canonically equivalent texts):
    /// compared in place (`elementsEqual` of their `UTF8View`s was ~1,600 instructions a path).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        let same = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
        return (same ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Set when a decoder asks for a reference (thread-safe; set by one chunk's decoding only).
    private final class ReferenceFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// What `resolveSlot(token:mode:)` needs of a definition, without copying the whole definition
    /// (its nodes, strings and mode values) for every token.
    private struct DefinitionTypes {
        let ownType: TokenType?
        let groupType: TokenType?
        let hasInvalidType: Bool
        let path: String
        let nameRange: SourceRange

        init(_ definition: borrowing TokenDefinition) {
            ownType = definition.ownType
            groupType = definition.groupType
            hasInvalidType = definition.hasInvalidType
            path = definition.path
            nameRange = definition.nameRange
        }
    }

    /// `"{count}"` as a whole copy text is a placeholder, not an alias, unless a token has that path.
    private func isCopyPlaceholder(_ path: String, of definition: DefinitionTypes) -> Bool {
        (definition.ownType ?? definition.groupType) == .copy && !path.contains(".") && tree.tokenIndex(of: path) == nil
    }

    private func makeContext(mode m: Int) -> DecodingContext {
        DecodingContext(
            sink: sink, mode: modes[m],
            aliasResolver: { [unowned self] path, range, expected in
                guard let target = self.lookup(path, at: range) else { return nil }
                let hasOwner = !self.stack.isEmpty
                if hasOwner { self.stack[self.stack.count - 1].via = range }
                defer { if hasOwner { self.stack[self.stack.count - 1].via = nil } }
                guard self.resolveSlot(token: target, mode: m) else { return nil }
                let value = self.resolvedValue(slot: target * self.modes.count + m)
                if value.type != expected && !Self.compatible(value.type, expected) {
                    self.sink.report(.error("type-mismatch", "this field needs a \(expected.rawValue), but '{\(path)}' is a \(value.type.rawValue)",
                                            at: range, notes: [.init("'\(path)' is defined here", at: self.tree.tokens[target].nameRange)]))
                    return nil
                }
                self.noteDeprecatedUse(of: target, at: range)
                return value
            },
            pointerResolver: { [unowned self] pointer, range in
                self.resolvePointer(pointer, at: range, mode: m)
            })
    }

    /// Types a field may take from a reference of another type (a blur radius from a dimension).
    static func compatible(_ actual: TokenType, _ expected: TokenType) -> Bool {
        switch (actual, expected) {
        case (.dimension, .blur), (.blur, .dimension), (.number, .opacity), (.opacity, .number),
             (.number, .duration): return true
        default: return false
        }
    }

    private func lookup(_ path: String, at range: SourceRange) -> Int? {
        if let t = tree.tokenIndex(of: path) { return t }
        if tree.groupIndex(of: path) != nil, let root = tree.tokenIndex(of: path + ".$root") { return root }
        var d = Diagnostic.error("unknown-reference", "unknown reference '{\(path)}'", at: range)
        if tree.groupIndex(of: path) != nil {
            d.message = "'{\(path)}' is a group, not a token"
            d.suggestion = "reference one of its tokens, or give the group a `$root` token"
        } else if suggestionsGiven < Self.maxGlobalSuggestions {
            suggestionsGiven += 1
            if let near = nearestPath(to: path) {
                d.suggestion = "did you mean '{\(near)}'?"
                d.fixIts = [.init(range: range, replacement: "\"{\(near)}\"")]
            }
        }
        sink.report(d)
        return nil
    }

    private func nearestPath(to path: String) -> String? {
        // Siblings first (the common typo is in the last segment), then the whole set.
        if let dot = path.lastIndex(of: ".") {
            let parent = String(path[..<dot]) + "."
            let siblings = tree.tokens.lazy.map(\.path).filter { $0.hasPrefix(parent) }
            if let near = Suggestions.nearest(to: path, among: Array(siblings)) { return near }
        }
        return Suggestions.nearest(to: path, among: tree.tokens.map(\.path))
    }

    private func noteDeprecatedUse(of target: Int, at range: SourceRange) {
        guard let reason = tree.tokens[target].deprecation, !reportedDeprecations.contains(range) else { return }
        reportedDeprecations.insert(range)
        let path = tree.tokens[target].path
        sink.report(.warning("deprecated-reference",
                             "'{\(path)}' is deprecated" + (reason.isEmpty ? "" : ": \(reason)"),
                             at: range, notes: [.init("deprecated here", at: tree.tokens[target].nameRange)]))
    }

    private func reportCycle(at t: Int) {
        guard let start = stack.lastIndex(where: { $0.token == t }) else { return }
        let hops = stack[start...]
        let names = hops.map { tree.tokens[$0.token].path } + [tree.tokens[t].path]
        var notes: [Diagnostic.Note] = []
        for (i, hop) in hops.enumerated() {
            let next = i + 1 < hops.count ? tree.tokens[hops[hops.startIndex + i + 1].token].path : tree.tokens[t].path
            notes.append(.init("'\(tree.tokens[hop.token].path)' references '{\(next)}' here", at: hop.via ?? tree.tokens[hop.token].nameRange))
        }
        let first = hops.first!
        var shown = names.map { "{\($0)}" }
        if shown.count > 8 { shown = shown.prefix(3) + ["…"] + shown.suffix(2) }
        let size = hops.count > 7 ? " of \(hops.count) tokens" : ""
        sink.report(.error("reference-cycle", "reference cycle\(size): " + shown.joined(separator: " → "),
                           at: first.via ?? tree.tokens[first.token].nameRange, notes: notes))
        for hop in hops {
            for m in modes.indices {
                let slot = hop.token * modes.count + m
                if case .inProgress = states[slot] { states[slot] = .failed }
            }
        }
    }

    // MARK: - JSON Pointer

    private func resolvePointer(_ pointer: String, at range: SourceRange, mode m: Int) -> YAMLNode? {
        guard pointer.hasPrefix("#/") else {
            sink.report(.error("invalid-reference", "a `$ref` must be a JSON Pointer into this document, starting with \"#/\"", at: range))
            return nil
        }
        let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { JSONPointer.unescape(String($0)) }
        guard let valueAt = segments.firstIndex(of: "$value"), valueAt > 0 else {
            sink.report(.error("invalid-reference", "'\(pointer)' must point into a token's `$value` (…/$value/…)", at: range))
            return nil
        }
        let path = segments[..<valueAt].joined(separator: ".")
        guard let target = lookup(path, at: range) else { return nil }
        stack[stack.count - 1].via = range
        guard resolveSlot(token: target, mode: m) else { return nil }
        let value = resolvedValue(slot: target * modes.count + m)
        var json = DTCGEncoder.encode(value)
        for segment in segments[(valueAt + 1)...] {
            switch json {
            case .object(let members):
                guard let next = members.first(where: { $0.0 == segment })?.1 else {
                    sink.report(.error("invalid-reference", "'\(pointer)': the value of '\(path)' has no member '\(segment)'", at: range))
                    return nil
                }
                json = next
            case .array(let items):
                guard let i = Int(segment), items.indices.contains(i) else {
                    sink.report(.error("invalid-reference", "'\(pointer)': index '\(segment)' is out of range (\(items.count) items)", at: range))
                    return nil
                }
                json = items[i]
            default:
                sink.report(.error("invalid-reference", "'\(pointer)': cannot descend into a \(value.type.rawValue) value at '\(segment)'", at: range))
                return nil
            }
        }
        return YAMLNode(json: json, range: range)
    }

    // MARK: - Notations

    /// Warns when a color's other notations (`dev.tokenc.notations`) disagree with its value by
    /// more than a just-noticeable difference (ΔE OK > 0.02).
    private func checkNotations(_ tokens: [ResolvedToken]) {
        // Nearly no token has extensions: test that in place before copying anything of one.
        for i in tokens.indices where tokens[i].extensions != nil {
            let token = tokens[i]
            guard case .color(let color) = token.value,
                  let notations = token.extensions?["dev.tokenc.notations"]?.pairs else { continue }
            for pair in notations {
                guard let text = pair.value.string, let name = pair.key.scalar?.text else { continue }
                switch CSSColorParser.parse(text) {
                case .failure(let error):
                    sink.report(.warning("invalid-color", "the \(name) notation of '\(token.path)' is not a color: \(error.message)", at: pair.value.range))
                case .success(let other):
                    let delta = color.deltaEOK(other)
                    if delta > 0.02 {
                        let shown = color.hexString()
                        let otherHex = other.hexString()
                        sink.report(.warning("notation-mismatch",
                                             "'\(token.path)' is \(shown) but its \(name) notation \(text) is \(otherHex) (ΔE OK \(Self.format(delta)), more than the 0.02 just-noticeable difference)",
                                             at: pair.value.range,
                                             notes: [.init("the value is given here", at: tree.tokens[tree.tokenIndex(of: token.path)!].valueNode.range)],
                                             suggestion: "make the two notations agree, or drop the one that is wrong"))
                    }
                }
            }
        }
    }

    static func format(_ x: Double) -> String {
        let scaled = (x * 1000).rounded() / 1000
        return JSONValue.format(scaled)
    }
}

extension YAMLNode {
    /// A synthetic node holding a JSON value (used for `$ref` targets), every part at `range`.
    init(json: JSONValue, range: SourceRange) {
        switch json {
        case .null: self.init(.scalar(YAMLScalar(text: "", style: .plain)), range: range)
        case .bool(let b): self.init(.scalar(YAMLScalar(text: b ? "true" : "false", style: .plain)), range: range)
        case .number(let n): self.init(.scalar(YAMLScalar(text: JSONValue.format(n), style: .plain)), range: range)
        case .string(let s): self.init(.scalar(YAMLScalar(text: s, style: .doubleQuoted)), range: range)
        case .array(let items): self.init(.sequence(items.map { YAMLNode(json: $0, range: range) }), range: range)
        case .object(let members):
            self.init(.mapping(members.map {
                YAMLPair(key: YAMLNode(.scalar(YAMLScalar(text: $0.0, style: .plain)), range: range),
                         value: YAMLNode(json: $0.1, range: range))
            }), range: range)
        }
    }
}
