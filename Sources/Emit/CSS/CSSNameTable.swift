import TokenModel

/// A quick check that no two custom properties of a stylesheet have the same name, on the names'
/// bytes: an open-addressing table of hashes of every name (a token's base name plus each of its
/// suffixes), with no string made per name. It only answers "certainly none"; when it finds two
/// equal names, or a name that is not ASCII (whose equality as a `String` is not equality of
/// bytes), ``CSSBlockPlan`` finds and reports the collisions with a dictionary of the names, as
/// it always did.
enum CSSNameTable {
    /// True when every name is ASCII and no two are equal.
    static func hasNoCollision(tokens: [ResolvedToken], bases: CSSBaseNames, defaultMode: Int) -> Bool {
        bases.withBytes { bases in hasNoCollision(tokens: tokens, bases: bases, defaultMode: defaultMode) }
    }

    private static func hasNoCollision(tokens: [ResolvedToken], bases: CSSBaseNames.Bytes, defaultMode: Int) -> Bool {
        // Each name as (token index, suffix number), made once.
        var entries: [(token: Int32, suffix: Int8, hash: UInt64)] = []
        entries.reserveCapacity(tokens.count + tokens.count / 2)
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

    /// A hash of the name's bytes, base name then suffix as one stream (equal names have equal
    /// hashes however they are split), eight bytes at a time; nil when the name is not ASCII.
    private static func hash(base: UnsafeBufferPointer<UInt8>, suffix: Int8) -> UInt64? {
        var hasher = Hasher64()
        if let start = base.baseAddress { hasher.feed(start, base.count) }
        let text = CSSPropertySuffixes.suffix(number: suffix)
        hasher.feed(text.utf8Start, text.utf8CodeUnitCount)
        return hasher.isASCII ? hasher.finish() : nil
    }

    /// A streaming hash of bytes: whole words as they come, the rest kept until a word is full.
    private struct Hasher64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var pending: UInt64 = 0
        var pendingCount: UInt64 = 0
        var total: UInt64 = 0
        var high: UInt64 = 0

        var isASCII: Bool { (high | pending) & 0x8080_8080_8080_8080 == 0 }

        @inline(__always)
        mutating func word(_ word: UInt64) {
            high |= word
            let mixed = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash = (mixed << 29) | (mixed >> 35)
        }

        @inline(__always)
        mutating func feed(_ start: UnsafePointer<UInt8>, _ count: Int) {
            total &+= UInt64(count)
            var offset = 0
            if pendingCount == 0 {
                let raw = UnsafeRawPointer(start)
                while offset + 8 <= count {
                    word(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
            }
            while offset < count {
                pending |= UInt64(start[offset]) << (8 * pendingCount)
                pendingCount += 1
                offset += 1
                if pendingCount == 8 {
                    word(pending)
                    pending = 0
                    pendingCount = 0
                }
            }
        }

        mutating func finish() -> UInt64 {
            word(pending ^ (total << 56))
            var h = hash
            h ^= h >> 29
            h &*= 0xbf58_476d_1ce4_e5b9
            h ^= h >> 32
            return h
        }
    }

    /// Whether two names (base name + suffix) have the same bytes.
    private static func equal(_ base: UnsafeBufferPointer<UInt8>, _ suffix: Int8, _ otherBase: UnsafeBufferPointer<UInt8>,
                              _ otherSuffix: Int8) -> Bool {
        let text = CSSPropertySuffixes.suffix(number: suffix), otherText = CSSPropertySuffixes.suffix(number: otherSuffix)
        guard base.count + text.utf8CodeUnitCount == otherBase.count + otherText.utf8CodeUnitCount else { return false }
        var left = Array(base)
        left.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        var right = Array(otherBase)
        right.append(contentsOf: UnsafeBufferPointer(start: otherText.utf8Start, count: otherText.utf8CodeUnitCount))
        return left == right
    }
}
