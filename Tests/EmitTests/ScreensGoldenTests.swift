import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// The screens Swift and JSON of every seed system, compared with the reviewed golden files in
/// `Golden/screens/<system>/` (`*.swift.golden`, so SwiftPM does not compile them). Regenerate
/// with `TOKENC_UPDATE_GOLDENS=1 swift test --filter ScreensGoldenTests` and review the diff.
final class ScreensGoldenTests: XCTestCase {
    func testSeedScreensMatchGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["TOKENC_UPDATE_GOLDENS"] == "1"
        let seeds = try ScreensFixtures.seeds()
        for seed in SwiftFixtures.seeds {
            let folder = SwiftFixtures.repositoryRoot + "/Tests/EmitTests/Golden/screens/" + seed.name
            let sink = DiagnosticSink()
            let swiftInput = try ScreensFixtures.input(seeds, system: seed.name, parameters: ["prefix": .string(seed.prefix)],
                                                       sink: sink)
            let swift = try XCTUnwrap(ScreensSwiftEmitter().emit(swiftInput), "\(seed.name): \(sink.diagnostics.map(\.message))")
            let jsonInput = try ScreensFixtures.input(seeds, system: seed.name, parameters: [:], sink: sink)
            let json = try XCTUnwrap(ScreensJSONEmitter().emit(jsonInput))
            XCTAssertEqual(sink.diagnostics.map(\.message), [], seed.name)
            XCTAssertEqual(swift.map(\.path), ["\(seed.prefix)Screens.swift"])
            XCTAssertEqual(json.map(\.path), ["\(seed.name).screens.json"])
            for file in swift + json {
                let golden = folder + "/" + file.path + (file.path.hasSuffix(".swift") ? ".golden" : "")
                if update {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try file.contents.write(toFile: golden, atomically: false, encoding: .utf8)
                    continue
                }
                let expected = try String(contentsOfFile: golden, encoding: .utf8)
                guard expected != file.contents else { continue }
                let got = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let index = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
                XCTFail("\(seed.name)/\(file.path) differs from its golden file at line \(index + 1):\n"
                        + "  golden:    \(index < want.count ? want[index] : "<end>")\n"
                        + "  generated: \(index < got.count ? got[index] : "<end>")\n"
                        + "Run TOKENC_UPDATE_GOLDENS=1 swift test --filter ScreensGoldenTests and review the diff.")
            }
        }
    }

    func testOutputIsDeterministic() throws {
        let first = try ScreensFixtures.seeds()
        let second = try ScreensFixtures.seeds()
        let parameters: [String: JSONValue] = ["prefix": .string("TANDA")]
        let a = ScreensSwiftEmitter().emit(try ScreensFixtures.input(first, system: "tanda", parameters: parameters))
        let b = ScreensSwiftEmitter().emit(try ScreensFixtures.input(second, system: "tanda", parameters: parameters))
        XCTAssertNotNil(a)
        XCTAssertEqual(a, b)
        let c = ScreensJSONEmitter().emit(try ScreensFixtures.input(first, system: "tanda", parameters: [:]))
        let d = ScreensJSONEmitter().emit(try ScreensFixtures.input(second, system: "tanda", parameters: [:]))
        XCTAssertEqual(c, d)
    }
}
