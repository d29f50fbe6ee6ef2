import Diagnostics
import Emit
import Parallel
import TokenModel
import XCTest

/// The generic context's token list is rendered in pieces on all cores once it is long enough
/// (`TemplateRenderer.parallelListThreshold`, 2,048): the text must be what rendering one token
/// after the other gives, list positions included, and an error must be the one met first.
final class TemplateParallelListTests: XCTestCase {
    /// 5,000 tokens in two modes: colors (some with a dark value), dimensions, aliases, a
    /// description and a deprecation now and then.
    private func largeSystem() -> ResolvedSystem {
        var yaml = "$extensions:\n  dev.tokenc.system: { modes: [light, dark] }\n"
        for group in 0..<50 {
            yaml += "g\(group):\n"
            for i in 0..<100 {
                let name = "t\(i)"
                switch i % 4 {
                case 0:
                    yaml += "  \(name): { $type: color, $value: \"#\(String(format: "%02X%02X%02X", group, i, 255 - i))\", $description: \"Color \(i) of \(group)\" }\n"
                case 1:
                    yaml += "  \(name): { $type: color, $value: \"#000000\", $extensions: { dev.tokenc.modes: { dark: \"#FFFFFF\" } } }\n"
                case 2:
                    yaml += "  \(name): { $type: dimension, $value: \(i)px\(i % 10 == 2 ? ", $deprecated: \"use t0\"" : "") }\n"
                default:
                    yaml += "  \(name): { $value: \"{g\(group).t\(i - 3)}\" }\n"
                }
            }
        }
        let (system, sink, _) = SwiftFixtures.system(yaml, name: "large")
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics.map(\.message))")
        return system
    }

    private func input(_ system: ResolvedSystem, _ templates: TemplateLibrary) -> EmitInput {
        var input = EmitInput(systems: [system], parameters: OutputParameters([:]), sourceFiles: ["large.tokens.yaml"],
                              diagnostics: DiagnosticSink())
        input.templates = templates
        return input
    }

    /// Renders on all cores (from a thread outside any parallel work) and in order (from inside
    /// a piece of parallel work, where a map runs on its own thread alone).
    private func renderBothWays(_ name: String, _ templates: TemplateLibrary,
                                _ system: ResolvedSystem) throws -> (parallel: Result<String, TemplateError>, inOrder: Result<String, TemplateError>) {
        let context = TemplateEmitter(templateName: name, fileName: "x").context(input(system, templates))
        XCTAssertTrue(ParallelMap.mapsMaySpread)
        let parallel = Result { () throws(TemplateError) -> String in try templates.renderChecked(name, context: context) }
        let inOrder = ParallelMap.indices(2, threshold: 2) { piece -> Result<String, TemplateError>? in
            guard piece == 0 else { return nil }
            XCTAssertFalse(ParallelMap.mapsMaySpread)
            return Result { () throws(TemplateError) -> String in try templates.renderChecked(name, context: context) }
        }[0]
        return (parallel, try XCTUnwrap(inOrder))
    }

    func testTheMarkdownReferenceIsTheSameRenderedInPieces() throws {
        let system = largeSystem()
        XCTAssertEqual(system.tokens.count, 5_000)
        let (parallel, inOrder) = try renderBothWays("docs/markdown", .builtin(), system)
        let text = try parallel.get()
        XCTAssertEqual(text, try inOrder.get())
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        XCTAssertEqual(rows.count, 5_000)
        XCTAssertEqual(rows.first, "| `g0.t0` | color | `#0000FF` | Color 0 of 0 |")
        XCTAssertEqual(rows.last, "| `g49.t99` | color | `#31609F` → `g49.t96` |  |")  // t96: 0x31, 0x60, 255 - 96 = 0x9F
    }

    func testListPositionsAreThoseOfTheWholeList() throws {
        var templates = TemplateLibrary.builtin()
        try templates.register(
            source: "{{#systems}}{{#tokens}}{{#first()}}[{{/first()}}{{index()}}{{#even()}}e{{/even()}}{{^last()}},{{/last()}}{{#last()}}]{{/last()}}{{/tokens}}{{/systems}}",
            named: "positions", file: "positions.mustache")
        let (parallel, inOrder) = try renderBothWays("positions", templates, largeSystem())
        let expected = "[" + (0..<5_000).map { "\($0)" + ($0 % 2 == 0 ? "e" : "") }.joined(separator: ",") + "]"
        XCTAssertEqual(try parallel.get(), expected)
        XCTAssertEqual(try inOrder.get(), expected)
    }

    func testAnErrorInAnItemIsTheFirstOneMet() throws {
        var templates = TemplateLibrary.builtin()
        // Only deprecated tokens (from the 3rd on) reach the partial that includes itself.
        try templates.register(source: "{{#systems}}{{#tokens}}{{path}};{{#deprecated}}{{> loop}}{{/deprecated}}{{/tokens}}{{/systems}}",
                               named: "failing", file: "failing.mustache")
        try templates.register(source: "{{> loop}}", named: "loop", file: "loop.mustache")
        let (parallel, inOrder) = try renderBothWays("failing", templates, largeSystem())
        guard case .failure(let first) = parallel, case .failure(let second) = inOrder else {
            return XCTFail("a partial that includes itself without end must fail both ways")
        }
        XCTAssertEqual(first, second)
        XCTAssertTrue(first.message.contains("'loop' includes itself"), first.message)
    }
}
