import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// The `dtcg-json` and `flat-json` formats.
final class JSONFormatTests: XCTestCase {
    func testCombinedDocumentIsWhatResolvePrints() throws {
        let system = try FormatFixtures.seed("tanda")
        let files = try XCTUnwrap(DTCGJSONEmitter().emit(FormatFixtures.input(system)))
        XCTAssertEqual(files.map(\.path), ["tanda.tokens.json"])
        XCTAssertEqual(files[0].contents, ResolvedDocument.build(system).serialized() + "\n")
        // color.border: neutral/700 #374151 in dark (the default), neutral/200 #E5E7EB in light.
        let document = try XCTUnwrap(FormatFixtures.json(files[0].contents) as? [String: Any])
        let border = try XCTUnwrap((document["color"] as? [String: Any])?["border"] as? [String: Any])
        XCTAssertEqual((border["$value"] as? [String: Any])?["hex"] as? String, "#374151")
        let modes = (border["$extensions"] as? [String: Any])?["dev.tokenc.modes"] as? [String: Any]
        XCTAssertEqual((modes?["light"] as? [String: Any])?["hex"] as? String, "#e5e7eb")
    }

    func testOneFilePerModeAndKeyedModes() throws {
        let system = try FormatFixtures.seed("tanda")
        let perMode = try XCTUnwrap(DTCGJSONEmitter().emit(FormatFixtures.input(system, ["layout": .string("files")])))
        XCTAssertEqual(perMode.map(\.path), ["tanda.dark.tokens.json", "tanda.light.tokens.json"])
        let light = try XCTUnwrap(FormatFixtures.json(perMode[1].contents) as? [String: Any])
        let border = try XCTUnwrap((light["color"] as? [String: Any])?["border"] as? [String: Any])
        XCTAssertEqual((border["$value"] as? [String: Any])?["hex"] as? String, "#e5e7eb")
        XCTAssertNil(border["$extensions"], "a single-mode document lists no other modes")

        let keyed = try XCTUnwrap(DTCGJSONEmitter().emit(FormatFixtures.input(system, ["layout": .string("keyed")])))
        XCTAssertEqual(keyed.map(\.path), ["tanda.tokens.json"])
        let object = try XCTUnwrap(FormatFixtures.json(keyed[0].contents) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["dark", "light"])
        XCTAssertTrue(keyed[0].contents.hasPrefix("{\n  \"dark\": {"), "modes in the system's order")

        // Only the selected modes.
        let lightOnly = try XCTUnwrap(DTCGJSONEmitter().emit(FormatFixtures.input(system, ["layout": .string("files"), "modes": .string("light")])))
        XCTAssertEqual(lightOnly.map(\.path), ["tanda.light.tokens.json"])
    }

    func testUnknownLayoutAndModeAreReported() throws {
        let sink = DiagnosticSink()
        XCTAssertNil(DTCGJSONEmitter().emit(FormatFixtures.input(try FormatFixtures.seed("tanda"), ["layout": .string("file")], sink: sink)))
        let error = try XCTUnwrap(sink.diagnostics.first { $0.code == "invalid-output-parameter" })
        XCTAssertEqual(error.suggestion, "did you mean 'files'?")

        let modeSink = DiagnosticSink()
        _ = FlatJSONEmitter().emit(FormatFixtures.input(try FormatFixtures.seed("tanda"), ["modes": .strings(["ligth"])], sink: modeSink))
        let warning = try XCTUnwrap(modeSink.diagnostics.first { $0.code == "unknown-output-mode" })
        XCTAssertEqual(warning.suggestion, "did you mean 'light'?")
    }

    func testFlatJSONKeysArePaths() throws {
        let system = try FormatFixtures.seed("laten")
        let files = try XCTUnwrap(FlatJSONEmitter().emit(FormatFixtures.input(system)))
        XCTAssertEqual(files.map(\.path), ["laten.json"])
        let object = try XCTUnwrap(FormatFixtures.json(files[0].contents) as? [String: Any])
        XCTAssertEqual(object.count, system.tokens.count)
        // size.touch-target: 44pt; motion.spring.ios: stiffness 380, damping 35, mass 1.
        let target = try XCTUnwrap(object["size.touch-target"] as? [String: Any])
        XCTAssertEqual(target["value"] as? Double, 44)
        XCTAssertEqual(target["unit"] as? String, "pt")
        let spring = try XCTUnwrap(object["motion.spring.ios"] as? [String: Any])
        XCTAssertEqual(spring["stiffness"] as? Double, 380)
        XCTAssertEqual(spring["mass"] as? Double, 1)
        XCTAssertEqual(try XCTUnwrap(spring["dampingFraction"] as? Double), 35 / (2 * 380.0.squareRoot()), accuracy: 1e-9)
        XCTAssertEqual((object["color.primary"] as? [String: Any])?["hex"] as? String, "#8b5cf6")
    }

    func testFlatJSONModes() throws {
        let system = try FormatFixtures.seed("urbannest")
        let files = try XCTUnwrap(FlatJSONEmitter().emit(FormatFixtures.input(system)))
        XCTAssertEqual(files.map(\.path), ["urbannest.light.json", "urbannest.dark.json"])
        let dark = try XCTUnwrap(FormatFixtures.json(files[1].contents) as? [String: Any])
        // color.background is #1E1E1E in dark.
        XCTAssertEqual((dark["color.background"] as? [String: Any])?["hex"] as? String, "#1e1e1e")
        let keyed = try XCTUnwrap(FlatJSONEmitter().emit(FormatFixtures.input(system, ["layout": .string("keyed")])))
        let object = try XCTUnwrap(FormatFixtures.json(keyed[0].contents) as? [String: [String: Any]])
        XCTAssertEqual(Set(object.keys), ["light", "dark"])
        XCTAssertEqual((object["light"]?["color.background"] as? [String: Any])?["hex"] as? String, "#0d7377")
    }

    func testIncludeAndExcludeFilterTheTokens() throws {
        let system = try FormatFixtures.seed("tanda")
        let files = try XCTUnwrap(FlatJSONEmitter().emit(FormatFixtures.input(system, [
            "include": .strings(["color.brand", "spacing.*"]), "exclude": .strings(["color.brand.secondary"]), "modes": .string("dark"),
        ])))
        let object = try XCTUnwrap(FormatFixtures.json(files[0].contents) as? [String: Any])
        XCTAssertEqual(object.keys.sorted(), system.tokens.map(\.path).filter {
            ($0.hasPrefix("color.brand.") || ($0.hasPrefix("spacing.") && $0.split(separator: ".").count == 2)) && $0 != "color.brand.secondary"
        }.sorted())
        XCTAssertNotNil(object["color.brand.primary"])
        XCTAssertNil(object["color.brand.secondary"])
    }

    func testGoldenFiles() throws {
        for name in FormatFixtures.seedNames {
            let system = try FormatFixtures.seed(name)
            try FormatFixtures.assertGolden(format: "dtcg-json", system: name,
                                            files: try XCTUnwrap(DTCGJSONEmitter().emit(FormatFixtures.input(system))))
            try FormatFixtures.assertGolden(format: "flat-json", system: name,
                                            files: try XCTUnwrap(FlatJSONEmitter().emit(FormatFixtures.input(system))))
        }
    }
}

extension JSONValue {
    /// A list of strings.
    static func strings(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }
}
