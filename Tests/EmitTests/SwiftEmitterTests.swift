import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// The Swift emitter on small token files: names, escaping, collisions, documentation,
/// deprecation, access, modes, and the value expressions (numbers computed by hand).
final class SwiftEmitterTests: XCTestCase {
    private func swift(_ yaml: String, prefix: String = "App", parameters: [String: JSONValue] = [:],
                       file: StaticString = #filePath, line: UInt = #line) throws -> (String, DiagnosticSink) {
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors, "fixture: \(sink.diagnostics.map(\.message))", file: file, line: line)
        let files = SwiftFixtures.emit(system, prefix: prefix, parameters: parameters, sink: sink)
        return (try XCTUnwrap(files?.first, file: file, line: line).contents, sink)
    }

    func testNamespacesMirrorGroupsWithPluralTopLevelNames() throws {
        let (out, _) = try swift("""
            color:
              $type: color
              purple:
                p500: { $value: "#8B5CF6" }
            spacing:
              md: { $type: dimension, $value: 16pt }
            """, prefix: "TANDA")
        XCTAssertTrue(out.contains("public enum TANDAColors {\n    public enum Purple {\n"), out)
        XCTAssertTrue(out.contains("public enum TANDASpacing {\n"), out)
        XCTAssertTrue(out.contains("        public static let p500 = TANDATokens.Color(\n            sRGB: 0.545098, 0.360784, 0.964706,\n"), out)
        XCTAssertTrue(out.contains("    public static let md: Double = 16\n"), out)
        XCTAssertTrue(out.contains("public enum TANDATokens {"), out)
    }

    func testColorComponentsAreTheHexBytesOver255() throws {
        // #8B5CF6 = (139, 92, 246) / 255 = (0.545098…, 0.360784…, 0.964705…)
        let (out, _) = try swift("c: { $type: color, $value: '#8B5CF6' }\n")
        XCTAssertTrue(out.contains("AppTokens.Color(sRGB: 0.545098, 0.360784, 0.964706, displayP3: "), out)
        XCTAssertTrue(out.contains("/// Value: `#8B5CF6`"), out)
        XCTAssertFalse(out.contains("isWideGamut: true"))
    }

    func testWideGamutColorKeepsDisplayP3Components() throws {
        let (out, _) = try swift("c: { $type: color, $value: { colorSpace: display-p3, components: [1, 0, 0] } }\n")
        XCTAssertTrue(out.contains("displayP3: 1, 0, 0"), out)
        XCTAssertTrue(out.contains("isWideGamut: true"), out)
        XCTAssertTrue(out.contains("/// Value: `color(display-p3 1 0 0)`"), out)
    }

    func testSwiftSafeNames() throws {
        let (out, _) = try swift("""
            size:
              $type: dimension
              2xl: { $value: 48pt }
              default: { $value: 16pt }
              deep-purple: { $value: 1pt }
              type:
                small: { $value: 2pt }
            """)
        XCTAssertTrue(out.contains("public static let _2xl: Double = 48"), out)
        XCTAssertTrue(out.contains("public static let `default`: Double = 16"), out)
        XCTAssertTrue(out.contains("public static let deepPurple: Double = 1"), out)
        XCTAssertTrue(out.contains("public enum Type_ {"), out)
    }

    func testNameCollisionIsAnErrorAtBothTokens() throws {
        let yaml = """
            color:
              $type: color
              deep-purple: { $value: "#000000" }
              deepPurple: { $value: "#FFFFFF" }
            """
        let (system, sink, sources) = SwiftFixtures.system(yaml)
        XCTAssertNil(SwiftFixtures.emit(system, prefix: "App", sink: sink))
        let collision = try XCTUnwrap(sink.diagnostics.first { $0.code == "swift-name-collision" })
        XCTAssertEqual(collision.severity, .error)
        XCTAssertEqual(collision.range?.start.line, 4)
        XCTAssertEqual(collision.notes.first?.range?.start.line, 3)
        XCTAssertTrue(collision.message.contains("'deepPurple'"), collision.message)
        XCTAssertEqual(sources.path(of: try XCTUnwrap(collision.range).file), "test.tokens.yaml")
    }

    func testDescriptionDeprecationAndAccess() throws {
        let (out, _) = try swift("""
            spacing:
              $type: dimension
              old:
                $value: 4pt
                $description: Use md.
                $deprecated: Replaced by spacing.md
              gone: { $value: 2pt, $deprecated: true }
            """, parameters: ["access": .string("internal")])
        XCTAssertTrue(out.contains("""
                /// Use md.
                ///
                /// Value: `4pt`
                @available(*, deprecated, message: "Replaced by spacing.md")
                internal static let old: Double = 4
            """), out)
        XCTAssertTrue(out.contains("    @available(*, deprecated)\n    internal static let gone: Double = 2"), out)
        XCTAssertFalse(out.contains("public "), "access internal leaves nothing public")
    }

    func testLightAndDarkBecomeOneDynamicColorFollowingModeNames() throws {
        let (out, sink) = try swift("""
            $extensions:
              dev.tokenc.system: { modes: [dark, light] }
            text:
              $type: color
              $value: "#000000"
              $extensions: { dev.tokenc.modes: { light: "#FFFFFF" } }
            """)
        // The default mode is dark; `light:` must hold the light mode's white.
        XCTAssertTrue(out.contains("""
                public static let text = AppTokens.Color(
                    light: .init(sRGB: 1, 1, 1, displayP3: 1, 1, 1),
                    dark: .init(sRGB: 0, 0, 0, displayP3: 0, 0, 0)
                )
            """), out)
        XCTAssertTrue(out.contains("/// - dark: `#000000`\n    /// - light: `#FFFFFF`"), out)
        XCTAssertTrue(sink.diagnostics.isEmpty, "\(sink.diagnostics.map(\.message))")
    }

    func testModesThatAreNotAppearancesAreReported() throws {
        let (_, sink) = try swift("""
            $extensions:
              dev.tokenc.system: { modes: [brand-a, brand-b] }
            c:
              $type: color
              $value: "#000000"
              $extensions: { dev.tokenc.modes: { brand-b: "#FFFFFF" } }
            """)
        let warning = try XCTUnwrap(sink.diagnostics.first { $0.code == "swift-mode-not-appearance" })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("'brand-b'"), warning.message)
        XCTAssertFalse(warning.message.contains("'brand-a'"), "the default mode is the base appearance")
    }

    func testNonColorDifferenceBetweenAppearancesIsReported() throws {
        let (out, sink) = try swift("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            gap:
              $type: dimension
              $value: 8pt
              $extensions: { dev.tokenc.modes: { dark: 12pt } }
            """)
        XCTAssertTrue(out.contains("public static let gap: Double = 8"), out)
        XCTAssertEqual(sink.diagnostics.first { $0.code == "swift-mode-not-dynamic" }?.range?.start.line, 3)
    }

    func testSpringsKeepTheFormTheyWereDesignedIn() throws {
        let (out, _) = try swift("""
            motion:
              $type: dev.tokenc.spring
              snappy: { $value: { stiffness: 380, damping: 35 } }
              soft: { $value: { response: 0.5, dampingFraction: 0.8 } }
            """)
        XCTAssertTrue(out.contains("public static let snappy = AppTokens.Spring(stiffness: 380, damping: 35, mass: 1)"), out)
        XCTAssertTrue(out.contains("public static let soft = AppTokens.Spring(response: 0.5, dampingFraction: 0.8)"), out)
        // response = 2π·√(1/380) = 0.32232…; damping fraction = 35 / (2·√380) = 0.89773…
        XCTAssertTrue(out.contains("(response 0.322s, damping fraction 0.898)"), out)
    }

    func testTypographyTextStyleIsTheNearestDynamicTypeSize() throws {
        let (out, _) = try swift("""
            typography:
              $type: typography
              hero: { $value: { fontFamily: Inter, fontSize: 34px, fontWeight: 700 } }
              headline: { $value: { fontFamily: SF Pro, fontSize: 17px, fontWeight: 600, lineHeight: 1.3 } }
              small: { $value: { fontFamily: Inter, fontSize: 13px, fontWeight: 400, letterSpacing: -0.2px } }
            """)
        XCTAssertTrue(out.contains("family: .custom(\"Inter\"),\n        size: 34,\n        weight: .init(700),\n        textStyle: .largeTitle"), out)
        XCTAssertTrue(out.contains("family: .system(.default),\n        size: 17,\n        weight: .init(600),\n        lineHeight: 1.3,\n        textStyle: .headline"), out)
        XCTAssertTrue(out.contains("letterSpacing: -0.2,\n        textStyle: .footnote"), out)
    }

    func testGradientDirectionFromAngleAndNames() throws {
        let (out, _) = try swift("""
            gradient:
              $type: gradient
              across:
                $value: [{ color: "#000000", position: 0 }, { color: "#FFFFFF", position: 1 }]
                $extensions: { dev.tokenc.gradient: { angle: 90 } }
              corner:
                $value: [{ color: "#000000", position: 0 }, { color: "#FFFFFF", position: 1 }]
                $extensions: { dev.tokenc.gradient: { start: topLeading, end: bottomTrailing } }
              plain:
                $value: [{ color: "#000000", position: 0 }, { color: "#FFFFFF", position: 1 }]
            """)
        // CSS 90deg runs left to right; no direction means CSS's default, top to bottom.
        XCTAssertTrue(out.contains("startPoint: .init(x: 0, y: 0.5),\n        endPoint: .init(x: 1, y: 0.5)"), out)
        XCTAssertTrue(out.contains("startPoint: .init(x: 0, y: 0),\n        endPoint: .init(x: 1, y: 1)"), out)
        XCTAssertTrue(out.contains("startPoint: .init(x: 0.5, y: 0),\n        endPoint: .init(x: 0.5, y: 1)"), out)
    }

    func testIncludeAndExcludeFilters() throws {
        let yaml = """
            color: { a: { $type: color, $value: "#000000" } }
            spacing: { sm: { $type: dimension, $value: 4pt }, md: { $type: dimension, $value: 8pt } }
            """
        let (only, _) = try swift(yaml, parameters: ["include": .string("dimension"), "exclude": .string("spacing.md")])
        XCTAssertTrue(only.contains("public static let sm: Double = 4"))
        XCTAssertFalse(only.contains("md:"))
        XCTAssertFalse(only.contains("AppColors"))
        XCTAssertFalse(only.contains("struct Color"), "unused value types are not emitted")
    }

    func testRootTokenOfAGroupSitsBesideItsNamespace() throws {
        let (out, _) = try swift("""
            color:
              $type: color
              accent:
                $root: { $value: "#FF0000" }
                light: { $value: "#FF8080" }
            """)
        XCTAssertTrue(out.contains("    public static let accent = AppTokens.Color("), out)
        XCTAssertTrue(out.contains("    public enum Accent {\n"), out)
    }

    /// Names that need escaping, digits, `$root`, deprecation and every value type compile.
    func testTrickyFileCompilesWithSwiftc() throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let (out, _) = try swift("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark, dark-high-contrast] }
            default:
              class: { $type: dimension, $value: 1pt }
              2xl: { $type: dimension, $value: 2pt, $deprecated: "Use \\"xl\\"" }
              self: { $type: number, $value: 3 }
              double:
                value: { $type: number, $value: 4 }
            color:
              $type: color
              accent:
                $root:
                  $value: "#FF0000"
                  $extensions: { dev.tokenc.modes: { dark: "#00FF00", dark-high-contrast: "#0000FF" } }
            shadow:
              card:
                $type: shadow
                $value: [{ color: "#00000040", offsetX: 0px, offsetY: 2px, blur: 8px, spread: 0px }, { color: "#000", offsetX: 0px, offsetY: 1px, blur: 1px, spread: 0px, inset: true }]
            border:
              hairline: { $type: border, $value: { color: "#333", width: 1px, style: { dashArray: [2px, 1px], lineCap: round } } }
            motion:
              fade: { $type: transition, $value: { duration: 200ms, delay: 0ms, timingFunction: [0.4, 0, 0.2, 1] } }
            haptic:
              tap: { $type: dev.tokenc.haptic, $value: impact.rigid }
            copy:
              hello: { $type: dev.tokenc.copy, $value: { text: "Hi {name}, \\"welcome\\"", key: greeting.hello } }
            font:
              mono: { $type: fontFamily, $value: [SF Mono, monospace] }
              heavy: { $type: fontWeight, $value: 800 }
            """)
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try out.write(toFile: directory + "/AppTokens.swift", atomically: false, encoding: .utf8)
        try """
            print(AppDefault._2xl + AppDefault.class + AppDefault.`self` + AppDefault.Double_.value)
            print(AppColors.accent.components(dark: true, highContrast: true).hex)
            print(AppCopy.hello.text(["name": "Ada"]))
            """.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)
        let compile = try SwiftFixtures.run(swiftc, ["-swift-version", "6", "-o", directory + "/app",
                                                     directory + "/AppTokens.swift", directory + "/main.swift"])
        XCTAssertEqual(compile.status, 0, compile.output)
        XCTAssertTrue(compile.output.contains("'_2xl' is deprecated: Use \"xl\""), compile.output)
        let run = try SwiftFixtures.run(directory + "/app", [])
        XCTAssertEqual(run.output, "10.0\n#0000FF\nHi Ada, \"welcome\"\n")
    }
}
