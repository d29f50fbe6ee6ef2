#if canImport(Glibc)
import Glibc
#endif
import Diagnostics
import YAML

/// Loading a file straight from libyaml's events: the groups are read as events and never made
/// into nodes; each token's pairs are read (``YAMLEventReader/readPair(key:range:into:from:depth:)``,
/// its values' collections built by the document builder) and walked while they are fresh in
/// the cache, and freed at once, while libyaml parses and translates the events on the other
/// core. The tree path built the whole tree (~46 MB at 100,000 tokens) beside libyaml, then
/// walked it on one core, the other idle. Measured at 100,000 tokens (interleaved, 11 runs):
/// `check` 0.254 → 0.226 s, `resolve` 0.293 → 0.261 s, 4.5 MB less at the peak — reading
/// events alone, with the translation still on this thread, gained no time: this thread stayed
/// the long pole.
///
/// The walk is the tree walk's own code for everything below a group (``walkToken(pairs:valueIndex:path:nameRange:groupType:inheritedDeprecation:)``,
/// ``walkMember(_:key:keyRange:groupPath:type:deprecation:releasing:)``), so only the common
/// shape of a group is read from events: its properties first, then its members. Anything else
/// — a property after a member (the tree walk reads properties first, so a late `$type` applies
/// to earlier members), a key that repeats, is tagged, is not a scalar or is `<<`, a merge key
/// or more than 16 pairs in a token's own mapping, an anchor or an alias anywhere, a root that is not a mapping, a YAML error, a second document, a member
/// that may be `{a.b}` written without quotes — makes the file fall back: what it added to the
/// tree is undone, the diagnostics it gave (held back until the file is done) are dropped, and
/// the file is parsed into a tree and walked as before, which reports what it always reported.
extension TokenLoader {
    /// Adds one file by reading its events (see above); falls back to parsing it into a tree and
    /// walking that when it has to. The result is the same as
    /// `add(takingRoot: parser.parse(bytes, file: file, sink: sink))`.
    public mutating func add(streaming bytes: [UInt8], file: FileID, parser: YAMLParser) {
        let outer = sink
        let held = DiagnosticSink()
        sink = held
        let mark = FileMark(tokens: tree.tokens.count, groups: tree.groups.count, extends: tree.extends.count,
                            modes: tree.modes, modesRange: tree.modesRange)
        mergedGroups = []
        reserveCapacity(forTokens: Self.valueKeyCount(in: bytes))
        groupsPredateFile = !tree.groupIndex.isEmpty
        let read = parser.readEvents(bytes, file: file, sink: held) { reader in streamFile(&reader) } ?? false
        sink = outer
        let merged = mergedGroups ?? []
        mergedGroups = nil
        if read {
            outer.report(contentsOf: held.diagnostics)
            return
        }
        undo(to: mark, merged: merged)
        streamFallbacks += 1
        if let root = parser.parse(bytes, file: file, sink: outer) { add(takingRoot: root) }
    }

    /// What the tree held before a streamed file.
    private struct FileMark {
        var tokens: Int
        var groups: Int
        var extends: Int
        var modes: [String]
        var modesRange: SourceRange?
    }

    /// Takes back what a streamed file added to the tree.
    private mutating func undo(to mark: FileMark, merged: [(index: Int, type: TokenType?, description: String?)]) {
        for i in mark.tokens..<tree.tokens.count { tree.index.remove(i, hash: PathIndex.hash(tree.tokens[i].path)) }
        tree.tokens.removeSubrange(mark.tokens...)
        for i in mark.groups..<tree.groups.count { tree.groupIndex.remove(i, hash: PathIndex.hash(tree.groups[i].path)) }
        tree.groups.removeSubrange(mark.groups...)
        for change in merged.reversed() where change.index < mark.groups {
            tree.groups[change.index].type = change.type
            tree.groups[change.index].description = change.description
        }
        tree.extends.removeSubrange(mark.extends...)
        tree.modes = mark.modes
        tree.modesRange = mark.modesRange
    }

    /// Room for a file's tokens, and the prefault of their pages, as ``add(takingRoot:)`` makes
    /// from the tree. Without a tree the groups are not counted: room is made for one for 8
    /// tokens (the benchmark's set has one for 9); grown by doubling instead, every group path
    /// was hashed again at each step (1.3 M instructions of a 10,000-token `check`).
    private mutating func reserveCapacity(forTokens tokenCount: Int) {
        tree.index.reserveCapacity(tree.index.count + tokenCount)
        tree.tokens.reserveCapacity(tree.tokens.count + tokenCount)
        tree.groups.reserveCapacity(tree.groups.count + tokenCount / 8)
        tree.groupIndex.reserveCapacity(tree.groupIndex.count + tokenCount / 8)
        if tokenCount >= Self.prefaultThreshold {
            CapacityPrefault.start(unusedCapacityOf: tree.tokens)
        }
    }

    /// How many times `$value` occurs in `bytes`: the estimate of a file's tokens (one in a
    /// string counts too; reserving a little more is harmless). Found by `memchr` of its `$`.
    static func valueKeyCount(in bytes: [UInt8]) -> Int {
        let rest: [UInt8] = Array("value".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "$")), buffer.count - offset) {
                let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                if at + 6 <= buffer.count, memcmp(base + at + 1, rest, 5) == 0 { count += 1 }
                offset = at + 1
            }
            return count
        }
    }

    // MARK: - Reading events

    /// Reads the whole document; false when the file has to fall back.
    private mutating func streamFile(_ reader: inout YAMLEventReader) -> Bool {
        var keys = GroupKeyStack()
        guard case .event(let first) = reader.next(), case .mappingStart(let tag, _, let start) = first,
              let head = readMappingHead(&reader, keys: &keys, start: start, depth: 0, readsToken: false) else { return false }
        switch head {
        case .end(let end, _):
            // Only properties: the tree walk.
            var root = YAMLNode(.mapping(keys.takePairs()), range: SourceRange(file: start.file, start: start.start, end: end.end),
                                tag: tag)
            walkGroup(&root, path: "", nameRange: root.range, inheritedType: nil, inheritedDeprecation: nil,
                      isFileRoot: true, releasing: true)
        case .member(let key, let keyRange):
            let properties = keys.takePairs()
            let created = tree.groupIndex(of: "") == nil
            guard let end = streamGroup(&reader, keys: &keys, properties: properties, firstKey: key, keyRange: keyRange,
                                        path: "", nameRange: start, start: start, inheritedType: nil,
                                        inheritedDeprecation: nil, isFileRoot: true, depth: 1) else { return false }
            if created, let root = tree.groupIndex(of: "") {
                // The root's name range is its whole mapping, known only now.
                tree.groups[root].nameRange = SourceRange(file: start.file, start: start.start, end: end.end)
            }
        }
        guard case .end = reader.next() else { return false }
        return true
    }

    /// How a mapping read by ``readMappingHead(_:keys:start:depth:readsToken:)`` goes on.
    private enum MappingHead {
        /// Its first member's key: the pairs read are a group's properties.
        case member(YAMLScalar, range: SourceRange)
        /// It ended, at this range: every pair is read, and the index of its `$value` pair when
        /// it is a token.
        case end(SourceRange, valueIndex: Int?)
    }

    /// Reads the pairs of a mapping that starts at `start`, inside `depth` open collections,
    /// into `keys.pairs` (empty until then): its properties up to its first member or its end,
    /// and — when `readsToken` — after a `$value` key every pair (it is a token). Nil when the
    /// file has to fall back.
    ///
    /// The pairs are made here rather than by the document builder, and a token's are walked
    /// from `keys.pairs` without becoming a mapping node (no array of its own, no node, no
    /// builder bookkeeping for its keys): the load of 10,000 tokens 121.6 → 101.6 M
    /// instructions. Building the values' collections here too, by recursion, did not pay:
    /// 101.6 → 101.8 M (the copies of events and nodes it made cost what the builder's
    /// bookkeeping did).
    private func readMappingHead(_ reader: inout YAMLEventReader, keys: inout GroupKeyStack, start: SourceRange, depth: Int,
                                 readsToken: Bool) -> MappingHead? {
        guard reader.openMapping(at: start, depth: depth) else { return nil }
        var valueIndex: Int?
        while true {
            guard case .event(let event) = reader.next() else { return nil }
            switch consume event {
            case .scalar(let key, _, let range):
                if valueIndex == nil {
                    guard Self.isProperty(key.text) else { return .member(key, range: range) }
                    // The first `$value` key: never a repeated one, so its pair is added.
                    if readsToken, key.text == "$value" { valueIndex = keys.pairs.count }
                }
                guard reader.readPair(key: consume key, range: range, into: &keys.pairs, from: 0, depth: depth + 1) else {
                    return nil
                }
            case .collectionEnd(let end):
                return .end(end, valueIndex: valueIndex)
            default:
                return nil
            }
        }
    }

    /// Reads the rest of a group, whose mapping started at `start` and whose properties came
    /// before `firstKey`, its first member, `depth` collections deep (itself included). Returns
    /// the range of its end, or nil when the file has to fall back.
    private mutating func streamGroup(
        _ reader: inout YAMLEventReader, keys stack: inout GroupKeyStack, properties: [YAMLPair], firstKey: YAMLScalar, keyRange firstKeyRange: SourceRange,
        path: String, nameRange: SourceRange, start: SourceRange, inheritedType: TokenType?,
        inheritedDeprecation: String?, isFileRoot: Bool, depth: Int
    ) -> SourceRange? {
        let group = addGroup(properties: properties, path: path, nameRange: nameRange, isFileRoot: isFileRoot)
        let type = group.type ?? inheritedType
        let deprecation = group.deprecation ?? inheritedDeprecation
        var keys = GroupKeys(stack.entries.count)
        defer { stack.pop(to: keys.first) }
        for pair in properties {
            guard case .scalar(let key) = pair.key.content else { return nil }
            _ = keys.insert(key.text, range: pair.key.range, into: &stack)
            if key.text == "$root" {
                walkToken(pair.value, name: key.text, path: Self.join(path, key.text), nameRange: pair.key.range,
                          groupType: type, inheritedDeprecation: deprecation)
            }
        }
        // `{a.b}` written without quotes is a one-pair mapping to the tree walk, reported as a
        // value, not a group: left to it (the rest of the test at the group's end).
        var mayBeReference = !isFileRoot && properties.isEmpty && firstKey.style == .plain
        var key = firstKey, keyRange = firstKeyRange
        var members = 0
        while true {
            members += 1
            guard key.tag == nil, !(key.style == .plain && key.text == "<<"), keys.insert(key.text, range: keyRange, into: &stack),
                  case .event(let first) = reader.next() else { return nil }
            let name = key.text
            if mayBeReference, members == 1 {
                if case .scalar(let value, _, _) = first, value.style == .plain, value.text.isEmpty {} else {
                    mayBeReference = false
                }
            }
            if name == "$root" {
                guard let node = reader.node(from: consume first, depth: depth) else { return nil }
                walkToken(node, name: name, path: Self.join(path, name), nameRange: keyRange, groupType: type,
                          inheritedDeprecation: deprecation)
            } else if Self.isProperty(name) {
                return nil
            } else {
                let bytes = NameBytes(name)
                if !validateName(name, range: keyRange, bytes: bytes) {
                    // Not walked, but built: its YAML diagnostics are the file's.
                    guard reader.node(from: consume first, depth: depth) != nil else { return nil }
                } else {
                    if let (other, otherRange) = keys.caseCollision(of: name, mayDifferByCase: bytes.mayDifferByCase,
                                                                    in: &stack) {
                        reportCaseCollision(name, range: keyRange, other: other, otherRange: otherRange)
                    }
                    guard streamMember(&reader, keys: &stack, first: consume first, key: name, keyRange: keyRange, groupPath: path,
                                       type: type, deprecation: deprecation, depth: depth) else { return nil }
                }
            }
            guard case .event(let next) = reader.next() else { return nil }
            switch next {
            case .scalar(let scalar, _, let range):
                key = consume scalar
                keyRange = range
            case .collectionEnd(let end):
                if mayBeReference, members == 1, start.start.line == end.end.line, !firstKey.text.contains(" ") { return nil }
                return end
            default:
                return nil
            }
        }
    }

    /// Reads a member whose value starts with `first`, `depth` collections deep (its group
    /// included); false when the file has to fall back.
    private mutating func streamMember(
        _ reader: inout YAMLEventReader, keys: inout GroupKeyStack, first: consuming ParseEvent, key: String, keyRange: SourceRange, groupPath: String,
        type: TokenType?, deprecation: String?, depth: Int
    ) -> Bool {
        guard case .mappingStart(let tag, _, let start) = first else {
            guard var node = reader.node(from: consume first, depth: depth) else { return false }
            walkMember(&node, key: key, keyRange: keyRange, groupPath: groupPath, type: type, deprecation: deprecation,
                       releasing: true)
            return true
        }
        // The path's slot in the index is loaded while the mapping is read (for a group too,
        // needlessly: about one member in ten).
        tree.index.prefetch(joining: groupPath, key)
        // Its properties are read as pairs until a key says what it is: a `$value` makes it a
        // token (read whole), another member a group (read as events).
        switch readMappingHead(&reader, keys: &keys, start: start, depth: depth, readsToken: true) {
        case nil:
            return false
        case .end(_, let valueIndex?):
            walkToken(pairs: keys.pairs, valueIndex: valueIndex, path: Self.join(groupPath, key), nameRange: keyRange,
                      groupType: type, inheritedDeprecation: deprecation)
            keys.dropPairs()
            return true
        case .end(let end, nil):
            var node = YAMLNode(.mapping(keys.takePairs()), range: SourceRange(file: start.file, start: start.start, end: end.end),
                                tag: tag)
            walkMember(&node, key: key, keyRange: keyRange, groupPath: groupPath, type: type,
                       deprecation: deprecation, releasing: true)
            return true
        case .member(let member, let memberRange):
            return streamGroup(&reader, keys: &keys, properties: keys.takePairs(), firstKey: member, keyRange: memberRange,
                               path: Self.join(groupPath, key), nameRange: keyRange, start: start,
                               inheritedType: type, inheritedDeprecation: deprecation, isFileRoot: false,
                               depth: depth + 1) != nil
        }
    }
}

/// The keys of the groups being read from events, the innermost group's last (one array for
/// all, so that a group's keys cost no allocation of their own); and the pairs of the mapping
/// being read (``TokenLoader/readMappingHead(_:keys:start:depth:readsToken:)``), one array kept
/// for all.
private struct GroupKeyStack {
    var entries: [(text: String, range: SourceRange, isMember: Bool)] = []
    var pairs: [YAMLPair] = []

    /// Forgets the keys from `first` on (a group ended).
    mutating func pop(to first: Int) {
        // One `removeLast()` each: `removeSubrange` goes through the generic `replaceSubrange`.
        while entries.count > first { entries.removeLast() }
    }

    /// Empties `pairs`, keeping its storage. One `removeLast()` each: `removeAll(keepingCapacity:)`
    /// goes through the generic `replaceSubrange` (~280 instructions a token).
    mutating func dropPairs() {
        while !pairs.isEmpty { pairs.removeLast() }
    }

    /// The pairs read, which are then no longer kept here.
    mutating func takePairs() -> [YAMLPair] {
        var taken: [YAMLPair] = []
        swap(&taken, &pairs)
        return taken
    }
}

/// The keys of one group read from events, on a ``GroupKeyStack``: for the duplicate-key check
/// (a repeated key falls back to the tree path, whose parser reports it), and for
/// `case-collision` among its members, found as the tree walk finds them.
private struct GroupKeys {
    /// Up to this many keys, a repeat is found by scanning them, as the parser does.
    private static let linearScanLimit = 16
    /// Where the group's keys start on the stack.
    let first: Int
    /// Its keys, once there are more than `linearScanLimit`.
    private var set: Set<String>?
    /// Its members by their lowercase text, from the first member that is not lowercase ASCII on
    /// (until then none can differ from another only by case).
    private var lowercased: [String: (String, SourceRange)]?

    init(_ first: Int) {
        self.first = first
    }

    /// Adds a key; false when the group has it already.
    mutating func insert(_ text: String, range: SourceRange, into stack: inout GroupKeyStack) -> Bool {
        if set != nil {
            guard set!.insert(text).inserted else { return false }
        } else {
            for i in first..<stack.entries.count where stack.entries[i].text == text { return false }
            if stack.entries.count - first >= Self.linearScanLimit {
                set = Set(stack.entries[first...].lazy.map(\.text))
                set!.insert(text)
            }
        }
        stack.entries.append((text, range, false))
        return true
    }

    /// Marks the key just inserted as a member; the earlier member whose name differs from it
    /// only by case, if any. `mayDifferByCase`: whether the name has an uppercase ASCII letter
    /// or a non-ASCII character (``TokenLoader/NameBytes``).
    mutating func caseCollision(of name: String, mayDifferByCase: Bool, in stack: inout GroupKeyStack) -> (String, SourceRange)? {
        let last = stack.entries.count - 1
        stack.entries[last].isMember = true
        if lowercased == nil {
            if !mayDifferByCase { return nil }
            var table: [String: (String, SourceRange)] = [:]
            for i in first..<last where stack.entries[i].isMember {
                table[stack.entries[i].text] = (stack.entries[i].text, stack.entries[i].range)
            }
            lowercased = table
        }
        let lower = name.lowercased()
        let range = stack.entries[last].range
        if let (other, otherRange) = lowercased![lower], other != name { return (other, otherRange) }
        lowercased![lower] = (name, range)
        return nil
    }
}
