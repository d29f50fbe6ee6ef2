import Diagnostics
@testable import Emit
import Foundation
import TokenModel
import XCTest

/// The `docs/markdown` reference written directly (used with the built-in template) against the
/// template path (taken when the template's text differs — here the built-in text with a comment
/// line added, which renders the same): the same bytes over the seeds, every value type, modes,
/// aliases, deprecations and descriptions, several systems, a filter, and a system large enough
/// to be written in parts on all cores.
final class MarkdownDocsTextTests: XCTestCase {
    /// The built-in library with `docs/markdown` replaced by its own text plus a comment.
    private func templated() throws -> TemplateLibrary {
        var library = TemplateLibrary.builtin()
        let source = try XCTUnwrap(library.source(of: "docs/markdown"))
        try library.register(source: "{{! the same text, through the template }}\n" + source, named: "docs/markdown",
                             file: "test:docs/markdown")
        XCTAssertFalse(library.isBuiltin("docs/markdown"))
        return library
    }

    private func emit(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue], templates: TemplateLibrary)
        -> (files: [GeneratedFile]?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink()
        let input = EmitInput(systems: systems, parameters: OutputParameters(parameters), sourceFiles: ["a.tokens.yaml"],
                              diagnostics: sink, templates: templates)
        return (TemplateEmitter(templateName: "docs/markdown", fileName: "Tokens.md").emit(input), sink.diagnostics)
    }

    @discardableResult
    private func assertPathsAgree(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue] = [:],
                                  file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let direct = emit(systems, parameters, templates: .builtin())
        let rendered = emit(systems, parameters, templates: try templated())
        let made = try XCTUnwrap(direct.files?.first, file: file, line: line)
        let expected = try XCTUnwrap(rendered.files?.first, file: file, line: line)
        XCTAssertEqual(direct.files?.count, 1, file: file, line: line)
        XCTAssertEqual(made.path, expected.path, file: file, line: line)
        XCTAssertEqual(made.contents, expected.contents, file: file, line: line)
        let written = made.withBuffers { $0.reduce(into: [UInt8]()) { $0 += $1 } }
        XCTAssertTrue(written == Array(expected.contents.utf8), "the bytes written differ", file: file, line: line)
        XCTAssertEqual(made.byteCount, expected.contents.utf8.count, file: file, line: line)
        XCTAssertEqual(direct.diagnostics, rendered.diagnostics, file: file, line: line)
        return made.contents
    }

    func testSeedsAreTheSameBothWays() throws {
        for name in FormatFixtures.seedNames {
            try assertPathsAgree([try FormatFixtures.seed(name)])
        }
        try assertPathsAgree(try FormatFixtures.seedNames.map { try FormatFixtures.seed($0) })
    }

    private static let variedYAML = #"""
        $extensions:
          dev.tokenc.system: { modes: [light, dark, "sé pia"] }
        color:
          $type: color
          brand:
            $root: { $value: "#8B5CF6", $description: "The brand | pipe\ncolor.", $extensions: { dev.tokenc.modes: { dark: "#7C3AED" } } }
            soft: { $value: "#8B5CF680" }
          object: { $value: "#000000", $deprecated: true }
          grün: { $value: "#00ff00", $description: "Grün — nicht ASCII.", $deprecated: "Use \"brand\"." }
          wide: { $value: "color(display-p3 1 0 0.2 / 0.5)" }
        space:
          $type: dimension
          md: { $value: 16pt, $description: "" }
          lg: { $value: 1.5rem, $deprecated: "" }
        motion:
          fast: { $type: duration, $value: 0.25s }
          ease: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1] }
          move: { $type: transition, $value: { duration: "{motion.fast}", delay: 50ms, timingFunction: "{motion.ease}" } }
          bounce: { $type: dev.tokenc.spring, $value: { stiffness: 200, damping: 20, mass: 2 } }
        weight: { $type: fontWeight, bold: { $value: 700 } }
        family: { $type: fontFamily, quoted: { $value: ['Helvetica "Neue"', "émoji"] } }
        text:
          body: { $type: typography, $value: { fontFamily: Inter, fontSize: 17pt, fontWeight: 600, letterSpacing: -0.5pt, lineHeight: 1.25 } }
        shadow: { $type: shadow, card: { $value: { color: "#00000040", offsetX: 0pt, offsetY: 4pt, blur: 12pt, spread: 0pt } } }
        fill: { $type: gradient, linear: { $value: [{ color: "#FF0000", position: 0 }, { color: "#0000FF80", position: 1 }] } }
        copy: { $type: dev.tokenc.copy, quote: { $value: "It's `done` | ok", $description: "A note" } }
        alias: { $type: color, $value: "{color.brand}", $description: "Follows the brand." }
        chain: { $type: color, $value: "{alias}", $deprecated: true }
        """#

    func testEveryValueTypeAliasAndDeprecationIsTheSameBothWays() throws {
        let system = FormatFixtures.system(Self.variedYAML)
        let text = try assertPathsAgree([system])
        XCTAssertTrue(text.contains("Modes: `light`, `dark`, `sé pia` (the first is the default)."))
        XCTAssertTrue(text.contains("| `alias` | color | `#8B5CF6` → `color.brand` | Follows the brand. |"), text)
        XCTAssertTrue(text.contains("| **Deprecated.** Grün — nicht ASCII. |"), text)
        try assertPathsAgree([system, try FormatFixtures.seed("laten")])
        try assertPathsAgree([system], ["include": .array([.string("color")]), "exclude": .array([.string("color.brand")])])
        try assertPathsAgree([FormatFixtures.system("color: { $type: color }\n")])
    }

    /// Enough tokens for the rows to be written in parts on all cores.
    func testALargeSystemIsTheSameBothWays() throws {
        var yaml = "color:\n  $type: color\n"
        for group in 0..<60 {
            yaml += "  g\(group):\n"
            for index in 0..<60 {
                let description = index % 5 == 0 ? ", $description: \"Shade \(index) of \(group).\"" : ""
                let value = index % 9 == 0 && index > 0 ? "\"{color.g\(group).t0}\"" : "\"#\(String(format: "%06x", (group * 60 + index) * 4099 % 0xFFFFFF))\""
                yaml += "    t\(index): { $value: \(value)\(description)\(index % 11 == 0 ? ", $deprecated: true" : "") }\n"
            }
        }
        let system = FormatFixtures.system(yaml)
        XCTAssertEqual(system.tokens.count, 3600)
        XCTAssertGreaterThanOrEqual(system.tokens.count, MarkdownDocsText.parallelThreshold)
        let text = try assertPathsAgree([system])
        // The comment, the heading and a blank line, the table's two header lines, its rows, a
        // blank line, and what follows the last line break.
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 3 + 2 + 3600 + 1 + 1)
    }
}
