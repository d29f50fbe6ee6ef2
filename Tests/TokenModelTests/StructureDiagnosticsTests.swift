import Diagnostics
import TokenModel
import XCTest
import YAML

/// Diagnostics for malformed structure, each at its expected location.
final class StructureDiagnosticsTests: XCTestCase {
    func testInvalidMetadataProperties() {
        let c = Compiled("""
            a:
              $type: number
              $description: [not, text]
              x: { $value: 1, $deprecated: 3 }
              y: { $value: 2, $extensions: 5 }
            """)
        XCTAssertEqual(c.codes, ["invalid-description", "invalid-deprecated", "invalid-extensions"])
        XCTAssertEqual(c.diagnostics.map { c.at($0.range) },
                       ["test.tokens.yaml:3:17", "test.tokens.yaml:4:32", "test.tokens.yaml:5:32"])
        XCTAssertEqual(c.with("invalid-description").first?.severity, .warning)
        XCTAssertNotNil(c.system["a.x"], "a bad $deprecated does not lose the token")
    }

    func testRootMustBeAMapping() {
        let c = Compiled("- just\n- a list\n")
        XCTAssertEqual(c.codes, ["invalid-group"])
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "test.tokens.yaml:1:1")
    }

    func testMalformedModesDeclaration() {
        let c = Compiled("""
            $extensions:
              dev.tokenc.system: { modes: dark }
            """)
        XCTAssertEqual(c.codes, ["invalid-modes"])
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "test.tokens.yaml:2:31")
    }

    func testModeValueForTheDefaultModeIsRedundant() {
        let c = Compiled("""
            $extensions: { dev.tokenc.system: { modes: [light, dark] } }
            bg:
              $type: color
              $value: "#ffffff"
              $extensions: { dev.tokenc.modes: { light: "#fefefe", dark: "#000000" } }
            """)
        XCTAssertEqual(c.codes, ["redundant-mode-value"])
        XCTAssertEqual(c.diagnostics.first?.severity, .warning)
        // The default value stays $value (#ffffff), not the redundant entry.
        assertComponents(c.system["bg"]?.values[0], [1, 1, 1])
    }

    func testEmptyGradientIsInvalid() {
        let c = Compiled("g: { $type: gradient, $value: [] }\n")
        XCTAssertEqual(c.codes, ["invalid-gradient"])
    }

    func testDeeplyNestedPointerReferencesStopWithAnError() {
        // Each token's value is a JSON Pointer to the next one's: 300 levels of nested
        // resolution, more than the documented limit of 256; an error, never a stack overflow.
        var text = ""
        for i in 0..<300 { text += "t\(i): { $type: number, $value: { $ref: \"#/t\(i + 1)/$value\" } }\n" }
        text += "t300: { $type: number, $value: 1 }\n"
        let c = Compiled(text)
        XCTAssertTrue(c.codes.contains("reference-chain-too-deep"), "\(c.codes)")
        XCTAssertEqual(c.system["t299"]?.value, .number(1), "tokens near the end of the chain still resolve")
    }
}

/// Resolver documents parsed on their own.
final class ResolverDocumentTests: XCTestCase {
    private func parse(_ text: String) -> (ResolverDocument?, [Diagnostic], SourceManager) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "x.resolver.yaml", text: text)
        guard let root = YAMLParser().parse(Array(text.utf8), file: file, sink: sink) else { return (nil, sink.diagnostics, sources) }
        return (ResolverDocument.parse(root, sink: sink), sink.diagnostics, sources)
    }

    func testMissingResolutionOrderIsInvalid() {
        let (document, diagnostics, _) = parse("version: \"2025.10\"\nsets: {}\n")
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.code), ["invalid-resolver"])
    }

    func testOtherVersionsWarn() {
        let (document, diagnostics, _) = parse("version: \"2024.01\"\nresolutionOrder: []\n")
        XCTAssertNotNil(document)
        XCTAssertEqual(diagnostics.map(\.code), ["resolver-version"])
        XCTAssertEqual(diagnostics.first?.range?.start, SourceLocation(line: 1, column: 10))
    }

    func testTwoModifiersCombineIntoNamedModes() {
        let (document, diagnostics, _) = parse("""
            version: "2025.10"
            modifiers:
              theme: { contexts: { light: [], dark: [] }, default: light }
              density: { contexts: { regular: [], compact: [] } }
            resolutionOrder: [{ $ref: "#/modifiers/theme" }, { $ref: "#/modifiers/density" }]
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.modes.map(\.name), ["light-regular", "light-compact", "dark-regular", "dark-compact"])
    }

    func testUnknownDefaultContextSuggestsTheNearest() {
        let (_, diagnostics, _) = parse("""
            version: "2025.10"
            modifiers:
              theme: { contexts: { light: [], dark: [] }, default: drak }
            resolutionOrder: [{ $ref: "#/modifiers/theme" }]
            """)
        XCTAssertEqual(diagnostics.map(\.code), ["unknown-reference"])
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean 'dark'?")
    }
}
