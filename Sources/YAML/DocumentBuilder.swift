import Diagnostics

/// Builds one document's node tree from parse events.
///
/// The tree is built iteratively with an explicit stack of open collections, so the depth of the
/// input never becomes call depth. On the way it applies anchors and aliases (an alias is a copy
/// of the anchored node, cheap because arrays are copy-on-write), merge keys, the duplicate-key
/// check, and the depth and alias-expansion limits.
///
/// The items and pairs of open collections are gathered on two shared stacks and copied into an
/// exactly sized array when their collection ends: one allocation per collection, no regrowth,
/// no slack (a document holds hundreds of thousands of small mappings).
struct DocumentBuilder {
    /// What an open collection is.
    private enum Kind {
        /// The document itself, the bottom of the stack: its one node becomes the root.
        case document
        case sequence
        case mapping
    }

    /// A mapping or sequence whose end event has not come yet (or the document).
    private struct OpenCollection {
        var kind: Kind
        var tag: String?
        var anchor: String?
        var startRange: SourceRange
        /// Where this collection's items (sequence) or pairs (mapping) start on the shared stack.
        var firstElement: Int
        /// A mapping's key whose value has not come yet.
        var pendingKey: YAMLNode?
        /// Whether `pendingKey` is the merge key `<<`.
        var pendingKeyIsMerge = false
        /// The text of `pendingKey` when it is a scalar.
        var pendingKeyText: String?
        /// Nodes in this subtree so far, counting each alias as the size of what it copies.
        var nodeCount = 1
        /// Explicit scalar key text → index in `pairStack`; built once the mapping outgrows a linear scan.
        var keyIndex: [String: Int]?
        /// `<<` values, applied when the mapping ends.
        var merges: [PendingMerge] = []
    }

    /// The mappings one `<<` key merges, and where among the explicit pairs (counted from the
    /// mapping's first) it stood.
    private struct PendingMerge {
        var position: Int
        var sources: [YAMLNode]
    }

    /// An anchored node and the size of its subtree.
    private struct AnchoredNode {
        var node: YAMLNode
        var nodeCount: Int
    }

    /// Up to this many pairs, duplicate keys are found by scanning the pairs (cheaper than
    /// hashing for the small mappings that make up most files); past it, by a dictionary.
    private static let linearScanLimit = 16

    private let limits: YAMLParser.Limits
    private let sink: DiagnosticSink
    /// The innermost open collection, kept out of `enclosing` so that the hot path mutates it
    /// directly rather than through an array element.
    private var current: OpenCollection
    /// The open collections around `current`, the document first.
    private var enclosing: [OpenCollection] = []
    /// The items of every open sequence, innermost last.
    private let itemStack = MovingStack<YAMLNode>()
    /// The explicit pairs of every open mapping, innermost last.
    private let pairStack = MovingStack<YAMLPair>()
    /// The text of each pair's key on `pairStack` (nil for a key that is not a scalar), for the
    /// duplicate-key check.
    private var keyTexts: [String?] = []
    private var anchors: [String: AnchoredNode] = [:]
    /// Nodes produced by aliases so far (the billion-laughs counter).
    private var aliasExpandedNodes = 0

    /// The document's root node, once it is complete.
    private(set) var root: YAMLNode?
    /// Collections open around the nodes this builder is given, for the depth limit: a
    /// ``YAMLEventReader`` builds one member of a mapping it reads itself at a time (its
    /// "fragments"), each as if it were a document's root.
    var depthOffset = 0

    /// Creates a builder for one document of `file`.
    init(file: FileID, limits: YAMLParser.Limits, sink: DiagnosticSink) {
        self.limits = limits
        self.sink = sink
        let start = SourceLocation(line: 1, column: 1)
        current = OpenCollection(kind: .document, startRange: SourceRange(file: file, start: start, end: start),
                                 firstElement: 0)
    }

    /// Consumes one event. Returns false when the document cannot be built (an error has been
    /// reported); no further events should be given then.
    mutating func consume(_ event: consuming ParseEvent) -> Bool {
        switch consume event {
        case .scalar(var scalar, let anchor, let range):
            Self.checkTag(of: scalar, at: range, sink: sink)
            let isValue = current.kind == .mapping && current.pendingKey != nil
            if scalar.trailingComment != nil, !isValue {
                scalar.trailingComment = nil
            }
            // A key's text, and whether it is `<<`, read here rather than from its node when its
            // value comes: matched out of the node, its content was copied twice a pair (~170
            // instructions).
            let keyText = current.kind == .mapping && !isValue ? scalar.text : nil
            let isMerge = keyText != nil && Self.isMergeKey(scalar)
            let tag = scalar.tag
            let node = YAMLNode(.scalar(consume scalar), range: range, tag: tag)
            return attach(consume node, nodeCount: 1, anchor: anchor, keyText: keyText, isMergeKey: isMerge)

        case .sequenceStart(let tag, let anchor, let range):
            return open(.sequence, tag: tag, anchor: anchor, range: range)

        case .mappingStart(let tag, let anchor, let range):
            return open(.mapping, tag: tag, anchor: anchor, range: range)

        case .collectionEnd(let range):
            // `removeLast` rather than `popLast`: an optional collection record, made and destroyed
            // per collection end, went through the runtime's generic destroy.
            guard current.kind != .document, !enclosing.isEmpty else { return true }
            var open = enclosing.removeLast()
            swap(&open, &current)
            let fullRange = SourceRange(file: open.startRange.file, start: open.startRange.start, end: range.end)
            let node: YAMLNode
            if open.kind == .mapping {
                let pairs = pairStack.popArray(from: open.firstElement)
                // One `removeLast()` per pair: `removeLast(k)` went through the generic
                // `replaceSubrange` (~340 instructions a mapping, most mappings having one pair).
                while keyTexts.count > open.firstElement { keyTexts.removeLast() }
                node = YAMLNode(.mapping(Self.applyingMerges(open.merges, to: pairs)), range: fullRange, tag: open.tag)
            } else {
                let items = itemStack.popArray(from: open.firstElement)
                node = YAMLNode(.sequence(items), range: fullRange, tag: open.tag)
            }
            return attach(consume node, nodeCount: open.nodeCount, anchor: open.anchor, keyText: nil, isMergeKey: false)

        case .alias(let name, let range):
            guard let anchored = anchors[name] else {
                sink.report(.error(
                    "unknown-anchor",
                    "alias '*\(name)' refers to no anchor '&\(name)' defined before it",
                    at: range,
                    suggestion: anchorList()))
                return false
            }
            aliasExpandedNodes += anchored.nodeCount
            if aliasExpandedNodes > limits.maxAliasExpansion {
                sink.report(.error(
                    "alias-bomb",
                    "document expands to more than \(limits.maxAliasExpansion) nodes through aliases (a 'billion laughs' file?)",
                    at: range))
                return false
            }
            var aliased = anchored.node
            aliased.range = range
            // The comment trap belongs to where an empty value is written, not to its copies.
            if case .scalar(var scalar) = aliased.content, scalar.trailingComment != nil {
                scalar.trailingComment = nil
                aliased.content = .scalar(scalar)
            }
            guard case .scalar(let aliasedScalar) = aliased.content else {
                return attach(aliased, nodeCount: anchored.nodeCount, anchor: nil, keyText: nil, isMergeKey: false)
            }
            return attach(aliased, nodeCount: anchored.nodeCount, anchor: nil, keyText: aliasedScalar.text,
                          isMergeKey: Self.isMergeKey(aliasedScalar))
        }
    }

    /// Reports `invalid-tagged-value` when a core tag (`!!int`, `!!float`, `!!bool`, `!!null`)
    /// is on text that is not such a value.
    static func checkTag(of scalar: borrowing YAMLScalar, at range: SourceRange, sink: DiagnosticSink) {
        if let tag = scalar.tag, let kind = CoreTag.Kind(tag: tag), kind.strictValue(of: scalar.text) == nil {
            sink.report(.error(
                "invalid-tagged-value",
                "'\(scalar.text)' is not a valid \(kind.shorthand) value",
                at: range,
                suggestion: "remove the tag or change the value"))
        }
    }

    // MARK: - Fragments

    /// The last complete fragment (the document's root), which the builder then forgets, so
    /// that the next events build the next fragment.
    mutating func takeRoot() -> YAMLNode? {
        root.take()
    }

    /// "defined anchors: &a, &b" (at most five, sorted), or nil when there is none.
    private func anchorList() -> String? {
        guard !anchors.isEmpty else { return nil }
        let names = anchors.keys.sorted()
        var text = "defined anchors: " + names.prefix(5).map { "&" + $0 }.joined(separator: ", ")
        if names.count > 5 { text += " and \(names.count - 5) more" }
        return text
    }

    /// Opens a collection, unless that would nest deeper than the limit.
    private mutating func open(_ kind: Kind, tag: String?, anchor: String?, range: SourceRange) -> Bool {
        // `enclosing` holds the document and every open collection but the current one.
        guard Self.checkDepth(enclosing.count + depthOffset, at: range, limits: limits, sink: sink) else { return false }
        let first = kind == .mapping ? pairStack.count : itemStack.count
        var opened = OpenCollection(kind: kind, tag: tag, anchor: anchor, startRange: range, firstElement: first)
        swap(&opened, &current)
        enclosing.append(consume opened)
        return true
    }

    /// Whether a collection inside `depth` open collections is within the depth limit; reports
    /// `nesting-too-deep` when it is not.
    static func checkDepth(_ depth: Int, at range: SourceRange, limits: YAMLParser.Limits, sink: DiagnosticSink) -> Bool {
        if depth >= limits.maxDepth {
            sink.report(.error(
                "nesting-too-deep",
                "collections are nested more than \(limits.maxDepth) levels deep",
                at: range))
            return false
        }
        return true
    }

    /// Puts a complete node where it belongs: the root, a sequence item, a key, or a value.
    /// `keyText`: its text when it is a scalar; `isMergeKey`: whether it is `<<` (``isMergeKey(_:)``).
    private mutating func attach(_ node: consuming YAMLNode, nodeCount: Int, anchor: String?, keyText: String?,
                                 isMergeKey: Bool) -> Bool {
        if let anchor { anchors[anchor] = AnchoredNode(node: copy node, nodeCount: nodeCount) }
        current.nodeCount += nodeCount
        switch current.kind {
        case .document:
            root = consume node
        case .sequence:
            itemStack.push(consume node)
        case .mapping:
            if case .none = current.pendingKey {
                current.pendingKeyIsMerge = isMergeKey
                current.pendingKeyText = keyText
                current.pendingKey = consume node
                return true
            }
            guard let key = current.pendingKey.take() else { return true }
            let text = current.pendingKeyText.take()
            if current.pendingKeyIsMerge {
                current.pendingKeyIsMerge = false
                recordMerge(of: node)
            } else {
                addPair(key: consume key, text: text, value: consume node)
            }
        }
        return true
    }

    /// Whether a scalar key is the merge key: `<<` written plain and untagged, or tagged `!!merge`.
    static func isMergeKey(_ key: borrowing YAMLScalar) -> Bool {
        guard let tag = key.tag else { return key.style == .plain && key.text == "<<" }
        return tag == CoreTag.merge
    }

    /// Appends an explicit pair to the current mapping, unless its key repeats an earlier
    /// explicit key. `text`: the key's text when it is a scalar.
    private mutating func addPair(key: consuming YAMLNode, text: String?, value: consuming YAMLNode) {
        guard let text else {
            pairStack.push(YAMLPair(key: consume key, value: consume value))
            keyTexts.append(nil)
            return
        }
        if let first = pairIndex(forKey: text) {
            Self.reportDuplicateKey(text, at: key.range, first: pairStack[first].key.range, sink: sink)
            return
        }
        pairStack.push(YAMLPair(key: consume key, value: consume value))
        keyTexts.append(text)
        let position = pairStack.count - 1
        if current.keyIndex != nil {
            current.keyIndex![text] = position
        } else if position - current.firstElement >= Self.linearScanLimit {
            var keyIndex: [String: Int] = [:]
            keyIndex.reserveCapacity(2 * Self.linearScanLimit + 2)
            for i in current.firstElement..<pairStack.count {
                if let key = keyTexts[i], keyIndex[key] == nil { keyIndex[key] = i }
            }
            current.keyIndex = keyIndex
        }
    }

    /// Reports `duplicate-key` for a key whose pair is left out.
    static func reportDuplicateKey(_ text: String, at range: SourceRange, first: SourceRange, sink: DiagnosticSink) {
        sink.report(.error(
            "duplicate-key",
            "duplicate key '\(text)' in this mapping; the second value is ignored",
            at: range,
            notes: [Diagnostic.Note("first defined here", at: first)]))
    }

    /// The `pairStack` index of the current mapping's explicit pair whose scalar key has this text.
    private func pairIndex(forKey text: String) -> Int? {
        if let keyIndex = current.keyIndex { return keyIndex[text] }
        for i in current.firstElement..<pairStack.count where keyTexts[i] == text {
            return i
        }
        return nil
    }

    /// Checks a `<<` value and remembers the mappings it merges into the current mapping.
    private mutating func recordMerge(of value: YAMLNode) {
        var sources: [YAMLNode] = []
        switch value.content {
        case .mapping:
            sources.append(value)
        case .sequence(let items):
            for item in items {
                if case .mapping = item.content {
                    sources.append(item)
                } else {
                    reportInvalidMerge(item, listItem: true)
                }
            }
        case .scalar:
            reportInvalidMerge(value, listItem: false)
        }
        if !sources.isEmpty {
            current.merges.append(PendingMerge(position: pairStack.count - current.firstElement, sources: sources))
        }
    }

    private func reportInvalidMerge(_ node: YAMLNode, listItem: Bool) {
        let what = listItem ? "an item of a '<<' list" : "'<<'"
        sink.report(.error(
            "invalid-merge",
            "\(what) must be a mapping (usually an alias like '*base'), not \(node.kindDescription)",
            at: node.range))
    }

    /// The mapping's pairs with the merged pairs inserted where their `<<` stood: a merged key is
    /// skipped when the mapping has it explicitly (anywhere) or an earlier merge brought it.
    private static func applyingMerges(_ merges: [PendingMerge], to pairs: [YAMLPair]) -> [YAMLPair] {
        guard !merges.isEmpty else { return pairs }
        var seen = Set<String>()
        for pair in pairs {
            if case .scalar(let s) = pair.key.content { seen.insert(s.text) }
        }
        var result: [YAMLPair] = []
        result.reserveCapacity(pairs.count)
        var mergeIndex = 0
        for position in 0...pairs.count {
            while mergeIndex < merges.count, merges[mergeIndex].position == position {
                for source in merges[mergeIndex].sources {
                    guard case .mapping(let sourcePairs) = source.content else { continue }
                    for pair in sourcePairs {
                        if case .scalar(let s) = pair.key.content, !seen.insert(s.text).inserted { continue }
                        result.append(pair)
                    }
                }
                mergeIndex += 1
            }
            if position < pairs.count { result.append(pairs[position]) }
        }
        return result
    }
}
