import Parallel

/// A hash of a name's bytes, for the checks of names for collisions without a string per name
/// (``ByteNameTable``, ``NameCollisions``).
enum NameHash {
    /// Eight bytes at a time, mixed and finished so that every bit depends on every byte; never 0
    /// (which stands for "no name").
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        var hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var rest: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            rest |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = mix(hash ^ rest)
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return hash == 0 ? 1 : hash
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let mixed = value &* 0x9e37_79b9_7f4a_7c15
        return (mixed << 29) | (mixed >> 35)
    }
}

/// Finds, for items in order, the first earlier item with an equal key — a name in a scope (a
/// property in its object, a resource in its folder) — by the keys' hashes in an open-addressing
/// table: an insertion of a hash per item where a `[String: Int]` hashed a string. Each slot
/// holds the item and the high half of its hash, read in one load.
struct ByteNameTable {
    /// Per slot: 0 when empty, else the item + 1 in the low half and the hash's high half.
    private var slots: [UInt64]
    private let mask: Int

    /// A table for up to `capacity` items.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// Adds item `item` (below 2^32 - 1) with key hash `hash` and returns nil, or returns the
    /// item already added whose key `isEqual` says is the same (then `item` is not added).
    @inline(__always)
    mutating func insert(_ item: Int, hash: UInt64, isEqual: (Int) -> Bool) -> Int? {
        let high = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            if stored & 0xFFFF_FFFF_0000_0000 == high {
                let other = Int(stored & 0xFFFF_FFFF) - 1
                if isEqual(other) { return other }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = high | UInt64(item + 1)
        return nil
    }
}

/// Whether any two items with equal names conflict, checked on all cores: the items are sent
/// to buckets by their hashes as they are named (``bucket(of:)``), and each bucket checked in a
/// table small enough to stay in the cache (one table of every name, on one core, was most of
/// the time of the Android resources' plan at 100,000 tokens: a cache miss per name).
enum NameCollisions {
    /// The number of buckets.
    static let bucketCount = 64

    /// The bucket of a hash (its high bits; a table's slots take the low ones).
    @inline(__always)
    static func bucket(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 58) & (bucketCount - 1) }

    /// Whether no item conflicts with an earlier one of the same name: `parts[p][b]` are the
    /// items of part `p` (items in order, parts in order) in bucket `b`, with their hashes; two
    /// items conflict when `isEqual(earlier, later)` (their names are the same) and
    /// `conflicts(earlier, later)`.
    static func noneConflict(_ parts: [[[(item: Int32, hash: UInt64)]]], isEqual: @Sendable (Int, Int) -> Bool,
                             conflicts: @Sendable (Int, Int) -> Bool) -> Bool {
        let clear = ParallelMap.indices(bucketCount, threshold: parts.count > 1 ? 2 : .max) { bucket -> Bool in
            var table = ByteNameTable(capacity: parts.reduce(0) { $0 + $1[bucket].count })
            for part in parts {
                for (item, hash) in part[bucket] {
                    let item = Int(item)
                    if let other = table.insert(item, hash: hash, isEqual: { isEqual($0, item) }), conflicts(other, item) { return false }
                }
            }
            return true
        }
        return !clear.contains(false)
    }
}
