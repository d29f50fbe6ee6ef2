import Dispatch
import Foundation
import Parallel

/// Writes the large parts ("pieces") of a JSON document on every core and joins them, in order,
/// into the text around them (the "glue"), so that a document of 100,000 tokens is not
/// serialized on one core while the other waits. The text is byte for byte what writing it in
/// one pass gives.
enum ParallelJSON {
    /// A buffer whose elements several threads initialize, each its own.
    struct SharedBuffer<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
    }

    /// Bytes several threads read.
    private struct SharedBytes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// The text of one group of consecutive pieces, with the glue before each of them.
    private final class ChunkText: @unchecked Sendable {
        var writer: JSONTextWriter
        init(capacity: Int = 1 << 14) { writer = JSONTextWriter(capacity: capacity) }
    }

    /// Pieces are handed out in this many groups per core, so that cores finishing early take
    /// more.
    private static let chunksPerCore = 8

    /// How pieces are grouped into chunks: chunk `c` holds pieces `bounds[c]..<bounds[c + 1]`.
    private static func bounds(pieces: Int, chunks: Int) -> [Int] {
        (0...chunks).map { $0 * pieces / chunks }
    }

    /// Writes chunk `c` into `chunk`: for each of its pieces, the glue since the previous cut,
    /// then the piece.
    private static func write(chunk c: Int, into chunk: ChunkText, bounds: [Int], glue: UnsafeBufferPointer<UInt8>,
                              cuts: [Int], writePiece: (Int, inout JSONTextWriter) -> Void) {
        for piece in bounds[c]..<bounds[c + 1] {
            let from = piece == 0 ? 0 : cuts[piece - 1]
            chunk.writer.append(UnsafeBufferPointer(rebasing: glue[from..<cuts[piece]]))
            writePiece(piece, &chunk.writer)
        }
    }

    /// `glue` with piece `i` — written by `writePiece(i, &writer)` on some thread — inserted at
    /// byte `cuts[i]` of the glue. The cuts must be in increasing order.
    static func join(glue: borrowing JSONTextWriter, cuts: [Int],
                     writePiece: @escaping @Sendable (Int, inout JSONTextWriter) -> Void) -> String {
        let pieces = cuts.count
        let chunkCount = max(1, min(pieces, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore))
        let chunks = (0..<chunkCount).map { _ in ChunkText() }
        let bounds = bounds(pieces: pieces, chunks: chunkCount)
        return glue.withBytes { glueBytes in
            let shared = SharedBytes(bytes: glueBytes)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                write(chunk: c, into: chunks[c], bounds: bounds, glue: shared.bytes,
                      cuts: cuts, writePiece: writePiece)
            }
            let tail = UnsafeBufferPointer(rebasing: glueBytes[(cuts.last ?? 0)...])
            let total = chunks.reduce(tail.count) { $0 + $1.writer.count }
            return String(unsafeUninitializedCapacity: total) { target in
                var written = 0
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
                    (target.baseAddress! + written).update(from: base, count: bytes.count)
                    written += bytes.count
                }
                for chunk in chunks { chunk.writer.withBytes(copy) }
                copy(tail)
                return written
            }
        }
    }

    /// The text ``join(glue:cuts:writePiece:)`` makes, as consecutive parts in the buffers the
    /// cores wrote them into (each chunk of pieces with the glue before it, then the glue's
    /// tail), never joined: a file written from them needs no 25 MB string (at 100,000 tokens)
    /// made and copied again on one core. Through ``ParallelMap`` rather than `concurrentPerform`,
    /// so that inside a build's jobs a core done with its own outputs helps.
    static func parts(glue: borrowing JSONTextWriter, cuts: [Int],
                      writePiece: @escaping @Sendable (Int, inout JSONTextWriter) -> Void) -> [OwnedBytes] {
        let pieces = cuts.count
        let chunkCount = max(1, min(pieces, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore))
        let bounds = bounds(pieces: pieces, chunks: chunkCount)
        return glue.withBytes { glueBytes in
            let shared = SharedBytes(bytes: glueBytes)
            var parts = ParallelMap.indices(chunkCount, threshold: 2) { c in
                // Room for a chunk's share of the glue's size many times over: a buffer this
                // large has a mapping of its own, grown in place, its untouched pages never
                // faulted in.
                let chunk = ChunkText(capacity: 1 << 18)
                write(chunk: c, into: chunk, bounds: bounds, glue: shared.bytes, cuts: cuts, writePiece: writePiece)
                return chunk.writer.takeBytes()
            }
            var tail = JSONTextWriter(capacity: glueBytes.count - (cuts.last ?? 0))
            tail.append(UnsafeBufferPointer(rebasing: glueBytes[(cuts.last ?? 0)...]))
            parts.append(tail.takeBytes())
            return parts
        }
    }

    /// The text ``join(glue:cuts:writePiece:)`` makes, handed to `emit` in order, a run of
    /// bytes at a time, instead of being gathered: a resolved document of 100,000 tokens is
    /// 25 MB, and gathering it touched twice that in fresh pages. Pieces are still written on
    /// every core, in many small chunks; a chunk is emitted as soon as the chunks before it have
    /// been, and its buffer is reused, so only a few chunks are held at a time. `emit` is called
    /// on one thread at a time (not necessarily the caller's).
    static func stream(glue: borrowing JSONTextWriter, cuts: [Int],
                       writePiece: @escaping @Sendable (Int, inout JSONTextWriter) -> Void,
                       emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        let pieces = cuts.count
        let chunkCount = max(1, min(pieces, streamedChunks))
        let bounds = bounds(pieces: pieces, chunks: chunkCount)
        glue.withBytes { glueBytes in
            withoutActuallyEscaping(emit) { emit in
                let order = StreamOrder(chunks: chunkCount, emit: emit)
                let shared = SharedBytes(bytes: glueBytes)
                DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                    let chunk = order.take()
                    write(chunk: c, into: chunk, bounds: bounds, glue: shared.bytes,
                          cuts: cuts, writePiece: writePiece)
                    order.finish(c, chunk)
                }
            }
            emit(UnsafeBufferPointer(rebasing: glueBytes[(cuts.last ?? 0)...]))
        }
    }

    /// Chunks a streamed document is written in: small enough that a handful in flight is a
    /// megabyte or two, large enough that each is one `write`.
    private static let streamedChunks = 128

    /// Emits finished chunks in order and hands their buffers back for reuse.
    private final class StreamOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var finished: [ChunkText?]
        private var next = 0
        private var spare: [ChunkText] = []
        private let emit: (UnsafeBufferPointer<UInt8>) -> Void

        init(chunks: Int, emit: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
            finished = Array(repeating: nil, count: chunks)
            self.emit = emit
        }

        /// An empty buffer: a spare one if there is, or a new one.
        func take() -> ChunkText {
            lock.lock()
            defer { lock.unlock() }
            return spare.popLast() ?? ChunkText(capacity: 1 << 18)
        }

        /// Records chunk `c` as written and emits every chunk now next in order.
        func finish(_ c: Int, _ chunk: ChunkText) {
            lock.lock()
            defer { lock.unlock() }
            finished[c] = chunk
            while next < finished.count, let ready = finished[next] {
                ready.writer.withBytes(emit)
                ready.writer.removeAll()
                finished[next] = nil
                spare.append(ready)
                next += 1
            }
        }
    }

    /// The shallowest depth (1 to 4) holding at least `minimum` arrays and objects of `value`,
    /// or nil when there is none (the document is too small to be worth splitting).
    static func cutDepth(of value: JSONValue, minimum: Int) -> Int? {
        var level: [JSONValue] = [value]
        for depth in 1...4 {
            var next: [JSONValue] = []
            for node in level {
                switch node {
                case .object(let members):
                    for member in members where !member.1.isScalar { next.append(member.1) }
                case .array(let items):
                    for item in items where !item.isScalar { next.append(item) }
                default:
                    break
                }
            }
            if next.count >= minimum { return depth }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }
}
