import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// The `xcstrings` format: an Xcode 15 String Catalog and its Swift accessors.
final class StringCatalogTests: XCTestCase {
    /// Keys from String Catalogs Xcode wrote (CubeTime, CSE) plus numeric ones, in the order
    /// ICU 72 gives them (PyICU, locale `en`, numeric collation on) — the order Xcode writes.
    static let icuOrder = [
        "", "\nIf", " Note", "-", "–", "...", "(%@)", "[+2]", "[DNF]", "%@", "%lld", "%lld d.p", "%lld Solves",
        "%lld.", "© Cizzuk", "+2", "|", "${toggle} Emoji Search", "0.00", "0.000", "2x2", "360 Search",
        "All phases", "All Puzzles", "Baidu", "baidu.com", "Before", "Bing", "bing.com", "Comment", "COMMENT",
        "Comment something…", "Contact", "cse", "CSE Settings", "Disable Checker", "Disable CSE", "item2", "item10",
    ]

    func testKeysAreSortedAsXcodeSortsThem() {
        XCTAssertEqual(StringCatalogKeyOrder.sorted(Self.icuOrder.reversed()), Self.icuOrder)
        XCTAssertEqual(StringCatalogKeyOrder.sorted(["auth.sign-up", "auth.signIn", "auth.sign_in", "Auth.z", "auth.a"]),
                       // ICU: '_' < '-' < letters; "Auth.z" vs "auth.a": primary a < z first.
                       ["auth.a", "auth.sign_in", "auth.sign-up", "auth.signIn", "Auth.z"])
        XCTAssertTrue(StringCatalogKeyOrder.precedes("slide-2", "slide-10"))
        XCTAssertTrue(StringCatalogKeyOrder.precedes("resume", "résumé"))
        XCTAssertTrue(StringCatalogKeyOrder.precedes("résumé", "Resume2"))
    }

    func testSmallCatalogIsExactlyWhatXcodeWrites() throws {
        let system = FormatFixtures.system(#"""
            copy:
              $type: dev.tokenc.copy
              sign-in:
                $value: { text: "Sign In", key: auth.signIn, comment: Primary button }
              cart:
                $value:
                  text: "{count} items for {total}, {count} total ({percent}% off)"
                  placeholders: [{ name: count, format: int }, { name: total, format: double }]
                $description: Cart summary.
            """#)
        let files = try XCTUnwrap(StringCatalogEmitter().emit(FormatFixtures.input(system)))
        XCTAssertEqual(files.map(\.path), ["Localizable.xcstrings", "L10n.swift"])
        // Keys: "auth.signIn" < "copy.cart"; placeholders positional; % doubled; no final newline.
        XCTAssertEqual(try FormatFixtures.file("Localizable.xcstrings", in: files), #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "auth.signIn" : {
                  "comment" : "Primary button",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Sign In"
                      }
                    }
                  }
                },
                "copy.cart" : {
                  "comment" : "Cart summary.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%1$lld items for %2$lf, %1$lld total (%3$@%% off)"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
    }

    func testEmptyCatalogAndParameters() throws {
        let system = FormatFixtures.system("spacing: { $type: dimension, md: { $value: 16pt } }")
        let files = try XCTUnwrap(StringCatalogEmitter().emit(FormatFixtures.input(system, [
            "sourceLanguage": .string("de"), "table": .string("Copy"), "swift": .bool(false),
        ])))
        XCTAssertEqual(files.map(\.path), ["Copy.xcstrings"])
        XCTAssertEqual(files[0].contents, "{\n  \"sourceLanguage\" : \"de\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }

    func testAlternatesAreKeysOfTheirOwn() throws {
        let context = try XCTUnwrap(StringCatalogEmitter().catalogContext(FormatFixtures.input(try FormatFixtures.seed("laten"))))
        let byKey = Dictionary(uniqueKeysWithValues: context.strings.map { ($0.key, $0) })
        XCTAssertEqual(byKey["copy.auth.biometric-button"]?.value, "Sign in with Face ID")
        XCTAssertEqual(byKey["copy.auth.biometric-button.touch-id"]?.value, "Sign in with Touch ID")
        XCTAssertEqual(byKey["copy.error.provider-not-enabled"]?.value, "%1$@ Sign-In is not configured. Please use email/password.")
        XCTAssertEqual(byKey["copy.error.provider-not-enabled"]?.comment,
                       "The document writes the placeholder as [Provider], e.g. Google or Facebook.\nThe OAuth provider is not enabled in the backend.")
        XCTAssertEqual(byKey["auth.signIn"]?.value, "Sign in to your account")
    }

    /// Every seed catalog parses and has the documented String Catalog structure, keys in Xcode's order.
    func testSeedCatalogsHaveTheDocumentedStructure() throws {
        for name in FormatFixtures.seedNames {
            let files = try XCTUnwrap(StringCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed(name))), name)
            let text = try FormatFixtures.file("Localizable.xcstrings", in: files)
            XCTAssertFalse(text.hasSuffix("\n"), "Xcode writes no final newline")
            let catalog = try XCTUnwrap(FormatFixtures.json(text) as? [String: Any])
            XCTAssertEqual(Set(catalog.keys), ["sourceLanguage", "strings", "version"])
            XCTAssertEqual(catalog["sourceLanguage"] as? String, "en")
            XCTAssertEqual(catalog["version"] as? String, "1.0")
            let strings = try XCTUnwrap(catalog["strings"] as? [String: Any])
            XCTAssertFalse(strings.isEmpty, name)
            for (key, value) in strings {
                let entry = try XCTUnwrap(value as? [String: Any], key)
                XCTAssertTrue(Set(entry.keys).isSubset(of: ["comment", "extractionState", "localizations"]), key)
                XCTAssertEqual(entry["extractionState"] as? String, "manual")
                if let comment = entry["comment"] { XCTAssertTrue(comment is String) }
                let localizations = try XCTUnwrap(entry["localizations"] as? [String: Any])
                XCTAssertEqual(Array(localizations.keys), ["en"])
                let unit = try XCTUnwrap((localizations["en"] as? [String: Any])?["stringUnit"] as? [String: Any])
                XCTAssertEqual(unit["state"] as? String, "translated")
                XCTAssertNotNil(unit["value"] as? String)
            }
            // The keys appear in the text in Xcode's order.
            let keyLines = text.components(separatedBy: "\n").filter { $0.hasPrefix("    \"") && $0.hasSuffix("\" : {") }
            let keysInText = keyLines.map { String($0.dropFirst(5).dropLast(5)) }
            XCTAssertEqual(keysInText.count, strings.count)
            XCTAssertEqual(keysInText, StringCatalogKeyOrder.sorted(strings.keys), name)
        }
    }

    func testConflictingKeysAreErrors() throws {
        let sink = DiagnosticSink()
        let system = FormatFixtures.system("""
            a: { $type: dev.tokenc.copy, $value: { text: One, key: shared } }
            b: { $type: dev.tokenc.copy, $value: { text: Two, key: shared } }
            """)
        XCTAssertNil(StringCatalogEmitter().emit(FormatFixtures.input(system, sink: sink)))
        XCTAssertEqual(sink.diagnostics.filter { $0.code == "copy-duplicate-key" }.count, 1)

        let swiftSink = DiagnosticSink()
        let clash = FormatFixtures.system("""
            a: { $type: dev.tokenc.copy, $value: { text: One, key: auth.sign-in } }
            b: { $type: dev.tokenc.copy, $value: { text: Two, key: auth.signIn } }
            """)
        XCTAssertNil(StringCatalogEmitter().accessorContext(FormatFixtures.input(clash, sink: swiftSink)))
        let error = try XCTUnwrap(swiftSink.diagnostics.first { $0.code == "l10n-name-collision" })
        // Every key starts with "auth.", which the accessors do not repeat.
        XCTAssertTrue(error.message.contains("Swift accessor 'signIn'"), error.message)
    }

    /// The accessors compile with swiftc on Linux and return the source texts, arguments filled in.
    func testAccessorsCompileAndReturnTheTexts() throws {
        let swiftc = try Self.swiftc()
        let system = FormatFixtures.system(#"""
            copy:
              $type: dev.tokenc.copy
              default: { $value: "It's 100% \"done\"" }
              cart:
                items:
                  $value:
                    text: "{count} items, {weight} kg for {name}"
                    placeholders: [{ name: count, format: int }, { name: weight, format: double }]
                  $deprecated: Use copy.cart.summary
            """#)
        var files = try XCTUnwrap(StringCatalogEmitter().emit(FormatFixtures.input(system)))
        files += try XCTUnwrap(StringCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed("laten"), ["enumName": .string("LatenL10n")])))
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        XCTAssertEqual(swift.map(\.path), ["L10n.swift", "LatenL10n.swift"])
        // "copy." is common to every key of the fixture, so it is not repeated: L10n.Cart.items.
        let output = try Self.compileAndRun(swiftc, files: swift, main: """
            print(L10n.default)
            print(L10n.Cart.items(3, 2.5, "Ana"))
            print(LatenL10n.Auth.signIn)
            print(LatenL10n.Copy.Error.providerNotEnabled("Google"))
            print(LatenL10n.Copy.Auth.BiometricButton.touchId)
            """)
        XCTAssertEqual(output, """
            It's 100% "done"
            3 items, 2.500000 kg for Ana
            Sign in to your account
            Google Sign-In is not configured. Please use email/password.
            Sign in with Touch ID

            """)
    }

    func testGoldenFiles() throws {
        for name in FormatFixtures.seedNames {
            let files = try XCTUnwrap(StringCatalogEmitter().emit(FormatFixtures.input(try FormatFixtures.seed(name))))
            try FormatFixtures.assertGolden(format: "xcstrings", system: name, files: files)
        }
    }

    // MARK: swiftc

    static func swiftc() throws -> String {
        for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        let which = Process()
        which.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        which.arguments = ["which", "swiftc"]
        let pipe = Pipe()
        which.standardOutput = pipe
        try? which.run()
        which.waitUntilExit()
        let path = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if which.terminationStatus == 0, !path.isEmpty { return path }
        throw XCTSkip("swiftc is not installed")
    }

    static func compileAndRun(_ swiftc: String, files: [GeneratedFile], main: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let mainURL = folder.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainURL)
        let binary = folder.appendingPathComponent("program").path
        let (compileStatus, compileOutput) = try run(swiftc, paths + [mainURL.path, "-suppress-warnings", "-o", binary])
        XCTAssertEqual(compileStatus, 0, compileOutput)
        guard compileStatus == 0 else { return "" }
        let (status, output) = try run(binary, [])
        XCTAssertEqual(status, 0, output)
        return output
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
