import Parallel

/// Each token's base custom property name (`--color-brand-primary`; none for a token CSS has no
/// form for), the names' UTF-8 one after the other in one buffer. A `String` per token cost
/// ~440 instructions to make and ~330 to free, and reading its bytes back at each declaration
/// more than copying them from here: at 10,000 tokens ~8 M of the stylesheet's 41 M.
struct CSSBaseNames: Sendable {
    /// The names' bytes, one after the other.
    private let bytes: [UInt8]
    /// Where each token's name ends in ``bytes`` (it starts where the one before ends); a token
    /// without a name has an empty one (a name is never empty: it starts with `--`).
    private let ends: [Int]

    /// No names.
    init() {
        bytes = []
        ends = []
    }

    /// The names of `count` tokens: `append(index, &bytes)` appends the name of token `index`,
    /// or nothing when it has none. Made in parts on all cores from `threshold` tokens on.
    init(count: Int, threshold: Int, _ append: @Sendable (Int, inout [UInt8]) -> Void) {
        let partCount = count >= threshold ? min(count, 64) : 1
        let parts = ParallelMap.indices(partCount, threshold: 2) { part -> (bytes: [UInt8], ends: [Int]) in
            let range = (part * count / partCount)..<((part + 1) * count / partCount)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(32 * range.count)
            var ends: [Int] = []
            ends.reserveCapacity(range.count)
            for index in range {
                append(index, &bytes)
                ends.append(bytes.count)
            }
            return (bytes, ends)
        }
        guard parts.count > 1 else {
            bytes = parts.first?.bytes ?? []
            ends = parts.first?.ends ?? []
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
        var ends: [Int] = []
        ends.reserveCapacity(count)
        for part in parts {
            let offset = bytes.count
            bytes += part.bytes
            for end in part.ends { ends.append(offset + end) }
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// The range of token `index`'s name in the bytes; nil when it has none.
    @inline(__always)
    private func range(_ index: Int) -> Range<Int>? {
        let start = index == 0 ? 0 : ends[index - 1], end = ends[index]
        return end > start ? start..<end : nil
    }

    /// Whether token `index` has a name.
    func contains(_ index: Int) -> Bool { range(index) != nil }

    /// Token `index`'s name as a string (for the template path and diagnostics).
    func name(_ index: Int) -> String? {
        range(index).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Calls `body` with the names' bytes, valid during the call.
    func withBytes<Result>(_ body: (Bytes) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(Bytes(bytes: $0, ends: ends)) }
    }

    /// The names' bytes, read in place.
    struct Bytes {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let ends: [Int]

        /// Token `index`'s name; nil when it has none.
        @inline(__always)
        subscript(index: Int) -> UnsafeBufferPointer<UInt8>? {
            let start = index == 0 ? 0 : ends[index - 1], end = ends[index]
            guard end > start else { return nil }
            return UnsafeBufferPointer(rebasing: bytes[start..<end])
        }
    }
}
