import Diagnostics
@testable import Emit
import Foundation
import Parallel
import TokenModel
import XCTest

/// A large system's group tree is built, and its namespaces planned, by top-level name on all
/// cores (`SwiftNamespaceBuilder.makeTopLevelParts`): each part's tree must be the whole tree's
/// under its name, and the file and the diagnostics those of the walk on one core, whatever the
/// order of the tokens.
final class SwiftTopLevelPartsTests: XCTestCase {
    /// The tokens in a fixed pseudo-random order (the same in every run): top-level groups
    /// interleaved, groups met again after others.
    private func shuffled(_ tokens: [ResolvedToken], seed: UInt64) -> [ResolvedToken] {
        var tokens = tokens
        var state = seed
        for i in stride(from: tokens.count - 1, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            tokens.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
        }
        return tokens
    }

    /// Several top-level groups of very different sizes, nested up to four levels, `$root`
    /// tokens, a token at the root, descriptions, a non-ASCII group, and (with `collisions`)
    /// top-level names that collide, names that make no Swift name (at the root and in a part),
    /// and values that differ between appearances in more than their colors (warnings in
    /// several parts).
    private func yaml(collisions: Bool) -> String {
        var yaml = """
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            opacity-full: { $type: number, $value: 1 }

            """
        for (top, size) in [("color", 9), ("space", 3), ("motion", 2), ("größe", 1), ("z", 1)] {
            yaml += "\(top):\n"
            yaml += top == "color" ? "  $type: color\n" : "  $type: dimension\n"
            yaml += "  $root: { $value: \(top == "color" ? "\"#010203\"" : "1px") }\n"
            for group in 0..<size {
                yaml += "  g\(group):\n    $description: \"Group \(group) of \(top).\"\n"
                for sub in 0..<3 {
                    yaml += "    s\(sub):\n"
                    for index in 0..<(4 + (group * 7 + sub) % 9) {
                        let value = top == "color" ? "\"#\(String(format: "%06x", (group * 977 + sub * 131 + index * 29) % 0xFFFFFF))\""
                            : "\(group + sub + index)px"
                        let dark = top == "color" ? "\"#\(String(format: "%06x", (group * 31 + index) % 0xFFFFFF))\"" : "\(index + 100)px"
                        let modes = collisions && index == 1 || top == "color" && index % 3 == 0
                            ? ", $extensions: { dev.tokenc.modes: { dark: \(dark) } }" : ""
                        yaml += "      c\(index): { $value: \(value), $description: \"Shade \(index).\"\(modes) }\n"
                    }
                    if sub == 1 { yaml += "      deep: { d0: { $value: \(top == "color" ? "\"#abcdef\"" : "2px") } }\n" }
                }
            }
        }
        if collisions {
            yaml += """
                big-gap:
                  $type: dimension
                  a: { $value: 1px }
                bigGap:
                  $type: dimension
                  b: { $value: 2px }
                "***": { $type: number, $value: 2 }
                zz:
                  $type: dimension
                  "%%%": { $value: 3px }
                  ok: { $value: 4px }

                """
        }
        return yaml
    }

    /// A subtree depth first: each node's depth, name, token and `$root` token.
    private func flattened(_ tree: SwiftGroupTree, from node: Int) -> [String] {
        var out: [String] = []
        func visit(_ node: Int, depth: Int) {
            let entry = tree.entry(node)
            out.append("\(depth) \(entry.name) \(entry.token) \(entry.rootToken) \(tree.path(of: node))")
            for child in tree.children(of: node) { visit(Int(child), depth: depth + 1) }
        }
        visit(node, depth: 0)
        return out
    }

    func testEachPartIsTheWholeTreeUnderItsName() {
        let (system, sink, _) = SwiftFixtures.system(yaml(collisions: false))
        XCTAssertFalse(sink.hasErrors)
        XCTAssertGreaterThan(system.tokens.count, 300)
        for (label, tokens) in [("in order", system.tokens), ("shuffled", shuffled(system.tokens, seed: 7)),
                                ("shuffled again", shuffled(system.tokens, seed: 12345))] {
            var whole = SwiftGroupTree()
            SwiftNamespaceBuilder.grow(&whole, tokens: tokens, indices: tokens.indices) { _, _, _ in }
            var builder = SwiftNamespaceBuilder(access: "public", prefix: "T", valuesNamespace: "TTokens",
                                                pluralizeTopLevel: true, diagnostics: DiagnosticSink())
            builder.rendersText = true
            builder.tokens = tokens
            let parts = builder.makeTopLevelParts(groups: .init(system.groups))
            let tops = Array(whole.children(of: SwiftGroupTree.root)).map(Int.init)
            XCTAssertEqual(parts.count, tops.count, label)
            XCTAssertEqual(tops.count, 6, "\(label): the root token and five groups")
            for (part, top) in zip(parts, tops) {
                XCTAssertEqual(flattened(part.tree, from: SwiftNamespaceBuilder.TopLevelPart.top), flattened(whole, from: top), label)
                // A group's namespace is planned; the root's token is a member.
                XCTAssertEqual(part.planned == nil, whole.entry(top).token >= 0, label)
            }
        }
    }

    /// The tokens with some paths replaced by unusual ones: the root's `$root` token (also after a
    /// group named `$root`), empty components, an empty path, and canonically equal non-ASCII
    /// names (one node in the tree: names are compared as strings).
    private func unusualPaths(_ tokens: [ResolvedToken], spacing: Int = 7) -> [ResolvedToken] {
        let paths = ["$root", "$root.x", "$root", "..$root.", "$root.y.z", "", ".a.e", "...", "..a.f", "a..b", ".a.c", "color",
                     "\u{E9}.a", "e\u{301}.b", "\u{E9}", "color.g0.extra", "e\u{301}.c.d", "$root.x"]
        var tokens = tokens
        for (offset, path) in paths.enumerated() {
            // Among the others, every `spacing`th token from the 3rd on.
            tokens[3 + spacing * offset].path = path
        }
        return tokens
    }

    func testUnusualPathsMakeTheSamePartsAndFile() {
        let (system, _, _) = SwiftFixtures.system(yaml(collisions: false))
        for (label, tokens) in [("in order", unusualPaths(system.tokens)),
                                ("one after another", unusualPaths(system.tokens, spacing: 1)),
                                ("shuffled", unusualPaths(shuffled(system.tokens, seed: 5)))] {
            var whole = SwiftGroupTree()
            SwiftNamespaceBuilder.grow(&whole, tokens: tokens, indices: tokens.indices) { _, _, _ in }
            var builder = SwiftNamespaceBuilder(access: "public", prefix: "T", valuesNamespace: "TTokens",
                                                pluralizeTopLevel: true, diagnostics: DiagnosticSink())
            builder.rendersText = true
            builder.tokens = tokens
            let parts = builder.makeTopLevelParts(groups: .init(system.groups))
            let tops = Array(whole.children(of: SwiftGroupTree.root)).map(Int.init)
            XCTAssertEqual(parts.count, tops.count, label)
            XCTAssertTrue(tops.contains { whole.entry($0).name == "$root" }, "\(label): a group named $root")
            XCTAssertEqual(tops.filter { whole.entry($0).name == "\u{E9}" }.count, 1, label)
            for (part, top) in zip(parts, tops) {
                XCTAssertEqual(flattened(part.tree, from: SwiftNamespaceBuilder.TopLevelPart.top), flattened(whole, from: top), label)
            }
            var reordered = system
            reordered.tokens = tokens
            _ = assertSameEveryWay(reordered, label)
        }
    }

    /// A plan's steps, each with its name read from the plan's names.
    private func described(_ plan: SwiftNamespaceBuilder.PlannedNamespace) -> [String] {
        plan.steps.map { step in
            let name = String(decoding: plan.names[Int(step.nameStart)..<Int(step.nameStart + step.nameCount)], as: UTF8.self)
            return "\(step.kind) \(step.depth) \(step.item) \(name) \(step.separated)"
        }
    }

    /// The tokens scanned by top-level name in any number of pieces (each piece's names and runs
    /// joined in order) make the buckets of one scan, and so the same parts; the groups' lookup
    /// made beside the pieces is the one made alone.
    func testScanningInPiecesMakesTheSameParts() {
        let (system, _, _) = SwiftFixtures.system(yaml(collisions: true))
        for (label, tokens) in [("in order", system.tokens), ("shuffled", shuffled(system.tokens, seed: 11)),
                                ("unusual paths", unusualPaths(system.tokens, spacing: 1)),
                                ("unusual paths, shuffled", unusualPaths(shuffled(system.tokens, seed: 4)))] {
            var builder = SwiftNamespaceBuilder(access: "public", prefix: "T", valuesNamespace: "TTokens",
                                                pluralizeTopLevel: true, diagnostics: DiagnosticSink())
            builder.rendersText = true
            builder.tokens = tokens
            let one = builder.scanTopLevel(groups: nil, pieces: 1)
            XCTAssertNil(one.groups)
            let whole = builder.makeTopLevelParts(groups: .init(system.groups))
            for pieces in [2, 3, 7, 16, tokens.count, tokens.count + 5] {
                let scanned = builder.scanTopLevel(groups: system.groups, pieces: pieces)
                XCTAssertEqual(scanned.buckets.map { $0.count }, one.buckets.map { $0.count }, "\(label), \(pieces) pieces")
                XCTAssertEqual(scanned.buckets.map { Array($0.runs.joined()) }, one.buckets.map { Array($0.runs.joined()) },
                               "\(label), \(pieces) pieces")
                XCTAssertEqual(scanned.buckets.map { $0.runs }, one.buckets.map { $0.runs }, "\(label), \(pieces) pieces: runs joined")
                XCTAssertEqual(system.groups.map { scanned.groups?.index(of: $0.path) },
                               system.groups.map { SwiftNamespaceBuilder.GroupLookup(system.groups).index(of: $0.path) }, label)
                let parts = builder.makeTopLevelParts(groups: .init(system.groups), scanPieces: pieces)
                XCTAssertEqual(parts.count, whole.count, label)
                for (part, expected) in zip(parts, whole) {
                    XCTAssertEqual(flattened(part.tree, from: SwiftNamespaceBuilder.TopLevelPart.top),
                                   flattened(expected.tree, from: SwiftNamespaceBuilder.TopLevelPart.top), label)
                    XCTAssertEqual(part.planned.map(described), expected.planned.map(described), label)
                }
            }
        }
        XCTAssertEqual(SwiftNamespaceBuilder.scanPieces(tokenCount: 100), 1)
        XCTAssertEqual(SwiftNamespaceBuilder.scanPieces(tokenCount: 100_000), 16)
    }

    /// Emits `system` with everything on this core, on all cores, and on all cores as one job of
    /// a build's: the same text and diagnostics each time.
    private func assertSameEveryWay(_ system: ResolvedSystem, _ label: String) -> (String?, [Diagnostic]) {
        @Sendable func emit(threshold: Int) -> (String?, [Diagnostic]) {
            let sink = DiagnosticSink()
            var emitter = SwiftEmitter()
            emitter.parallelThreshold = threshold
            let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string("T")]),
                                  sourceFiles: ["test.tokens.yaml"], diagnostics: sink)
            return (emitter.emit(input)?.first?.contents, sink.diagnostics)
        }
        let serial = emit(threshold: .max)
        let parallel = emit(threshold: 0)
        let inJob = ParallelMap.jobs(2) { job -> (String?, [Diagnostic])? in job == 0 ? emit(threshold: 0) : nil }[0]
        XCTAssertEqual(parallel.0, serial.0, label)
        XCTAssertEqual(parallel.1, serial.1, label)
        XCTAssertEqual(inJob?.0, serial.0, "\(label), in a job")
        XCTAssertEqual(inJob?.1, serial.1, "\(label), in a job")
        return serial
    }

    func testTheFileIsTheSameOnAllCoresInAnyOrder() {
        let (system, _, _) = SwiftFixtures.system(yaml(collisions: false))
        for seed in [0, 7, 99] as [UInt64] {
            var reordered = system
            if seed > 0 { reordered.tokens = shuffled(system.tokens, seed: seed) }
            let (text, diagnostics) = assertSameEveryWay(reordered, "seed \(seed)")
            XCTAssertNotNil(text)
            XCTAssertTrue(text?.contains("public enum TColors {") ?? false)
            XCTAssertTrue(diagnostics.contains { $0.code == "swift-mode-not-dynamic" } == false)
        }
    }

    /// Top-level collisions and unusable names (reported by the root's walk) between warnings
    /// reported while the parts were planned: all in the order of the walk on one core.
    func testDiagnosticsAreInWalkOrderOnAllCores() {
        let (system, _, _) = SwiftFixtures.system(yaml(collisions: true))
        for seed in [0, 3] as [UInt64] {
            var reordered = system
            if seed > 0 { reordered.tokens = shuffled(system.tokens, seed: seed) }
            let (text, diagnostics) = assertSameEveryWay(reordered, "seed \(seed)")
            XCTAssertNil(text, "the collision of big-gap and bigGap fails the output")
            let codes = diagnostics.map(\.code)
            XCTAssertTrue(codes.contains("swift-name-collision"), "\(codes)")
            XCTAssertTrue(codes.contains("swift-invalid-name"), "\(codes)")
            XCTAssertGreaterThan(codes.filter { $0 == "swift-mode-not-dynamic" }.count, 3, "\(codes)")
        }
    }
}
