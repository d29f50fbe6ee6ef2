import Diagnostics
import Foundation
import TokencKit
import TokenModel
import XCTest

/// `TokenCompiler.compile(_:)` loads a system's large files from events while the small ones
/// are parsed into trees first; with the size threshold at 0 (every file streamed) and out of
/// reach (none), the seed systems, and a system mixing both with mistakes across files, must
/// resolve to the same documents with the same diagnostics.
final class StreamingCompileTests: XCTestCase {
    private func compile(_ systems: [SystemSource], threshold: Int) -> String {
        let compiler = TokenCompiler()
        compiler.streamingThreshold = threshold
        var out = ""
        for system in compiler.compile(systems) {
            for mode in system.modes.indices { out += ResolvedDocument.serialized(system, mode: mode) + "\n" }
        }
        let renderer = DiagnosticRenderer(sources: compiler.sources)
        for d in compiler.diagnostics.sorted(using: compiler.sources) { out += renderer.render(d) }
        return out
    }

    func testSeedSystemsCompileTheSameStreamed() throws {
        let systems = try ProjectDiscovery.systems(for: [RepositoryPaths.tokens])
        XCTAssertEqual(systems.count, 5)
        let parsed = compile(systems, threshold: .max)
        XCTAssertEqual(compile(systems, threshold: 0), parsed)
    }

    func testMixedSmallAndLargeFilesCompileTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var large = "color:\n  $type: color\n"
        for i in 0..<400 { large += "  c\(i): { $value: \"#\(String(format: "%06x", i * 997))\" }\n" }
        large += "  dup: { $value: \"#000000\" }\n  ref: { $value: \"{color.c1}\" }\n"
        let files = [
            ("a.tokens.yaml", "color:\n  $description: first\n  dup: { $value: \"#111111\" }\n"),
            ("b.tokens.yaml", large),
            ("c.tokens.yaml", "color:\n  c2: { $value: \"#222222\" }\n  late: { $value: x }\n  $type: color\n"),
            ("d.tokens.yaml", large.replacingOccurrences(of: "color:", with: "other:")),
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        let system = SystemSource(name: "mixed", files: files.map { folder.appendingPathComponent($0.0).path })
        let parsed = compile([system], threshold: .max)
        XCTAssertTrue(parsed.contains("duplicate-token"), parsed)
        // b and d streamed, a and c parsed (c falls back when streamed: its `$type` comes last).
        XCTAssertEqual(compile([system], threshold: 8_000), parsed)
        XCTAssertEqual(compile([system], threshold: 0), parsed)
    }
}
