import Dispatch
import Foundation

/// Writes the large parts ("pieces") of a JSON document on every core and joins them, in order,
/// into the text around them (the "glue"), so that a document of 100,000 tokens is not
/// serialized on one core while the other waits. The text is byte for byte what writing it in
/// one pass gives.
enum ParallelJSON {
    /// A buffer whose elements several threads initialize, each its own.
    struct SharedBuffer<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
    }

    /// The text of one group of consecutive pieces, and where each piece ends in it.
    private final class ChunkText: @unchecked Sendable {
        var writer = JSONTextWriter(capacity: 1 << 14)
        var ends: [Int] = []
    }

    /// Pieces are handed out in this many groups per core, so that cores finishing early take
    /// more.
    private static let chunksPerCore = 8

    /// `glue` with piece `i` — written by `writePiece(i, &writer)` on some thread — inserted at
    /// byte `cuts[i]` of the glue. The cuts must be in increasing order.
    static func join(glue: borrowing JSONTextWriter, cuts: [Int],
                     writePiece: @escaping @Sendable (Int, inout JSONTextWriter) -> Void) -> String {
        let pieces = cuts.count
        let chunkCount = max(1, min(pieces, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore))
        let chunks = (0..<chunkCount).map { _ in ChunkText() }
        let bounds = (0...chunkCount).map { $0 * pieces / chunkCount }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
            let chunk = chunks[c]
            for piece in bounds[c]..<bounds[c + 1] {
                writePiece(piece, &chunk.writer)
                chunk.ends.append(chunk.writer.count)
            }
        }
        let total = chunks.reduce(glue.count) { $0 + $1.writer.count }
        return glue.withBytes { glueBytes in
            String(unsafeUninitializedCapacity: total) { target in
                var written = 0
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
                    (target.baseAddress! + written).update(from: base, count: bytes.count)
                    written += bytes.count
                }
                var gluePosition = 0
                for (c, chunk) in chunks.enumerated() {
                    chunk.writer.withBytes { pieceBytes in
                        var start = 0
                        for (k, end) in chunk.ends.enumerated() {
                            let cut = cuts[bounds[c] + k]
                            copy(UnsafeBufferPointer(rebasing: glueBytes[gluePosition..<cut]))
                            gluePosition = cut
                            copy(UnsafeBufferPointer(rebasing: pieceBytes[start..<end]))
                            start = end
                        }
                    }
                }
                copy(UnsafeBufferPointer(rebasing: glueBytes[gluePosition...]))
                return written
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
