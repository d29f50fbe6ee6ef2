import Diagnostics
import Foundation
import TokenModel
import XCTest
@testable import YAML

/// `TokenLoader.add(streaming:file:parser:)` reads a file from libyaml's events without building
/// its groups; it must load exactly what parsing the file into a tree and walking that loads —
/// the same definitions (paths, order, ranges, types, values), groups, `$extends`, modes,
/// resolved values and diagnostics — and fall back to the tree walk exactly where the events
/// alone cannot say what the tree walk would do.
final class StreamingLoaderTests: XCTestCase {
    /// Loads and resolves files one way, and describes everything a difference would show in;
    /// with the number of files that fell back.
    private func load(_ files: [(String, String)], streaming: Bool, limits: YAMLParser.Limits = YAMLParser.Limits(),
                      ring: TranslatedEventPipeline.Ring = .init(), split: Bool = false) -> (text: String, fallbacks: Int) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        var parser = YAMLParser(limits: limits)
        parser.eventRing = ring
        // Every file read in two parts (`SplitPlan`), cut half-way, wherever a cut is found.
        if split { parser.splitThreshold = 0 }
        var loader = TokenLoader(systemName: "test", sink: sink)
        for (path, text) in files {
            let bytes = Array(text.utf8)
            let file = sources.add(path: path, contents: bytes)
            if streaming {
                loader.add(streaming: bytes, file: file, parser: parser)
            } else if let root = parser.parse(bytes, file: file, sink: sink) {
                loader.add(takingRoot: root)
            }
        }
        let fallbacks = loader.streamFallbacks
        let tree = loader.finish()
        var out = ""
        for token in tree.tokens {
            out += "\(token.path) \(token.nameRange) \(String(describing: token.ownType)) \(String(describing: token.groupType))"
            out += " \(token.description ?? "-") \(token.deprecation ?? "-") \(token.hasInvalidType) \(describe(token.valueNode))"
            out += " ext=\(token.extensions.map(describe) ?? "-")"
            out += " modes=\(token.modeValues.map { "\($0.mode)@\($0.keyRange)=\(describe($0.node))" })\n"
        }
        out += "index \(tree.index.values.map { "\(tree.tokens[$0].path)=\($0)=\(tree.tokenIndex(of: tree.tokens[$0].path) ?? -1)" })\n"
        for group in tree.groups {
            out += "group \(group.path) \(group.nameRange) \(String(describing: group.type)) \(group.description ?? "-")"
            out += " \(group.deprecation ?? "-") \(group.extensions.map(describe) ?? "-")\n"
        }
        out += "groupIndex \(tree.groupIndex.values.map { "\(tree.groups[$0].path)=\($0)=\(tree.groupIndex(of: tree.groups[$0].path) ?? -1)" })\n"
        out += "extends \(tree.extends.map { "\($0.group)->\($0.target)@\($0.range)" })\n"
        out += "modes \(tree.modes) \(String(describing: tree.modesRange))\n"
        let system = TokenResolver(tree: tree, sink: sink).resolve()
        for mode in system.modes.indices {
            out += ResolvedDocument.serialized(system, mode: mode) + "\n"
        }
        for d in sink.sorted(using: sources) { out += "\(d)\n" }
        return (out, fallbacks)
    }

    private func describe(_ node: YAMLNode) -> String {
        let tag = node.tag.map { "!\($0)" } ?? ""
        switch node.content {
        case .scalar(let s):
            return "\(tag)\(s.text)|\(s.style)|\(s.trailingComment ?? "")@\(node.range)"
        case .sequence(let items): return "\(tag)[" + items.map(describe).joined(separator: ",") + "]@\(node.range)"
        case .mapping(let pairs):
            return "\(tag){" + pairs.map { describe($0.key) + ":" + describe($0.value) }.joined(separator: ",") + "}@\(node.range)"
        }
    }

    /// The rings the events are handed over in by ``assertSame(_:fallsBack:limits:file:line:)``:
    /// `readEvents`' own, whose 256 slots the tests' files do not fill; one item a chunk in two
    /// slots, so that libyaml's thread waits for the consumer at every item and wraps around all
    /// the time (and is cancelled while it waits, when a file falls back); three in three.
    static let rings: [TranslatedEventPipeline.Ring] = [
        .init(),
        .init(chunkCapacity: 1, slotCount: 2),
        .init(chunkCapacity: 3, slotCount: 3),
    ]

    /// Asserts that streaming loads what the tree walk loads, through every ring (``rings``),
    /// and whether some file fell back.
    private func assertSame(_ files: [(String, String)], fallsBack: Bool?, limits: YAMLParser.Limits = YAMLParser.Limits(),
                            file: StaticString = #filePath, line: UInt = #line) {
        let tree = load(files, streaming: false, limits: limits)
        XCTAssertFalse(tree.text.isEmpty, file: file, line: line)
        var fallbacks: [Int] = []
        for ring in Self.rings {
            let streamed = load(files, streaming: true, limits: limits, ring: ring)
            XCTAssertEqual(streamed.text, tree.text, "\(ring)", file: file, line: line)
            if let fallsBack {
                XCTAssertEqual(streamed.fallbacks > 0, fallsBack, "fallbacks: \(streamed.fallbacks), \(ring)", file: file, line: line)
            }
            fallbacks.append(streamed.fallbacks)
        }
        for ring in [Self.rings[0], Self.rings[1]] {
            let streamed = load(files, streaming: true, limits: limits, ring: ring, split: true)
            XCTAssertEqual(streamed.text, tree.text, "read in two parts, \(ring)", file: file, line: line)
            fallbacks.append(streamed.fallbacks)
        }
        XCTAssertEqual(Set(fallbacks).count, 1, "fallbacks \(fallbacks)", file: file, line: line)
    }

    private func assertSame(_ text: String, fallsBack: Bool, limits: YAMLParser.Limits = YAMLParser.Limits(),
                            file: StaticString = #filePath, line: UInt = #line) {
        assertSame([("a.tokens.yaml", text)], fallsBack: fallsBack, limits: limits, file: file, line: line)
    }

    private static var repository: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }

    // MARK: - Whole files

    func testSeedSystemsLoadTheSameWithoutFallingBack() throws {
        let tokens = Self.repository.appendingPathComponent("tokens")
        let systems = try FileManager.default.contentsOfDirectory(atPath: tokens.path).sorted()
        XCTAssertFalse(systems.isEmpty)
        for name in systems {
            let folder = tokens.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            var files: [(String, String)] = []
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where file.hasSuffix(".yaml") || file.hasSuffix(".json") {
                files.append((file, try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
            XCTAssertFalse(files.isEmpty, name)
            assertSame(files, fallsBack: false)
            for file in files { assertSame([file], fallsBack: false) }
        }
    }

    func testFuzzCorpusLoadsTheSameFallingBackOnlyWhereTheParserFails() throws {
        let corpus = Self.repository.appendingPathComponent("Fuzz/corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: corpus.appendingPathComponent(name))
            // Only a file the parser cannot read (a syntax error, a lone surrogate) falls back.
            let unreadable = YAMLParser().parse([UInt8](data), file: FileID(rawValue: 0), sink: DiagnosticSink()) == nil
            assertSame([(name, String(decoding: data, as: UTF8.self))], fallsBack: unreadable)
        }
    }

    /// The benchmark's generated set at 1,000 tokens, YAML and JSON, plain, with modes, and with
    /// the generator's injected mistakes.
    func testGeneratedSetsLoadTheSame() throws {
        let generator = Self.repository.appendingPathComponent("Benchmarks/generator/tokenset.py")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        // 2,000 tokens: a file for which libyaml's thread grows its heap ahead.
        for (folder, count, options) in [("1000", 1000, [String]()), ("1000-modes", 1000, ["--modes"]),
                                         ("1000-faults40", 1000, ["--faults", "40"]), ("2000", 2000, [])] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", generator.path, "\(count)", "--out", out.path] + options
            process.standardOutput = Pipe()
            try process.run()
            process.waitUntilExit()
            try XCTSkipUnless(process.terminationStatus == 0, "the generator needs python3")
            for ext in ["yaml", "json"] {
                let path = out.appendingPathComponent("\(folder)/bench.tokens.\(ext)")
                let text = try String(contentsOf: path, encoding: .utf8)
                XCTAssertGreaterThan(text.utf8.count, 50_000)
                if count == 2000 { XCTAssertGreaterThan(TranslatedEventPipeline.heapBlocks(forTextOf: text.utf8.count), 0) }
                assertSame([("bench.tokens.\(ext)", text)], fallsBack: options.isEmpty ? false : nil)
            }
        }
    }

    // MARK: - The common shape, read from events

    func testCommonShapesDoNotFallBack() {
        assertSame("""
            $description: root
            $extensions: { dev.tokenc.system: { modes: [light, dark] } }
            color:
              $type: color
              $deprecated: old
              $root: { $value: "#101010" }
              red: { $value: "#ff0000", $description: Red }
              grey:
                $description: greys
                g1: { $type: color, $value: "#111111" }
                g2:
                  $value: "#222222"
                  $extensions: { dev.tokenc.modes: { dark: "#dddddd" } }
                $root: { $value: "#333333" }
              empty: {}
              props: { $type: dimension }
            spacing:
              $extends: "{color.grey}"
              s: { $value: 4px }
            """, fallsBack: false)
    }

    func testTokenLevelMistakesDoNotFallBack() {
        assertSame("""
            color:
              $type: color
              primary: #0D7377
              also:
                $value: #0D7377
              Primary: { $value: "#000000" }
              PRIMARY: { $value: "#000001" }
              bad.name: { $value: "#000000" }
              "": { $value: "#000000" }
              "{x}": { $value: "#000000" }
              tok: { $value: "#222222", child: { $value: "#333333" } }
              tok2: { $type: color, $value: "#222222", $value2: 1, child: 1 }
              bare: 12
              list: [1, 2]
              typo: { $value: 1px, $typ: x }
              dupInToken: { $value: "#444444", $value: "#555555" }
              badType: { $type: colour, $value: "#000000" }
              $root: 5
              tagged: { $value: !!int abc }
              cut:
                $value: "#fff"
                $description: Brand #8B5CF6
              é: { $value: "#000000" }
              É: { $value: "#000000" }
            """, fallsBack: false)
    }

    /// A token's own mapping is read pair by pair (`YAMLEventReader.readPair`), its values built
    /// by the document builder: what the builder does inside them — merge keys, repeated keys,
    /// tags, comment traps, keys that are not scalars — stays the builder's.
    func testTokenMappingsReadPairByPairDoNotFallBack() {
        assertSame("""
            color:
              $type: color
              a: { !!str $value: "#000000", $description: tagged key }
              b: { $extensions: { x: 1, y: [1, 2] }, $description: before, $value: "#111111", $type: color }
              c: { $value: { <<: { colorSpace: srgb }, components: [1, 0, 0], alpha: 1 } }
              d: { $value: { colorSpace: srgb, colorSpace: hsl, components: [1, 0, 0] } }
              e: { $value: { ? [x] : 1, colorSpace: srgb, components: [0, 0, 0] } }
              f: { $description: , $value: "#222222" }
              g: { $value: , $description: "#333333" }
              h: { $value: [!!int x, !!float 1] }
              i: { $value: "#444444", $description: one, $description: two, $value: "#555555" }
              j: { $description: first, $description: again, $value: "#666666" }
              k: { $type: color, $description: only properties }
            """, fallsBack: false)
    }

    /// What the pair-by-pair read of a token's mapping leaves to the tree walk: a merge key, and
    /// more pairs than it scans for a repeated key.
    func testUncommonTokenMappingsFallBack() {
        assertSame("""
            color:
              a: { $value: "#000000", <<: { $description: merged } }
            """, fallsBack: true)
        assertSame("""
            color:
              a: { $value: "#000000", !!merge x: { $description: merged } }
            """, fallsBack: true)
        var many = "color:\n  a:\n    $value: \"#000000\"\n"
        for i in 0..<16 { many += "    $x\(i): \(i)\n" }
        assertSame(many, fallsBack: true)
        // One pair fewer: 16 pairs are read from events.
        assertSame(many.replacingOccurrences(of: "    $x15: 15\n", with: ""), fallsBack: false)
        var group = "color:\n"
        for i in 0..<17 { group += "  $x\(i): \(i)\n" }
        assertSame(group + "  a: { $value: \"#000000\" }\n", fallsBack: true)
    }

    func testDuplicateTokensAndGroupsAcrossFilesDoNotFallBack() {
        assertSame([("a.tokens.yaml", """
            color:
              $type: color
              red: { $value: "#ff0000" }
              grp: { x: { $value: "#000000" } }
            """), ("b.tokens.yaml", """
            color:
              $description: colors
              red: { $value: "#ff0001" }
              grp: { $value: "#000000" }
              x: { $value: "#000000" }
            """)], fallsBack: false)
    }

    func testJSONDoesNotFallBack() {
        assertSame("""
            {
              "color": {
                "$type": "color",
                "red": { "$value": "#ff0000", "$description": "Red" },
                "nested": { "deep": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }
              },
              "size": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } }
            }
            """, fallsBack: false)
        assertSame(##"{"a":{"$type":"color","b":{"$value":"#000000"}},"c":{"$value":"{a.b}"}}"##, fallsBack: false)
    }

    // MARK: - Falling back

    func testLatePropertiesFallBack() {
        assertSame("""
            color:
              red: { $value: "#ff0000" }
              $type: color
            """, fallsBack: true)
        assertSame("""
            color:
              red: { $value: "#ff0000" }
              $value: "#000000"
            """, fallsBack: true)
        assertSame("""
            red: { $value: "#ff0000" }
            $description: late root property
            """, fallsBack: true)
        assertSame("""
            color:
              $type: color
              red: { $value: "#ff0000" }
              blue: { sub: { $value: "#ff0000" }, $value: "#0000ff" }
            """, fallsBack: true)
    }

    func testYAMLFeaturesFallBack() {
        assertSame("""
            base: &b { $value: 1px, $type: dimension }
            copy: *b
            """, fallsBack: true)
        assertSame("""
            group:
              <<: { a: { $value: 1px } }
              b: { $value: 2px }
            """, fallsBack: true)
        assertSame("""
            group:
              !!str a: { $value: 1px }
            """, fallsBack: true)
        assertSame("""
            group:
              ? [a, b]
              : { $value: 1px }
            """, fallsBack: true)
        assertSame("""
            group:
              a: { $value: 1px }
              a: { $value: 2px }
            """, fallsBack: true)
        assertSame("""
            group:
              a: 1
              b: 2
              c: 3
              d: 4
              e: 5
              f: 6
              g: 7
              h: 8
              i: 9
              j: 10
              k: 11
              l: 12
              m: 13
              n: 14
              o: 15
              p: 16
              q: 17
              r: 18
              c: 19
            """, fallsBack: true)
    }

    func testUnusualFilesFallBack() {
        assertSame("", fallsBack: true)
        assertSame("# only a comment\n", fallsBack: true)
        assertSame("just a scalar", fallsBack: true)
        assertSame("~", fallsBack: true)
        assertSame("- a\n- b\n", fallsBack: true)
        assertSame("a: { $value: 1px }\n---\nb: { $value: 2px }\n", fallsBack: true)
        var late = "color:\n  $type: color\n"
        for i in 0..<200 { late += "  c\(i): { $value: \"#000000\", $description: \"c \(i)\" }\n" }
        assertSame(late + "  broken: { $value: [1, 2 }\n", fallsBack: true)
        assertSame(late + "  bad: \"\\q\"\n", fallsBack: true)
    }

    /// Stopping early in a file of many chunks of events: libyaml's thread, blocked with every
    /// slot full (in the small rings), is cancelled; the events it translated are destroyed.
    func testFallingBackEarlyInALargeFile() {
        var tokens = ""
        for i in 0..<3_000 { tokens += "  c\(i): { $value: \"#000000\", $description: \"color number \(i) of many\" }\n" }
        assertSame("color:\n  first: { $value: \"#ffffff\" }\n  $type: color\n" + tokens, fallsBack: true)
        assertSame("color:\n  $type: color\n" + tokens + "  $description: late\n", fallsBack: true)
        assertSame("color:\n  $type: color\n" + tokens, fallsBack: false)
    }

    func testUnquotedReferenceMemberFallsBack() {
        assertSame("""
            color:
              a: { $value: "#000000" }
              b: {color.a}
              c: {color}
            """, fallsBack: true)
        // A block mapping ends on the line after its last pair: not `{a.b}` to the tree walk either.
        assertSame("color:\n  a:\n    b:", fallsBack: false)
    }

    func testNestingLimitFallsBack() {
        let limits = YAMLParser.Limits(maxDepth: 4)
        assertSame("a: { b: { c: { $value: 1px } } }", fallsBack: false, limits: limits)
        assertSame("a: { b: { c: { d: { $value: 1px } } } }", fallsBack: true, limits: limits)
        assertSame("a: { b: { c: { $value: [[1]] } } }", fallsBack: true, limits: limits)
        assertSame("a: { b: { c: [[[1]]] } }", fallsBack: true, limits: limits)
        assertSame("{}", fallsBack: true, limits: YAMLParser.Limits(maxDepth: 0))
    }

    /// A file that falls back after merging into groups of an earlier file and declaring modes
    /// leaves no trace of its streamed part.
    func testFallingBackUndoesWhatTheFileAdded() {
        assertSame([("a.tokens.yaml", """
            color:
              red: { $value: "#ff0000" }
            """), ("b.tokens.yaml", """
            $extensions: { dev.tokenc.system: { modes: [light, dark] } }
            color:
              $type: color
              $description: merged, then undone
              blue: { $value: "#0000ff" }
              grp: { $extends: "{color}", x: { $value: "#000000" } }
              $deprecated: late
            """), ("c.tokens.yaml", """
            color:
              $description: the second file's, after the undo
              green: { $value: "#00ff00" }
            """)], fallsBack: true)
    }
}
