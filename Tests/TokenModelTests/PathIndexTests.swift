import Diagnostics
@testable import TokenModel
import XCTest
import YAML

/// `PathIndex` must answer exactly as the `[String: Int]` it replaced: keys equal as Swift
/// strings are (canonical equivalence), whatever the hashes, the table's size or its history of
/// insertions and removals.
final class PathIndexTests: XCTestCase {
    /// Keys that stress equality and hashing: canonically equivalent spellings (Kelvin sign and
    /// K, NFC and NFD é, an angstrom sign and Å), the empty string, "\r\n" (one character of two
    /// ASCII bytes), a very long key, near misses of it, and ordinary dotted paths.
    private static let awkwardKeys: [String] = {
        let long = String(repeating: "color.brand.primary.", count: 500)
        var keys = ["", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "\u{212B}", "\u{C5}", "A\u{30A}", "a\r\nb", "a\nb",
                    "\u{1F600}", "ß", "ss", long, long + "x", long + "y", String(long.dropLast()),
                    "color.K", "color.\u{212A}", "😀.$root"]
        for i in 0..<300 { keys.append("size.s\(i)") }
        return keys
    }()

    /// A model of the index: the keys by value, and the dictionary the index replaced.
    private struct Model {
        var keys: [String] = []
        var dictionary: [String: Int] = [:]
        var index = PathIndex()
        let hash: (String) -> PathIndex.Hash

        /// Adds `key` unless an equal key is indexed, as the loader does (first wins).
        mutating func add(_ key: String) {
            let h = hash(key)
            let keys = keys
            let found = index.find(key, hash: h) { keys[$0] }
            XCTAssertEqual(found, dictionary[key], "find before adding \(key.debugDescription)")
            guard found == nil else { return }
            dictionary[key] = self.keys.count
            index.insertNew(self.keys.count, hash: h)
            self.keys.append(key)
        }

        /// Removes the entry of `key`'s value, as the streaming loader's undo does.
        mutating func remove(_ key: String) {
            let value = dictionary.removeValue(forKey: key)
            if let value {
                XCTAssertTrue(index.remove(value, hash: hash(keys[value])), "remove \(key.debugDescription)")
            }
        }

        /// Checks every key ever used, and some never used.
        func check(_ probes: [String], file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(index.count, dictionary.count, file: file, line: line)
            XCTAssertEqual(index.values, dictionary.values.sorted(), file: file, line: line)
            let keys = keys
            for key in probes + keys + ["absent", "K.", "\u{212A}\u{212A}"] {
                XCTAssertEqual(index.find(key, hash: hash(key)) { keys[$0] }, dictionary[key], key.debugDescription,
                               file: file, line: line)
            }
        }
    }

    /// Runs a seeded random sequence of additions and removals against the dictionary.
    private func exercise(hash: @escaping (String) -> PathIndex.Hash, seed: UInt64, keys: [String]) {
        var model = Model(hash: hash)
        var generator = SplitMix(seed: seed)
        for step in 0..<2_000 {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            if generator.next() % 3 == 0 { model.remove(key) } else { model.add(key) }
            if step % 97 == 0 { model.check(keys) }
        }
        model.check(keys)
        // Everything removed, then added again: the emptied table finds nothing stale.
        for key in keys { model.remove(key) }
        model.check(keys)
        XCTAssertTrue(model.index.isEmpty)
        for key in keys.reversed() { model.add(key) }
        model.check(keys)
    }

    /// Looked up by ASCII bytes (a spec's `{path}`, without making a string), the index answers
    /// as by the string — a Kelvin-sign key is found from `K` when it was indexed first — and
    /// declines text that is not ASCII.
    func testLookupByASCIIBytesAgreesWithTheString() {
        for keys in [Self.awkwardKeys, Array(Self.awkwardKeys.reversed()), ["\u{212A}", "color.\u{212A}"] + Self.awkwardKeys] {
            let index = PathIndex(count: keys.count) { keys[$0] }
            var first: [String: Int] = [:]
            for (i, key) in keys.enumerated() where first[key] == nil { first[key] = i }
            for probe in keys + ["absent", "K.", "size.s300", "color.k", "\u{212A}x"] {
                let bytes = Array(probe.utf8)
                let found = bytes.withUnsafeBufferPointer { index.find(ascii: $0) { keys[$0] } }
                if bytes.allSatisfy({ $0 < 0x80 }) {
                    XCTAssertEqual(found, .some(first[probe]), probe.debugDescription)
                } else {
                    XCTAssertTrue(found == nil, "non-ASCII \(probe.debugDescription) was looked up")
                }
            }
        }
        let empty = PathIndex()
        XCTAssertEqual(Array("a.b".utf8).withUnsafeBufferPointer { empty.find(ascii: $0) { _ in "" } }, .some(nil))
    }

    func testAgreesWithDictionary() {
        for seed in 1...4 as ClosedRange<UInt64> { exercise(hash: PathIndex.hash, seed: seed, keys: Self.awkwardKeys) }
    }

    /// Every key under one tag: each probe compares keys, every run is one cluster.
    func testAgreesWithDictionaryWhenEveryHashCollides() {
        for seed in 1...3 as ClosedRange<UInt64> {
            exercise(hash: { _ in PathIndex.Hash(tag: 0x8000_0001) }, seed: seed, keys: Self.awkwardKeys)
        }
    }

    /// Four tags whose home slots are the table's last four, whatever its size: every run wraps
    /// around the end, and removals shift entries back across it. (Derived from `hashValue`, so
    /// that equal keys still share a tag.)
    func testAgreesWithDictionaryWhenRunsWrapAround() {
        for seed in 1...3 as ClosedRange<UInt64> {
            exercise(hash: { PathIndex.Hash(tag: 0xFFFF_FFFC | UInt32(truncatingIfNeeded: $0.hashValue) & 3) }, seed: seed,
                     keys: Self.awkwardKeys)
        }
    }

    func testCanonicallyEquivalentKeysAreOneKey() {
        let keys = ["K", "caf\u{E9}", "\u{C5}"]
        let index = PathIndex(count: keys.count) { keys[$0] }
        XCTAssertEqual(index.find("\u{212A}") { keys[$0] }, 0)
        XCTAssertEqual(index.find("cafe\u{301}") { keys[$0] }, 1)
        XCTAssertEqual(index.find("A\u{30A}") { keys[$0] }, 2)
        XCTAssertEqual(index.find("\u{212B}") { keys[$0] }, 2)
        XCTAssertNil(index.find("k") { keys[$0] })
    }

    /// The bytes' hash is consistent with `==` only if `asciiEquivalent(of:)` knows every scalar
    /// that Swift finds equal to an ASCII string: checked for every scalar against every ASCII
    /// string of one or two characters (no canonical decomposition of one scalar is longer and
    /// ASCII).
    func testEveryScalarEqualToAnASCIIStringIsKnown() {
        var ascii: [String: String] = [:]
        for a in 0..<128 {
            let one = String(UnicodeScalar(UInt8(a)))
            ascii[one] = one
            for b in 0..<128 {
                let two = one + String(UnicodeScalar(UInt8(b)))
                ascii[two] = two
            }
        }
        XCTAssertEqual(ascii.count, 128 + 128 * 128)  // no two ASCII strings are equal
        var equivalents: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = UnicodeScalar(value) else { continue }
            let text = String(scalar)
            let known = PathIndex.asciiEquivalent(of: text).map { String(decoding: $0, as: UTF8.self) }
            XCTAssertEqual(known, ascii[text], "U+\(String(value, radix: 16))")
            if let known {
                equivalents.append(text)
                XCTAssertEqual(PathIndex.hash(text).tag, PathIndex.hash(known).tag)
                XCTAssertEqual(PathIndex.hash("a." + text + ".b").tag, PathIndex.hash("a." + known + ".b").tag)
            }
        }
        XCTAssertEqual(equivalents, ["\u{037E}", "\u{1FEF}", "\u{212A}"])
    }

    /// Keys of every length up to 40 (each of the bytes' hash's branches), ASCII and not: equal
    /// keys hash alike, ASCII-ness is told right, and one changed byte changes the tag.
    func testTheBytesHashAtEveryLength() {
        for length in 0...40 {
            let key = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            let hash = PathIndex.hash(key)
            XCTAssertTrue(hash.isASCII)
            XCTAssertEqual(hash.tag, PathIndex.hash(String(decoding: Array(key.utf8), as: UTF8.self)).tag)
            for i in 0..<length {
                var bytes = Array(key.utf8)
                bytes[i] = UInt8(ascii: "Z")
                XCTAssertNotEqual(PathIndex.hash(String(decoding: bytes, as: UTF8.self)).tag, hash.tag, "\(length) \(i)")
                bytes[i] = 0xC3
                bytes.insert(0xA9, at: i + 1)  // é
                XCTAssertFalse(PathIndex.hash(String(decoding: bytes, as: UTF8.self)).isASCII, "\(length) \(i)")
            }
        }
        XCTAssertFalse(PathIndex.hash("\u{212A}").isASCII)
        XCTAssertEqual(PathIndex.hash("\u{212A}").tag, PathIndex.hash("K").tag)
        XCTAssertEqual(PathIndex.hash("caf\u{E9}").tag, PathIndex.hash("cafe\u{301}").tag)
    }

    /// The hash of a path made of a group's path and a name, for the prefetch ahead of making
    /// it, is the path's own; nothing for a path that is not ASCII or is long.
    func testTheHashOfAJoinedPathIsThePaths() {
        let long = String(repeating: "x", count: 250)
        for (prefix, name) in [("", "a"), ("", ""), ("color", "brand"), ("a.b.c", ""), ("", "x.y"),
                               ("color.palette.brand.primary.shade", "500"), (long, "12345"), (String(long.prefix(5)), long)] {
            let path = prefix.isEmpty ? name : prefix + "." + name
            XCTAssertEqual(PathIndex.asciiHash(joining: prefix, name)?.tag, PathIndex.hash(path).tag, path)
            XCTAssertEqual(PathIndex.asciiHash(joining: prefix, name)?.isASCII, true, path)
        }
        XCTAssertNil(PathIndex.asciiHash(joining: long, "123456"))  // 257 bytes (256 above)
        XCTAssertNil(PathIndex.asciiHash(joining: "caf\u{E9}", "a"))
        XCTAssertNil(PathIndex.asciiHash(joining: "a", "\u{212A}"))
    }

    /// Built from an array, of equal keys the first is indexed (as `uniquingKeysWith` keeping the
    /// first did).
    func testBuiltFromKeysKeepsTheFirstOfEqualKeys() {
        let keys = ["a", "b", "\u{212A}", "a", "K", "", ""]
        let index = PathIndex(count: keys.count) { keys[$0] }
        XCTAssertEqual(index.count, 4)
        XCTAssertEqual(index.values, [0, 1, 2, 5])
        XCTAssertEqual(index.find("K") { keys[$0] }, 2)
        XCTAssertEqual(index.find("") { keys[$0] }, 5)
    }

    /// Grown from nothing, one insertion at a time, past several doublings: every key is found,
    /// and at most half the slots are used.
    func testGrowsWithoutLosingEntries() {
        let keys = (0..<20_000).map { "group\($0 % 37).token\($0)" }
        var index = PathIndex()
        for (i, key) in keys.enumerated() {
            let hash = PathIndex.hash(key)
            XCTAssertNil(index.find(key, hash: hash) { keys[$0] })
            index.insertNew(i, hash: hash)
        }
        XCTAssertEqual(index.count, keys.count)
        XCTAssertLessThanOrEqual(2 * index.count, index.slots.count)
        for (i, key) in keys.enumerated() where index.find(key, keyAt: { keys[$0] }) != i { XCTFail(key) }
        // Reserving room again rehashes without changing any answer.
        index.reserveCapacity(100_000)
        for (i, key) in keys.enumerated() where index.find(key, keyAt: { keys[$0] }) != i { XCTFail(key) }
    }

    func testRemovingWhatIsNotThere() {
        let keys = ["a", "b"]
        var index = PathIndex(count: keys.count) { keys[$0] }
        XCTAssertFalse(index.remove(2, hash: PathIndex.hash("c")))
        XCTAssertFalse(index.remove(0, hash: PathIndex.hash("b")))  // a value under another key's hash
        XCTAssertFalse(index.remove(-1, hash: PathIndex.hash("a")))
        var empty = PathIndex()
        XCTAssertFalse(empty.remove(0, hash: PathIndex.hash("a")))
        XCTAssertNil(empty.find("a") { _ in XCTFail("no key to read"); return "" })
        XCTAssertEqual(index.count, 2)
        XCTAssertTrue(index.remove(0, hash: PathIndex.hash("a")))
        XCTAssertNil(index.find("a") { keys[$0] })
        XCTAssertEqual(index.find("b") { keys[$0] }, 1)
    }

    // MARK: - The loader's use

    /// Loads files into one tree, with later definitions overriding earlier ones or not.
    private func load(_ files: [String], overriding: Bool = false, streaming: Bool = false) -> (TokenTree, [Diagnostic]) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let parser = YAMLParser()
        var loader = TokenLoader(systemName: "test", sink: sink)
        loader.laterDefinitionsOverride = overriding
        for (i, text) in files.enumerated() {
            let bytes = Array(text.utf8)
            let file = sources.add(path: "f\(i).tokens.yaml", contents: bytes)
            if streaming {
                loader.add(streaming: bytes, file: file, parser: parser)
            } else if let root = parser.parse(bytes, file: file, sink: sink) {
                loader.add(takingRoot: root)
            }
        }
        return (loader.finish(), sink.diagnostics)
    }

    /// A token written with the Kelvin sign and again with K is one token defined twice; a
    /// group written one way and a token the other way clash.
    func testEquivalentPathsAreOneToken() {
        for streaming in [false, true] {
            let (tree, diagnostics) = load(["t:\n  \u{212A}: { $value: 1, $type: number }\n",
                                            "t:\n  K: { $value: 2, $type: number }\n  g\u{E9}: { x: { $value: 3, $type: number } }\n",
                                            "t:\n  ge\u{301}: { $value: 4, $type: number }\n"], streaming: streaming)
            XCTAssertEqual(tree.tokens.map(\.path), ["t.\u{212A}", "t.g\u{E9}.x"])
            XCTAssertEqual(tree.tokenIndex(of: "t.K"), 0)
            XCTAssertEqual(tree.groupIndex(of: "t.ge\u{301}"), tree.groups.firstIndex { $0.path == "t.g\u{E9}" })
            XCTAssertEqual(diagnostics.map(\.code), ["duplicate-token", "token-is-group"])
            XCTAssertEqual(diagnostics.first?.message, "token 't.K' is defined more than once")
        }
    }

    /// Layered sources: the later definition replaces the earlier in place, under the index the
    /// earlier one had, even when written in an equivalent form.
    func testLaterDefinitionsOverrideInPlace() {
        let (tree, diagnostics) = load(["a: { $value: 1, $type: number }\n\u{212A}: { $value: 2, $type: number }\n",
                                        "K: { $value: 3, $type: number }\nb: { $value: 4, $type: number }\n"], overriding: true)
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
        XCTAssertEqual(tree.tokens.map(\.path), ["a", "K", "b"])
        XCTAssertEqual(tree.tokens[1].valueNode.scalar?.text, "3")
        XCTAssertEqual(tree.tokenIndex(of: "\u{212A}"), 1)
        XCTAssertEqual(tree.tokenIndex(of: "b"), 2)
        XCTAssertEqual(tree.index.values, [0, 1, 2])
    }

    /// A streamed file that falls back (an anchor, late in the file) after adding tokens and
    /// groups of its own: what it added is taken out of both indexes, so that walking it again
    /// finds no stale entry — and a token it defines again from an earlier file is still a
    /// duplicate of that one.
    func testFallingBackTakesTheFilesEntriesOut() {
        var big = "early: { $value: 0, $type: number }\n"
        for i in 0..<200 { big += "g\(i):\n  t: { $value: \(i), $type: number }\n" }
        big += "late: &anchor { $value: 1, $type: number }\n"
        for streaming in [false, true] {
            let (tree, diagnostics) = load([big, "early: { $value: 2, $type: number }\n" + big.replacingOccurrences(of: "early: { $value: 0, $type: number }\n", with: "")],
                                           streaming: streaming)
            XCTAssertEqual(tree.tokens.count, 202, "streaming: \(streaming)")
            XCTAssertEqual(tree.index.count, 202)
            XCTAssertEqual(tree.index.values, Array(0..<202))
            for (i, token) in tree.tokens.enumerated() where tree.tokenIndex(of: token.path) != i { XCTFail(token.path) }
            for (i, group) in tree.groups.enumerated() where tree.groupIndex(of: group.path) != i { XCTFail(group.path) }
            XCTAssertEqual(tree.groupIndex.count, tree.groups.count)
            XCTAssertEqual(diagnostics.filter { $0.code == "duplicate-token" }.count, 202, "streaming: \(streaming)")
        }
    }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
