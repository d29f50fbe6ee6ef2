internal import CLibYAML
import Foundation

/// Runs libyaml's event parser on a thread of its own and hands the events over in chunks, so
/// that scanning the text (libyaml) and building the node tree (``DocumentBuilder``) use two
/// cores at once on a large file. The events and their order are exactly those of the parser
/// run in line; only the work is spread.
///
/// The consumer takes events with ``next()`` in order; each event stays valid until the next call.
/// Events are deleted by the producer, when it reuses their slot: libyaml allocates each event's
/// strings on the producer's thread, and freeing them there keeps them in that thread's malloc
/// cache — freed on the consumer's thread, every string crossed between the two threads' arenas
/// (at 100,000 tokens the two threads spent about half their time in malloc and free).
/// ``finish()`` must be called once the consumer is done, also when it stops early: it stops the
/// producer, waits for its thread to end, and deletes the events still held, so that the parser
/// can be deleted afterwards.
final class EventPipeline: @unchecked Sendable {
    /// What ``next()`` gives.
    enum Item {
        /// The next event.
        case event(UnsafeMutablePointer<yaml_event_t>)
        /// libyaml failed here; its error is in the parser.
        case syntaxError
    }

    /// How a chunk ends.
    private enum ChunkEnd: UInt8 {
        /// More chunks follow.
        case more
        /// The stream-end event is the chunk's last event.
        case streamEnd
        /// libyaml failed after the chunk's events.
        case syntaxError
        /// The producer stopped because ``finish()`` asked it to.
        case cancelled
    }

    private static let chunkCapacity = 512
    private static let slotCount = 8

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// `slotCount × chunkCapacity` events: chunk `s` starts at `s × chunkCapacity`.
    private let events: UnsafeMutablePointer<yaml_event_t>
    private let counts: UnsafeMutablePointer<Int>
    private let ends: UnsafeMutablePointer<ChunkEnd>
    /// Whether slot `s` holds events not yet deleted (its first `counts[s]`).
    private let live: UnsafeMutablePointer<Bool>
    /// Chunks filled and not yet taken; slots free for the producer.
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: EventPipeline.slotCount)
    private let producerDone = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var cancelled = false

    // Consumer state (touched by the consumer only).
    private var slot = -1
    private var index = 0
    /// Whether `events[slot][index]` has been handed out and not yet deleted.
    private var holdsEvent = false
    /// Whether the producer's last chunk has been taken.
    private var sawLastChunk = false
    private var finished = false

    /// Creates a pipeline over a parser whose input is already set, and starts the producer.
    init(parser: UnsafeMutablePointer<yaml_parser_t>) {
        self.parser = parser
        events = .allocate(capacity: Self.slotCount * Self.chunkCapacity)
        counts = .allocate(capacity: Self.slotCount)
        counts.initialize(repeating: 0, count: Self.slotCount)
        ends = .allocate(capacity: Self.slotCount)
        ends.initialize(repeating: .more, count: Self.slotCount)
        live = .allocate(capacity: Self.slotCount)
        live.initialize(repeating: false, count: Self.slotCount)
        let thread = Thread { [self] in produce() }
        thread.name = "tokenc.yaml-events"
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        events.deallocate()
        counts.deallocate()
        ends.deallocate()
        live.deallocate()
    }

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The producer: parse events into free slots until the stream ends, libyaml fails, or the
    /// consumer cancels.
    private func produce() {
        var slot = 0
        while true {
            free.wait()
            let first = events + slot * Self.chunkCapacity
            // The consumer is done with the slot's previous chunk.
            deleteEvents(inSlot: slot)
            var count = 0
            var end = ChunkEnd.more
            if isCancelled {
                end = .cancelled
            } else {
                while count < Self.chunkCapacity {
                    guard yaml_parser_parse(parser, first + count) != 0 else {
                        end = .syntaxError
                        break
                    }
                    count += 1
                    if first[count - 1].type == YAML_STREAM_END_EVENT {
                        end = .streamEnd
                        break
                    }
                }
            }
            counts[slot] = count
            live[slot] = count > 0
            ends[slot] = end
            filled.signal()
            if end != .more { break }
            slot = (slot + 1) % Self.slotCount
        }
        producerDone.signal()
    }

    /// Deletes the events slot `s` still holds. Called by the producer, or by the consumer once
    /// the producer has ended.
    private func deleteEvents(inSlot s: Int) {
        guard live[s] else { return }
        let first = events + s * Self.chunkCapacity
        for i in 0..<counts[s] { yaml_event_delete(first + i) }
        live[s] = false
    }

    /// The next event in document order, or the syntax error that ends the stream.
    func next() -> Item {
        if holdsEvent {
            holdsEvent = false
            index += 1
        }
        while slot < 0 || index >= counts[slot] {
            if slot >= 0 {
                let end = ends[slot]
                if end != .more {
                    // Only a syntax error gets here: the consumer stops at the stream-end event.
                    return .syntaxError
                }
                free.signal()
            }
            filled.wait()
            slot = (slot + 1) % Self.slotCount
            index = 0
            if ends[slot] != .more { sawLastChunk = true }
        }
        holdsEvent = true
        return .event(events + slot * Self.chunkCapacity + index)
    }

    /// Stops the producer, waits for it to end, and deletes every event still held.
    func finish() {
        guard !finished else { return }
        finished = true
        lock.lock()
        cancelled = true
        lock.unlock()
        holdsEvent = false
        if slot >= 0 { free.signal() }
        while !sawLastChunk {
            filled.wait()
            slot = (slot + 1) % Self.slotCount
            if ends[slot] != .more { sawLastChunk = true }
            free.signal()
        }
        producerDone.wait()
        for s in 0..<Self.slotCount { deleteEvents(inSlot: s) }
    }
}
