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
///
/// A large block-style file is read by two pipelines at once, one a part (``Role``, ``SplitPlan``);
/// what fills each is a ``TranslationProducer``.
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

    /// How many chunks of how many items the pipeline holds; tests make it tiny, so that the
    /// producer waits for every slot and wraps around all the time.
    struct Ring: Sendable {
        var chunkCapacity = 512
        /// 256 slots (131,072 events), not 8 (4,096): in a 100,000-token file the main thread is
        /// the long pole for the first ~100 ms (colors and dimensions) and libyaml's thread for the
        /// last ~40 ms (typography and other composites, more events a token). With 8 slots
        /// libyaml's thread waited in the first part and the main thread in the second; with
        /// room to run ahead, libyaml's thread carries its slack into the second part. 100k
        /// `check`, medians of 30 rounds in rotating order with other processes under 10 % of
        /// the CPUs, two series: 177.0 → 161.3 and 178.4 → 160.7 ms (32 slots: 169.0, 64: 165.9,
        /// 128: 165.5, 512: 160.0, 1,024: 161.7 ms); CPU 304 → 293 ms, fewer waits; peak RSS
        /// unchanged (~110 MB: the ring's pages are touched only as far as libyaml's thread runs
        /// ahead).
        var slotCount = 256
    }

    private let chunkCapacity: Int
    private let slotCount: Int

    /// `slotCount × chunkCapacity` items: chunk `s` starts at `s × chunkCapacity`. A slot's first
    /// `counts[s]` items are initialized from when it is filled until each is taken.
    private let items: UnsafeMutablePointer<YAMLParser.Translation>
    private let counts: UnsafeMutablePointer<Int>
    private let ends: UnsafeMutablePointer<ChunkEnd>
    private let parser: UnsafeMutablePointer<yaml_parser_t>?
    private let text: UnsafeBufferPointer<UInt8>
    private let filled = DispatchSemaphore(value: 0)
    private let free: DispatchSemaphore
    private let producerDone = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var cancelled = false

    // Consumer state.
    private var slot = -1
    /// The next item of `slot` to take.
    private var index = 0
    private var sawLastChunk = false
    private var finished = false

    /// What a pipeline's producer reads: the whole document, or one of its two parts
    /// (``SplitPlan``).
    enum Role {
        /// The whole document, from `parser`.
        case whole
        /// The document up to the split (`parser` reads through the plan's handler), ending with
        /// `.streamEnd` at the split.
        case head(SplitPlan)
        /// The document from the split on, read by a parser of the producer's own once the
        /// plan's split is found (by this producer); `.streamEnd` alone when there is none.
        case tail(SplitPlan)
    }

    /// Starts the producer: libyaml over `parser` (its input already set to `text`), translating
    /// with `yaml`, reporting into `sink`. The text is checked to be UTF-8 on the producer's
    /// thread too: when it is not, the one item is `.failed`, and nothing is reported (the
    /// caller parses the file in line, which reports it). A tail producer has no `parser`: it
    /// makes its own.
    init(role: Role = .whole, parser: UnsafeMutablePointer<yaml_parser_t>?, yaml: YAMLParser,
         text: UnsafeBufferPointer<UInt8>, file: FileID, narrowings: [SourceText.Narrowing], sink: DiagnosticSink) {
        self.parser = parser
        self.text = text
        chunkCapacity = yaml.eventRing.chunkCapacity
        switch role {
        case .tail(let plan) where yaml.eventRing.slotCount >= Ring().slotCount:
            // Room for the whole second part (about one event in 10 bytes), which is not read
            // before the first part is done: its producer must not wait. Up to 256 MB of slots
            // (~4,000,000 events, the second half of 1,000,000 tokens; touched only as far as it
            // runs ahead, and freed before resolving); a larger part's producer waits for the reader.
            let wanted = (text.count - plan.from) / 6 / chunkCapacity + 2
            let most = (256 << 20) / (chunkCapacity * MemoryLayout<YAMLParser.Translation>.stride)
            slotCount = max(yaml.eventRing.slotCount, min(wanted, most))
        default:
            slotCount = yaml.eventRing.slotCount
        }
        free = DispatchSemaphore(value: slotCount)
        items = .allocate(capacity: slotCount * chunkCapacity)
        counts = .allocate(capacity: slotCount)
        counts.initialize(repeating: 0, count: slotCount)
        ends = .allocate(capacity: slotCount)
        ends.initialize(repeating: .more, count: slotCount)
        let thread = Thread { [self] in
            if case .tail(let plan) = role {
                produceTail(plan: plan, yaml: yaml, file: file, sink: sink)
                return
            }
            guard let parser = self.parser, case .success(var source) = SourceText.make(file: file, bytes: self.text) else {
                items.initialize(to: .failed)
                counts[0] = 1
                ends[0] = .last
                filled.signal()
                producerDone.signal()
                return
            }
            source.narrowings = narrowings
            switch role {
            case .whole, .tail:
                Self.growHeap(forTextOf: self.text.count)
                var producer = WholeProducer(parser: parser, yaml: yaml, source: source, sink: sink)
                run(&producer)
            case .head(let plan):
                Self.growHeap(forTextOf: plan.from)
                var producer = HeadProducer(parser: parser, yaml: yaml, source: source, sink: sink, plan: plan)
                run(&producer)
            }
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

    /// Fills the ring from `producer` until it writes the last translation or ``finish()``
    /// cancels it.
    private func run<P: TranslationProducer>(_ producer: inout P) {
        var slot = 0
        while true {
            free.wait()
            let first = items + slot * chunkCapacity
            var count = 0
            var end = ChunkEnd.more
            if isCancelled {
                end = .cancelled
            } else {
                while count < chunkCapacity {
                    switch producer.next(into: first + count) {
                    case .skip: continue
                    case .last: end = .last
                    case .event: break
                    }
                    count += 1
                    if end == .last { break }
                }
            }
            counts[slot] = count
            ends[slot] = end
            filled.signal()
            if end != .more { break }
            slot = (slot + 1) % slotCount
        }
        producer.close()
        producerDone.signal()
    }

    /// The tail's thread: finds the split, tells the head's reader, and reads the second part.
    private func produceTail(plan: SplitPlan, yaml: YAMLParser, file: FileID, sink: DiagnosticSink) {
        let split = SplitPoint.find(in: text, from: plan.from, window: plan.window)
        plan.publish(split)
        guard let split, case .success(let source) = SourceText.make(file: file, bytes: text),
              var producer = TailProducer(split: split, yaml: yaml, text: text, source: source, sink: sink) else {
            var none = NoProducer()
            run(&none)
            return
        }
        Self.growHeap(forTextOf: text.count - split.offset)
        run(&producer)
    }

    /// Grows this thread's heap ahead, in blocks, for the texts it will allocate and the consumer
    /// keeps (descriptions and other scalars longer than a small string).
    ///
    /// glibc grows the heap of a thread other than the main one by exactly what an allocation
    /// lacks, one `mprotect` a page, where the main thread's heap grows by at least 128 KB: a
    /// 100,000-token file made libyaml's thread call `mprotect` 1,215 times, 4 KB each. Blocks of
    /// 64 KB (below glibc's threshold for a mapping of their own) are taken one `mprotect` each
    /// and freed again, in order, so that they merge into the top of the heap: glibc then gives
    /// their pages back (`MADV_DONTNEED`, once) but keeps them writable, and grows the heap over
    /// them again without `mprotect`, the texts still cut from the top. Pages are touched only as
    /// texts fill them; the texts kept are about five eighths of the file (4.98 MB of a 7.89 MB
    /// file). 100k `resolve`: `mprotect` calls 1,250 → 148; libyaml's thread's kernel time 11.1 →
    /// 8.8 ms a run (perf at 10 kHz, 8–10 runs each, busy machine); the other threads'
    /// instructions and the peak resident set unchanged.
    private static func growHeap(forTextOf fileBytes: Int) {
        let blocks = heapBlocks(forTextOf: fileBytes)
        guard blocks > 0 else { return }
        withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: blocks) { taken in
            for i in 0..<blocks { taken[i] = malloc(heapBlockSize) }
            for i in 0..<blocks { CLibYAML.free(taken[i]) }
        }
    }

    private static let heapBlockSize = 64 << 10

    /// How many blocks ``growHeap(forTextOf:)`` takes for a file of `fileBytes` (none below ~100 KB).
    static func heapBlocks(forTextOf fileBytes: Int) -> Int {
        min(fileBytes / 8 * 5, 32 << 20) / heapBlockSize
    }

    /// The next translation in document order; the last is `.streamEnd` or `.failed`.
    func next() -> YAMLParser.Translation {
        while slot < 0 || index >= counts[slot] {
            if slot >= 0 {
                if ends[slot] != .more { return .failed }
                free.signal()
            }
            filled.wait()
            slot = (slot + 1) % slotCount
            index = 0
            if ends[slot] != .more { sawLastChunk = true }
        }
        let item = (items + slot * chunkCapacity + index).move()
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
            (items + slot * chunkCapacity + index).deinitialize(count: counts[slot] - index)
            free.signal()
        }
        while !sawLastChunk {
            filled.wait()
            slot = (slot + 1) % slotCount
            if ends[slot] != .more { sawLastChunk = true }
            (items + slot * chunkCapacity).deinitialize(count: counts[slot])
            free.signal()
        }
        producerDone.wait()
    }
}
