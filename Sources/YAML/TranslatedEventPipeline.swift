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

    private static let chunkCapacity = 512
    private static let slotCount = 8

    /// `slotCount × chunkCapacity` items: chunk `s` starts at `s × chunkCapacity`. A slot's first
    /// `counts[s]` items are initialized from when it is filled until each is taken.
    private let items: UnsafeMutablePointer<YAMLParser.Translation>
    private let counts: UnsafeMutablePointer<Int>
    private let ends: UnsafeMutablePointer<ChunkEnd>
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let text: UnsafeBufferPointer<UInt8>
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: TranslatedEventPipeline.slotCount)
    private let producerDone = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var cancelled = false

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
        items = .allocate(capacity: Self.slotCount * Self.chunkCapacity)
        counts = .allocate(capacity: Self.slotCount)
        counts.initialize(repeating: 0, count: Self.slotCount)
        ends = .allocate(capacity: Self.slotCount)
        ends.initialize(repeating: .more, count: Self.slotCount)
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
            produce(yaml: yaml, source: source, sink: sink)
        }
        thread.name = "tokenc.yaml-events"
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        items.deallocate()
        counts.deallocate()
        ends.deallocate()
    }

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    private func produce(yaml: YAMLParser, source: SourceText, sink: DiagnosticSink) {
        var source = source
        var state = YAMLParser.TranslationState()
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        var slot = 0
        while true {
            free.wait()
            let first = items + slot * Self.chunkCapacity
            var count = 0
            var end = ChunkEnd.more
            if isCancelled {
                end = .cancelled
            } else {
                while count < Self.chunkCapacity {
                    guard yaml_parser_parse(parser, event) != 0 else {
                        yaml.reportSyntaxError(parser.pointee, source: &source, sink: sink)
                        (first + count).initialize(to: .failed)
                        count += 1
                        end = .last
                        break
                    }
                    let translation = yaml.translate(event, &state, source: &source, sink: sink)
                    yaml_event_delete(event)
                    switch translation {
                    case .skip: continue
                    case .streamEnd, .failed: end = .last
                    case .event: break
                    }
                    // Moved into the slot: copied, every event's strings were retained and the
                    // original destroyed (17 M instructions of the producer's 215 M at 10,000 tokens).
                    (first + count).initialize(to: consume translation)
                    count += 1
                    if end == .last { break }
                }
            }
            counts[slot] = count
            ends[slot] = end
            filled.signal()
            if end != .more { break }
            slot = (slot + 1) % Self.slotCount
        }
        producerDone.signal()
    }

    /// The next translation in document order; the last is `.streamEnd` or `.failed`.
    func next() -> YAMLParser.Translation {
        while slot < 0 || index >= counts[slot] {
            if slot >= 0 {
                if ends[slot] != .more { return .failed }
                free.signal()
            }
            filled.wait()
            slot = (slot + 1) % Self.slotCount
            index = 0
            if ends[slot] != .more { sawLastChunk = true }
        }
        let item = (items + slot * Self.chunkCapacity + index).move()
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
            (items + slot * Self.chunkCapacity + index).deinitialize(count: counts[slot] - index)
            free.signal()
        }
        while !sawLastChunk {
            filled.wait()
            slot = (slot + 1) % Self.slotCount
            if ends[slot] != .more { sawLastChunk = true }
            (items + slot * Self.chunkCapacity).deinitialize(count: counts[slot])
            free.signal()
        }
        producerDone.wait()
    }
}
