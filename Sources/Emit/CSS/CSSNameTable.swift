import TokenModel

/// A quick check that no two custom properties of a stylesheet have the same name, on the names'
/// bytes: an open-addressing table of hashes of every name (a token's base name plus each of its
/// suffixes), with no string made per name. It only answers "certainly none"; when it finds two
/// equal names, or a name that is not ASCII (whose equality as a `String` is not equality of
/// bytes), ``CSSBlockPlan`` finds and reports the collisions with a dictionary of the names, as
/// it always did.
enum CSSNameTable {
    /// True when every name is ASCII and no two are equal.
    static func hasNoCollision(tokens: [ResolvedToken], bases: [String?], defaultMode: Int) -> Bool {
        // Each name as (token index, suffix number), made once.
        var entries: [(token: Int32, suffix: Int8, hash: UInt64)] = []
        entries.reserveCapacity(tokens.count)
        for index in tokens.indices {
            guard let suffixes = CSSPropertySuffixes(of: tokens[index].values[defaultMode]) else { continue }
            guard let base = bases[index] else { continue }
            var ascii = true
            suffixes.forEachNumber { number in
                guard let hash = Self.hash(base: base, suffix: number) else { return ascii = false }
                entries.append((Int32(truncatingIfNeeded: index), number, hash))
            }
            guard ascii else { return false }
        }
        guard tokens.count < Int(Int32.max) else { return false }
        var capacity = 16
        while capacity < 2 * entries.count { capacity *= 2 }
        let mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)  // index into entries, -1 empty
        return slots.withUnsafeMutableBufferPointer { slots -> Bool in
            for (position, entry) in entries.enumerated() {
                var slot = Int(truncatingIfNeeded: entry.hash) & mask
                while slots[slot] >= 0 {
                    let other = entries[Int(slots[slot])]
                    if other.hash == entry.hash, Self.equal(bases[Int(entry.token)]!, entry.suffix, bases[Int(other.token)]!, other.suffix) { return false }
                    slot = (slot + 1) & mask
                }
                slots[slot] = Int32(truncatingIfNeeded: position)
            }
            return true
        }
    }

    /// FNV-1a of the name's bytes, finished so that the low bits mix the whole name; nil when
    /// the name is not contiguous ASCII.
    private static func hash(base: String, suffix: Int8) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var ascii = true
        let done: Void? = base.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                if byte >= 0x80 { ascii = false }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        guard done != nil, ascii else { return nil }
        let text = CSSPropertySuffixes.suffix(number: suffix)
        for offset in 0..<text.utf8CodeUnitCount {
            hash = (hash ^ UInt64(text.utf8Start[offset])) &* 0x0000_0100_0000_01b3
        }
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return hash
    }

    /// Whether two names (base name + suffix) have the same bytes.
    private static func equal(_ base: String, _ suffix: Int8, _ otherBase: String, _ otherSuffix: Int8) -> Bool {
        let text = CSSPropertySuffixes.suffix(number: suffix), otherText = CSSPropertySuffixes.suffix(number: otherSuffix)
        guard base.utf8.count + text.utf8CodeUnitCount == otherBase.utf8.count + otherText.utf8CodeUnitCount else { return false }
        var left = Array(base.utf8)
        left.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        var right = Array(otherBase.utf8)
        right.append(contentsOf: UnsafeBufferPointer(start: otherText.utf8Start, count: otherText.utf8CodeUnitCount))
        return left == right
    }
}
