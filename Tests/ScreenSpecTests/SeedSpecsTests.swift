import Diagnostics
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// Every seed spec under specs/ loads against the seed tokens under tokens/ with no errors.
final class SeedSpecsTests: XCTestCase {
    func loadSeeds() throws -> (SpecFixture, [Screen]) {
        var fixture = SpecFixture()
        let tokensRoot = repositoryRoot + "/tokens"
        for system in try FileManager.default.contentsOfDirectory(atPath: tokensRoot).sorted() {
            try fixture.addSystem(system, folder: tokensRoot + "/" + system)
        }
        let files = ScreenSpecLoader.specFiles(under: [repositoryRoot + "/specs"])
        let screens = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink).load(files: files, sources: fixture.sources)
        return (fixture, screens)
    }

    func testEverySeedSpecLoadsWithoutErrors() throws {
        let (fixture, screens) = try loadSeeds()
        let renderer = DiagnosticRenderer(sources: fixture.sources)
        let specDiagnostics = fixture.sink.sorted(using: fixture.sources).filter {
            $0.range.map { fixture.sources.path(of: $0.file).hasSuffix(".screen.yaml") } ?? true
        }
        let errors = specDiagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, errors.map(renderer.render).joined())
        XCTAssertFalse(screens.isEmpty)
        if ProcessInfo.processInfo.environment["SCREENSPEC_PRINT_DIAGNOSTICS"] != nil {
            print(specDiagnostics.map(renderer.render).joined())
        }
    }
}
