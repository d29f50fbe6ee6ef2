internal import CLibYAML
import Diagnostics
import Foundation

/// ``EventPipeline`` one step further: libyaml's thread also turns each event into a
/// ``ParseEvent`` (``YAMLParser/translate(_:_:source:sink:)``: text, style, core-schema kind,
/// source range, comment trap, `yaml-comment-cut`) and deletes it, so that the consumer only
/// builds and walks. For ``YAMLEventReader``, whose consumer does less per event than the tree
/// builder: at 100,000 tokens libyaml takes ~70 ms of its thread, while the translation was
/// about half of the reader's main-thread instructions.
///
/// It also builds each token's mapping — a mapping below the root whose keys up to a `$value`
/// are `$` properties with scalar values — into a node on its own thread
/// (``ParseEvent/node(_:)``), with a ``DocumentBuilder`` of its own (what the consumer's would
/// build and report, at the same depth), instead of handing over its events one by one. The
/// first keys are held back until they say whether the mapping is such a token; a mapping that
/// is not is handed over as events, as before. An anchor or an alias inside a mapping being
/// built, or a mapping the builder cannot build, ends the stream (`.failed`): a
/// ``YAMLEventReader`` stops at either anyway. A node handed over stays in its slot too, and is
/// destroyed on this thread when the slot is filled again: the consumer's copy only drops a
/// reference, so that the mapping is freed on the thread that allocated it (freed on the other
/// thread, the fifth round measured both threads at half speed).
///
/// The translations are exactly those made in line, in order; a syntax error is reported on
/// the producer's thread, in the same place in the order. A scalar's text longer than a small
/// string is allocated on the producer's thread and freed on the consumer's when it is not kept
/// (most are: keys and short values are small strings, descriptions are kept). ``finish()`` must be called once the
/// consumer is done, also when it stops early.
final class TranslatedEventPipeline: @unchecked Sendable {
    /// How a chunk ends.
    private enum ChunkEnd: UInt8 {
        /// More chunks follow.
        case more
        /// The chunk's last item ends the stream (`.streamEnd` or `.failed`).
        case last
        /// The producer stopped because ``finish()`` asked it to.
        case cancelled
    }

    /// How many slots, of how many items each (tests make them tiny, to wrap around often),
    /// and when tokens' mappings are built on the producer's thread.
    struct Shape: Sendable {
        /// When the producer builds tokens' mappings.
        enum Building: Sendable {
            /// Never: every event is handed over (tests).
            case never
            /// Always (tests).
            case always
            /// While at least `slotCount / 4` chunks (2 by default) wait for the consumer,
            /// decided at each chunk: built on libyaml's thread they make it the long pole (at
            /// 10,000 tokens it then runs 268 M instructions to the consumer's 105 M; 199 M to
            /// 169 M with every event handed over, but the consumer slower by the time — cache
            /// misses and page faults that instructions do not show), so the work goes to
            /// whichever thread is behind.
            case balanced
        }

        var chunkCapacity = 512
        var slotCount = 8
        var building = Building.balanced
        /// Properties held back before a mapping's `$value` at most (`$type`, `$description`,
        /// `$deprecated`, …); a mapping with more is handed over as events.
        var lookahead = 8
        /// Built nodes a chunk holds at most: they live until their slot is filled again, and
        /// fewer of them stay in the caches and come back to malloc's thread cache sooner.
        var nodeCapacity = 64
    }

    private let shape: Shape
    /// `slotCount × chunkCapacity` items: chunk `s` starts at `s × chunkCapacity`. A slot's first
    /// `counts[s]` items are initialized from when it is filled until each is taken.
    private let items: UnsafeMutablePointer<YAMLParser.Translation>
    private let counts: UnsafeMutablePointer<Int>
    private let ends: UnsafeMutablePointer<ChunkEnd>
    /// The nodes built for each slot's chunk (`nodeCapacity` a slot), `nodeCounts[s]` of them,
    /// initialized until the producer fills the slot again (or ``finish()`` is done).
    private let nodes: UnsafeMutablePointer<YAMLNode>
    private let nodeCounts: UnsafeMutablePointer<Int>
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let text: UnsafeBufferPointer<UInt8>
    private let filled = DispatchSemaphore(value: 0)
    private let free: DispatchSemaphore
    private let producerDone = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var cancelled = false
    /// Chunks the consumer has taken (under `lock`).
    private var taken = 0

    // Consumer state.
    private var slot = -1
    /// The next item of `slot` to take.
    private var index = 0
    private var sawLastChunk = false
    private var finished = false

    /// Starts the producer: libyaml over `parser` (its input already set to `text`), translating
    /// with `yaml`, reporting into `sink`. The text is checked to be UTF-8 on the producer's
    /// thread too: when it is not, the one item is `.failed`, and nothing is reported (the
    /// caller parses the file in line, which reports it).
    init(parser: UnsafeMutablePointer<yaml_parser_t>, yaml: YAMLParser, text: UnsafeBufferPointer<UInt8>, file: FileID,
         narrowings: [SourceText.Narrowing], sink: DiagnosticSink) {
        self.parser = parser
        self.text = text
        shape = yaml.eventShape
        // Made at 0 and signalled: the producer ends by taking every slot back, and libdispatch
        // refuses to destroy a semaphore left below the value it was made with.
        free = DispatchSemaphore(value: 0)
        for _ in 0..<shape.slotCount { free.signal() }
        items = .allocate(capacity: shape.slotCount * shape.chunkCapacity)
        counts = .allocate(capacity: shape.slotCount)
        counts.initialize(repeating: 0, count: shape.slotCount)
        ends = .allocate(capacity: shape.slotCount)
        ends.initialize(repeating: .more, count: shape.slotCount)
        nodes = .allocate(capacity: shape.slotCount * shape.nodeCapacity)
        nodeCounts = .allocate(capacity: shape.slotCount)
        nodeCounts.initialize(repeating: 0, count: shape.slotCount)
        let thread = Thread { [self] in
            guard case .success(var source) = SourceText.make(file: file, bytes: self.text) else {
                items.initialize(to: .failed)
                counts[0] = 1
                ends[0] = .last
                filled.signal()
                producerDone.signal()
                return
            }
            source.narrowings = narrowings
            var producer = Producer(pipeline: self, yaml: yaml, source: source, sink: sink)
            producer.run()
        }
        thread.name = "tokenc.yaml-events"
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        items.deallocate()
        counts.deallocate()
        ends.deallocate()
        nodes.deallocate()
        nodeCounts.deallocate()
    }

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Whether the consumer has cancelled, and how many chunks it has taken.
    private var progress: (cancelled: Bool, taken: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (cancelled, taken)
    }

    /// The producer's side: fills chunks with translations, building tokens' mappings on the way.
    private struct Producer {
        let pipeline: TranslatedEventPipeline
        let yaml: YAMLParser
        var source: SourceText
        let sink: DiagnosticSink
        var state = YAMLParser.TranslationState()
        /// The slot being filled, and how many items and nodes it has so far.
        var slot = 0
        var count = 0
        var nodeCount = 0
        /// Collections open around the next event (the document not counted).
        var depth = 0
        /// A mapping's first events, held back until they say whether it is a token's.
        let held = MovingStack<ParseEvent>(capacity: 32)
        /// `depth` before the held mapping opened.
        var heldDepth = 0
        /// Builds a token's mapping once its `$value` key has come.
        var builder: DocumentBuilder
        var building = false
        /// Whether mappings that may be tokens' are held back now (see ``Shape/Building``).
        var buildsTokens: Bool
        /// Chunks handed over so far.
        var published = 0

        init(pipeline: TranslatedEventPipeline, yaml: YAMLParser, source: SourceText, sink: DiagnosticSink) {
            self.pipeline = pipeline
            self.yaml = yaml
            self.source = source
            self.sink = sink
            builder = DocumentBuilder(file: source.file, limits: yaml.limits, sink: sink)
            buildsTokens = pipeline.shape.building == .always
        }

        /// Parses, translates and hands over until the stream ends, libyaml fails, or the
        /// consumer cancels.
        mutating func run() {
            let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
            defer { event.deallocate() }
            guard begin() else { return end(.cancelled) }
            while true {
                guard yaml_parser_parse(pipeline.parser, event) != 0 else {
                    yaml.reportSyntaxError(pipeline.parser.pointee, source: &source, sink: sink)
                    return finish(with: .failed)
                }
                let translation = yaml.translate(event, &state, source: &source, sink: sink)
                yaml_event_delete(event)
                switch translation {
                case .skip:
                    continue
                case .streamEnd, .failed:
                    return finish(with: translation)
                case .event(let parsed):
                    guard take(parsed) else { return }
                }
            }
        }

        /// Hands over what is held and then `last`, the stream's last item.
        private mutating func finish(with last: consuming YAMLParser.Translation) {
            // A mapping being built is dropped: the stream fails inside it.
            guard flushHeld(), emit(last) else { return }
            end(.last)
        }

        /// Takes one event of the document; false when the producer has stopped.
        private mutating func take(_ event: consuming ParseEvent) -> Bool {
            if building {
                switch event {
                case .scalar(_, .some, _), .mappingStart(_, .some, _), .sequenceStart(_, .some, _), .alias:
                    return fail()
                default:
                    break
                }
                guard builder.consume(event) else { return fail() }
                guard let node = builder.takeRoot() else { return true }
                building = false
                return emit(node: node)
            }
            if held.count > 0 {
                return hold(event)
            }
            if buildsTokens, depth > 0, case .mappingStart(_, nil, _) = event {
                heldDepth = depth
                depth += 1
                held.push(event)
                return true
            }
            track(event)
            return emit(.event(event))
        }

        /// Takes an event after a held mapping's first ones: starts building it when the event
        /// is its `$value` key, hands the held events over when it cannot be a token's.
        private mutating func hold(_ event: consuming ParseEvent) -> Bool {
            let isKey = held.count % 2 == 1
            var keeps = false
            var isValueKey = false
            if case .scalar(let scalar, nil, _) = event {
                if !isKey {
                    keeps = true
                } else if scalar.tag == nil, Self.isASCIIProperty(scalar.text) {
                    isValueKey = scalar.text == "$value"
                    keeps = isValueKey || held.count < 2 * pipeline.shape.lookahead
                }
            }
            guard keeps else {
                guard flushHeld() else { return false }
                return take(event)
            }
            held.push(event)
            guard isValueKey else { return true }
            // A token's mapping: built from its first events on, as the consumer's builder would.
            builder.depthOffset = heldDepth
            depth = heldDepth
            building = true
            return held.drain { builder.consume($0) } || fail()
        }

        /// Hands the held events over as events; false when the producer has stopped.
        private mutating func flushHeld() -> Bool {
            held.drain { emit(.event($0)) }
        }

        /// Whether a key is a `$` property to the loader (`TokenLoader.isProperty`) for certain:
        /// `$` and then an ASCII byte or nothing (a non-ASCII one might combine with the `$`).
        private static func isASCIIProperty(_ key: String) -> Bool {
            var bytes = key.utf8.makeIterator()
            guard bytes.next() == UInt8(ascii: "$") else { return false }
            guard let second = bytes.next() else { return true }
            return second < 0x80
        }

        /// Keeps `depth` up to date with an event handed over as it is.
        private mutating func track(_ event: borrowing ParseEvent) {
            switch event {
            case .mappingStart, .sequenceStart: depth += 1
            case .collectionEnd: depth -= 1
            case .scalar, .alias, .node: break
            }
        }

        /// Ends the stream where a mapping being built cannot be (an anchor, an alias, a depth
        /// the builder refuses): the consumer stops there, as it would at the events. Always false.
        private mutating func fail() -> Bool {
            building = false
            if emit(.failed) { end(.last) }
            return false
        }

        /// Hands over a built node: kept in the slot for this thread to destroy, copied into the item.
        private mutating func emit(node: consuming YAMLNode) -> Bool {
            guard count < pipeline.shape.chunkCapacity && nodeCount < pipeline.shape.nodeCapacity || next() else { return false }
            let kept = pipeline.nodes + slot * pipeline.shape.nodeCapacity + nodeCount
            kept.initialize(to: node)
            nodeCount += 1
            return emit(.event(.node(kept.pointee)))
        }

        /// Puts an item into the slot being filled, handing the slot over first when it is full;
        /// false when the producer has stopped.
        private mutating func emit(_ item: consuming YAMLParser.Translation) -> Bool {
            guard count < pipeline.shape.chunkCapacity || next() else { return false }
            // Moved into the slot: copied, every event's strings were retained and the
            // original destroyed (17 M instructions of the producer's 215 M at 10,000 tokens).
            (pipeline.items + slot * pipeline.shape.chunkCapacity + count).initialize(to: item)
            count += 1
            return true
        }

        /// Waits for the first slot.
        private mutating func begin() -> Bool {
            pipeline.free.wait()
            return !pipeline.isCancelled
        }

        /// Hands the full slot over and waits for the next; false when the consumer has cancelled.
        private mutating func next() -> Bool {
            publish(.more)
            published += 1
            slot = (slot + 1) % pipeline.shape.slotCount
            pipeline.free.wait()
            // The consumer is done with the slot's previous chunk.
            releaseNodes(of: slot)
            let (cancelled, taken) = pipeline.progress
            if cancelled {
                end(.cancelled)
                return false
            }
            if pipeline.shape.building == .balanced {
                buildsTokens = published - taken >= max(1, pipeline.shape.slotCount / 4)
            }
            return true
        }

        /// Destroys the nodes the consumer is done with, in the slot about to be filled.
        private func releaseNodes(of s: Int) {
            (pipeline.nodes + s * pipeline.shape.nodeCapacity).deinitialize(count: pipeline.nodeCounts[s])
            pipeline.nodeCounts[s] = 0
        }

        private mutating func publish(_ end: ChunkEnd) {
            pipeline.counts[slot] = count
            pipeline.nodeCounts[slot] = nodeCount
            pipeline.ends[slot] = end
            count = 0
            nodeCount = 0
            pipeline.filled.signal()
        }

        /// Hands over the slot being filled as the last, then waits until the consumer is done
        /// with every slot and destroys their nodes on this thread.
        private mutating func end(_ end: ChunkEnd) {
            publish(end)
            for _ in 0..<pipeline.shape.slotCount { pipeline.free.wait() }
            for s in 0..<pipeline.shape.slotCount { releaseNodes(of: s) }
            pipeline.producerDone.signal()
        }
    }

    /// The next translation in document order; the last is `.streamEnd` or `.failed`.
    func next() -> YAMLParser.Translation {
        while slot < 0 || index >= counts[slot] {
            if slot >= 0 {
                if ends[slot] != .more { return .failed }
                free.signal()
            }
            filled.wait()
            lock.lock()
            taken += 1
            lock.unlock()
            slot = (slot + 1) % shape.slotCount
            index = 0
            if ends[slot] != .more { sawLastChunk = true }
        }
        let item = (items + slot * shape.chunkCapacity + index).move()
        index += 1
        return item
    }

    /// Stops the producer, waits for it to end, and destroys every item not taken.
    func finish() {
        guard !finished else { return }
        finished = true
        lock.lock()
        cancelled = true
        lock.unlock()
        if slot >= 0 {
            (items + slot * shape.chunkCapacity + index).deinitialize(count: counts[slot] - index)
            free.signal()
        }
        while !sawLastChunk {
            filled.wait()
            slot = (slot + 1) % shape.slotCount
            if ends[slot] != .more { sawLastChunk = true }
            (items + slot * shape.chunkCapacity).deinitialize(count: counts[slot])
            free.signal()
        }
        producerDone.wait()
    }
}
