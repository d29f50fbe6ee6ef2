/// Names made on several cores, one per item (a token's Kotlin property in one mode's object),
/// kept as their UTF-8 one after the other in one buffer with the end of each: no `String` per
/// name to make, hash, read back and free (see ``CSSBaseNames``, which does the same for CSS).
/// An item without a name has an empty one.
struct PackedNames: Sendable {
    /// The names' bytes, one after the other.
    private let bytes: [UInt8]
    /// Where each item's name ends in ``bytes`` (it starts where the one before ends).
    private let ends: [Int]

    /// The names of consecutive parts of the items, each part's bytes and ends (relative to the
    /// part's bytes), joined in order.
    init(parts: [(bytes: [UInt8], ends: [Int])]) {
        guard parts.count > 1 else {
            bytes = parts.first?.bytes ?? []
            ends = parts.first?.ends ?? []
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
        var ends: [Int] = []
        ends.reserveCapacity(parts.reduce(0) { $0 + $1.ends.count })
        for part in parts {
            let offset = bytes.count
            bytes += part.bytes
            for end in part.ends { ends.append(offset + end) }
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// Item `index`'s name as a string (for diagnostics and dictionaries).
    func name(_ index: Int) -> String {
        let start = index == 0 ? 0 : ends[index - 1]
        return String(decoding: bytes[start..<ends[index]], as: UTF8.self)
    }

    /// Calls `body` with the names' bytes, valid during the call.
    func withBytes<Result>(_ body: (Bytes) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(Bytes(bytes: $0, ends: ends)) }
    }

    /// The names' bytes, read in place.
    struct Bytes {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let ends: [Int]

        /// Item `index`'s name (empty when it has none).
        @inline(__always)
        subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
            let start = index == 0 ? 0 : ends[index - 1]
            return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
        }
    }
}
