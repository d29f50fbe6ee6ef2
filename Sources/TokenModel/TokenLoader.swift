import Diagnostics
import YAML

/// Walks parsed token files (DTCG 2025.10 groups and tokens) into a ``TokenTree``, reporting
/// every structural problem: bad names, tokens that are also groups, unknown `$` properties,
/// unknown types, tokens defined twice, names that differ only by case, `$extends` cycles.
public struct TokenLoader {
    /// Where problems go (while a file is streamed, a buffer for that file's).
    var sink: DiagnosticSink
    /// The tree being built.
    public internal(set) var tree: TokenTree
    /// When true (layering Resolver-module sources), a token defined again replaces the earlier
    /// definition instead of being a `duplicate-token` error.
    public var laterDefinitionsOverride = false
    /// Whether groups of files added earlier are in the tree (see ``mayNameGroup(_:)``).
    var groupsPredateFile = true
    /// While a file is streamed: the groups of earlier files whose metadata it merged into,
    /// with what they had before, to be undone if the file falls back to the tree walk.
    var mergedGroups: [(index: Int, type: TokenType?, description: String?)]?
    /// How many files were read from events but then walked as a tree after all (for tests).
    public internal(set) var streamFallbacks = 0

    static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$schema"]
    static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    static let typeNames = TokenType.allCases.map(\.rawValue)
    /// From this many tokens in a file on, the definitions' pages are faulted in ahead of the
    /// walk (``CapacityPrefault``): 8,192 definitions are 1.1 MB, 270 faults (~0.75 ms), against
    /// ~50 µs to start the thread.
    static let prefaultThreshold = 8_192

    /// Creates a loader for one system.
    public init(systemName: String, sink: DiagnosticSink) {
        self.sink = sink
        self.tree = TokenTree(name: systemName)
    }

    /// Adds one file's root node.
    public mutating func add(root: YAMLNode) {
        var root = root
        add(root: &root, releasing: false)
    }

    /// Adds one file's root node, which the caller gives up: the walk releases each group's and
    /// token's mapping as soon as it is done with it, on this thread, keeping only what the
    /// definitions hold (values, extensions). Most of a parsed file is such mappings; released
    /// here, their memory is reused at once by what loading and resolving allocate next — released
    /// later on another core, it competed with the resolver for the allocator's lock. The result
    /// is the same as ``add(root:)``'s.
    public mutating func add(takingRoot root: consuming YAMLNode) {
        var root = root
        add(root: &root, releasing: true)
    }

    private mutating func add(root: inout YAMLNode, releasing: Bool) {
        guard case .mapping = root.content else {
            if case .scalar(let s) = root.content, s.coreValue == .null { return }  // empty file
            sink.report(.error("invalid-group", "a token file must be a mapping of groups and tokens, found \(root.kindDescription)", at: root.range))
            return
        }
        // Room for the file's tokens up front: growing the index rehashes every path each time,
        // and growing the definitions copies them all (and touches fresh memory) each time.
        // The groups likewise: their array grew by doubling, copying every group each time.
        let (tokenCount, groupCount) = Self.tokenAndGroupCount(in: root)
        tree.index.reserveCapacity(tree.index.count + tokenCount)
        tree.tokens.reserveCapacity(tree.tokens.count + tokenCount)
        tree.groups.reserveCapacity(tree.groups.count + groupCount)
        tree.groupIndex.reserveCapacity(tree.groupIndex.count + groupCount)
        if tokenCount >= Self.prefaultThreshold {
            // The other core is idle while the tree is walked: it faults in the definitions'
            // pages ahead of the walk. At 100,000 tokens that takes 3,300 of the 26,150 faults of
            // a `check` off the main thread: the walk 4.4 ms shorter (median of 15 paired runs;
            // 65 ms in all), a whole `check` or `resolve` 0–8 ms (two series of 21 interleaved
            // runs on a busy machine), with the same CPU time and resident set. Walking
            // part of the tree on that core instead did not pay: joining the parts and the memory
            // they touched cost more than the walk saved (`check` 0.408 → 0.430 s).
            CapacityPrefault.start(unusedCapacityOf: tree.tokens)
        }
        groupsPredateFile = !tree.groupIndex.isEmpty
        walkGroup(&root, path: "", nameRange: root.range, inheritedType: nil, inheritedDeprecation: nil, isFileRoot: true,
                  releasing: releasing)
    }

    /// About how many tokens and groups a group holds (itself included): its mapping values with
    /// a `$value`, the others as groups, and those of its nested groups (an estimate for
    /// reserving room; the walk decides what is a token).
    private static func tokenAndGroupCount(in group: YAMLNode) -> (tokens: Int, groups: Int) {
        guard case .mapping(let pairs) = group.content else { return (0, 0) }
        var counts = (tokens: 0, groups: 1)
        addTokenAndGroupCount(in: pairs, to: &counts)
        return counts
    }

    private static func addTokenAndGroupCount(in pairs: [YAMLPair], to counts: inout (tokens: Int, groups: Int)) {
        for i in pairs.indices {
            guard case .mapping(let members) = pairs[i].value.content else { continue }
            var isToken = false
            for j in members.indices {
                if case .scalar(let key) = members[j].key.content, key.text == "$value" {
                    isToken = true
                    break
                }
            }
            if isToken {
                counts.tokens += 1
            } else {
                counts.groups += 1
                addTokenAndGroupCount(in: members, to: &counts)
            }
        }
    }

    /// Applies `$extends` and returns the finished tree.
    public mutating func finish() -> TokenTree {
        applyExtends()
        return tree
    }

    // MARK: - Groups

    /// The dotted path of `name` inside the group at `path` ("" for the root).
    static func join(_ path: String, _ name: String) -> String {
        if path.isEmpty { return name }
        var path = path, name = name
        return path.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    var end = buffer.initialize(from: head).1
                    buffer[end] = UInt8(ascii: ".")
                    end += 1
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: tail).1 + end
                    return end
                }
            }
        }
    }

    /// Whether `key` starts with the character `$` (the byte test first; Unicode rules only
    /// when a non-ASCII scalar follows the `$` and might combine with it).
    static func isProperty(_ key: String) -> Bool {
        var bytes = key.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "$") else { return false }
        guard let second = bytes.next(), second >= 0x80 else { return true }
        return key.hasPrefix("$")
    }

    /// Whether two of these names could differ only by case: some name has an uppercase ASCII
    /// letter or a non-ASCII character. (All-lowercase ASCII names are their own lowercase, and
    /// the names of one mapping are distinct.)
    private static func mayCollideByCase(_ pairs: [YAMLPair]) -> Bool {
        for i in pairs.indices {
            guard case .scalar(let key) = pairs[i].key.content else { continue }
            if NameBytes(key.text).mayDifferByCase { return true }
        }
        return false
    }

    /// Walks a group. When `releasing`, the group's pairs are taken out of `node` and each member
    /// out of the pairs as it is walked, so that a member's mapping is released right after its
    /// walk (`node` is then left an empty mapping).
    mutating func walkGroup(
        _ node: inout YAMLNode, path pathString: String, nameRange: SourceRange,
        inheritedType: TokenType?, inheritedDeprecation: String?, isFileRoot: Bool, releasing: Bool
    ) {
        guard var pairs = releasing ? node.takePairs() : node.pairs else { return }
        let group = addGroup(properties: pairs, path: pathString, nameRange: nameRange, isFileRoot: isFileRoot)
        let type = group.type ?? inheritedType
        let deprecation = group.deprecation ?? inheritedDeprecation
        let checksCase = Self.mayCollideByCase(pairs)
        var seenLowercased: [String: (String, SourceRange)] = [:]

        for i in pairs.indices {
            guard case .scalar(let keyScalar) = pairs[i].key.content else {
                sink.report(.error("invalid-name", "token and group names must be strings, found \(pairs[i].key.kindDescription)", at: pairs[i].key.range))
                continue
            }
            let key = keyScalar.text
            if key == "$root" {
                walkToken(pairs[i].value, name: key, path: Self.join(pathString, key), nameRange: pairs[i].key.range,
                          groupType: type, inheritedDeprecation: deprecation)
                continue
            }
            if Self.isProperty(key) { continue }
            guard validateName(key, range: pairs[i].key.range) else { continue }
            if checksCase {
                let lower = key.lowercased()
                if let (other, otherRange) = seenLowercased[lower], other != key {
                    reportCaseCollision(key, range: pairs[i].key.range, other: other, otherRange: otherRange)
                } else {
                    seenLowercased[lower] = (key, pairs[i].key.range)
                }
            }
            var child: YAMLNode
            if releasing {
                child = Self.takenPlaceholder
                swap(&child, &pairs[i].value)
            } else {
                child = pairs[i].value
            }
            walkMember(&child, key: key, keyRange: pairs[i].key.range, groupPath: pathString, type: type,
                       deprecation: deprecation, releasing: releasing)
        }
    }

    /// Reports `case-collision` for the member `key`.
    func reportCaseCollision(_ key: String, range: SourceRange, other: String, otherRange: SourceRange) {
        sink.report(.warning("case-collision", "'\(key)' differs from '\(other)' only by case; platforms with case-insensitive names will collide",
                             at: range, notes: [.init("'\(other)' is here", at: otherRange)]))
    }

    /// Walks the member `key` of the group at `groupPath`, whose value is `child`: a token, a
    /// group, or a value that is neither.
    mutating func walkMember(_ child: inout YAMLNode, key: String, keyRange: SourceRange, groupPath: String,
                             type: TokenType?, deprecation: String?, releasing: Bool) {
        guard let valueIndex = Self.memberValueIndex(child) else {
            reportBareValue(key: key, keyRange: keyRange, value: child)
            return
        }
        if valueIndex >= 0, case .mapping(let members) = child.content {
            walkToken(pairs: members, valueIndex: valueIndex, path: Self.join(groupPath, key),
                      nameRange: keyRange, groupType: type, inheritedDeprecation: deprecation)
        } else if child.isFlowReferenceMapping {
            reportBareValue(key: key, keyRange: keyRange, value: child)
        } else {
            walkGroup(&child, path: Self.join(groupPath, key), nameRange: keyRange, inheritedType: type,
                      inheritedDeprecation: deprecation, isFileRoot: false, releasing: releasing)
        }
    }

    /// Reads a group's properties from its pairs (wherever they stand among its members), and
    /// adds the group to the tree, or merges its metadata into the same group of an earlier
    /// file. Returns the group as this file defines it.
    mutating func addGroup(properties pairs: [YAMLPair], path pathString: String, nameRange: SourceRange,
                           isFileRoot: Bool) -> GroupDefinition {
        var group = GroupDefinition(path: pathString, type: nil, description: nil, deprecation: nil,
                                    extensions: nil, nameRange: nameRange)
        // Properties first, so `$type` applies whatever the key order.
        for i in pairs.indices {
            guard case .scalar(let keyScalar) = pairs[i].key.content, Self.isProperty(keyScalar.text) else { continue }
            let pair = pairs[i]
            let key = keyScalar.text
            switch key {
            case "$type":
                group.type = parseType(pair.value)
            case "$description":
                group.description = parseDescription(pair.value)
            case "$deprecated":
                group.deprecation = parseDeprecated(pair.value)
            case "$extensions":
                group.extensions = parseExtensions(pair.value)
                if isFileRoot, let system = pair.value["dev.tokenc.system"] { parseSystem(system) }
            case "$extends":
                if let target = referenceTarget(pair.value) {
                    tree.extends.append((pathString, target, pair.value.range))
                }
            case "$root", "$schema":
                break
            default:
                var d = Diagnostic.warning("unknown-property", "unknown group property '\(key)'", at: pair.key.range)
                if let near = Suggestions.nearest(to: key, among: Self.groupProperties + Self.tokenProperties) {
                    d.suggestion = "did you mean '\(near)'?"
                }
                sink.report(d)
            }
        }
        let hash = PathIndex.hash(pathString)
        if let existing = tree.groupIndex(of: pathString, hash: hash) {
            // The same group in another file: merge metadata, first writer wins.
            mergedGroups?.append((existing, tree.groups[existing].type, tree.groups[existing].description))
            if tree.groups[existing].type == nil { tree.groups[existing].type = group.type }
            if tree.groups[existing].description == nil { tree.groups[existing].description = group.description }
        } else {
            tree.groupIndex.insertNew(tree.groups.count, hash: hash)
            tree.groups.append(group)
        }
        return group
    }

    /// What a member taken out of its group's pairs leaves behind (nothing reads it again).
    private static let takenPlaceholder = YAMLNode(
        .mapping([]), range: SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: 1, column: 1),
                                         end: SourceLocation(line: 1, column: 1)))

    /// For a mapping, the index of its `$value` pair, or -1 when it has none; nil for a scalar or
    /// a sequence.
    private static func memberValueIndex(_ node: YAMLNode) -> Int? {
        guard case .mapping(let members) = node.content else { return nil }
        return valueIndex(in: members) ?? -1
    }

    func reportBareValue(key: String, keyRange: SourceRange, value: YAMLNode) {
        if let comment = value.scalar?.trailingComment, value.isNull, comment.hasPrefix("#") {
            let quoted = "\"\(comment)\""
            sink.report(.error("yaml-comment-trap",
                               "value of '\(key)' is empty because `#` starts a comment — quote the color: \(quoted)",
                               at: value.range, fixIts: [.init(range: value.range, replacement: " " + quoted)],
                               suggestion: "write `\(key): { $value: \(quoted) }`"))
            return
        }
        let shown: String
        if let text = value.scalar?.text { shown = "\"\(text)\"" } else if value.isFlowReferenceMapping, let ref = value.referencePath {
            shown = "\"{\(ref)}\""
        } else { shown = "…" }
        sink.report(.error("missing-value", "'\(key)' is neither a token nor a group: a token is a mapping with a `$value`",
                           at: keyRange, suggestion: "write `\(key): { $value: \(shown) }`"))
    }

    // MARK: - Tokens

    /// The index of the first pair whose key is the scalar `$value` (what `node["$value"]` finds).
    private static func valueIndex(in pairs: [YAMLPair]) -> Int? {
        for i in pairs.indices {
            if case .scalar(let key) = pairs[i].key.content, key.text == "$value" { return i }
        }
        return nil
    }

    mutating func walkToken(
        _ node: YAMLNode, name: String, path: String, nameRange: SourceRange,
        groupType: TokenType?, inheritedDeprecation: String?
    ) {
        guard let pairs = node.pairs, let valueIndex = Self.valueIndex(in: pairs) else {
            if node.pairs != nil {
                sink.report(.error("missing-value", "'$root' must be a token with a `$value`", at: nameRange))
            } else {
                reportBareValue(key: name, keyRange: nameRange, value: node)
            }
            return
        }
        walkToken(pairs: pairs, valueIndex: valueIndex, path: path, nameRange: nameRange,
                  groupType: groupType, inheritedDeprecation: inheritedDeprecation)
    }

    /// A token whose mapping has these pairs, its `$value` at `valueIndex` (found by the caller,
    /// so that the pairs are scanned for it once).
    mutating func walkToken(
        pairs: [YAMLPair], valueIndex: Int, path: String, nameRange: SourceRange,
        groupType: TokenType?, inheritedDeprecation: String?
    ) {
        // The path's slot in the index is loaded while the properties are read.
        let hash = PathIndex.hash(path)
        tree.index.prefetch(hash)
        // The properties are gathered first and the definition made in place in the tree: made
        // beforehand, the whole definition was copied into the array and destroyed again.
        var ownType: TokenType?
        var hasInvalidType = false
        var description: String?
        var deprecation = inheritedDeprecation
        var extensions: YAMLNode?
        var modeValues: [(mode: String, keyRange: SourceRange, node: YAMLNode)] = []
        for i in pairs.indices {
            guard case .scalar(let keyScalar) = pairs[i].key.content else {
                sink.report(.error("invalid-name", "token properties must be strings", at: pairs[i].key.range))
                continue
            }
            let key = keyScalar.text
            if key == "$value" { continue }
            switch key {
            case "$value": break
            case "$type":
                ownType = parseType(pairs[i].value)
                hasInvalidType = ownType == nil
            case "$description": description = parseDescription(pairs[i].value)
            case "$deprecated": deprecation = parseDeprecated(pairs[i].value) ?? nil
            case "$extensions":
                extensions = parseExtensions(pairs[i].value)
                if let modes = pairs[i].value["dev.tokenc.modes"] {
                    modeValues = parseModeValues(modes)
                }
            default:
                if Self.isProperty(key) {
                    var d = Diagnostic.warning("unknown-property", "unknown token property '\(key)'", at: pairs[i].key.range)
                    if let near = Suggestions.nearest(to: key, among: Self.tokenProperties) { d.suggestion = "did you mean '\(near)'?" }
                    sink.report(d)
                } else {
                    sink.report(.error("token-is-group", "'\(path)' has a `$value`, so it is a token and cannot also contain '\(key)'",
                                       at: pairs[i].key.range,
                                       notes: [.init("'\(path)' is a token because of this `$value`", at: pairs[valueIndex].key.range)],
                                       suggestion: "move '\(key)' into a group, or give the group a `$root` token"))
                }
            }
        }
        // One hash of the path: looked up, then inserted under the same hash when new.
        if let first = tree.tokenIndex(of: path, hash: hash) {
            if laterDefinitionsOverride {
                tree.tokens[first] = TokenDefinition(
                    path: path, nameRange: nameRange, valueNode: pairs[valueIndex].value, ownType: ownType,
                    groupType: groupType, description: description, deprecation: deprecation,
                    extensions: extensions, modeValues: modeValues, hasInvalidType: hasInvalidType)
                return
            }
            sink.report(.error("duplicate-token", "token '\(path)' is defined more than once", at: nameRange,
                               notes: [.init("first defined here", at: tree.tokens[first].nameRange)]))
            return
        }
        if mayNameGroup(hash), let group = tree.groupIndex(of: path, hash: hash) {
            sink.report(.error("token-is-group", "'\(path)' is defined as a group elsewhere and cannot also be a token",
                               at: nameRange, notes: [.init("the group is here", at: tree.groups[group].nameRange)]))
            return
        }
        // Made in the array's own storage: made beforehand (a local function did), the whole
        // definition was copied into the array and the original destroyed, ~400 instructions a
        // token.
        tree.index.insertNew(tree.tokens.count, hash: hash)
        tree.tokens.append(TokenDefinition(
            path: path, nameRange: nameRange, valueNode: pairs[valueIndex].value, ownType: ownType,
            groupType: groupType, description: description, deprecation: deprecation,
            extensions: extensions, modeValues: modeValues, hasInvalidType: hasInvalidType))
    }

    /// Whether a group may have the token path hashed as `hash`: false only when it is certain
    /// that none has — in the first file of a system, whose group paths are all in `groupIndex`
    /// only because this walk put them there, for an ASCII path (as hashing it found). A group
    /// and a token of that file with the same path would be one key written twice in the same
    /// mapping (the parser keeps only the first), and ASCII paths are equal only when their
    /// bytes are, so that no two differently written keys can meet as one path. Saves looking
    /// every path up in the group index.
    private func mayNameGroup(_ hash: PathIndex.Hash) -> Bool {
        groupsPredateFile || !hash.isASCII
    }

    // MARK: - Properties

    /// What the name checks look for in a name's bytes, found in one pass over them:
    /// `utf8.contains(where:)` cost ~180 instructions a name, once for ``validateName(_:range:bytes:)``
    /// and once for the case check.
    struct NameBytes {
        private var seen: UInt8 = 0
        private static let nonASCII: UInt8 = 1
        private static let uppercase: UInt8 = 2
        private static let reserved: UInt8 = 4

        init(_ name: String) {
            var name = name
            seen = name.withUTF8 { bytes in
                var seen: UInt8 = 0
                for byte in bytes {
                    if byte >= 0x80 {
                        seen |= Self.nonASCII
                    } else if byte &- UInt8(ascii: "A") < 26 {
                        seen |= Self.uppercase
                    } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                        seen |= Self.reserved
                    }
                }
                return seen
            }
        }

        /// Whether the name is ASCII without `.`, `{` or `}` (or empty).
        var isPlainASCII: Bool { seen & (Self.nonASCII | Self.reserved) == 0 }
        /// Whether the name has an uppercase ASCII letter or a non-ASCII character: only such
        /// a name can differ from another only by case.
        var mayDifferByCase: Bool { seen & (Self.nonASCII | Self.uppercase) != 0 }
    }

    func validateName(_ name: String, range: SourceRange) -> Bool {
        validateName(name, range: range, bytes: NameBytes(name))
    }

    /// ``validateName(_:range:)`` with the name's bytes read already.
    func validateName(_ name: String, range: SourceRange, bytes: NameBytes) -> Bool {
        // The common case, decided on bytes: an ASCII name without `.`, `{` or `}`.
        if !name.isEmpty, bytes.isPlainASCII {
            return true
        }
        if name.isEmpty {
            sink.report(.error("invalid-name", "token and group names cannot be empty", at: range))
            return false
        }
        for bad in [".", "{", "}"] where name.contains(bad) {
            var d = Diagnostic.error("invalid-name", "name '\(name)' contains '\(bad)', which DTCG reserves for references", at: range)
            if bad == "." {
                d.suggestion = "nest groups instead: '\(name.split(separator: ".").joined(separator: ": { "))'"
            }
            sink.report(d)
            return false
        }
        return true
    }

    private func parseType(_ node: YAMLNode) -> TokenType? {
        guard let text = node.scalar?.text, !node.isNull else {
            sink.report(.error("unknown-type", "`$type` must be a type name such as \"color\", found \(node.kindDescription)", at: node.range))
            return nil
        }
        if let type = TokenType(rawValue: text) { return type }
        var d = Diagnostic.error("unknown-type", "unknown token type '\(text)'", at: node.range)
        if let near = Suggestions.nearest(to: text, among: Self.typeNames) { d.suggestion = "did you mean '\(near)'?" }
        sink.report(d)
        return nil
    }

    private func parseDescription(_ node: YAMLNode) -> String? {
        if let text = node.scalar?.text, !node.isNull { return text }
        sink.report(.warning("invalid-description", "`$description` should be a string, found \(node.kindDescription)", at: node.range))
        return nil
    }

    /// nil: not deprecated; "": deprecated without reason; otherwise the reason.
    private func parseDeprecated(_ node: YAMLNode) -> String? {
        switch node.coreValue {
        case .bool(true)?: return ""
        case .bool(false)?: return nil
        case .string(let reason)?: return reason
        default:
            sink.report(.error("invalid-deprecated", "`$deprecated` must be true, false or a reason string, found \(node.kindDescription)", at: node.range))
            return nil
        }
    }

    private func parseExtensions(_ node: YAMLNode) -> YAMLNode? {
        guard node.pairs != nil else {
            sink.report(.error("invalid-extensions", "`$extensions` must be a mapping of vendor keys, found \(node.kindDescription)", at: node.range))
            return nil
        }
        return node
    }

    private mutating func parseSystem(_ node: YAMLNode) {
        guard let modes = node["modes"] else { return }
        guard let items = modes.items else {
            sink.report(.error("invalid-modes", "`modes` must be a list of mode names, first the default: [light, dark]", at: modes.range))
            return
        }
        var names: [String] = []
        for item in items {
            guard let name = item.scalar?.text, !item.isNull else {
                sink.report(.error("invalid-modes", "a mode name must be a string", at: item.range))
                continue
            }
            if names.contains(name) {
                sink.report(.error("invalid-modes", "mode '\(name)' is listed twice", at: item.range))
                continue
            }
            names.append(name)
        }
        if !tree.modes.isEmpty, tree.modes != names {
            sink.report(.error("conflicting-modes", "modes [\(names.joined(separator: ", "))] disagree with the modes declared in another file",
                               at: modes.range, notes: [.init("modes [\(tree.modes.joined(separator: ", "))] declared here", at: tree.modesRange)]))
            return
        }
        tree.modes = names
        tree.modesRange = modes.range
    }

    private func parseModeValues(_ node: YAMLNode) -> [(mode: String, keyRange: SourceRange, node: YAMLNode)] {
        guard let pairs = node.pairs else {
            sink.report(.error("invalid-modes", "`dev.tokenc.modes` must map mode names to values: { dark: \"#000000\" }", at: node.range))
            return []
        }
        return pairs.compactMap { pair in
            guard let mode = pair.key.scalar?.text else { return nil }
            return (mode, pair.key.range, pair.value)
        }
    }

    private func referenceTarget(_ node: YAMLNode) -> String? {
        if let path = node.referencePath { return path }
        if let pointer = node["$ref"]?.string, pointer.hasPrefix("#/") {
            return pointer.dropFirst(2).split(separator: "/").map { JSONPointer.unescape(String($0)) }.joined(separator: ".")
        }
        sink.report(.error("invalid-reference", "`$extends` must reference a group: \"{group.name}\"", at: node.range))
        return nil
    }

    // MARK: - $extends

    private mutating func applyExtends() {
        guard !tree.extends.isEmpty else { return }
        var done = Set<String>()
        var visiting = Set<String>()
        let byGroup = Dictionary(tree.extends.map { ($0.group, ($0.target, $0.range)) }, uniquingKeysWith: { a, _ in a })
        func apply(_ group: String, chain: [(String, SourceRange)]) {
            if done.contains(group) { return }
            guard let (target, range) = byGroup[group] else { done.insert(group); return }
            if visiting.contains(group) {
                let notes = chain.map { Diagnostic.Note("'\($0.0)' extends from here", at: $0.1) }
                sink.report(.error("extends-cycle", "`$extends` cycle: \(chain.map { $0.0 }.joined(separator: " → ")) → \(group)",
                                   at: range, notes: notes))
                done.insert(group)
                return
            }
            visiting.insert(group)
            guard tree.groupIndex(of: target) != nil else {
                var d = Diagnostic.error("unknown-reference", "`$extends` references unknown group '{\(target)}'", at: range)
                if let near = Suggestions.nearest(to: target, among: tree.groups.map(\.path)) { d.suggestion = "did you mean '{\(near)}'?" }
                sink.report(d)
                visiting.remove(group)
                done.insert(group)
                return
            }
            apply(target, chain: chain + [(group, range)])
            let prefix = target.isEmpty ? "" : target + "."
            let newPrefix = group.isEmpty ? "" : group + "."
            let inherited = tree.tokens.filter { $0.path.hasPrefix(prefix) }
            for var token in inherited {
                let newPath = newPrefix + token.path.dropFirst(prefix.count)
                let hash = PathIndex.hash(newPath)
                if tree.tokenIndex(of: newPath, hash: hash) != nil { continue }  // overridden locally
                token.path = newPath
                tree.index.insertNew(tree.tokens.count, hash: hash)
                tree.tokens.append(token)
            }
            visiting.remove(group)
            done.insert(group)
        }
        for declaration in tree.extends { apply(declaration.group, chain: []) }
    }
}
