#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Parallel
import TokenModel

extension StringCatalogKeyOrder {
    /// Keys' collation weights as flat byte strings, so that comparing two keys is one `memcmp`
    /// (then the shorter first) instead of walking arrays of elements: the order of ``compare(_:_:)``,
    /// exactly (`StringCatalogKeyOrderTests` checks it on random tricky keys). Sorting 100,000
    /// keys by ``SortKey`` cost three arrays and an optional array per number for each key, and
    /// the keys were sorted twice (the catalog's and the accessors').
    ///
    /// A key's bytes are its levels one after the other, each ended by a 0 byte that sorts
    /// before anything the level holds, so that a level that is a prefix of another sorts first:
    ///
    /// 1. per primary element, its class `c = primary / slot` (1...66) and offset in the class
    ///    `primary % slot`: `2c` alone when the offset is 0 (every ASCII character), else `2c + 1`
    ///    and the offset in 3 bytes, big-endian — so a class sorts before the next, and its ASCII
    ///    character before the others; a number instead is `2 × 39`, its digit count (one byte
    ///    below 255, else 255 and 4 bytes big-endian) and its digits (0...9), leading zeros
    ///    dropped — so numbers compare by value, as ``SortKey`` compares them;
    /// 2. per element, its secondary weight + 1 (1...0x71);
    /// 3. per primary element, its tertiary weight + 1 (1 or 2);
    /// 4. the key's UTF-8 (whose byte order is the order of its scalars: the final tie-break).
    ///
    /// Two keys that are one string to Swift (canonically equivalent: `é` and `e` + U+0301) have
    /// the same weights but different bytes; ``compare(_:_:)`` finds them equal.
    struct CollationKeys: Sendable {
        /// Every key's bytes, one after the other: written in place by ``part(_:_:)`` (through an
        /// array's `append(contentsOf:)`, each key's weights were made in a temporary first and
        /// copied, ~220 instructions a key) and handed over as they are.
        private let storage: OwnedBytes
        /// Every key's bytes, one after the other (a copy).
        var bytes: [UInt8] { Array(storage.bytes) }
        /// Where key `i`'s bytes start; `starts[count]` is the end of the last.
        private(set) var starts: [Int] = [0]
        /// Where key `i`'s UTF-8 starts (after its weights).
        private(set) var weightEnds: [Int] = []
        /// Whether any key is not ASCII.
        private(set) var hasNonASCII = false

        /// The number of keys.
        var count: Int { starts.count - 1 }

        /// From this many keys on, their bytes are made and sorted in parts on all cores.
        static let parallelThreshold = 8192

        /// The keys' bytes, made on all cores for many keys.
        init(_ keys: [String]) {
            let chunkCount = keys.count >= Self.parallelThreshold && ParallelMap.mapsMaySpread ? 16 : 1
            let chunks = ParallelMap.indices(chunkCount, threshold: 2) { chunk -> CollationKeys in
                Self.part(keys, (chunk * keys.count / chunkCount)..<((chunk + 1) * keys.count / chunkCount))
            }
            self.init(joining: chunks)
        }

        /// The bytes of `keys[range]` alone (a part to join with ``init(joining:)``).
        static func part(_ keys: [String], _ range: Range<Int>) -> CollationKeys {
            var bytes = ByteWriter(capacity: 40 * range.count)
            var starts = [0], weightEnds: [Int] = []
            starts.reserveCapacity(range.count + 1)
            weightEnds.reserveCapacity(range.count)
            var hasNonASCII = false
            for index in range {
                if !append(keys[index], to: &bytes) { hasNonASCII = true }
                weightEnds.append(bytes.count)
                bytes.append(keys[index])
                starts.append(bytes.count)
            }
            return CollationKeys(storage: bytes.takeBytes(), starts: starts, weightEnds: weightEnds, hasNonASCII: hasNonASCII)
        }

        private init(storage: OwnedBytes, starts: [Int], weightEnds: [Int], hasNonASCII: Bool) {
            self.storage = storage
            self.starts = starts
            self.weightEnds = weightEnds
            self.hasNonASCII = hasNonASCII
        }

        /// The parts' keys one after the other, each part copied into place on its own core (at
        /// 100,000 keys the 5 MB of bytes and the 200,000 offsets, copied on one core, took ~4 ms
        /// while the other waited).
        init(joining parts: [CollationKeys]) {
            guard parts.count > 1 else {
                self = parts.first ?? .part([], 0..<0)
                return
            }
            var byteEnds = [0], keyEnds = [0]
            for part in parts {
                byteEnds.append(byteEnds[byteEnds.count - 1] + part.bytes.count)
                keyEnds.append(keyEnds[keyEnds.count - 1] + part.count)
            }
            let byteOffsets = byteEnds, keyOffsets = keyEnds
            let byteCount = byteOffsets[parts.count], keyCount = keyOffsets[parts.count]
            var weightEnds: [Int] = []
            var starts: [Int] = []
            guard let bytes = malloc(max(byteCount, 1))?.assumingMemoryBound(to: UInt8.self) else { fatalError("out of memory (\(byteCount) bytes)") }
            starts = [Int](unsafeUninitializedCapacity: keyCount + 1) { starts, startsMade in
                weightEnds = [Int](unsafeUninitializedCapacity: keyCount) { weightEnds, endsMade in
                    let target = JoinTarget(bytes: bytes, starts: starts.baseAddress!, weightEnds: weightEnds.baseAddress)
                    target.starts[0] = 0
                    _ = ParallelMap.indices(parts.count, threshold: 2) { index in
                        let part = parts[index], base = byteOffsets[index], first = keyOffsets[index]
                        let source = part.storage.bytes
                        if let from = source.baseAddress { (target.bytes + base).initialize(from: from, count: source.count) }
                        for key in 0..<part.count {
                            (target.starts + first + key + 1).initialize(to: base + part.starts[key + 1])
                            (target.weightEnds! + first + key).initialize(to: base + part.weightEnds[key])
                        }
                    }
                    endsMade = keyCount
                }
                startsMade = keyCount + 1
            }
            storage = OwnedBytes(base: bytes, count: byteCount)
            self.starts = starts
            self.weightEnds = weightEnds
            hasNonASCII = parts.contains { $0.hasNonASCII }
        }

        /// Where ``init(joining:)`` copies the parts, each part to its own places.
        private struct JoinTarget: @unchecked Sendable {
            let bytes: UnsafeMutablePointer<UInt8>
            let starts: UnsafeMutablePointer<Int>
            let weightEnds: UnsafeMutablePointer<Int>?
        }

        /// Appends a key's weights to `out`; whether the key is ASCII. An ASCII key's are written
        /// in place.
        private static func append(_ key: String, to out: inout ByteWriter) -> Bool {
            let ascii = StringCatalogDirectText.withBytes(key) { utf8 -> Bool in
                guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
                // Room for the most an ASCII key's weights take: at the first level at most 3
                // bytes a character (a one-digit number takes 3, one of n ≥ 255 digits n + 6),
                // at the others 1, and 3 terminators.
                out.append(upTo: 5 * utf8.count + 3) { StringCatalogKeyOrder.writeASCIIWeights(utf8, to: $0) }
                return true
            }
            guard !ascii else { return true }
            var weights: [UInt8] = []
            StringCatalogKeyOrder.appendWeights(of: StringCatalogKeyOrder.elements(of: key), to: &weights)
            out.append(weights)
            return false
        }

        /// -1, 0 or 1, as ``StringCatalogKeyOrder/compare(_:_:)`` compares the keys (but for keys
        /// that are one string in different bytes, which it finds equal).
        func compare(_ a: Int, _ b: Int) -> Int {
            withPointers { Self.compare(a, b, bytes: $0, starts: $1) }
        }

        @inline(__always)
        private static func compare(_ a: Int, _ b: Int, bytes: UnsafePointer<UInt8>, starts: UnsafeBufferPointer<Int>) -> Int {
            let aStart = starts[a], aCount = starts[a + 1] - aStart
            let bStart = starts[b], bCount = starts[b + 1] - bStart
            let common = memcmp(bytes + aStart, bytes + bStart, min(aCount, bCount))
            if common != 0 { return common < 0 ? -1 : 1 }
            return aCount == bCount ? 0 : (aCount < bCount ? -1 : 1)
        }

        /// Whether keys `a` and `b` are the same key, byte for byte.
        func same(_ a: Int, _ b: Int) -> Bool { compare(a, b) == 0 }

        /// Whether keys `a` and `b` have the same weights at every level (only their code
        /// points may differ).
        func sameWeights(_ a: Int, _ b: Int) -> Bool {
            let aCount = weightEnds[a] - starts[a], bCount = weightEnds[b] - starts[b]
            guard aCount == bCount else { return false }
            return withPointers { bytes, _ in memcmp(bytes + starts[a], bytes + starts[b], aCount) == 0 }
        }

        /// The keys' indices in Xcode's order; equal keys in index order. Many keys are sorted
        /// in two halves on all cores, then merged.
        func sortedIndices() -> [Int32] {
            merged(sortedHalves())
        }

        /// The keys' indices in two halves (for many keys, sorted on all cores) or one, each in
        /// Xcode's order; ``merged(_:)`` makes them the whole order.
        func sortedHalves() -> [[Int32]] {
            guard count > 1 else { return [(0..<Int32(count)).map { $0 }] }
            let halves = count >= Self.parallelThreshold && ParallelMap.mapsMaySpread ? 2 : 1
            return ParallelMap.indices(halves, threshold: 2) { half -> [Int32] in
                var order = ((half * count / halves)..<((half + 1) * count / halves)).map { Int32($0) }
                withPointers { base, starts in
                    order.sort { a, b in
                        let order = Self.compare(Int(a), Int(b), bytes: base, starts: starts)
                        return order < 0 || (order == 0 && a < b)
                    }
                }
                return order
            }
        }

        /// The halves of ``sortedHalves()`` merged: the keys' indices in Xcode's order.
        func merged(_ sortedHalves: [[Int32]]) -> [Int32] {
            guard sortedHalves.count == 2 else { return sortedHalves.first ?? [] }
            let (first, second) = (sortedHalves[0], sortedHalves[1])
            var merged: [Int32] = []
            merged.reserveCapacity(count)
            withPointers { base, starts in
                var i = 0, j = 0
                // Every index of the first half is below those of the second: a tie takes the first.
                while i < first.count && j < second.count {
                    if Self.compare(Int(second[j]), Int(first[i]), bytes: base, starts: starts) < 0 {
                        merged.append(second[j])
                        j += 1
                    } else {
                        merged.append(first[i])
                        i += 1
                    }
                }
                merged.append(contentsOf: first[i...])
                merged.append(contentsOf: second[j...])
            }
            return merged
        }

        private func withPointers<Result>(_ body: (UnsafePointer<UInt8>, UnsafeBufferPointer<Int>) -> Result) -> Result {
            withExtendedLifetime(storage) { starts.withUnsafeBufferPointer { body(storage.bytes.baseAddress!, $0) } }
        }
    }

    /// Writes the weights of an ASCII key (see ``CollationKeys``), made from its bytes — no
    /// element array, no decomposition — at `out` (room for `5 × count + 3` bytes); returns
    /// their length.
    static func writeASCIIWeights(_ key: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        asciiClassByte.withUnsafeBufferPointer { writeASCIIWeights(key, to: out, classBytes: $0) }
    }

    private static func writeASCIIWeights(_ key: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>,
                                          classBytes asciiClassByte: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        var elements = 0
        var index = 0
        var hasUppercase = false
        let count = key.count
        // Level 1.
        while index < count {
            let byte = key[index]
            if byte >= 0x30 && byte <= 0x39 {
                var start = index
                while index < count && key[index] >= 0x30 && key[index] <= 0x39 { index += 1 }
                while index - start > 1 && key[start] == 0x30 { start += 1 }
                length += writeNumber(UnsafeBufferPointer(rebasing: key[start..<index]), digitsAreValues: false, to: out + length)
                elements += 1
                continue
            }
            index += 1
            hasUppercase = hasUppercase || (byte >= 0x41 && byte <= 0x5A)
            let weight = asciiClassByte[Int(byte)]
            guard weight > 0 else { continue }  // control characters are ignored
            out[length] = weight
            length += 1
            elements += 1
        }
        out[length] = 0
        length += 1
        // Level 2: no accents in ASCII.
        (out + length).initialize(repeating: 1, count: elements)
        length += elements
        out[length] = 0
        length += 1
        // Level 3: uppercase letters 2, everything else 1 (numbers included): without uppercase
        // letters (most keys), the second level again.
        guard hasUppercase else {
            (out + length).initialize(repeating: 1, count: elements)
            length += elements
            out[length] = 0
            return length + 1
        }
        index = 0
        while index < count {
            let byte = key[index]
            if byte >= 0x30 && byte <= 0x39 {
                while index < count && key[index] >= 0x30 && key[index] <= 0x39 { index += 1 }
                out[length] = 1
                length += 1
                continue
            }
            index += 1
            guard asciiClassByte[Int(byte)] > 0 else { continue }
            out[length] = byte >= 0x41 && byte <= 0x5A ? 2 : 1
            length += 1
        }
        out[length] = 0
        return length + 1
    }

    /// The first-level byte of each ASCII character: twice its class (its offset is 0); 0 for
    /// the ignored controls (and the digits, only reached as numbers).
    private static let asciiClassByte: [UInt8] = asciiPrimary.map { UInt8($0 / slot * 2) }

    /// Appends the weights of any key from its collation elements (see ``CollationKeys``).
    static func appendWeights(of elements: [Element], to out: inout [UInt8]) {
        for element in elements where element.primary != 0 {
            if let number = element.number {
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: number.count + 6) { room in
                    let length = number.withUnsafeBufferPointer { writeNumber($0, digitsAreValues: true, to: room.baseAddress!) }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: room[..<length]))
                }
                continue
            }
            let weightClass = element.primary / slot, offset = element.primary % slot
            if offset == 0 {
                out.append(UInt8(2 * weightClass))
            } else {
                out.append(UInt8(2 * weightClass + 1))
                out.append(UInt8(truncatingIfNeeded: offset >> 16))
                out.append(UInt8(truncatingIfNeeded: offset >> 8))
                out.append(UInt8(truncatingIfNeeded: offset))
            }
        }
        out.append(0)
        for element in elements { out.append(UInt8(element.secondary + 1)) }
        out.append(0)
        for element in elements where element.primary != 0 { out.append(UInt8(element.tertiary + 1)) }
        out.append(0)
    }

    /// Writes a number's first-level bytes — its class byte, digit count and digits (given as
    /// ASCII digits, or as their values) — at `out` (room for `count + 6` bytes); returns their
    /// length.
    private static func writeNumber(_ digits: UnsafeBufferPointer<UInt8>, digitsAreValues: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(2 * numberClass)
        var length = 1
        if digits.count < 255 {
            out[1] = UInt8(digits.count)
            length = 2
        } else {
            let count = UInt32(digits.count)
            out[1] = 255
            out[2] = UInt8(truncatingIfNeeded: count >> 24)
            out[3] = UInt8(truncatingIfNeeded: count >> 16)
            out[4] = UInt8(truncatingIfNeeded: count >> 8)
            out[5] = UInt8(truncatingIfNeeded: count)
            length = 6
        }
        for (index, digit) in digits.enumerated() { out[length + index] = digitsAreValues ? digit : digit - 0x30 }
        return length + digits.count
    }
}
