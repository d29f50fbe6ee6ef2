import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// Type-checks the SwiftUI, UIKit and AppKit parts of every seed system's screens Swift on Linux,
/// together with its token Swift and `L10n` accessors, against the stand-in modules of
/// `AppleStubs/` (see ``SwiftAppleLayerTests``), plus a few lines of view code that use the
/// constants the way an app does.
final class ScreensAppleLayerTests: XCTestCase {
    /// SwiftUI declarations the screens' animations call that the shared stub does not declare,
    /// written from Apple's documented signatures (developer.apple.com/documentation/swiftui/animation).
    static let swiftUIAdditions = """

        extension Animation {
            /// repeatCount(_:autoreverses:)
            public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
            /// repeatForever(autoreverses:)
            public func repeatForever(autoreverses: Bool = true) -> Animation { self }
        }

        """

    /// What an app writes with the constants.
    static let usage = """
        import SwiftUI

        @MainActor func screenConstantsInUse() {
            let entry: SwiftUI.Animation = LatenSplash.Logo.entry.animation
            let reduced: SwiftUI.Animation? = LatenSplash.Logo.entry.animation(reduceMotion: true)
            let pulse: SwiftUI.Animation? = LatenSplash.Logo.loop.animation(reduceMotion: false)
            let size: Double = LatenSplash.Logo.size
            let title: SwiftUI.Font = LatenAuthSignIn.Title.typography.font
            let text: String = LatenAuthSignIn.Title.text
            let key: String = LatenAuthSignIn.Title.textKey
            let tint: SwiftUI.Color = UrbanNestSplash.Tagline.foreground.color
            let background: SwiftUI.LinearGradient = TANDASplash.Background.Layer1.gradient.linearGradient
            let icon: SwiftUI.Animation = MeeshyBiometricPrompt.BiometricIcon.loop.animation
            let delay: Double = LatenSplash.LoadingDots.entry.delay(forItemAt: 2)
            _ = (entry, reduced, pulse, size, title, text, key, tint, background, icon, delay)
        }

        """

    func testSwiftUIAndUIKitLayersTypeCheck() throws {
        try typeCheck(platformModules: ["UIKit", "SwiftUI"])
    }

    func testSwiftUIAndAppKitLayersTypeCheck() throws {
        try typeCheck(platformModules: ["AppKit", "SwiftUI"])
    }

    /// The check above is not vacuous: without the additions to the stand-ins, the Apple-only code
    /// is type-checked and its repetition calls are rejected.
    func testRepetitionNeedsTheDocumentedAPI() throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let modules = try Self.stubModules(["UIKit", "SwiftUI"], additions: "", in: directory, swiftc: swiftc)
        let files = try Self.writeSeedFiles(to: directory)
        let result = try SwiftFixtures.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules] + files,
                                           in: directory)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("repeatForever"), String(result.output.prefix(2000)))
    }

    private func typeCheck(platformModules: [String]) throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let modules = try Self.stubModules(platformModules, additions: Self.swiftUIAdditions, in: directory, swiftc: swiftc)
        var files = try Self.writeSeedFiles(to: directory)
        try Self.usage.write(toFile: directory + "/Usage.swift", atomically: false, encoding: .utf8)
        files.append(directory + "/Usage.swift")
        let result = try SwiftFixtures.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules] + files,
                                           in: directory)
        XCTAssertEqual(result.status, 0, "type-check with \(platformModules) failed:\n\(result.output.prefix(4000))")
        XCTAssertFalse(result.output.contains("warning:"), result.output)
    }

    /// The token Swift, `L10n` accessors (one enum name per system) and screens Swift of every seed.
    static func writeSeedFiles(to directory: String) throws -> [String] {
        let seeds = try ScreensFixtures.seeds()
        var files: [String] = []
        for seed in SwiftFixtures.seeds {
            let system = try XCTUnwrap(seeds.systems.first { $0.name == seed.name })
            let l10nEnum = seed.prefix + "L10n"
            let tokens = try SwiftFixtures.seedSwift(seed.name, prefix: seed.prefix)
            let catalog = EmitInput(systems: [system], parameters: OutputParameters(["enumName": .string(l10nEnum)]),
                                    sourceFiles: [], diagnostics: DiagnosticSink())
            let l10n = try XCTUnwrap(StringCatalogEmitter().emit(catalog)?.first { $0.path.hasSuffix(".swift") })
            let input = try ScreensFixtures.input(seeds, system: seed.name,
                                                  parameters: ["prefix": .string(seed.prefix), "l10nEnum": .string(l10nEnum)])
            let screens = try XCTUnwrap(ScreensSwiftEmitter().emit(input)?.first)
            XCTAssertTrue(screens.contents.contains("#if canImport(SwiftUI)"), seed.name)
            for file in [tokens, l10n, screens] {
                try file.contents.write(toFile: directory + "/" + file.path, atomically: false, encoding: .utf8)
                files.append(directory + "/" + file.path)
            }
        }
        return files
    }

    /// Builds the stand-in modules (the shared stubs, SwiftUI's with `additions`) into a folder.
    static func stubModules(_ modules: [String], additions: String, in directory: String, swiftc: String) throws -> String {
        let stubs = SwiftFixtures.repositoryRoot + "/Tests/EmitTests/AppleStubs/"
        for module in modules {
            var source = try String(contentsOfFile: stubs + module + ".swift.stub", encoding: .utf8)
            if module == "SwiftUI" { source += additions }
            let path = directory + "/" + module + ".swift"
            try source.write(toFile: path, atomically: false, encoding: .utf8)
            let result = try SwiftFixtures.run(swiftc, [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module, path,
                "-I", directory, "-o", directory + "/" + module + ".swiftmodule",
            ], in: directory)
            XCTAssertEqual(result.status, 0, "stub \(module) failed to build:\n\(result.output)")
        }
        return directory
    }
}
