import Diagnostics
import Foundation
import TokenModel
import XCTest
import YAML

/// `TokenLoader.add(takingRoot:)` releases the tree's mappings as it walks them; it must load
/// exactly what `add(root:)` loads — the same definitions, resolved values and diagnostics —
/// including when subtrees are shared (anchors and aliases) and when the files are full of
/// mistakes.
final class TakingLoaderTests: XCTestCase {
    /// Loads and resolves files one way, and describes everything a difference would show in.
    private func load(_ files: [(String, String)], taking: Bool) -> String {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        var loader = TokenLoader(systemName: "test", sink: sink)
        for (path, text) in files {
            let file = sources.add(path: path, text: text)
            if let root = YAMLParser().parse(Array(text.utf8), file: file, sink: sink) {
                if taking { loader.add(takingRoot: root) } else { loader.add(root: root) }
            }
        }
        let tree = loader.finish()
        var out = ""
        for token in tree.tokens {
            out += "\(token.path) \(token.nameRange) \(String(describing: token.ownType)) \(String(describing: token.groupType))"
            out += " \(token.description ?? "-") \(token.deprecation ?? "-") \(describe(token.valueNode))"
            out += " ext=\(token.extensions.map(describe) ?? "-") modes=\(token.modeValues.map { "\($0.mode)=\(describe($0.node))" })\n"
        }
        for group in tree.groups {
            out += "group \(group.path) \(String(describing: group.type)) \(group.description ?? "-") \(group.extensions.map(describe) ?? "-")\n"
        }
        let system = TokenResolver(tree: tree, sink: sink).resolve()
        for mode in system.modes.indices {
            out += ResolvedDocument.serialized(system, mode: mode) + "\n"
        }
        for d in sink.sorted(using: sources) { out += "\(d)\n" }
        return out
    }

    private func describe(_ node: YAMLNode) -> String {
        let where_ = "\(node.range.start.line):\(node.range.start.column)-\(node.range.end.line):\(node.range.end.column)"
        switch node.content {
        case .scalar(let s): return "\(s.text)@\(where_)"
        case .sequence(let items): return "[" + items.map(describe).joined(separator: ",") + "]@\(where_)"
        case .mapping(let pairs):
            return "{" + pairs.map { describe($0.key) + ":" + describe($0.value) }.joined(separator: ",") + "}@\(where_)"
        }
    }

    private func assertSameBothWays(_ files: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        let borrowed = load(files, taking: false)
        XCTAssertFalse(borrowed.isEmpty, file: file, line: line)
        XCTAssertEqual(load(files, taking: true), borrowed, file: file, line: line)
    }

    func testSharedSubtreesAndMergesLoadTheSame() {
        assertSameBothWays([("a.tokens.yaml", """
            base: &base
              $type: color
              red: { $value: "#ff0000", $description: Red }
              nested: &nested
                deep: { $value: "#00ff00" }
            copy: *base
            again:
              <<: *base
              blue: { $value: "#0000ff" }
              more: *nested
            list: [1, 2]
            alias: { $value: "{base.red}" }
            copy2: *base
            """)])
    }

    func testMistakesAreReportedTheSame() {
        assertSameBothWays([("f.tokens.yaml", DecodingAheadTests.faultySystem)])
        assertSameBothWays([("e.tokens.yaml", """
            $extensions: { dev.tokenc.system: { modes: [dark, light] } }
            color:
              $type: color
              primary: #0D7377
              Primary: { $value: "#000000" }
              bad.name: { $value: "#000000" }
              grp:
                $root: { $value: "#111111" }
                tok: { $value: "#222222", child: { $value: "#333333" } }
              bare: 12
              ref: { "{color.grp}" }
              moded: { $value: "#444444", $extensions: { dev.tokenc.modes: { light: "#555555" } } }
              dup: { $value: "#666666" }
            spacing:
              $extends: "{color}"
              $type: dimension
              s: { $value: 4px, $typo: x }
            """), ("g.tokens.yaml", """
            color:
              dup: { $value: "#777777" }
              grp: { $description: again }
            """)])
    }

    func testSeedSystemsLoadTheSame() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let tokens = root.appendingPathComponent("tokens")
        let systems = try FileManager.default.contentsOfDirectory(atPath: tokens.path).sorted()
        XCTAssertFalse(systems.isEmpty)
        for name in systems {
            let folder = tokens.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            var files: [(String, String)] = []
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".yaml") {
                files.append((file, try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
            assertSameBothWays(files)
        }
    }

    func testTakingPairsLeavesAnEmptyMappingAndDoesNotCopyAnUnsharedArray() {
        let start = SourceLocation(line: 1, column: 1)
        let range = SourceRange(file: FileID(rawValue: 0), start: start, end: start)
        let scalar = YAMLNode(.scalar(YAMLScalar(text: "a", style: .plain)), range: range)
        var node = YAMLNode(.mapping([YAMLPair(key: scalar, value: scalar), YAMLPair(key: scalar, value: scalar)]), range: range)
        var pairs = node.takePairs() ?? []
        XCTAssertEqual(pairs.count, 2)
        XCTAssertEqual(node.pairs?.count, 0)
        let before = pairs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        pairs[0].value = YAMLNode(.sequence([]), range: range)
        XCTAssertEqual(pairs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, before)

        var shared = YAMLNode(.mapping([YAMLPair(key: scalar, value: scalar)]), range: range)
        let copy = shared
        var sharedPairs = shared.takePairs() ?? []
        sharedPairs[0].value = YAMLNode(.sequence([]), range: range)
        XCTAssertNotNil(copy.pairs?[0].value.scalar, "a copy made before must not change")

        var leaf = scalar
        XCTAssertNil(leaf.takePairs())
        XCTAssertEqual(leaf.scalar?.text, "a")
    }
}
