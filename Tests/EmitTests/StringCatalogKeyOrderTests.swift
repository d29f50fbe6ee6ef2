@testable import Emit
import XCTest

/// ``StringCatalogKeyOrder/CollationKeys`` (flat byte keys compared with `memcmp`, what sorting
/// uses) against ``StringCatalogKeyOrder/compare(_:_:)`` (the collation elements compared level by
/// level, the reference): the same sign for every pair of many random keys built from pieces
/// where the order is delicate.
final class StringCatalogKeyOrderTests: XCTestCase {
    /// Pieces of keys: numbers (leading zeros, zeros only, long), letters in both cases, accents
    /// precomposed and combining, punctuation and symbols of the ASCII order, controls (ignored),
    /// and characters beyond ASCII of each class (dashes, spaces, symbols, currency, letters
    /// of other scripts, a digit that is not ASCII, a character canonically equal to an ASCII one).
    private static let pieces: [String] = [
        "0", "00", "007", "7", "1", "9", "10", "010", "99", "100", "2", "20", "0000",
        "a", "A", "b", "B", "e", "E", "z", "Z", "ab", "Ab", "aB", "item", "Item", "ITEM",
        "é", "É", "e\u{301}", "E\u{301}", "ё", "ñ", "n\u{303}", "\u{301}", "\u{300}\u{301}", "ß", "æ", "Å", "A\u{30A}",
        ".", "-", "_", " ", ",", ";", ":", "!", "?", "'", "\"", "(", ")", "[", "]", "{", "}", "@", "*", "/", "\\", "&",
        "#", "%", "`", "^", "+", "<", "=", ">", "|", "~", "$", "\t", "\n", "\r\n",
        "\u{01}", "\u{1F}", "\u{7F}",
        "–", "—", "\u{00A0}", "\u{2028}", "©", "±", "€", "£", "…", "«", "日", "本", "ä", "Ω", "\u{2126}", "\u{212A}", "K",
        "٣", "½", "🎉", "한",
    ]

    /// A deterministic generator (splitmix64), so a failure can be replayed.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    private static func key(_ random: inout Random) -> String {
        (0..<random.below(7)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    func testByteKeysCompareAsTheElementsDo() {
        var random = Random(state: 20_251_128)
        var keys: [String] = []
        for _ in 0..<6000 {
            let a = Self.key(&random)
            // Often a near neighbour: the same key with one piece changed, added or dropped.
            var b = Self.key(&random)
            if random.below(2) == 0 {
                var parts = Array(a.unicodeScalars)
                let piece = Array(Self.pieces[random.below(Self.pieces.count)].unicodeScalars)
                let at = parts.isEmpty ? 0 : random.below(parts.count)
                switch random.below(3) {
                case 0: parts.insert(contentsOf: piece, at: at)
                case 1 where !parts.isEmpty: parts.remove(at: at)
                default: parts.replaceSubrange(at..<min(at + 1, parts.count), with: piece)
                }
                b = String(String.UnicodeScalarView(parts))
            }
            keys += [a, b]
        }
        let collation = StringCatalogKeyOrder.CollationKeys(keys)
        XCTAssertEqual(collation.count, keys.count)
        var mismatches: [String] = []
        for pair in stride(from: 0, to: keys.count, by: 2) {
            let expected = StringCatalogKeyOrder.compare(keys[pair], keys[pair + 1])
            let found = collation.compare(pair, pair + 1)
            XCTAssertEqual(collation.compare(pair + 1, pair), -found, "antisymmetric")
            // Canonically equivalent keys (`Å`, `A\u{30A}`) are one key to the reference (and to
            // the emitter's dictionaries); the bytes still order them, by code points.
            if expected == 0 && keys[pair] == keys[pair + 1] {
                XCTAssertTrue(collation.sameWeights(pair, pair + 1), keys[pair].debugDescription)
                continue
            }
            if expected != found { mismatches.append("\(keys[pair].debugDescription) vs \(keys[pair + 1].debugDescription): \(expected), bytes \(found)") }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// An ASCII key's weights written from its bytes (``StringCatalogKeyOrder/writeASCIIWeights(_:to:)``,
    /// with its shortcut for keys without uppercase letters) are those of its collation elements.
    func testASCIIWeightsAreTheElementsWeights() {
        var random = Random(state: 99)
        let asciiPieces = Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for round in 0..<4000 {
            var key = (0..<random.below(9)).map { _ in asciiPieces[random.below(asciiPieces.count)] }.joined()
            if round % 2 == 0 { key = key.lowercased() }
            var expected: [UInt8] = []
            StringCatalogKeyOrder.appendWeights(of: StringCatalogKeyOrder.elements(of: key), to: &expected)
            let written = Array(key.utf8).withUnsafeBufferPointer { bytes in
                [UInt8](unsafeUninitializedCapacity: 5 * bytes.count + 3) { out, made in
                    made = StringCatalogKeyOrder.writeASCIIWeights(bytes, to: out.baseAddress!)
                }
            }
            XCTAssertEqual(written, expected, key.debugDescription)
        }
    }

    /// Sorting many keys gives the order of sorting with the reference comparison.
    func testSortedKeysFollowTheReferenceOrder() {
        var random = Random(state: 7)
        // Enough keys for the byte keys to be made in parts on all cores.
        let keys = (0..<9000).map { index in index % 3 == 0 ? "copy.g\(index % 40).c\(index)" : Self.key(&random) }
        let sorted = StringCatalogKeyOrder.sorted(keys)
        XCTAssertEqual(sorted.count, keys.count)
        var misordered = 0
        for (a, b) in zip(sorted, sorted.dropFirst()) where StringCatalogKeyOrder.compare(a, b) > 0 { misordered += 1 }
        XCTAssertEqual(misordered, 0)
        // The same keys, byte for byte.
        let bytes = { (strings: [String]) in strings.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) } }
        XCTAssertTrue(bytes(sorted) == bytes(keys))
    }

    /// Numbers of every length compare by value, across the digit counts whose length takes one
    /// byte and those that take five.
    func testLongNumbersCompareByValue() {
        let lengths = [1, 2, 254, 255, 256, 300, 1000]
        var keys: [String] = []
        for length in lengths {
            keys.append("n" + String(repeating: "9", count: length))
            keys.append("n1" + String(repeating: "0", count: length - 1))
            keys.append("n0" + String(repeating: "9", count: length))
        }
        // Keys of one-digit numbers, whose weights take the most bytes per character.
        keys += ["1.1.1.1.1.1.1.1.1.1.1", "1.1.1.1.1.1.1.1.1.1.2", "9a9a9a9a9a9a9", "9a9a9a9a9a9a", "0", "1", "01"]
        let collation = StringCatalogKeyOrder.CollationKeys(keys)
        for a in keys.indices {
            for b in keys.indices {
                XCTAssertEqual(collation.compare(a, b), StringCatalogKeyOrder.compare(keys[a], keys[b]), "\(a) \(b)")
            }
        }
    }

    /// Same-weight keys: `sameWeights` holds for keys that differ only in code points the weights
    /// ignore (controls) or decompose alike, and not otherwise; `same` only for identical keys.
    func testSameWeightsAndSameKeys() {
        let keys = ["café", "cafe\u{301}", "caf\u{01}é", "cafe", "Café", "café"]
        let collation = StringCatalogKeyOrder.CollationKeys(keys)
        XCTAssertTrue(collation.hasNonASCII)
        XCTAssertTrue(collation.sameWeights(0, 1))
        XCTAssertTrue(collation.sameWeights(0, 2))
        XCTAssertFalse(collation.sameWeights(0, 3))
        XCTAssertFalse(collation.sameWeights(0, 4))
        XCTAssertFalse(collation.same(0, 1))
        XCTAssertTrue(collation.same(0, 5))
        XCTAssertFalse(StringCatalogKeyOrder.CollationKeys(["a", "b"]).hasNonASCII)
    }

    /// Keys weighed in parts and joined (``StringCatalogKeyOrder/CollationKeys/init(joining:)``,
    /// as the String Catalog's entries are read on all cores) are the keys weighed in one pass:
    /// the same bytes, offsets and weight ends, cut anywhere (empty parts and ASCII-only parts
    /// beside others included).
    func testKeysWeighedInPartsAreTheKeysWeighedAtOnce() {
        var random = Random(state: 13)
        let keys = (0..<3000).map { index in index % 3 == 0 ? "copy.g\(index % 17).c\(index)" : Self.key(&random) }
        let whole = StringCatalogKeyOrder.CollationKeys.part(keys, keys.indices)
        for cutCount in [1, 2, 3, 16, 40] {
            var cuts = (0..<cutCount - 1).map { _ in random.below(keys.count + 1) }
            cuts += [0, keys.count, cuts.first ?? 0]  // an empty part too
            cuts.sort()
            let parts = (0..<(cuts.count - 1)).map { StringCatalogKeyOrder.CollationKeys.part(keys, cuts[$0]..<cuts[$0 + 1]) }
            let joined = StringCatalogKeyOrder.CollationKeys(joining: parts)
            XCTAssertEqual(joined.bytes, whole.bytes, "\(cutCount) cuts")
            XCTAssertEqual(joined.starts, whole.starts, "\(cutCount) cuts")
            XCTAssertEqual(joined.weightEnds, whole.weightEnds, "\(cutCount) cuts")
            XCTAssertEqual(joined.hasNonASCII, whole.hasNonASCII)
            XCTAssertEqual(joined.sortedIndices(), whole.sortedIndices())
        }
        XCTAssertTrue(whole.hasNonASCII)
        let ascii = StringCatalogKeyOrder.CollationKeys(joining: [.part(["b", "a"], 0..<2), .part(["c"], 0..<1)])
        XCTAssertFalse(ascii.hasNonASCII)
        XCTAssertEqual(ascii.sortedIndices(), [1, 0, 2])
    }
}
