import Emit
import Foundation
import XCTest

/// Type-checks the SwiftUI, UIKit and AppKit layers of every seed system's generated Swift on
/// Linux, against stand-in modules (`AppleStubs/`) that declare the few Apple APIs the code calls,
/// as Apple documents them. With the stand-ins on the import path, `canImport(SwiftUI)` and
/// `canImport(UIKit)` (or `canImport(AppKit)`) are true, so the Apple-only code is checked exactly
/// as Xcode would compile it.
final class SwiftAppleLayerTests: XCTestCase {
    /// Builds the stand-in modules for one platform into a folder; returns it.
    static func stubModules(_ modules: [String], in directory: String, swiftc: String) throws -> String {
        let stubs = SwiftFixtures.repositoryRoot + "/Tests/EmitTests/AppleStubs/"
        for module in modules {
            let source = directory + "/" + module + ".swift"
            try FileManager.default.copyItem(atPath: stubs + module + ".swift.stub", toPath: source)
            let result = try SwiftFixtures.run(swiftc, [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module, source,
                "-I", directory, "-o", directory + "/" + module + ".swiftmodule",
            ], in: directory)
            XCTAssertEqual(result.status, 0, "stub \(module) failed to build:\n\(result.output)")
        }
        return directory
    }

    func testSwiftUIAndUIKitLayersTypeCheck() throws {
        try typeCheck(platformModules: ["UIKit", "SwiftUI"])
    }

    func testSwiftUIAndAppKitLayersTypeCheck() throws {
        try typeCheck(platformModules: ["AppKit", "SwiftUI"])
    }

    private func typeCheck(platformModules: [String]) throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let modules = try Self.stubModules(platformModules, in: directory, swiftc: swiftc)
        var files: [String] = []
        for seed in SwiftFixtures.seeds {
            let file = try SwiftFixtures.seedSwift(seed.name, prefix: seed.prefix)
            XCTAssertTrue(file.contents.contains("#if canImport(SwiftUI)"))
            let path = directory + "/" + file.path
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
        }
        // All five files in one module: the prefixed names must not clash either.
        let result = try SwiftFixtures.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules] + files,
                                           in: directory)
        XCTAssertEqual(result.status, 0, "type-check with \(platformModules) failed:\n\(result.output.prefix(4000))")
        XCTAssertFalse(result.output.contains("warning:"), result.output)
    }

    /// The stand-ins are not vacuous: a call the stubs do not declare fails to type-check.
    func testStubsRejectAnUndeclaredAPI() throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let modules = try Self.stubModules(["UIKit", "SwiftUI"], in: directory, swiftc: swiftc)
        let source = directory + "/Wrong.swift"
        try """
            import SwiftUI
            import UIKit
            let color = SwiftUI.Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 1)
            let wrong = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
            """.write(toFile: source, atomically: false, encoding: .utf8)
        let result = try SwiftFixtures.run(swiftc, ["-typecheck", "-I", modules, source], in: directory)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("hue"), result.output)
    }
}
