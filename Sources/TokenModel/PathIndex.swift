import CPrefetch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An index from paths to positions in an array that holds those paths itself — a system's
/// tokens or groups: the key of the entry whose value is `i` is the path of element `i`
/// (`keyAt(i)`), so the index stores no strings, only a 32-bit hash tag and the value per entry,
/// in one array of `UInt64`s probed linearly.
///
/// Why not `[String: Int]`: a `Dictionary` stores no hashes, so every occupied bucket on a probe
/// chain is told apart by comparing its key — a retain and a read of a cold string object per
/// bucket. Inserting 100,000 paths that way was ~11 % of the main thread's samples while a 100k
/// file was parsed (perf), and at 1M tokens its misses grew faster than the work (the dictionary's
/// `find` 2.4 → 3.2 % of the samples, retains and releases 14 → 19 %). Here a probe compares
/// tags in an array 8 entries to a cache line, and reads a key only when its tag matches: for a
/// path not yet indexed, almost never.
///
/// Keys are equal as Swift `String`s are (canonical equivalence: "\u{212A}" Kelvin sign == "K"):
/// see ``hash(_:)``. The hash is seeded per process, so the slots' order differs from run to run:
/// nothing may iterate the slots into an output (``values`` is sorted).
public struct PathIndex: Sendable {
    /// Per slot: 0 when empty; otherwise the tag in the high 32 bits and the value in the low 32.
    /// A slot's tag alone gives the slot it would rather be in (`tag & mask`), so the table
    /// grows and entries are removed without reading a key.
    @usableFromInline var slots: [UInt64] = []
    /// `slots.count - 1` (a power of two less one), or -1 while there are no slots.
    @usableFromInline var mask = -1
    /// The number of entries.
    public private(set) var count = 0

    /// A key's hash, computed once for a lookup and the insertion that may follow it.
    public struct Hash: Sendable {
        /// 32 bits of the key's hash, top bit set so that no slot in use is 0.
        @usableFromInline let tag: UInt32
        /// Whether the key's bytes are all ASCII (found while hashing them).
        public let isASCII: Bool

        init(tag: UInt32, isASCII: Bool = false) {
            self.tag = tag
            self.isASCII = isASCII
        }
    }

    /// An empty index.
    public init() {}

    /// An empty index with room for `minimumCapacity` entries.
    public init(minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
    }

    /// An index of the positions `0..<count`, where `keyAt(i)` is the path at `i`; of paths that
    /// are equal, the first position is indexed.
    public init(count: Int, keyAt: (Int) -> String) {
        self.init(minimumCapacity: count)
        for i in 0..<count {
            let key = keyAt(i)
            let hash = Self.hash(key)
            if find(key, hash: hash, keyAt: keyAt) == nil { insertNew(i, hash: hash) }
        }
    }

    /// Whether the index has no entries.
    public var isEmpty: Bool { count == 0 }

    /// The hash of a key: of its bytes when they are ASCII — or, for a key canonically
    /// equivalent to an ASCII one, of that one's bytes — otherwise `String.hashValue`'s, which
    /// hashes the normalized text. Equal keys hash alike: two ASCII strings are equal only when
    /// their bytes are; a key equal to an ASCII string is hashed as that string (there is at most
    /// one, see ``asciiEquivalent(of:)``); two keys equal to no ASCII string use `hashValue`.
    ///
    /// `hashValue` (SipHash) cost ~320 instructions a path at 10,000 tokens (4.8 M of a
    /// `resolve`, most of it on the main thread while the file is parsed); the bytes' hash, 16
    /// at a time with a 64×64→128-bit multiply (wyhash's scheme, under a per-process seed so
    /// that no file can be written to collide), ~40, and it tells whether the key is ASCII.
    public static func hash(_ key: String) -> Hash {
        // Read in place (`withUTF8` on a copy retained and released the string: ~50 instructions).
        if let hash = key.utf8.withContiguousStorageIfAvailable({ bytes in asciiHash(bytes) }), let hash { return hash }
        if let ascii = asciiEquivalent(of: key), let hash = ascii.withUnsafeBufferPointer({ asciiHash($0) }) {
            return Hash(tag: hash.tag)
        }
        return Hash(tag: UInt32(truncatingIfNeeded: key.hashValue) | 0x8000_0000)
    }

    /// The ASCII bytes of the string canonically equivalent to `key`, when there is one: `key`'s
    /// own scalars where ASCII, and the three scalars whose canonical decomposition is ASCII —
    /// U+037E GREEK QUESTION MARK (`;`), U+1FEF GREEK VARIA (`` ` ``), U+212A KELVIN SIGN (`K`) —
    /// as those; nil when `key` has any other scalar. (Any other scalar above U+007F decomposes
    /// into at least one scalar above U+007F, which composition never turns back into ASCII;
    /// checked against Swift's own `==` for every scalar in the tests.)
    static func asciiEquivalent(of key: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count)
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: bytes.append(UInt8(scalar.value))
            case 0x037E: bytes.append(UInt8(ascii: ";"))
            case 0x1FEF: bytes.append(UInt8(ascii: "`"))
            case 0x212A: bytes.append(UInt8(ascii: "K"))
            default: return nil
            }
        }
        return bytes
    }

    /// The per-process seed of the bytes' hash, drawn from `Hasher`'s own random seed (and
    /// mixed once, as wyhash mixes its seed at the start of every hash).
    private static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x7061_7468_696E_6478 as UInt64)
        let seed = UInt64(UInt(bitPattern: hasher.finalize()))
        return seed ^ mix(seed ^ 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB)
    }()

    /// The hash of ASCII bytes; nil when a byte is not ASCII. Every byte is read once or twice
    /// (short keys and the last 16 bytes in overlapping words), so that any byte above 0x7F
    /// shows in the words' union.
    private static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Hash? {
        let count = bytes.count
        var seed = Self.seed
        var a: UInt64 = 0, b: UInt64 = 0, union: UInt64 = 0
        if let p = UnsafeRawPointer(bytes.baseAddress) {
            if count <= 16 {
                if count >= 4 {
                    let step = (count >> 3) << 2
                    a = UInt64(p.loadUnaligned(as: UInt32.self)) << 32 | UInt64(p.loadUnaligned(fromByteOffset: step, as: UInt32.self))
                    b = UInt64(p.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
                        | UInt64(p.loadUnaligned(fromByteOffset: count - 4 - step, as: UInt32.self))
                } else if count > 0 {
                    a = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
                }
                union = a | b
            } else {
                var offset = 0
                while count - offset > 16 {
                    let x = p.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    let y = p.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    union |= x | y
                    seed = mix(x ^ 0xE703_7ED1_A0B4_28DB, y ^ seed)
                    offset += 16
                }
                a = p.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
                b = p.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                union |= a | b
            }
        }
        guard union & 0x8080_8080_8080_8080 == 0 else { return nil }
        let (high, low) = (a ^ 0xE703_7ED1_A0B4_28DB).multipliedFullWidth(by: b ^ seed)
        let hash = mix(low ^ 0xA076_1D64_78BD_642F ^ UInt64(count), high ^ 0xE703_7ED1_A0B4_28DB)
        return Hash(tag: UInt32(truncatingIfNeeded: hash ^ hash >> 32) | 0x8000_0000, isASCII: true)
    }

    /// The two halves of `a × b`, folded.
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }

    /// The value of the entry whose key equals `key`, where `keyAt(value)` is an entry's key.
    @inlinable public func find(_ key: String, keyAt: (Int) -> String) -> Int? {
        guard count > 0 else { return nil }
        return find(key, hash: Self.hash(key), keyAt: keyAt)
    }

    /// The value of the entry whose key equals `key` (whose hash is `hash`), where
    /// `keyAt(value)` is an entry's key.
    @inlinable public func find(_ key: String, hash: Hash, keyAt: (Int) -> String) -> Int? {
        guard count > 0 else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(hash.tag) & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if UInt32(truncatingIfNeeded: entry >> 32) == hash.tag {
                    let value = Int(UInt32(truncatingIfNeeded: entry))
                    if keyAt(value) == key { return value }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The value of the entry whose key equals the text of `bytes` when they are all ASCII —
    /// `.some(nil)` when there is none — and nil when they are not (then look the key up as a
    /// `String`). For keys read from a file (a spec's `{path}`): no string is made to look one up.
    public func find(ascii bytes: UnsafeBufferPointer<UInt8>, keyAt: (Int) -> String) -> Int?? {
        guard let hash = Self.asciiHash(bytes) else { return nil }
        guard count > 0 else { return .some(nil) }
        return slots.withUnsafeBufferPointer { slots -> Int?? in
            var slot = Int(hash.tag) & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return .some(nil) }
                if UInt32(truncatingIfNeeded: entry >> 32) == hash.tag {
                    let value = Int(UInt32(truncatingIfNeeded: entry))
                    if Self.key(keyAt(value), equalsASCII: bytes) { return .some(value) }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Whether a key equals ASCII text as Swift compares strings: its bytes are the text's, or it
    /// has a scalar beyond ASCII and is canonically equivalent to the text (a Kelvin sign for `K`).
    static func key(_ key: String, equalsASCII bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let same = key.utf8.withContiguousStorageIfAvailable { k in
            k.count == bytes.count && (k.isEmpty || memcmp(k.baseAddress!, bytes.baseAddress!, k.count) == 0)
        }
        if same == true { return true }
        if key.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return key == String(decoding: bytes, as: UTF8.self)
    }

    /// Starts loading the slot where a lookup of `hash` begins into the cache, for a lookup a
    /// little later. At 1M tokens the table is 16 MB and nearly every lookup missed the caches
    /// (the loader's lookup ~9 % of the main thread's samples, 95 % of them on the first slot's
    /// load); with the slot loaded while the token's properties are read, the lookup's samples
    /// are ~25 % fewer (perf of a 1M `resolve`, 3 runs each: ~338 → ~250). Asking for huge pages
    /// for the table as well did not measurably add to that (~242).
    public func prefetch(_ hash: Hash) {
        guard mask >= 0 else { return }
        slots.withUnsafeBufferPointer { slots in tokenc_prefetch(slots.baseAddress! + (Int(hash.tag) & mask)) }
    }

    /// Starts loading the slot of the path `prefix.name` (`name` when `prefix` is empty) before
    /// that path is made, when both are ASCII and the path is short (otherwise nothing). The
    /// streaming loader asks for it before it reads a member's mapping, the longest wait it can
    /// give the load: the loader's lookups then had 18 samples instead of ~245 in a 1M
    /// `resolve` (0.5 % of the main thread's instead of ~7 %; perf, 3 runs each) — ~210
    /// instructions a token (1.9 M at 10,000 tokens) against the CPU time of a 1M `resolve`
    /// 3.40 → 3.30 s and of a 100k one 310 → 305 ms (5 and 11 alternated runs, busy machine).
    public func prefetch(joining prefix: String, _ name: String) {
        guard mask >= 0, let hash = Self.asciiHash(joining: prefix, name) else { return }
        prefetch(hash)
    }

    /// ``hash(_:)`` of the path `prefix.name` (`name` when `prefix` is empty), without making
    /// it: nil unless both are ASCII and the path is at most 256 bytes.
    static func asciiHash(joining prefix: String, _ name: String) -> Hash? {
        let length = (prefix.isEmpty ? 0 : prefix.utf8.count + 1) + name.utf8.count
        guard length <= 256 else { return nil }
        // Nested closures with no state captured from outside: a captured running offset cost
        // dynamic exclusivity checks (~420 instructions a path).
        let hash = prefix.utf8.withContiguousStorageIfAvailable { head in
            name.utf8.withContiguousStorageIfAvailable { tail in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer -> Hash? in
                    let base = buffer.baseAddress!
                    var end = 0
                    if head.count > 0 {
                        base.initialize(from: head.baseAddress!, count: head.count)
                        base[head.count] = UInt8(ascii: ".")
                        end = head.count + 1
                    }
                    if tail.count > 0 { (base + end).initialize(from: tail.baseAddress!, count: tail.count) }
                    return asciiHash(UnsafeBufferPointer(start: base, count: end + tail.count))
                }
            }
        }
        guard case let found??? = hash else { return nil }
        return found
    }

    /// Adds an entry for a key that has no entry (the caller has just not found it, and has not
    /// changed the index since): `value`, the position of the key, under the key's `hash`.
    public mutating func insertNew(_ value: Int, hash: Hash) {
        precondition(value >= 0 && value <= Int(UInt32.max), "a path index holds positions below 2^32")
        if count + 1 > (mask + 1) / 2 { reserveCapacity(count + 1) }
        let entry = UInt64(hash.tag) << 32 | UInt64(value)
        slots.withUnsafeMutableBufferPointer { slots in
            var slot = Int(hash.tag) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        count += 1
    }

    /// Removes the entry of `value`, whose key has `hash`; false when there is none. Reads no
    /// key: a value is in one entry at most.
    @discardableResult
    public mutating func remove(_ value: Int, hash: Hash) -> Bool {
        guard count > 0, value >= 0, value <= Int(UInt32.max) else { return false }
        let entry = UInt64(hash.tag) << 32 | UInt64(value)
        let mask = mask
        let removed = slots.withUnsafeMutableBufferPointer { slots -> Bool in
            var hole = Int(hash.tag) & mask
            while slots[hole] != entry {
                if slots[hole] == 0 { return false }
                hole = (hole + 1) & mask
            }
            // Backward shift: each later entry of the run that may move into the hole (its own
            // slot is not cyclically after the hole) does, leaving its slot as the hole.
            var next = (hole + 1) & mask
            while slots[next] != 0 {
                let home = Int(UInt32(truncatingIfNeeded: slots[next] >> 32)) & mask
                if (next - home) & mask >= (next - hole) & mask {
                    slots[hole] = slots[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            slots[hole] = 0
            return true
        }
        if removed { count -= 1 }
        return removed
    }

    /// Makes room for `capacity` entries, at most half the slots in use: linear probing's runs
    /// stay short (~2.5 slots read to find a key absent at that load, ~1.5 to find one present).
    public mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > (mask + 1) / 2 else { return }
        var size = 16
        while size / 2 < capacity { size *= 2 }
        precondition(size <= 1 << 31, "a path index holds at most 2^30 entries")
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        let mask = mask
        slots.withUnsafeMutableBufferPointer { slots in
            for entry in old where entry != 0 {
                var slot = Int(UInt32(truncatingIfNeeded: entry >> 32)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = entry
            }
        }
    }

    /// Every entry's value, in ascending order.
    public var values: [Int] {
        slots.compactMap { $0 == 0 ? nil : Int(UInt32(truncatingIfNeeded: $0)) }.sorted()
    }
}
