import Diagnostics

/// Builds a ``FlatDocument`` from parse events: ``DocumentBuilder``'s work for the documents
/// that need none of its rarer parts.
///
/// It checks what ``DocumentBuilder`` checks on every document — the depth limit, duplicate keys
/// (the second pair dropped), the comment trap kept on mapping values only — and gives up
/// (``Outcome/needsTree``) at the first anchor, alias, tag or merge key, which the caller then
/// reads through ``DocumentBuilder`` and flattens: one place decides what those mean.
struct FlatDocumentBuilder: ~Copyable {
    /// What consuming an event leads to.
    enum Outcome {
        /// Carry on.
        case next
        /// The document cannot be built (an error has been reported).
        case failed
        /// The document uses an anchor, an alias, a tag or a merge key.
        case needsTree
    }

    /// A mapping or sequence whose end has not come yet.
    private struct Open {
        var isMapping: Bool
        /// The collection's node index.
        var index: Int
        /// Children so far: items, or keys and values (pairs = half).
        var children: Int = 0
        /// Where this mapping's keys start on `keys`.
        var firstKey: Int
        /// Set while the value of a duplicate key is read: the nodes and scalars from there on are
        /// dropped when it ends.
        var dropFrom: (records: Int, scalars: Int)?
        /// Where in `keyIndexes` this mapping's dictionary of keys is, once it outgrows a linear
        /// scan; -1 before (kept out of the record, which then copies without reference counting).
        var keyIndexSlot = -1
    }

    /// Up to this many keys, duplicates are found by a scan (as ``DocumentBuilder`` does).
    private static let linearScanLimit = 16

    private let limits: YAMLParser.Limits
    private let sink: DiagnosticSink
    private let file: FileID
    /// The nodes so far, in storage the document takes over as it is (``FlatDocument/Records``).
    private var records = FlatDocument.Records()
    private(set) var scalars: ContiguousArray<YAMLScalar> = []
    private var open: [Open] = []
    /// The key texts of every open mapping, innermost last (nil: a key that is not a scalar), with
    /// the key's node index.
    private var keys: [(text: String?, index: Int)] = []
    /// Scalar key text → node index, for the open mappings that have outgrown a linear scan.
    private var keyIndexes: [[String: Int]] = []
    /// ``ScalarText/smallFormHolds``: whether two short ASCII keys can be told apart by their bits.
    private let smallForm = ScalarText.smallFormHolds
    /// Whether the root node is complete.
    private(set) var done = false

    /// `expectedBytes` (the input's size) sets the first room for nodes: a spec has about one
    /// node per 9 bytes and one scalar per 11, and arrays grown from less than that copied every
    /// node twice. The document takes both over as they are (a spec's document lives only until
    /// it is decoded): copied out at their number, the nodes were ~0.4 % of a lint.
    init(file: FileID, limits: YAMLParser.Limits, sink: DiagnosticSink, expectedBytes: Int = 0) {
        self.file = file
        self.limits = limits
        self.sink = sink
        records.reserve(max(1024, expectedBytes / 8))
        scalars.reserveCapacity(max(512, expectedBytes / 10))
        open.reserveCapacity(16)
        keys.reserveCapacity(64)
    }

    /// The document, once its root is complete.
    mutating func document() -> FlatDocument? {
        guard done else { return nil }
        return FlatDocument(taking: &records, scalars: scalars, tags: [:], file: file)
    }

    /// Whether the next node is a mapping's key.
    private var nextIsKey: Bool {
        guard let last = open.last else { return false }
        return last.isMapping && last.children % 2 == 0
    }

    mutating func consume(_ event: consuming ParseEvent) -> Outcome {
        switch consume event {
        case .scalar(var scalar, let anchor, let range):
            guard anchor == nil, scalar.tag == nil else { return .needsTree }
            let isKey = nextIsKey
            if isKey, scalar.style == .plain, Self.isMergeKeyText(scalar.text) { return .needsTree }
            let isValue = open.last.map { $0.isMapping && $0.children % 2 == 1 } ?? false
            if scalar.trailingComment != nil, !isValue { scalar.trailingComment = nil }
            let index = records.count
            records.append(FlatDocument.Record(kind: .scalar, start: range.start, end: range.end,
                                               payload: Int32(truncatingIfNeeded: scalars.count), next: Int32(truncatingIfNeeded: index + 1)))
            if isKey {
                let text = scalar.text
                scalars.append(consume scalar)
                return key(text: text, index: index, range: range)
            }
            scalars.append(consume scalar)
            return attached()

        case .sequenceStart(let tag, let anchor, let range):
            guard tag == nil, anchor == nil else { return .needsTree }
            return openCollection(isMapping: false, range: range)

        case .mappingStart(let tag, let anchor, let range):
            guard tag == nil, anchor == nil else { return .needsTree }
            return openCollection(isMapping: true, range: range)

        case .collectionEnd(let range):
            guard let closed = open.popLast() else { return .next }
        if closed.keyIndexSlot >= 0 { keyIndexes.removeLast() }
            while keys.count > closed.firstKey { keys.removeLast() }
            records[closed.index].end = range.end
            records[closed.index].payload = Int32(truncatingIfNeeded: closed.isMapping ? closed.children / 2 : closed.children)
            records[closed.index].next = Int32(truncatingIfNeeded: records.count)
            return attached()

        case .alias:
            return .needsTree
        }
    }

    private mutating func openCollection(isMapping: Bool, range: SourceRange) -> Outcome {
        guard DocumentBuilder.checkDepth(open.count, at: range, limits: limits, sink: sink) else { return .failed }
        let isKey = nextIsKey
        let index = records.count
        records.append(FlatDocument.Record(kind: isMapping ? .mapping : .sequence, start: range.start, end: range.start,
                                           payload: 0, next: 0))
        if isKey { keys.append((nil, index)) }
        open.append(Open(isMapping: isMapping, index: index, firstKey: keys.count))
        return .next
    }

    /// Records a mapping key; a key that repeats one of the mapping's is reported, and its value
    /// will be dropped.
    private mutating func key(text: String, index: Int, range: SourceRange) -> Outcome {
        let last = open.count - 1
        let first = open[last].firstKey
        var earlierIndex: Int?
        if open[last].keyIndexSlot >= 0 {
            earlierIndex = keyIndexes[open[last].keyIndexSlot][text]
        } else {
            for i in first..<keys.count {
                if let earlier = keys[i].text, sameKey(earlier, text) {
                    earlierIndex = keys[i].index
                    break
                }
            }
        }
        if let earlierIndex {
            let earlier = records[earlierIndex]
            DocumentBuilder.reportDuplicateKey(text, at: range,
                                               first: SourceRange(file: file, start: earlier.start, end: earlier.end), sink: sink)
            open[open.count - 1].dropFrom = (index, scalars.count - 1)
            open[open.count - 1].children += 1
            return .next
        }
        keys.append((text, index))
        open[last].children += 1
        // Past a few keys, a dictionary: a scan per key was quadratic in a hostile mapping.
        if open[last].keyIndexSlot >= 0 {
            keyIndexes[open[last].keyIndexSlot][text] = index
        } else if keys.count - first > Self.linearScanLimit {
            var keyIndex: [String: Int] = [:]
            for i in first..<keys.count { if let k = keys[i].text, keyIndex[k] == nil { keyIndex[k] = keys[i].index } }
            open[last].keyIndexSlot = keyIndexes.count
            keyIndexes.append(keyIndex)
        }
        return .next
    }

    /// Whether two key texts are the same `String` (`==`): two short ASCII texts in the standard
    /// small form are compared as their two words, without the general comparison.
    @inline(__always)
    private func sameKey(_ a: String, _ b: String) -> Bool {
        let x = unsafeBitCast(a, to: (UInt64, UInt64).self), y = unsafeBitCast(b, to: (UInt64, UInt64).self)
        if x == y { return true }
        // The top nibble 0xE: a small string whose bytes are all ASCII.
        if smallForm, x.1 >> 60 == 0xE, y.1 >> 60 == 0xE { return false }
        return a == b
    }

    /// Whether a plain key's text is `<<`, read on its bytes.
    @inline(__always)
    private static func isMergeKeyText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.count == 2 && $0[0] == UInt8(ascii: "<") && $0[1] == UInt8(ascii: "<") }
    }

    /// Counts a complete node (a scalar that is not a key, or a collection) in its parent; drops
    /// a duplicate key's pair once its value is complete.
    private mutating func attached() -> Outcome {
        guard !open.isEmpty else {
            done = true
            return .next
        }
        let last = open.count - 1
        if open[last].isMapping, open[last].children % 2 == 0 {
            // This node is a key that is a collection (its index was put on `keys` when it opened).
            open[last].children += 1
            return .next
        }
        open[last].children += 1
        if let drop = open[last].dropFrom, open[last].children % 2 == 0 {
            records.removeLast(records.count - drop.records)
            scalars.removeSubrange(drop.scalars...)
            open[last].children -= 2
            open[last].dropFrom = nil
        }
        return .next
    }
}
