import Diagnostics
@testable import Emit
import Foundation
import TokenModel
import XCTest

/// The `dtcg-json` files written directly (the resolved document's parts as the cores wrote them,
/// then the template's newline; used with the built-in `json/dtcg` template) against the template
/// path (the document rendered through the template, taken when its text differs — here the
/// built-in text with a comment line added, which renders the same): the same paths, bytes and
/// diagnostics over the seeds, every value type, modes, every layout, and a system large enough
/// to be written in parts on all cores.
final class DTCGDirectTextTests: XCTestCase {
    /// The built-in library with `json/dtcg` replaced by its own text plus a comment.
    private func templated() throws -> TemplateLibrary {
        var library = TemplateLibrary.builtin()
        let source = try XCTUnwrap(library.source(of: "json/dtcg"))
        try library.register(source: "{{! the same text, through the template }}\n" + source, named: "json/dtcg", file: "test:json/dtcg")
        XCTAssertFalse(library.isBuiltin("json/dtcg"))
        return library
    }

    private func emit(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue], templates: TemplateLibrary)
        -> (files: [GeneratedFile]?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink()
        let input = EmitInput(systems: systems, parameters: OutputParameters(parameters), sourceFiles: ["a.tokens.yaml"],
                              diagnostics: sink, templates: templates)
        return (DTCGJSONEmitter().emit(input), sink.diagnostics)
    }

    /// Both paths over every layout (and a selection of modes); returns the direct path's files.
    @discardableResult
    private func assertPathsAgree(_ systems: [ResolvedSystem], file: StaticString = #filePath, line: UInt = #line) throws -> [GeneratedFile] {
        let templates = try templated()
        var all: [GeneratedFile] = []
        var parameterSets: [[String: JSONValue]] = [[:], ["layout": .string("files")], ["layout": .string("keyed")]]
        if let system = systems.first, system.modes.count > 1 {
            parameterSets.append(["layout": .string("files"), "modes": .array(system.modes.reversed().map(JSONValue.string))])
            parameterSets.append(["modes": .string(system.modes[system.modes.count - 1])])
        }
        for parameters in parameterSets {
            let direct = emit(systems, parameters, templates: .builtin())
            let rendered = emit(systems, parameters, templates: templates)
            let files = try XCTUnwrap(direct.files, "\(parameters): \(direct.diagnostics.map(\.message))", file: file, line: line)
            XCTAssertFalse(files.isEmpty, "\(parameters)", file: file, line: line)
            XCTAssertEqual(files.map(\.path), rendered.files?.map(\.path), "\(parameters)", file: file, line: line)
            for (made, expected) in zip(files, rendered.files ?? []) {
                XCTAssertEqual(made.contents, expected.contents, "\(parameters) \(made.path)", file: file, line: line)
                // What is written to the file: the parts, one after the other.
                let written = made.withBuffers { $0.reduce(into: [UInt8]()) { $0 += $1 } }
                XCTAssertTrue(written == Array(expected.contents.utf8), "\(parameters) \(made.path): the bytes written differ",
                              file: file, line: line)
                XCTAssertEqual(made.byteCount, expected.contents.utf8.count, "\(parameters) \(made.path)", file: file, line: line)
            }
            XCTAssertEqual(direct.diagnostics, rendered.diagnostics, "\(parameters)", file: file, line: line)
            all += files
        }
        return all
    }

    func testSeedsAreTheSameBothWays() throws {
        for name in FormatFixtures.seedNames {
            let system = try FormatFixtures.seed(name)
            let files = try assertPathsAgree([system])
            // The direct file is the resolved document and a newline.
            XCTAssertEqual(files[0].contents, ResolvedDocument.build(system).serialized() + "\n", name)
        }
    }

    /// Every value type, descriptions and names to escape, deprecations, group metadata and
    /// extensions, `$root` tokens, non-ASCII names, aliases, a group whose tokens are not
    /// consecutive, and modes whose values differ or not.
    private static let variedYAML = #"""
        $extensions:
          dev.tokenc.system: { modes: [light, dark, "sé pia"] }
        color:
          $type: color
          $description: "Colors \"quoted\"\tand tabbed."
          $extensions: { com.example.group: { kept: [1, "two", true, null] } }
          brand:
            $root: { $value: "#8B5CF6", $description: "The brand\ncolor.", $extensions: { dev.tokenc.modes: { dark: "#7C3AED" } } }
            soft: { $value: "#8B5CF680", $extensions: { dev.tokenc.modes: { dark: "#8B5CF680", "sé pia": "#704214" } } }
          object: { $value: "#000000", $deprecated: true }
          "2xl": { $value: "color(display-p3 1 0 0.2 / 0.5)", $extensions: { dev.tokenc.modes: { dark: "color(display-p3 0 1 0)" } } }
          grün: { $value: "#00ff00", $description: "Grün — nicht ASCII.", $deprecated: "Use \"brand\" for $5." }
          deep-purple: { $value: "oklch(0.5 0.3 300)", $extensions: { com.example: { note: "kept" } } }
          "back\\slash": { $value: "#010203" }
        space:
          $type: dimension
          $deprecated: "Use size."
          md: { $value: 16pt, $description: "" }
          lg: { $value: 1.5rem, $extensions: { dev.tokenc.modes: { dark: 2rem } } }
          negative: { $value: -0.5px }
          tiny: { $value: -0.00001px }
          huge: { $value: 12345678.123456px }
        motion:
          fast: { $type: duration, $value: 0.25s, $description: "Fast." }
          ease: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1] }
          odd: { $type: cubicBezier, $value: [0.123456789, -0.5, 0.00001, 1.00005] }
          move:
            $type: transition
            $value: { duration: "{motion.fast}", delay: 50ms, timingFunction: "{motion.ease}" }
          bounce: { $type: dev.tokenc.spring, $value: { stiffness: 200, damping: 20, mass: 2 } }
          tap: { $type: dev.tokenc.haptic, $value: impact.rigid }
        number: { $type: number, half: { $value: 0.5 }, neg: { $value: -2, $extensions: { dev.tokenc.modes: { dark: 3 } } } }
        weight: { $type: fontWeight, bold: { $value: 700 }, named: { $value: semi-bold } }
        family:
          $type: fontFamily
          plain: { $value: Inter }
          quoted: { $value: ['Helvetica "Neue"', 'back\\slash', "émoji"] }
        text:
          body:
            $type: typography
            $value: { fontFamily: [Inter, sans-serif], fontSize: 17pt, fontWeight: 600, letterSpacing: -0.5pt, lineHeight: 1.25 }
            $extensions: { dev.tokenc.modes: { dark: { fontFamily: Inter, fontSize: 18pt, fontWeight: 400 } } }
        line: { $type: strokeStyle, solid: { $value: solid }, dashed: { $value: { dashArray: [2px, 4px], lineCap: round } } }
        border:
          $type: border
          thin: { $value: { color: "{color.object}", width: 1px, style: solid } }
        shadow:
          $type: shadow
          card: { $value: { color: "#00000040", offsetX: 0pt, offsetY: 4pt, blur: 12pt, spread: 0pt } }
          layered:
            $value:
              - { color: "#000000", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px, inset: true }
              - { color: "oklch(0.5 0.2 30 / 0.3)", offsetX: -1px, offsetY: 8px, blur: 24px, spread: -4px }
        fill:
          $type: gradient
          linear: { $value: [{ color: "#FF0000", position: 0 }, { color: "#0000FF80", position: 1 }] }
          angled:
            $value: [{ color: "#FF0000", position: 0 }, { color: "color(display-p3 0 0 1)", position: 0.333 }]
            $extensions: { dev.tokenc.gradient: { angle: 45 } }
        opacity: { $type: dev.tokenc.opacity, muted: { $value: 0.4, $deprecated: "" } }
        blur: { soft: { $type: dev.tokenc.blur, $value: 12pt } }
        copy:
          $type: dev.tokenc.copy
          quote: { $value: "It's \"done\" & <b>ok</b>\\", $description: "A note\nover lines" }
        alias: { $type: color, $value: "{color.brand}" }
        space2:
          $type: dimension
          late: { $value: 1px }

        """#

    func testEveryValueTypeAndModeIsTheSameBothWays() throws {
        let system = FormatFixtures.system(Self.variedYAML)
        XCTAssertEqual(system.modes.count, 3)
        XCTAssertGreaterThan(system.tokens.count, 30)
        let files = try assertPathsAgree([system])
        XCTAssertTrue(files[0].contents.contains("\"$deprecated\": \"Use \\\"brand\\\" for $5.\""), "escaped, written directly")
        // Several systems: one file each, in order.
        try assertPathsAgree([system, try FormatFixtures.seed("laten")])
    }

    /// Enough tokens, in enough groups, for the document to be written in parts on all cores:
    /// the parts' boundaries must fall where the template path's single text has the same bytes.
    func testALargeSystemIsTheSameBothWays() throws {
        var yaml = "$extensions:\n  dev.tokenc.system: { modes: [light, dark] }\n"
        for top in ["color", "space"] {
            yaml += "\(top):\n  $type: \(top == "color" ? "color" : "dimension")\n"
            for group in 0..<40 {
                yaml += "  g\(group):\n"
                if group % 7 == 0 { yaml += "    $description: \"Group \(group).\"\n" }
                for index in 0..<40 {
                    let value = top == "color" ? "\"#\(String(format: "%06x", (group * 40 + index) * 4099 % 0xFFFFFF))\"" : "\(index)px"
                    let dark = index % 3 == 0 ? ", $extensions: { dev.tokenc.modes: { dark: \(top == "color" ? "\"#000000\"" : "2px") } }" : ""
                    let description = index % 5 == 0 ? ", $description: \"Shade \(index) \\\"of\\\" \(group).\"" : ""
                    yaml += "    t\(index): { $value: \(value)\(dark)\(description) }\n"
                }
            }
        }
        let system = FormatFixtures.system(yaml)
        XCTAssertEqual(system.tokens.count, 3200)
        let parts = ResolvedDocument.serializedParts(system)
        XCTAssertGreaterThan(parts.count, 2, "written in parts")
        let joined = parts.reduce(into: [UInt8]()) { $0 += $1.bytes }
        XCTAssertEqual(String(decoding: joined, as: UTF8.self), ResolvedDocument.serialized(system))
        try assertPathsAgree([system])
    }
}
