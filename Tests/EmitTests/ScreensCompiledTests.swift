import ColorScience
import Diagnostics
import Emit
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// Compiles, for every seed system, the token Swift, the `L10n` accessors and the screens Swift
/// together with `swiftc` into one program that prints every screen constant, runs it, and
/// compares each printed value with the resolved spec: what the spec's values resolve to in each
/// of its modes (colors of both appearances), ``ScreenConstants``' metrics, the animations'
/// timings, the copy keys and the copy's source text read back through `L10n`.
///
/// The expected values are computed here from the spec model, with the naming the screens Swift
/// documents (`Documentation/Screens.md`), not from the emitter's context; every printed constant
/// must have an expectation and every expectation must be printed.
final class ScreensCompiledTests: XCTestCase {
    func testScreensSwiftCompilesWithTheTokensAndPrintsTheResolvedSpecValues() throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let seeds = try ScreensFixtures.seeds()

        var sources: [String] = []
        var main = SwiftCompiledValuesTests.printingSupport
            + "func show(_ value: String) -> String { value.debugDescription }\n"
        var expected: [[String: String]] = []
        for seed in SwiftFixtures.seeds {
            let system = try XCTUnwrap(seeds.systems.first { $0.name == seed.name })
            let sink = DiagnosticSink()
            let l10nEnum = seed.prefix + "L10n"
            let tokenInput = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string(seed.prefix)]),
                                       sourceFiles: [], diagnostics: sink)
            let tokenContext = try XCTUnwrap(SwiftEmitter().context(for: system, input: tokenInput))
            let tokenFile = try XCTUnwrap(SwiftEmitter().emit(tokenInput)?.first)
            let catalogInput = EmitInput(systems: [system], parameters: OutputParameters(["enumName": .string(l10nEnum)]),
                                         sourceFiles: [], diagnostics: sink)
            let l10nFile = try XCTUnwrap(StringCatalogEmitter().emit(catalogInput)?.first { $0.path.hasSuffix(".swift") })
            let screensInput = try ScreensFixtures.input(
                seeds, system: seed.name, parameters: ["prefix": .string(seed.prefix), "l10nEnum": .string(l10nEnum)],
                sink: sink)
            let context = try XCTUnwrap(ScreensSwiftEmitter().context(for: system, input: screensInput))
            let screensFile = try XCTUnwrap(ScreensSwiftEmitter().emit(screensInput)?.first)
            XCTAssertEqual(sink.diagnostics.filter { $0.severity == .error }.map(\.message), [])
            for file in [tokenFile, l10nFile, screensFile] {
                try file.contents.write(toFile: directory + "/" + file.path, atomically: false, encoding: .utf8)
                sources.append(directory + "/" + file.path)
            }

            main += SwiftCompiledValuesTests.printers(namespace: tokenContext.valuesNamespace, uses: tokenContext.usedValueTypes)
            if let fallback = context.fallbackValues {
                main += SwiftCompiledValuesTests.printers(namespace: fallback.valuesNamespace, uses: fallback.usedValueTypes)
            }
            if context.uses.contains("Animation") { main += Self.animationPrinter(context) }
            for (path, member) in Self.members(of: context) where !member.declaration.hasPrefix("func ") {
                main += "print(\(SwiftIdentifier.stringLiteral(path)) + \"\\t\" + show(\(path)))\n"
            }
            main += "print(\"--\")\n"
            expected.append(try ScreenExpectations(system: system, prefix: seed.prefix, l10nEnum: l10nEnum,
                                                   screens: seeds.screens).values)
        }
        try main.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)

        let compile = try SwiftFixtures.run(swiftc, ["-swift-version", "6", "-o", directory + "/screens"]
                                            + sources + [directory + "/main.swift"], in: directory)
        XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.output.prefix(4000))")
        XCTAssertFalse(compile.output.contains("warning:"), String(compile.output.prefix(4000)))
        guard compile.status == 0 else { return }
        let run = try SwiftFixtures.run(directory + "/screens", [])
        XCTAssertEqual(run.status, 0)

        let blocks = run.output.components(separatedBy: "--\n")
        XCTAssertEqual(blocks.count, SwiftFixtures.seeds.count + 1)
        var compared = 0
        for (index, seed) in SwiftFixtures.seeds.enumerated() where index < blocks.count {
            var printed: [String: String] = [:]
            for line in blocks[index].split(separator: "\n") {
                guard let tab = line.firstIndex(of: "\t") else { continue }
                printed[String(line[..<tab])] = String(line[line.index(after: tab)...])
            }
            let expectations = expected[index]
            XCTAssertGreaterThan(expectations.count, 20, seed.name)
            XCTAssertEqual(Set(printed.keys).subtracting(expectations.keys).sorted(), [],
                           "\(seed.name): constants the test does not expect")
            XCTAssertEqual(Set(expectations.keys).subtracting(printed.keys).sorted(), [],
                           "\(seed.name): expected constants that are not generated")
            for (path, want) in expectations.sorted(by: { $0.key < $1.key }) {
                guard let got = printed[path] else { continue }
                XCTAssertTrue(Self.matches(got, want), "\(path):\n  printed:  \(got)\n  expected: \(want)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    /// Hand-checked values from the seed documents, through the same compiled program's rules:
    /// the figures here are the documents' own, not tokenc's.
    func testSeedValuesFromTheDocuments() throws {
        let seeds = try ScreensFixtures.seeds()
        let laten = try ScreenExpectations(system: try XCTUnwrap(seeds.systems.first { $0.name == "laten" }),
                                           prefix: "Laten", l10nEnum: "L10n", screens: seeds.screens).values
        // Laten §1: the logo is 112×112pt; the exit fade is 0.4s ease-out (CSS ease-out: 0, 0, 0.58, 1).
        XCTAssertEqual(laten["LatenSplash.Logo.size"], "112.0")
        XCTAssertTrue(Self.matches(try XCTUnwrap(laten["LatenSplash.exit"]),
                                   "0.4|0.0|0.0|0.0,0.0,0.58,1.0|nil|once|false|opacity 1.0 0.0|unspecified"))
        let urbanNest = try ScreenExpectations(system: try XCTUnwrap(seeds.systems.first { $0.name == "urbannest" }),
                                               prefix: "UrbanNest", l10nEnum: "L10n", screens: seeds.screens).values
        // UrbanNest: the tagline is white at 80% (0.8 × 255 = 204 = 0xCC) on teal, #A0A0A0 in dark mode.
        XCTAssertEqual(urbanNest["UrbanNestSplash.Tagline.foreground"], "#FFFFFFCC\t#A0A0A0")
        XCTAssertEqual(urbanNest["UrbanNestSplash.Tagline.fontSize"], "14.0")
        XCTAssertEqual(urbanNest["UrbanNestSplash.Background.Layer1.color"], "#0D7377\t#1E1E1E")
    }

    // MARK: - Comparing

    /// Whether a printed value matches the expected one: the same tokens (split at `|`, `,`, `;`,
    /// tabs, spaces and brackets), numbers equal within 1e-4 relative (springs given as response
    /// and damping fraction are rounded to 6 decimals), `*` matching anything.
    static func matches(_ got: String, _ want: String) -> Bool {
        let separators = CharacterSet(charactersIn: "|,; \t[]")
        let g = got.components(separatedBy: separators).filter { !$0.isEmpty }
        let w = want.components(separatedBy: separators).filter { !$0.isEmpty }
        guard g.count == w.count else { return false }
        for (a, b) in zip(g, w) where b != "*" && a != b {
            guard let x = Double(a), let y = Double(b), abs(x - y) <= 1e-4 * max(1, abs(y)) else { return false }
        }
        return true
    }

    // MARK: - The printing program

    /// Every constant of the context with its Swift path, walking the enums.
    static func members(of context: ScreensFileContext) -> [(path: String, member: ScreenMemberContext)] {
        var result: [(String, ScreenMemberContext)] = []
        var pending = context.screens.map { ($0.name, $0) }
        while !pending.isEmpty {
            let (prefix, namespace) = pending.removeFirst()
            for entry in namespace.entries {
                switch entry {
                case .member(let member): result.append((prefix + "." + member.name, member))
                case .namespace(let child): pending.append((prefix + "." + child.name, child))
                }
            }
        }
        return result
    }

    /// `show` for the screens' `Animation`: `duration|delay|stagger|curve|spring|repetition|
    /// autoreverses|properties|reduced motion`.
    static func animationPrinter(_ context: ScreensFileContext) -> String {
        let type = context.screensNamespace + ".Animation"
        var valueCases = "    case .number(let n): return String(n)\n"
        if context.uses.contains("colorValues") { valueCases += "    case .color(let c): return c.light.hex\n" }
        if context.uses.contains("shadowValues") { valueCases += "    case .shadow(let s): return \"shadow\\(s.count)\"\n" }
        return """
            func show(_ value: \(type).Value?) -> String {
                guard let value else { return "-" }
                switch value {
            \(valueCases)    }
            }
            func show(_ a: \(type)) -> String {
                var fields = [a.duration.map { String($0) } ?? "nil", String(a.delay), String(a.stagger)]
                fields.append(a.curve.map { "\\($0.x1),\\($0.y1),\\($0.x2),\\($0.y2)" } ?? "nil")
                fields.append(a.spring.map { "\\($0.stiffness),\\($0.damping),\\($0.mass)" } ?? "nil")
                switch a.repetition {
                case .once: fields.append("once")
                case .count(let n): fields.append("count \\(n)")
                case .forever: fields.append("forever")
                }
                fields.append(String(a.autoreverses))
                fields.append(a.properties.map { "\\($0.name) \\(show($0.from)) \\(show($0.to))" }.joined(separator: ";"))
                switch a.reducedMotion {
                case .unspecified: fields.append("unspecified")
                case .removed: fields.append("removed")
                case .replacement(let alternative): fields.append("replacement[" + show(alternative) + "]")
                }
                return fields.joined(separator: "|")
            }

            """
    }
}
