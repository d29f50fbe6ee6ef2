import Parallel

/// A large text written on all cores straight into one string: its pieces are fixed texts and
/// runs of items whose sizes are known before they are written (a declaration per token), so
/// each core writes its share of the items at its final place and nothing is copied afterwards.
enum ParallelText {
    /// `count` items; item `i` is `size(i)` bytes long and written by `write(i, at:)`.
    struct Items: Sendable {
        /// The number of items.
        var count: Int
        /// The size in bytes of an item.
        var size: @Sendable (Int) -> Int
        /// Writes an item at a place with room for exactly its size, and returns where it ended
        /// (checked against the size: a writer that disagrees with its measure stops tokenc
        /// rather than writing over the next item).
        var write: @Sendable (Int, UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>
    }

    /// A piece of the text.
    enum Piece: Sendable {
        /// Text as it is.
        case text(String)
        /// A run of items.
        case items(Items)
    }

    /// From this many items on, a run is measured and written on all cores.
    static let parallelThreshold = 4096

    /// A place to write that each core writes its own part of.
    private struct Target: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
    }

    /// The pieces, one after the other, as one string.
    static func make(_ pieces: [Piece]) -> String {
        // Each run's chunks and their sizes (measured on all cores for a long run).
        var chunking: [[Range<Int>]] = []
        var chunkSizes: [[Int]] = []
        var total = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                chunking.append([])
                chunkSizes.append([])
                total += text.utf8.count
            case .items(let items):
                let chunks = items.count >= parallelThreshold ? min(items.count, 64) : 1
                let ranges = (0..<chunks).map { ($0 * items.count / chunks)..<(($0 + 1) * items.count / chunks) }
                let sizes = ParallelMap.indices(chunks, threshold: 2) { c in ranges[c].reduce(0) { $0 + items.size($1) } }
                chunking.append(ranges)
                chunkSizes.append(sizes)
                total += sizes.reduce(0, +)
            }
        }
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var position = 0
            for (index, piece) in pieces.enumerated() {
                switch piece {
                case .text(let text):
                    position = ByteText.copy(text, to: start + position) - start
                case .items(let items):
                    let ranges = chunking[index]
                    var offsets: [Int] = []
                    offsets.reserveCapacity(ranges.count)
                    for size in chunkSizes[index] {
                        offsets.append(position)
                        position += size
                    }
                    let target = Target(base: start), starts = offsets
                    _ = ParallelMap.indices(ranges.count, threshold: 2) { c in
                        var place = target.base + starts[c]
                        for item in ranges[c] {
                            let end = items.write(item, place)
                            precondition(end - place == items.size(item), "an item's text is not the size measured for it")
                            place = end
                        }
                    }
                }
            }
            return position
        }
    }
}
