import Diagnostics
import Foundation
import TokencKit
import TokenModel
import XCTest

/// Systems defined by a DTCG Resolver Module 2025.10 document.
final class ResolverModuleTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "tokenc-resolver-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/brand/themes", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: directory + "/" + relative, atomically: false, encoding: .utf8)
    }

    private func compile() throws -> (TokenCompiler, ResolvedSystem) {
        let systems = try ProjectDiscovery.systems(for: [directory])
        XCTAssertEqual(systems.count, 1)
        let compiler = TokenCompiler()
        return (compiler, compiler.compile(systems[0]))
    }

    private func writeBrand() throws {
        try write("brand/core.tokens.json", """
            {"color": {"$type": "color",
              "gray": {"100": {"$value": "#f3f4f6"}, "900": {"$value": "#111827"}},
              "accent": {"$value": "#8b5cf6"}}}
            """)
        try write("brand/themes/light.tokens.json", """
            {"color": {"$type": "color", "bg": {"$value": "{color.gray.100}"}, "text": {"$value": "{color.gray.900}"}}}
            """)
        try write("brand/themes/dark.tokens.json", """
            {"color": {"$type": "color", "bg": {"$value": "{color.gray.900}"}, "text": {"$value": "{color.gray.100}"}}}
            """)
    }

    func testModifierContextsBecomeModesAndLaterSourcesOverride() throws {
        try writeBrand()
        try write("brand/brand.resolver.json", """
            {"name": "Brand", "version": "2025.10",
             "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {
                 "light": [{"$ref": "themes/light.tokens.json"}],
                 "dark": [{"$ref": "themes/dark.tokens.json"}]}, "default": "dark"}},
             "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"},
                {"type": "set", "name": "overrides", "sources": [{"color": {"accent": {"$type": "color", "$value": "#7c3aed"}}}]}]}
            """)
        let (compiler, system) = try compile()
        XCTAssertEqual(compiler.diagnostics.diagnostics, [])
        XCTAssertEqual(system.name, "brand")
        XCTAssertEqual(system.modes, ["dark", "light"], "the default context comes first")
        // dark: bg = gray.900 = #111827 → (17, 24, 39); light: bg = gray.100 = #f3f4f6 → (243, 244, 246).
        guard case .color(let darkBG)? = system["color.bg"]?.values[0],
              case .color(let lightBG)? = system["color.bg"]?.values[1] else { return XCTFail("no color.bg") }
        XCTAssertEqual(darkBG.components.compactMap { $0 }, [17.0 / 255, 24.0 / 255, 39.0 / 255])
        XCTAssertEqual(lightBG.components.compactMap { $0 }, [243.0 / 255, 244.0 / 255, 246.0 / 255])
        // The inline set, last in the resolution order, overrides core's accent in every mode.
        guard case .color(let accent)? = system["color.accent"]?.value else { return XCTFail("no accent") }
        XCTAssertEqual(accent.components.compactMap { $0 }, [0x7c / 255.0, 0x3a / 255.0, 0xed / 255.0])
    }

    func testTokenMissingFromOneContextIsAnError() throws {
        try writeBrand()
        try write("brand/themes/dark.tokens.json", """
            {"color": {"$type": "color", "bg": {"$value": "{color.gray.900}"}}}
            """)
        try write("brand/brand.resolver.json", """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "themes/light.tokens.json"}],
                                                  "dark": [{"$ref": "themes/dark.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
            """)
        let (compiler, system) = try compile()
        let errors = compiler.diagnostics.diagnostics.filter { $0.code == "missing-in-mode" }
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.message.contains("'color.text' is not defined in mode 'dark'") ?? false, "\(errors)")
        XCTAssertEqual(system.modes, ["light", "dark"])
    }

    func testUnknownSetAndMissingFileAreReportedWithSuggestions() throws {
        try writeBrand()
        try write("brand/brand.resolver.json", """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}, {"$ref": "nope.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/cor"}, {"$ref": "#/sets/core"}]}
            """)
        let (compiler, _) = try compile()
        let codes = compiler.diagnostics.diagnostics.map(\.code)
        XCTAssertEqual(codes.filter { $0 == "unknown-reference" }.count, 2, "\(compiler.diagnostics.diagnostics)")
        XCTAssertTrue(compiler.diagnostics.diagnostics.contains { $0.suggestion == "did you mean '#/sets/core'?" })
        XCTAssertTrue(compiler.diagnostics.diagnostics.contains { $0.message == "resolver source 'nope.tokens.json' does not exist" })
    }
}
