import Diagnostics
@testable import Emit
import Foundation
import Parallel
import TokenModel
import XCTest

/// Members of a large system are made on all cores ahead of the namespace walk; the file and the
/// diagnostics must be exactly those of making them one by one during the walk.
final class SwiftParallelMembersTests: XCTestCase {
    /// Emits with members made ahead (threshold 0) and during the walk (never ahead).
    private func bothWays(_ system: ResolvedSystem, prefix: String)
        -> (ahead: (String?, [Diagnostic]), walk: (String?, [Diagnostic])) {
        @Sendable func emit(threshold: Int) -> (String?, [Diagnostic]) {
            let sink = DiagnosticSink()
            var emitter = SwiftEmitter()
            emitter.parallelThreshold = threshold
            let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string(prefix)]),
                                  sourceFiles: ["test.tokens.yaml"], diagnostics: sink)
            return (emitter.emit(input)?.first?.contents, sink.diagnostics)
        }
        let (ahead, walk) = (emit(threshold: 0), emit(threshold: .max))
        // As one job of a build's (`ParallelMap.jobs`): made ahead in pieces that the worker of
        // the other job may take once it is done — the same text and diagnostics again.
        let inJob = ParallelMap.jobs(2) { job -> (String?, [Diagnostic])? in job == 0 ? emit(threshold: 0) : nil }[0]
        XCTAssertEqual(inJob?.0, ahead.0, "made ahead inside a job")
        XCTAssertEqual(inJob?.1, ahead.1, "made ahead inside a job")
        return (ahead, walk)
    }

    func testSeedSystemsAreTheSameBothWays() throws {
        for seed in SwiftFixtures.seeds {
            let system = try SwiftFixtures.seed(seed.name)
            let (ahead, walk) = bothWays(system, prefix: seed.prefix)
            XCTAssertNotNil(ahead.0, seed.name)
            XCTAssertEqual(ahead.0, walk.0, "\(seed.name): the Swift differs when members are made ahead")
            XCTAssertEqual(ahead.1, walk.1, seed.name)
        }
    }

    /// `$root` tokens, collisions after name transformation, keywords and values that differ
    /// between appearances in more than color: the walk must not take a member made for another
    /// name or depth, and each warning must be reported once, in walk order.
    func testRootTokensCollisionsAndWarningsAreTheSameBothWays() {
        var yaml = """
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            color:
              $type: color
              accent:
                $root: { $value: "#112233", $extensions: { dev.tokenc.modes: { dark: "#445566" } } }
                soft: { $value: "#778899" }
              default: { $value: "#000000" }
              "2xl": { $value: "#111111" }
            space:
              $type: dimension
              big-gap: { $value: 8px }
              bigGap: { $value: 9px }
              pad: { $value: 4px, $extensions: { dev.tokenc.modes: { dark: 6px } } }

            """
        for group in 0..<3 {
            yaml += "bulk\(group):\n  $type: color\n"
            for index in 0..<40 { yaml += "  c\(index): { $value: \"#\(String(format: "%06x", group * 4096 + index * 97))\" }\n" }
        }
        let (system, _, _) = SwiftFixtures.system(yaml)
        let (ahead, walk) = bothWays(system, prefix: "T")
        XCTAssertNil(ahead.0, "the collision of big-gap and bigGap fails the output")
        XCTAssertEqual(ahead.1, walk.1)
        let codes = Set(walk.1.map(\.code))
        XCTAssertTrue(codes.contains("swift-name-collision"), "\(codes)")
        XCTAssertTrue(codes.contains("swift-mode-not-dynamic"), "\(codes)")
        XCTAssertEqual(walk.1.filter { $0.code == "swift-mode-not-dynamic" }.count, 1)
    }

    func testALargeSystemIsTheSameBothWays() {
        var yaml = "color:\n  $type: color\n"
        for group in 0..<30 {
            yaml += "  g\(group):\n"
            for index in 0..<100 {
                yaml += "    c\(index): { $value: \"#\(String(format: "%06x", (group * 100 + index) * 4099 % 0xFFFFFF))\", $description: \"Shade \(index) of group \(group).\" }\n"
            }
            yaml += "    alias: { $value: \"{color.g\(group).c1}\" }\n"
        }
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors)
        XCTAssertEqual(system.tokens.count, 30 * 101)
        let (ahead, walk) = bothWays(system, prefix: "Big")
        XCTAssertNotNil(ahead.0)
        XCTAssertEqual(ahead.0, walk.0)
        XCTAssertTrue(ahead.0?.contains("public static let c99 = ") ?? false)
    }

    /// Groups met again after other groups, a group and a token sharing a path's start, `$root`
    /// tokens and non-ASCII names: the group tree (built reusing the previous path's groups)
    /// declares each token in its own group, whatever the order of the paths.
    func testInterleavedAndNonASCIIPathsAreDeclaredInTheirGroups() {
        let yaml = """
            color:
              $type: color
              brand:
                primary: { $value: "#112233" }
                brandish: { $value: "#223344" }
              bränd:
                primary: { $value: "#334455" }
              brand-x:
                primary: { $value: "#445566" }
            space:
              $type: dimension
              s: { $value: 4px }
            """
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors)
        // The same tokens, their paths interleaved: each group's members in the order first met.
        var reordered = system
        reordered.tokens = [system.tokens[0], system.tokens[4], system.tokens[2], system.tokens[1], system.tokens[3]]
        for (label, system) in [("in order", system), ("interleaved", reordered)] {
            let (ahead, walk) = bothWays(system, prefix: "T")
            XCTAssertEqual(ahead.0, walk.0, label)
            let text = walk.0 ?? ""
            for (group, member) in [("Brand", "brandish"), ("Bränd", "primary"), ("BrandX", "primary")] {
                let start = text.range(of: "enum \(group) {")
                XCTAssertNotNil(start, "\(label): \(group)")
                let body = start.map { text[$0.upperBound...].prefix { $0 != "}" } } ?? ""
                XCTAssertTrue(body.contains("static let \(member) = "), "\(label): \(group).\(member)")
            }
            XCTAssertEqual(text.components(separatedBy: "enum Brand {").count, 2, "\(label): one Brand enum")
        }
    }
}
