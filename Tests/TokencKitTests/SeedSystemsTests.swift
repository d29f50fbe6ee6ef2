import Diagnostics
import Foundation
import TokencKit
import TokenModel
import XCTest

/// The five seed design systems compile, and `tokenc resolve` of each is a reviewed golden file.
final class SeedSystemsTests: XCTestCase {
    private func compileSeeds() throws -> (TokenCompiler, [ResolvedSystem]) {
        let compiler = TokenCompiler()
        let sources = try ProjectDiscovery.systems(for: [RepositoryPaths.tokens])
        return (compiler, compiler.compile(sources))
    }

    func testAllFiveSeedSystemsAreFoundAndHaveNoErrors() throws {
        let (compiler, systems) = try compileSeeds()
        XCTAssertEqual(systems.map(\.name), ["comprehension", "laten", "meeshy", "tanda", "urbannest"])
        let errors = compiler.diagnostics.diagnostics.filter { $0.severity == .error }
        let renderer = DiagnosticRenderer(sources: compiler.sources)
        XCTAssertEqual(errors.count, 0, errors.map(renderer.render).joined())
        for system in systems {
            XCTAssertGreaterThan(system.tokens.count, 20, "\(system.name) has suspiciously few tokens")
        }
    }

    func testSeedModesAreDeclaredWhereTheDocumentsHaveLightAndDark() throws {
        let (_, systems) = try compileSeeds()
        let modes = Dictionary(uniqueKeysWithValues: systems.map { ($0.name, $0.modes) })
        XCTAssertEqual(modes["tanda"], ["dark", "light"])
        XCTAssertEqual(modes["urbannest"], ["light", "dark"])
        XCTAssertEqual(modes["laten"], ["default"], "Laten is dark-only")
    }

    func testLatenNotationMismatchesAreFound() throws {
        // Laten gives `#8B5CF6` with "HSL 270 91% 65%". Independently (CSS Color 4 HSL → sRGB):
        // hsl(270 91% 65%) = rgb(166.0, 84.8, 246.6) ≈ #a655f7, visibly not #8b5cf6.
        let (compiler, _) = try compileSeeds()
        let mismatches = compiler.diagnostics.diagnostics.filter { $0.code == "notation-mismatch" }
        let paths = mismatches.compactMap { $0.range.map { compiler.sources.path(of: $0.file) } }
        XCTAssertTrue(paths.allSatisfy { $0.contains("/laten/") }, "\(paths)")
        XCTAssertTrue(mismatches.contains { $0.message.contains("'color.primary' is #8b5cf6") && $0.message.contains("#a655f7") },
                      mismatches.map(\.message).joined(separator: "\n"))
    }

    func testResolvedDocumentsMatchGoldenFiles() throws {
        let (_, systems) = try compileSeeds()
        for system in systems {
            let text = ResolvedDocument.build(system).serialized() + "\n"
            let path = RepositoryPaths.golden("resolve/\(system.name).json")
            if RepositoryPaths.updatingGoldens {
                try text.write(toFile: path, atomically: false, encoding: .utf8)
                continue
            }
            let golden = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(text, golden, "resolve of \(system.name) differs from \(path); review and regenerate with TOKENC_UPDATE_GOLDENS=1")
        }
    }

    func testResolveIsDeterministic() throws {
        let (_, first) = try compileSeeds()
        let (_, second) = try compileSeeds()
        XCTAssertEqual(first.map { ResolvedDocument.build($0).serialized() },
                       second.map { ResolvedDocument.build($0).serialized() })
    }
}
