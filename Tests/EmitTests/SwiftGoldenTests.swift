import Emit
import Foundation
import XCTest

/// The generated Swift of every seed system, compared with the reviewed golden files in
/// `Golden/swift/` (named `*.swift.golden` so SwiftPM does not compile them into the tests). Regenerate with `TOKENC_UPDATE_GOLDENS=1 swift test --filter SwiftGoldenTests`.
final class SwiftGoldenTests: XCTestCase {
    func testSeedSystemsMatchGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["TOKENC_UPDATE_GOLDENS"] == "1"
        let folder = SwiftFixtures.repositoryRoot + "/Tests/EmitTests/Golden/swift"
        for seed in SwiftFixtures.seeds {
            let file = try SwiftFixtures.seedSwift(seed.name, prefix: seed.prefix)
            XCTAssertEqual(file.path, "\(seed.prefix)Tokens.swift")
            let golden = folder + "/" + file.path + ".golden"
            if update {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try file.contents.write(toFile: golden, atomically: false, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOfFile: golden, encoding: .utf8)
            if expected != file.contents {
                let got = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let index = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
                XCTFail("\(file.path) differs from its golden file at line \(index + 1):\n"
                        + "  golden:    \(index < want.count ? want[index] : "<end>")\n"
                        + "  generated: \(index < got.count ? got[index] : "<end>")\n"
                        + "Run TOKENC_UPDATE_GOLDENS=1 swift test --filter SwiftGoldenTests and review the diff.")
            }
        }
    }

    func testOutputIsDeterministic() throws {
        let first = try SwiftFixtures.seedSwift("tanda", prefix: "TANDA")
        let second = try SwiftFixtures.seedSwift("tanda", prefix: "TANDA")
        XCTAssertEqual(first, second)
    }
}
