import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// Times, per built-in format, building the template context and rendering the template,
/// separately, on a token file of your choice — the measurement behind the "Templates" tables of
/// `Documentation/Performance.md`. Skipped unless `TOKENC_RENDER_BENCH` names a token file:
///
///     python3 Benchmarks/generator/tokenset.py 100000 --out /tmp/tokens --yaml-only
///     TOKENC_RENDER_BENCH=/tmp/tokens/100000/bench.tokens.yaml \
///         swift test -c release --filter TemplateRendererPerformanceTests
///
/// Each format is built and rendered `TOKENC_RENDER_RUNS` times (default 5); the medians are
/// printed, one line per format. The rendered text is checked to be non-empty and the same in
/// every run.
final class TemplateRendererPerformanceTests: XCTestCase {
    func testContextAndRenderTimesPerFormat() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment["TOKENC_RENDER_BENCH"] else {
            throw XCTSkip("set TOKENC_RENDER_BENCH to a token file to time the renderer")
        }
        let runs = max(1, Int(environment["TOKENC_RENDER_RUNS"] ?? "") ?? 5)
        let yaml = try String(contentsOfFile: path, encoding: .utf8)
        let (system, sink, _) = SwiftFixtures.system(yaml, name: "bench")
        XCTAssertFalse(sink.hasErrors)

        let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string("Bench")]),
                              sourceFiles: ["bench.tokens.yaml"], diagnostics: DiagnosticSink())
        let modes = Array(system.modes.indices)
        let formats: [(name: String, contexts: () -> [(String, Any)])] = [
            ("swift", { SwiftEmitter().context(for: system, input: input).map { [("swift/tokens", $0)] } ?? [] }),
            ("css", { CSSEmitter().context(for: system, input: input).map { [("css/variables", $0)] } ?? [] }),
            ("android", {
                var result: [(String, Any)] = []
                if let kotlin = AndroidEmitter().kotlinContext(for: system, modes: modes, input: input) {
                    result.append(("android/compose.kt", kotlin))
                }
                for (_, context) in AndroidEmitter().resourceContexts(for: system, modes: modes, input: input) ?? [] {
                    result.append(("android/resources.xml", context))
                }
                return result
            }),
            ("xcassets", { (AssetCatalogEmitter().colorSets(for: system, input: input) ?? []).map { ("xcassets/colorset", $0) } }),
            ("xcstrings", {
                var result: [(String, Any)] = []
                if let catalog = StringCatalogEmitter().catalogContext(input) { result.append(("xcstrings/catalog", catalog)) }
                if let swift = StringCatalogEmitter().accessorContext(input) { result.append(("xcstrings/l10n.swift", swift)) }
                return result
            }),
            ("dtcg-json", { DTCGJSONEmitter().contexts(input, layout: "combined").map { ("json/dtcg", $0) } }),
            ("markdown", { [("docs/markdown", TemplateEmitter(templateName: "docs/markdown", fileName: "x").context(input))] }),
        ]
        let library = TemplateLibrary.builtin()
        print("tokens\t\(system.tokens.count)")
        for format in formats {
            var contextTimes: [Double] = []
            var renderTimes: [Double] = []
            var sizes: Set<Int> = []
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let contexts = format.contexts()
                let built = DispatchTime.now().uptimeNanoseconds
                var size = 0
                for (template, context) in contexts {
                    size += try library.renderChecked(template, context: context).utf8.count
                }
                let rendered = DispatchTime.now().uptimeNanoseconds
                contextTimes.append(Double(built - start) / 1e9)
                renderTimes.append(Double(rendered - built) / 1e9)
                sizes.insert(size)
            }
            XCTAssertEqual(sizes.count, 1, "\(format.name) rendered different sizes")
            let median: ([Double]) -> Double = { $0.sorted()[$0.count / 2] }
            print(String(format: "%@\tcontext %.4f s\trender %.4f s\t%d bytes", format.name as NSString,
                         median(contextTimes), median(renderTimes), sizes.first ?? 0))
        }
    }
}
