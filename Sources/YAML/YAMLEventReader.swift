internal import CLibYAML
import Diagnostics

extension YAMLParser {
    /// Reads the document of a file event by event, for a reader that builds nodes only for the
    /// parts it needs (``YAMLEventReader``), libyaml running on a second thread, which also
    /// turns its events into ``ParseEvent``s (``TranslatedEventPipeline``). The events, and every diagnostic they give, are
    /// those that `parse` gives for the same bytes.
    ///
    /// Returns nil, without reading, when the file cannot be read this way (larger than the
    /// limit, empty, libyaml cannot start); a reader of a file that is not UTF-8 stops at once.
    /// `parse` then reports why.
    public func readEvents<R>(_ bytes: [UInt8], file: FileID, sink: DiagnosticSink,
                              _ body: (inout YAMLEventReader) -> R) -> R? {
        guard bytes.count <= limits.maxFileBytes else { return nil }
        return bytes.withUnsafeBufferPointer { all -> R? in
            var body1 = all
            if all.count >= 3, all[0] == 0xEF, all[1] == 0xBB, all[2] == 0xBF {
                body1 = UnsafeBufferPointer(rebasing: all[3...])
            }
            if let rewritten = JSONSurrogatePairs.rewrite(body1) {
                return rewritten.bytes.withUnsafeBufferPointer {
                    readEvents(validating: $0, file: file, sink: sink, narrowings: rewritten.narrowings, body)
                }
            }
            return readEvents(validating: body1, file: file, sink: sink, narrowings: [], body)
        }
    }

    private func readEvents<R>(validating text: UnsafeBufferPointer<UInt8>, file: FileID, sink: DiagnosticSink,
                               narrowings: [SourceText.Narrowing], _ body: (inout YAMLEventReader) -> R) -> R? {
        guard text.baseAddress != nil, text.count > 0 else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard LibYAMLMemory.initialize(parser) else {
            parser.deallocate()
            return nil
        }
        var cut: (pipeline: TranslatedEventPipeline, plan: SplitPlan, diagnostics: DiagnosticSink)?
        let pipeline: TranslatedEventPipeline
        if text.count >= splitThreshold, narrowings.isEmpty {
            let from = splitFrom ?? text.count / 2
            let plan = SplitPlan(text: text, from: min(max(from, 1), text.count - 1), window: splitWindow ?? max(4096, text.count / 8))
            SplitPlan.setInput(of: parser, to: plan, decoding: decodesInput)
            // The tail's diagnostics wait until its last event is read (if reading stops before,
            // the caller parses the file whole, which reports them).
            let tailSink = DiagnosticSink()
            cut = (TranslatedEventPipeline(role: .tail(plan), parser: nil, yaml: self, text: text, file: file,
                                           narrowings: [], sink: tailSink), plan, tailSink)
            pipeline = TranslatedEventPipeline(role: .head(plan), parser: parser, yaml: self, text: text, file: file,
                                               narrowings: [], sink: sink)
        } else {
            DecodedInput.set(parser, to: text.baseAddress!, count: text.count, enabled: decodesInput)
            pipeline = TranslatedEventPipeline(parser: parser, yaml: self, text: text, file: file, narrowings: narrowings,
                                               sink: sink)
        }
        defer {
            pipeline.finish()
            cut?.pipeline.finish()
            yaml_parser_delete(parser)
            parser.deallocate()
        }
        var reader = YAMLEventReader(pipeline: pipeline, file: file, limits: limits, sink: sink)
        reader.cut = cut
        return body(&reader)
    }
}

/// A document's events in order, for a reader that walks the mappings it cares about itself and
/// has the others built into nodes (``node(from:depth:)``, or pair by pair: ``readPair(key:range:into:from:depth:)``).
/// Every node it builds is the node ``YAMLParser/parse(_:file:sink:)`` builds for the same
/// events, with the same diagnostics.
///
/// What it leaves to its caller: the duplicate-key check, the depth limit and merge keys for the
/// mappings the caller reads itself (``openMapping(at:depth:)`` and
/// ``readPair(key:range:into:from:depth:)`` apply the first two to the mappings and pairs they
/// are given). It stops (``Item/stop``) at anything it cannot hand out
/// as an event with the same meaning: an anchor or an alias (an alias may copy a node the
/// caller never had built), a syntax error, a second document, a collection too deep.
public struct YAMLEventReader {
    /// The next event of the document.
    public enum Item {
        /// An event without an anchor (not an alias).
        case event(ParseEvent)
        /// The stream ended after the document.
        case end
        /// Reading cannot go on as events (an error has been reported, or an anchor or alias
        /// came).
        case stop
    }

    /// Up to this many pairs, a repeated key is found by scanning the pairs, as the builder does
    /// (it hashes the keys of a larger mapping): ``readPair(key:range:into:from:depth:)`` does
    /// not read a larger mapping.
    static let maxReadPairs = 16

    /// The pipeline read from: the file's, or its first part's and then its second part's (kept
    /// alive by `readEvents`; unmanaged, so that taking an event retains nothing).
    private var pipeline: Unmanaged<TranslatedEventPipeline>
    /// The second part, when the file is read in two (``SplitPlan``), with the diagnostics its
    /// producer holds back until its last event is taken (if reading stops before, the caller
    /// parses the file whole, which reports them).
    fileprivate var cut: (pipeline: TranslatedEventPipeline, plan: SplitPlan, diagnostics: DiagnosticSink)?
    /// Whether the events came in two parts (the second part has been reached).
    private(set) var readInTwo = false
    private var loop: YAMLParser.EventLoop
    private let limits: YAMLParser.Limits
    private let sink: DiagnosticSink
    /// The file read.
    public let file: FileID

    fileprivate init(pipeline: TranslatedEventPipeline, file: FileID, limits: YAMLParser.Limits, sink: DiagnosticSink) {
        self.pipeline = Unmanaged.passUnretained(pipeline)
        self.file = file
        self.limits = limits
        self.sink = sink
        loop = YAMLParser.EventLoop(builder: DocumentBuilder(file: file, limits: limits, sink: sink))
    }

    /// The next event.
    public mutating func next() -> Item {
        switch pipeline._withUnsafeGuaranteedRef({ $0.next() }) {
        case .skip, .failed: return .stop
        case .streamEnd: return endOfPart()
        case .event(let parsed):
            switch parsed {
            case .scalar(_, let anchor, _), .mappingStart(_, let anchor, _), .sequenceStart(_, let anchor, _):
                if anchor != nil { return .stop }
            case .alias: return .stop
            case .collectionEnd: break
            }
            return .event(consume parsed)
        }
    }

    /// The end of the events, or of the first part's: then the second part's first event.
    @inline(never)
    private mutating func endOfPart() -> Item {
        guard let cut else { return .end }
        if readInTwo {
            self.cut = nil
            sink.report(contentsOf: cut.diagnostics.diagnostics)
            return .end
        }
        guard cut.plan.split != nil else { return .end }
        readInTwo = true
        pipeline = Unmanaged.passUnretained(cut.pipeline)
        return next()
    }

    /// The whole node that starts with `first` (an event just read), inside `depth` open
    /// collections; nil when reading stops. A scalar is taken for a mapping's value (it keeps
    /// the comment that makes the comment trap).
    public mutating func node(from first: consuming ParseEvent, depth: Int) -> YAMLNode? {
        switch consume first {
        case .scalar(let scalar, _, let range):
            DocumentBuilder.checkTag(of: scalar, at: range, sink: sink)
            let tag = scalar.tag
            return YAMLNode(.scalar(consume scalar), range: range, tag: tag)
        case let collection:
            loop.builder.depthOffset = depth
            guard loop.builder.consume(consume collection) else { return nil }
            while true {
                if let node = loop.builder.takeRoot() { return node }
                guard case .event(let event) = next(), loop.builder.consume(consume event) else { return nil }
            }
        }
    }

    /// Whether a mapping the caller reads itself, which starts at `range` inside `depth` open
    /// collections, is within the depth limit; reports `nesting-too-deep` as the builder does
    /// when it is not.
    public func openMapping(at range: SourceRange, depth: Int) -> Bool {
        DocumentBuilder.checkDepth(depth, at: range, limits: limits, sink: sink)
    }

    /// Reads the value of `key` — a scalar key event just read, of a mapping the caller reads
    /// itself (``openMapping(at:depth:)``), `depth` collections deep (the mapping included) —
    /// and adds the pair to the mapping's pairs so far, `pairs[first...]`, as the builder adds
    /// it: the key's tag checked, its comment dropped, a repeated key reported and its pair left
    /// out. False when reading stops, and, without reading the value, for a merge key (`<<`)
    /// and a mapping that already has ``maxReadPairs`` pairs: the caller cannot go on from
    /// events then.
    public mutating func readPair(key: consuming YAMLScalar, range: SourceRange, into pairs: inout [YAMLPair], from first: Int,
                                  depth: Int) -> Bool {
        guard !DocumentBuilder.isMergeKey(key), pairs.count - first < Self.maxReadPairs else { return false }
        DocumentBuilder.checkTag(of: key, at: range, sink: sink)
        // Whether the key repeats is known before its value is read, but reported after it, as
        // the builder reports it.
        var earlier: SourceRange?
        for i in first..<pairs.count {
            if case .scalar(let other) = pairs[i].key.content, other.text == key.text {
                earlier = pairs[i].key.range
                break
            }
        }
        guard case .event(let start) = next(), let value = node(from: consume start, depth: depth) else {
            return false
        }
        if let earlier {
            DocumentBuilder.reportDuplicateKey(key.text, at: range, first: earlier, sink: sink)
            return true
        }
        pairs.append(YAMLPair(key: Self.keyNode(consume key, range: range), value: consume value))
        return true
    }

    /// The node of a scalar key (its comment is dropped: the comment trap is a value's).
    private static func keyNode(_ key: consuming YAMLScalar, range: SourceRange) -> YAMLNode {
        if key.trailingComment != nil { key.trailingComment = nil }
        let tag = key.tag
        return YAMLNode(.scalar(key), range: range, tag: tag)
    }
}
