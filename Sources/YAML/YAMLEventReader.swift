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
        guard let base = text.baseAddress, text.count > 0 else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            return nil
        }
        yaml_parser_set_input_string(parser, base, text.count)
        let pipeline = TranslatedEventPipeline(parser: parser, yaml: self, text: text, file: file, narrowings: narrowings,
                                               sink: sink)
        defer {
            pipeline.finish()
            yaml_parser_delete(parser)
            parser.deallocate()
        }
        var reader = YAMLEventReader(pipeline: pipeline, file: file, limits: limits, sink: sink)
        return body(&reader)
    }
}

/// A document's events in order, for a reader that walks the mappings it cares about itself and
/// has the others built into nodes (``node(from:depth:)``, or key by key: ``beginMapping(_:depth:)``).
/// Every node it builds is the node ``YAMLParser/parse(_:file:sink:)`` builds for the same
/// events, with the same diagnostics.
///
/// What it leaves to its caller: the duplicate-key check, the depth limit and merge keys for the
/// mappings the caller reads itself. It stops (``Item/stop``) at anything it cannot hand out
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

    /// What comes next in a mapping being built key by key.
    public enum KeyStep {
        /// A scalar key of that mapping, not yet given to it (``accept(key:range:)``).
        case key(YAMLScalar, range: SourceRange)
        /// The mapping ended: its node.
        case complete(YAMLNode)
        /// Reading cannot go on as events, or the key is not a scalar.
        case stop
    }

    private let pipeline: TranslatedEventPipeline
    private var loop: YAMLParser.EventLoop
    private let sink: DiagnosticSink
    /// The file read.
    public let file: FileID

    fileprivate init(pipeline: TranslatedEventPipeline, file: FileID, limits: YAMLParser.Limits, sink: DiagnosticSink) {
        self.pipeline = pipeline
        self.file = file
        self.sink = sink
        loop = YAMLParser.EventLoop(builder: DocumentBuilder(file: file, limits: limits, sink: sink))
    }

    /// The next event.
    public mutating func next() -> Item {
        switch pipeline.next() {
        case .skip, .failed: return .stop
        case .streamEnd: return .end
        case .event(let parsed):
            switch parsed {
            case .scalar(_, let anchor, _), .mappingStart(_, let anchor, _), .sequenceStart(_, let anchor, _):
                if anchor != nil { return .stop }
            case .alias: return .stop
            case .collectionEnd: break
            }
            return .event(parsed)
        }
    }

    /// The whole node that starts with `first` (an event just read), inside `depth` open
    /// collections; nil when reading stops. A scalar is taken for a mapping's value (it keeps
    /// the comment that makes the comment trap).
    public mutating func node(from first: ParseEvent, depth: Int) -> YAMLNode? {
        if case .scalar(let scalar, _, let range) = first {
            DocumentBuilder.checkTag(of: scalar, at: range, sink: sink)
            let tag = scalar.tag
            return YAMLNode(.scalar(scalar), range: range, tag: tag)
        }
        guard beginMapping(first, depth: depth) else { return nil }
        return finishMapping()
    }

    /// Starts building the mapping (or sequence) that `first` opens, inside `depth` open
    /// collections; false when reading stops. Its keys are then read with ``nextKey()``.
    public mutating func beginMapping(_ first: ParseEvent, depth: Int) -> Bool {
        loop.builder.depthOffset = depth
        return loop.builder.consume(first)
    }

    /// Reads on into the mapping begun until its next key or its end.
    public mutating func nextKey() -> KeyStep {
        while true {
            guard case .event(let event) = next() else { return .stop }
            if loop.builder.awaitsFragmentKey {
                switch event {
                case .scalar(let scalar, _, let range):
                    return .key(scalar, range: range)
                case .collectionEnd:
                    guard loop.builder.consume(event), let node = loop.builder.takeRoot() else { return .stop }
                    return .complete(node)
                default:
                    return .stop
                }
            }
            guard loop.builder.consume(event) else { return .stop }
        }
    }

    /// Gives the key ``nextKey()`` read to the mapping.
    public mutating func accept(key: YAMLScalar, range: SourceRange) -> Bool {
        loop.builder.consume(.scalar(key, anchor: nil, range: range))
    }

    /// Reads the rest of the collection begun; its node, or nil when reading stops.
    public mutating func finishMapping() -> YAMLNode? {
        if let node = loop.builder.takeRoot() { return node }
        while true {
            guard case .event(let event) = next(), loop.builder.consume(event) else { return nil }
            if let node = loop.builder.takeRoot() { return node }
        }
    }

    /// Gives up building the mapping begun, at a key (``nextKey()`` just gave one): its pairs
    /// so far. The caller reads the rest of the mapping itself.
    public mutating func abandonMapping() -> [YAMLPair] {
        loop.builder.abandonFragment()
    }
}
