import Diagnostics
import Emit
import TokenModel
import XCTest

/// The generic context user templates render (`template:` outputs): fields and value transforms.
final class TemplateContextTests: XCTestCase {
    private func render(_ template: String, _ yaml: String, parameters: [String: JSONValue] = [:]) throws -> String {
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics.map(\.message))")
        var library = TemplateLibrary()
        try library.register(source: template, named: "t", file: "t.mustache")
        let input = EmitInput(systems: [system], parameters: OutputParameters(parameters), sourceFiles: ["a.yaml"],
                              diagnostics: sink, templates: library)
        return try XCTUnwrap(TemplateEmitter(templateName: "t", fileName: "out.txt").emit(input)?.first).contents
    }

    func testColorTransforms() throws {
        // #8B5CF6 at 50% alpha: alpha byte round(0.5 × 255) = 128 = 0x80.
        let out = try render("{{#tokens}}{{value.hex}} {{value.hexAlpha}} {{value.argb}} {{value.red}}{{/tokens}}",
                             "c: { $type: color, $value: '#8B5CF680' }\n")
        // 139 / 255 = 0.545098…
        XCTAssertEqual(out, "#8B5CF6 #8B5CF680 0x808B5CF6 0.545098")
    }

    func testDimensionAndDurationTransforms() throws {
        let out = try render(
            "{{#tokens}}{{path}}: {{value.points}}pt {{value.dp}}dp {{value.rem}}rem {{value.ms}}ms {{value.seconds}}s\n{{/tokens}}",
            "space: { $type: dimension, $value: 1.5rem }\nfade: { $type: duration, $value: 250ms }\n")
        XCTAssertEqual(out, "space: 24pt 24dp 1.5rem ms s\nfade: pt dp rem 250ms 0.25s\n")
    }

    func testNamesModesAndTypeFilters() throws {
        let yaml = """
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            color:
              $type: color
              text-primary:
                $value: "#111111"
                $extensions: { dev.tokenc.modes: { dark: "#EEEEEE" } }
            size:
              icon-lg: { $type: dimension, $value: 24pt }
            """
        let out = try render("""
            {{#system}}{{name}} {{#modes}}[{{.}}]{{/modes}}
            {{#tokensOfType.color}}{{kebabCase(path)}} {{camelCase(name)}}{{#values}} {{mode}}={{value.hex}}{{/values}}{{/tokensOfType.color}}
            {{#tokensOfType.dimension}}{{pascalCase(path)}}{{/tokensOfType.dimension}}{{/system}}
            """, yaml)
        XCTAssertEqual(out, "test [light][dark]\ncolor-text-primary textPrimary light=#111111 dark=#EEEEEE\nSizeIconLg")
    }

    func testParametersAndFilters() throws {
        let out = try render("{{params.title}}:{{#tokens}} {{path}}{{/tokens}}",
                             "a: { $type: number, $value: 1 }\nb: { $type: color, $value: '#000' }\n",
                             parameters: ["title": .string("T"), "exclude": .string("color")])
        XCTAssertEqual(out, "T: a")
    }

    func testAbsentOptionalFieldsDoNotLeakFromEnclosingContexts() throws {
        // In mode `light` the token is an alias of `base`; in `dark` it is not. The dark mode's
        // `aliasOf` must render empty, not climb to the token's own `aliasOf`.
        let yaml = """
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            base: { $type: color, $value: "#000000" }
            a:
              $type: color
              $value: "{base}"
              $extensions: { dev.tokenc.modes: { dark: "#FFFFFF" } }
            """
        let out = try render("{{#tokensOfType.color}}{{path}}:{{#values}}<{{aliasOf}}>{{/values}} {{/tokensOfType.color}}", yaml)
        XCTAssertEqual(out, "base:<><> a:<base><> ")
    }
}
