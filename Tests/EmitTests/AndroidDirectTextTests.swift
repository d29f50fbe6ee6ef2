import ColorScience
import Diagnostics
@testable import Emit
import Foundation
import Parallel
import TokenModel
import XCTest

/// The Android files written directly (``KotlinDirectText``, ``AndroidResourcesDirectText``,
/// used with the built-in templates) against the general path (contexts rendered through the
/// templates, taken when a template's text differs — here the built-in text with a comment line
/// added, which renders the same): the same files, bytes and diagnostics over seeds, varied
/// values, modes, names and parameters; and each byte writer against its string form.
final class AndroidDirectTextTests: XCTestCase {
    private static let templateNames = ["android/compose.kt", "android/compose-object", "android/resources.xml"]

    /// The built-in library with the named templates replaced by their own text plus a comment.
    private func library(overriding names: [String]) throws -> TemplateLibrary {
        var library = TemplateLibrary.builtin()
        for name in names {
            let source = try XCTUnwrap(library.source(of: name))
            try library.register(source: "{{! the same text, through the template }}\n" + source, named: name, file: "test:\(name)")
            XCTAssertFalse(library.isBuiltin(name))
        }
        return library
    }

    private func emit(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue], templates: TemplateLibrary)
        -> (files: [GeneratedFile]?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink()
        let input = EmitInput(systems: systems, parameters: OutputParameters(parameters), sourceFiles: ["a.tokens.yaml", "b.json"],
                              diagnostics: sink, templates: templates)
        return (AndroidEmitter().emit(input), sink.diagnostics)
    }

    /// Both paths, with each template overridden in turn and all at once, over every parameter
    /// set; returns the direct path's files for each set.
    @discardableResult
    private func assertPathsAgree(_ systems: [ResolvedSystem], _ parameterSets: [[String: JSONValue]], expectOutput: Bool = true,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> [[GeneratedFile]?] {
        let overrides = try (Self.templateNames.map { [$0] } + [Self.templateNames]).map(library(overriding:))
        var results: [[GeneratedFile]?] = []
        for parameters in parameterSets {
            let direct = emit(systems, parameters, templates: .builtin())
            XCTAssertEqual(direct.files != nil, expectOutput, "\(parameters): \(direct.diagnostics.map(\.message))", file: file, line: line)
            for templates in overrides {
                let rendered = emit(systems, parameters, templates: templates)
                XCTAssertEqual(direct.files?.map(\.path), rendered.files?.map(\.path), "\(parameters)", file: file, line: line)
                for (made, expected) in zip(direct.files ?? [], rendered.files ?? []) where made.contents != expected.contents {
                    XCTFail("\(parameters) \(made.path) differs:\n\(Self.firstDifference(made.contents, expected.contents))",
                            file: file, line: line)
                }
                XCTAssertEqual(direct.diagnostics, rendered.diagnostics, "\(parameters)", file: file, line: line)
            }
            results.append(direct.files)
        }
        return results
    }

    /// The lines around the first difference of two texts.
    private static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.components(separatedBy: "\n"), right = b.components(separatedBy: "\n")
        let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        let range = max(0, index - 3)..<(index + 3)
        return "direct:\n" + left[range.clamped(to: left.indices)].joined(separator: "\n")
            + "\ntemplate:\n" + right[range.clamped(to: right.indices)].joined(separator: "\n")
    }

    private static func file(_ path: String, in files: [GeneratedFile]?, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(files?.first { $0.path == path }, "no \(path) in \(files?.map(\.path) ?? [])", file: file, line: line).contents
    }

    // MARK: Seeds

    func testSeedsAreTheSameBothWays() throws {
        for name in FormatFixtures.seedNames {
            let system = try FormatFixtures.seed(name)
            XCTAssertNotNil(KotlinObjectPlan(system: system, modes: Array(system.modes.indices)), "\(name): the direct path is taken")
            let files = try assertPathsAgree([system], [
                [:],
                ["prefix": .string("Seed"), "package": .string("com.example.seed")],
                ["modes": .array(system.modes.reversed().map(JSONValue.string))],
                ["kotlin": .bool(false), "resourceFolder": .string("")],
                ["resources": .bool(false), "objectName": .string("Theme")],
            ])
            XCTAssertFalse(try XCTUnwrap(files[0]).isEmpty, name)
        }
    }

    // MARK: Varied values and names

    /// Every value type, descriptions to escape, deprecations, `$root` tokens, keywords, leading
    /// digits, reserved and merged group names, a group whose tokens are not consecutive, names
    /// that are not ASCII, colors outside sRGB, copy to escape, and modes whose night colors
    /// differ or not.
    private static let variedYAML = #"""
        $extensions:
          dev.tokenc.system: { modes: [light, dark, "sé pia", light-high-contrast] }
        color:
          $type: color
          $description: "Colors."
          brand:
            $root: { $value: "#8B5CF6", $description: "The brand */ color\nover two lines.", $extensions: { dev.tokenc.modes: { dark: "#7C3AED" } } }
            soft: { $value: "#8B5CF680", $extensions: { dev.tokenc.modes: { dark: "#8B5CF680", "sé pia": "#704214" } } }
          object: { $value: "#000000", $deprecated: true }
          "2xl": { $value: "color(display-p3 1 0 0.2 / 0.5)", $extensions: { dev.tokenc.modes: { dark: "color(display-p3 0 1 0)" } } }
          grün: { $value: "#00ff00", $description: "Grün — nicht ASCII.", $deprecated: "Use \"brand\" for $5." }
          deep-purple: { $value: "oklch(0.5 0.3 300)" }
          in: { $value: "#010203", $extensions: { dev.tokenc.modes: { light-high-contrast: "#000000" } } }
        colors:
          extra: { $type: color, $value: "#abcdef" }
        space:
          $type: dimension
          md: { $value: 16pt, $description: "" }
          lg: { $value: 1.5rem, $extensions: { dev.tokenc.modes: { dark: 2rem } } }
          negative: { $value: -0.5px }
          tiny-negative: { $value: -0.00001px }
          huge: { $value: 12345678.123456px }
          odd--name: { $value: 1px, $description: "Slashes a/b/c, a\ttab and 1234567*/ across words." }
          slash8: { $value: 1px, $description: "12345678*/90 and 1234567*/ and */ at the start" }
          plainlong: { $value: 1px, $description: "A plain description that is longer than several words of eight bytes." }
          trailing-: { $value: 2px }
          snake_case: { $value: 3px }
          UpperCase: { $value: 4px }
        "3d": { $type: dimension, $value: 6px }
        "4k": { inner: { $type: color, $value: "#010101" } }
        café:
          naïve: { $type: dimension, $value: 3px }
          plain: { $type: number, $value: 2 }
        motion:
          fast: { $type: duration, $value: 0.25s, $description: "Fast." }
          forever: { $type: duration, $value: 1e300ms }
          ease: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1] }
          odd: { $type: cubicBezier, $value: [0.123456789, -0.5, 0.00001, 1.00005] }
          move:
            $type: transition
            $value: { duration: "{motion.fast}", delay: 50ms, timingFunction: "{motion.ease}" }
          bounce: { $type: dev.tokenc.spring, $value: { stiffness: 200, damping: 20, mass: 2 } }
          tap: { $type: dev.tokenc.haptic, $value: impact.rigid }
        space2:
          $type: dimension
          late: { $value: 1px }
        number: { $type: number, half: { $value: 0.5 }, neg: { $value: -2 }, small: { $value: 0.000123 } }
        weight: { $type: fontWeight, bold: { $value: 700 }, named: { $value: semi-bold } }
        family:
          $type: fontFamily
          plain: { $value: Inter, $description: "Body */ text" }
          quoted: { $value: ['Helvetica "Neue"', 'back\\slash', "$dollar", "émoji"] }
        text:
          body:
            $type: typography
            $value: { fontFamily: [Inter, sans-serif], fontSize: 17pt, fontWeight: 600, letterSpacing: -0.5pt, lineHeight: 1.25 }
            $extensions: { dev.tokenc.modes: { dark: { fontFamily: Inter, fontSize: 18pt, fontWeight: 400 } } }
            $description: "Body\ntext"
          caption:
            $type: typography
            $value: { fontFamily: "A */ B", fontSize: 1rem, fontWeight: 300 }
        line: { $type: strokeStyle, solid: { $value: solid } }
        border:
          $type: border
          thin: { $value: { color: "#374151", width: 1px, style: solid }, $description: "Thin." }
          wide: { $value: { color: "color(display-p3 0 1 0 / 0.5)", width: 0.5rem, style: dashed } }
        shadow:
          $type: shadow
          card: { $value: { color: "#00000040", offsetX: 0pt, offsetY: 4pt, blur: 12pt, spread: 0pt } }
          layered:
            $description: "Layers."
            $value:
              - { color: "#000000", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px, inset: true }
              - { color: "oklch(0.5 0.2 30 / 0.3)", offsetX: -1px, offsetY: 8px, blur: 24px, spread: -4px }
        fill:
          $type: gradient
          linear: { $value: [{ color: "#FF0000", position: 0 }, { color: "#0000FF80", position: 1 }] }
          angled:
            $value: [{ color: "#FF0000", position: 0 }, { color: "color(display-p3 0 0 1)", position: 0.333 }]
            $extensions: { dev.tokenc.gradient: { angle: 45 } }
          up:
            $value: [{ color: "#FF0000", position: 0 }, { color: "#00FF00", position: 1 }]
            $extensions: { dev.tokenc.gradient: { angle: 315 } }
          conic:
            $value: [{ color: "#FF0000", position: 0 }, { color: "#00FF00", position: 1 }]
            $extensions: { dev.tokenc.gradient: { kind: angular, angle: 45 } }
        opacity: { $type: dev.tokenc.opacity, muted: { $value: 0.4, $deprecated: "" } }
        blur: { soft: { $type: dev.tokenc.blur, $value: 12pt } }
        group:
          sub:
            deeper:
              deepest: { $type: dimension, $value: 1px }
          after: { $type: dimension, $value: 2px }
        only:
          nested:
            x: { $type: dimension, $value: 3px }
        copy:
          $type: dev.tokenc.copy
          quote: { $value: "It's \"done\" & <b>ok</b>\\", $description: "A -- note\nover lines-" }
          mention: { $value: "@home" }
          question: { $value: "?why" }
          percent: { $value: "100% sure" }
          cart:
            $value:
              text: "{count} items at {price}% off, {count}"
              placeholders: [{ name: count, format: int }, { name: price, format: double }]
              comment: "Cart"
              alternates: { de: "{count} Artikel" }
        color2:
          $type: color
          again: { $value: "#123456" }
        space3: { late: { $type: dimension, $value: 4px } }
        group2: { x: { $type: dimension, $value: 5px } }

        """#

    func testVariedValuesNamesAndModesAreTheSameBothWays() throws {
        let system = FormatFixtures.system(Self.variedYAML)
        XCTAssertNotNil(KotlinObjectPlan(system: system, modes: Array(system.modes.indices)), "the direct path is taken")
        XCTAssertNotNil(AndroidResourceLines(system: system, dayMode: 0, nightMode: 1), "the direct path is taken")
        let results = try assertPathsAgree([system], [
            [:],
            ["prefix": .string("My App"), "package": .string("com.example.app")],
            ["modes": .array([.string("dark"), .string("light")])],
            ["modes": .array([.string("sé pia")]), "objectName": .string("Theme")],
            ["modes": .array([.string("light-high-contrast"), .string("nope")])],
            ["kotlin": .bool(false)],
            ["resources": .bool(false)],
            ["resourceFolder": .string("custom/res")],
            ["resourceFolder": .string("")],
        ])
        // The shapes the comparison must have reached.
        let files = try XCTUnwrap(results[0])
        XCTAssertEqual(files.map(\.path), ["TestTokens.kt", "res/values/colors.xml", "res/values/dimens.xml", "res/values/strings.xml",
                                           "res/values-night/colors.xml"])
        let kotlin = try Self.file("TestTokens.kt", in: files)
        for expected in [
            "import androidx.compose.ui.graphics.colorspace.ColorSpaces\n", "import androidx.compose.ui.geometry.Offset\n",
            "    object Colors {\n        /** The brand * / color over two lines. */\n        val brand = Color(0xFF8B5CF6)\n",
            "        @Deprecated(\"Deprecated token\")\n        val `object` = Color(0xFF000000)\n",
            "        val _2xl = Color(red = ", "        val `in` = ", "        val extra = Color(0xFFABCDEF)\n",
            "        @Deprecated(\"Use \\\"brand\\\" for \\$5.\")\n",
            "    object Café {\n        val naïve = 3.dp\n", "        val negative = (-0.5).dp\n", "        val tinyNegative = (0).dp\n",
            "        const val forever = 2147483647\n", "        val bounce: SpringSpec<Float> = spring(",
            "        /** Font family: A * / B. */\n", "            val deepest = 1.dp\n", "        val late = 1.dp\n",
            "    object Space2 {\n", "    object Shadows {\n", "    object Group {\n        val after = 2.dp\n\n        object Sub {\n",
            "    object Only {\n        object Nested {\n",
            "\nobject TestTokensDark {\n", "\nobject TestTokensSéPia {\n", "\nobject TestTokensLightHighContrast {\n",
        ] {
            XCTAssertTrue(kotlin.contains(expected), "missing \(expected) in\n\(kotlin)")
        }
        XCTAssertFalse(kotlin.contains("tap"), "a haptic has no property")
        XCTAssertFalse(kotlin.contains("solid ="), "a stroke style has no property")
        // The group seen again later (`color2` is another object; `colors.extra` joined `Colors`).
        let defaultObject = try XCTUnwrap(kotlin.components(separatedBy: "\nobject TestTokensDark {").first)
        XCTAssertEqual(defaultObject.components(separatedBy: "\n    object Colors {").count, 2)
        XCTAssertTrue(defaultObject.contains("\n    object Color2 {\n        val again = Color(0xFF123456)\n"))
        XCTAssertTrue(try Self.file("res/values-night/colors.xml", in: files).contains("<color name=\"color_brand\">#FF7C3AED</color>"))
        XCTAssertFalse(try Self.file("res/values-night/colors.xml", in: files).contains("color_brand_soft"), "the same at night")
        let strings = try Self.file("res/values/strings.xml", in: files)
        XCTAssertTrue(strings.contains("    <!-- A - - note over lines-  -->\n"), strings)
        XCTAssertTrue(strings.contains("<string name=\"copy_percent\" formatted=\"false\">100% sure</string>"), strings)
        XCTAssertTrue(strings.contains("<string name=\"copy_question\">\\?why</string>"), strings)
        XCTAssertEqual(try XCTUnwrap(results[5]).map(\.path).first, "res/values/colors.xml")
        XCTAssertEqual(try XCTUnwrap(results[6]).map(\.path), ["TestTokens.kt"])
        XCTAssertEqual(try XCTUnwrap(results[7]).map(\.path)[1], "custom/res/values/colors.xml")
        XCTAssertEqual(try XCTUnwrap(results[8]).map(\.path)[1], "values/colors.xml")
        XCTAssertTrue(try Self.file("Theme.kt", in: results[3]).hasPrefix("// Generated by tokenc from a.tokens.yaml, b.json. Do not edit.\n"))
    }

    /// A mode with no value of its own (an empty object), modes without light or dark names, and
    /// a system without modes.
    func testModesWithoutDifferencesAreTheSameBothWays() throws {
        let same = FormatFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [day, night, dim] }
            a: { $type: color, $value: "#112233", $extensions: { dev.tokenc.modes: { dim: "#000000" } } }
            b: { $type: dimension, $value: 1px }

            """)
        let files = try XCTUnwrap(try assertPathsAgree([same], [[:], ["modes": .array([.string("night")])]])[0])
        XCTAssertTrue(try Self.file("TestTokens.kt", in: files).contains(
            "\n/** The tokens of test whose night value differs from TestTokens. */\nobject TestTokensNight {\n}\n"))
        let empty = FormatFixtures.system("""
            copy: { $type: dev.tokenc.copy, hello: { $value: "Hi" } }

            """)
        let emptyFiles = try XCTUnwrap(try assertPathsAgree([empty], [[:]])[0])
        XCTAssertEqual(emptyFiles.map(\.path), ["TestTokens.kt", "res/values/strings.xml"])
        XCTAssertTrue(try Self.file("TestTokens.kt", in: emptyFiles).hasSuffix("package tokens\n\n\n/** The design tokens of test. */\nobject TestTokens {\n}\n"))
    }

    /// Two systems: each in its own folder, the first one's collisions keeping it out.
    func testSeveralSystemsAreTheSameBothWays() throws {
        let first = FormatFixtures.system("color: { $type: color, a: { $value: \"#000000\" } }\n", name: "one")
        let second = FormatFixtures.system("space: { $type: dimension, b: { $value: 2px } }\n", name: "two")
        let files = try XCTUnwrap(try assertPathsAgree([first, second], [[:], ["objectName": .string("T")]])[0])
        XCTAssertEqual(files.map(\.path), ["one/OneTokens.kt", "res/one/values/colors.xml", "two/TwoTokens.kt", "res/two/values/dimens.xml"])
    }

    // MARK: Collisions

    /// Names that are not Kotlin names and names that collide — properties, resources, a
    /// typography's font size and a token, strings, copy keys — are reported the same way in the
    /// same order, with the same outcome.
    func testCollisionsAreReportedTheSameBothWays() throws {
        let kotlin = FormatFixtures.system("""
            space:
              $type: dimension
              big-gap: { $value: 8px }
              bigGap: { $value: 9px }
              pad: { $value: 4px }
              BigGap: { $value: 10px }
            other:
              big_gap: { $type: dimension, $value: 1px }
            "___": { $type: dimension, $value: 1px }

            """)
        XCTAssertNil(KotlinObjectPlan(system: kotlin, modes: [0]))
        try assertPathsAgree([kotlin], [[:], ["kotlin": .bool(false)], ["resources": .bool(false)]], expectOutput: false)
        let kotlinOnly = emit([kotlin], ["resources": .bool(false)], templates: .builtin()).diagnostics
        XCTAssertEqual(kotlinOnly.map(\.code), ["android-name-collision", "android-name-collision", "android-invalid-name"])

        let resources = FormatFixtures.system("""
            a: { b-c: { $type: color, $value: "#000000" }, b_c: { $type: color, $value: "#FFFFFF" } }
            t: { $type: typography, $value: { fontFamily: Inter, fontSize: 17pt, fontWeight: 400 } }
            tFont: { size: { $type: dimension, $value: 1px } }
            z: { $type: dimension, $value: 2px }

            """)
        XCTAssertNil(AndroidResourceLines(system: resources, dayMode: 0, nightMode: nil))
        try assertPathsAgree([resources], [[:], ["kotlin": .bool(false)]], expectOutput: false)
        let resourceDiagnostics = emit([resources], ["kotlin": .bool(false)], templates: .builtin()).diagnostics
        XCTAssertEqual(resourceDiagnostics.map(\.code), ["android-name-collision", "android-name-collision"])

        // Strings with the same resource name: reported, the second left out, the files written.
        let strings = FormatFixtures.system("""
            copy:
              $type: dev.tokenc.copy
              a-b: { $value: "One" }
              a_b: { $value: "Two" }
              c: { $value: "Three" }

            """)
        let written = try XCTUnwrap(try assertPathsAgree([strings], [[:]])[0])
        XCTAssertFalse(try Self.file("res/values/strings.xml", in: written).contains("Two"))
        XCTAssertEqual(emit([strings], [:], templates: .builtin()).diagnostics.map(\.code), ["android-name-collision"])

        // A copy key given twice with different texts fails the output.
        let keys = FormatFixtures.system("""
            copy:
              $type: dev.tokenc.copy
              a: { $value: { text: "One", key: shared } }
              b: { $value: { text: "Two", key: shared } }
            c: { $type: color, $value: "#000000" }

            """)
        try assertPathsAgree([keys], [[:], ["kotlin": .bool(false)]], expectOutput: false)
        XCTAssertEqual(emit([keys], [:], templates: .builtin()).diagnostics.map(\.code), ["copy-duplicate-key"])
    }

    // MARK: Large systems

    /// Enough tokens for the names and text to be made in parts on all cores: parts cut inside
    /// groups, between a group and the same group seen again, inside a mode's object, between
    /// modes; alone and as one job of a build's.
    func testLargeSystemsAreTheSameBothWays() throws {
        var yaml = "$extensions:\n  dev.tokenc.system: { modes: [light, dark] }\n"
        yaml += "color:\n  $type: color\n"
        for group in 0..<90 {
            yaml += "  g\(group):\n"
            for index in 0..<(group % 7 == 0 ? 1 : 50) {
                let dark = index % 3 == 0 ? ", $extensions: { dev.tokenc.modes: { dark: \"#\(String(format: "%06x", index * 77))\" } }" : ""
                let description = index % 5 == 0 ? ", $description: \"Shade \(index) */ of \(group).\"" : ""
                yaml += "    c\(index): { $value: \"#\(String(format: "%06x", (group * 100 + index) * 4099 % 0xFFFFFF))\"\(dark)\(description) }\n"
            }
            if group % 10 == 0 { yaml += "    nested: { deep: { x: { $value: \"#000000\" } } }\n" }
        }
        yaml += "space:\n  $type: dimension\n"
        for index in 0..<600 { yaml += "  s\(index): { $value: \(index)px }\n" }
        yaml += "type:\n  $type: typography\n"
        for index in 0..<200 {
            yaml += "  t\(index): { $value: { fontFamily: Inter, fontSize: \(10 + index % 20)pt, fontWeight: \(100 * (1 + index % 9)), lineHeight: 1.2 } }\n"
        }
        yaml += "color-again:\n  $type: color\n  g1: { late: { $value: \"#FFFFFF\" } }\n"
        let system = FormatFixtures.system(yaml)
        XCTAssertGreaterThan(system.tokens.count, KotlinObjectPlan.parallelThreshold)
        try assertPathsAgree([system], [[:], ["modes": .array([.string("dark"), .string("light")])]])

        @Sendable func emitAlone() -> [GeneratedFile]? {
            AndroidEmitter().emit(EmitInput(systems: [system], parameters: OutputParameters([:]), sourceFiles: ["t"],
                                            diagnostics: DiagnosticSink()))
        }
        let alone = try XCTUnwrap(emitAlone())
        let inJob = ParallelMap.jobs(2) { job -> [GeneratedFile]? in job == 0 ? emitAlone() : nil }[0]
        XCTAssertEqual(inJob, alone)
        XCTAssertEqual(emitAlone(), alone, "the same bytes each time")
    }

    // MARK: Template time

    /// The text written directly counts as template time, once where the Kotlin text and the
    /// resources' lines overlap: never more than the whole emit.
    func testTemplateTimeCountsOverlapsOnce() throws {
        let start = ContinuousClock.now
        let spans = [start..<start + .milliseconds(10), start + .milliseconds(5)..<start + .milliseconds(12),
                     start + .milliseconds(20)..<start + .milliseconds(25), start + .milliseconds(21)..<start + .milliseconds(22)]
        XCTAssertEqual(AndroidEmitter.covered(by: spans), .milliseconds(17))
        XCTAssertEqual(AndroidEmitter.covered(by: spans.reversed()), .milliseconds(17))
        XCTAssertEqual(AndroidEmitter.covered(by: []), .zero)

        var yaml = "color:\n  $type: color\n"
        for index in 0..<5000 { yaml += "  c\(index): { $value: \"#\(String(format: "%06x", index * 4099 % 0xFFFFFF))\" }\n" }
        let system = FormatFixtures.system(yaml)
        var input = FormatFixtures.input(system)
        let clock = TemplateClock()
        input.templateClock = clock
        let before = ContinuousClock.now
        XCTAssertNotNil(AndroidEmitter().emit(input))
        let elapsed = ContinuousClock.now - before
        XCTAssertGreaterThan(clock.seconds, 0)
        XCTAssertLessThanOrEqual(clock.seconds, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    // MARK: Byte writers

    private func written(_ write: (inout ByteWriter) -> Void) -> String {
        var out = ByteWriter(capacity: 4)
        write(&out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    func testValueWritersMatchTheirStrings() throws {
        let colors = [
            "#8B5CF6", "#8B5CF680", "#00000000", "#FFFFFF", "#ffffff01", "color(display-p3 1 0 0)", "color(display-p3 0.2 0.9 0.1 / 0.35)",
            "oklch(0.7 0.1 250)", "oklch(0.9 0.4 140)", "hsl(120 50% 50%)", "lab(50 20 -30 / 0.5)", "color(srgb 1.000001 0 0)",
        ].map { try? CSSColorParser.parse($0).get() }
        for color in colors {
            let color = try XCTUnwrap(color)
            XCTAssertEqual(written { ComposeValueText.appendARGB(color, to: &$0) }, ComposeValueText.argb(color))
            var outside = false
            XCTAssertEqual(written { outside = ComposeValueText.appendColor(color, to: &$0) }, ComposeValueText.color(color))
            XCTAssertEqual(outside, !color.isInGamut(.srgb))
        }
        for x in [0, -0.0, 1, -1, 0.5, -0.5, 16, 1e-5, -1e-5, 0.00005, -0.00005, 123456.78905, -2.25, 1e17, .nan, .infinity,
                  899_999_999_999, -899_999_999_999, 900_000_000_000, 9_007_199_254_740_992, .leastNonzeroMagnitude] {
            XCTAssertEqual(written { ComposeValueText.appendDecimal(x, to: &$0) }, DecimalText.format(x, maximumFractionDigits: 4), "\(x)")
            XCTAssertEqual(written { ComposeValueText.appendFloat(x, to: &$0) }, ComposeValueText.float(x), "\(x)")
            XCTAssertEqual(written { ComposeValueText.appendUnit(x, "dp", to: &$0) }, ComposeValueText.unit(x, "dp"), "\(x)")
            if x.isFinite && abs(x) < 1e15 {
                let weight = FontWeight(x)
                XCTAssertEqual(written { ComposeValueText.appendFontWeight(weight, to: &$0) }, ComposeValueText.fontWeight(weight))
            }
        }
        for value in [0, 7, -7, 10, 99, 100, 1_000_000, Int.max, Int.min] {
            XCTAssertEqual(written { ComposeValueText.appendInteger(value, to: &$0) }, String(value))
        }
        let easing = CubicBezier(0.123456789, -0.5, 0.00001, 1.00005)
        XCTAssertEqual(written { ComposeValueText.appendEasing(easing, to: &$0) }, ComposeValueText.easing(easing))
        for style in [
            Typography(fontFamily: FontFamily(["Inter"]), fontSize: Dimension(17, .pt), fontWeight: FontWeight(600),
                       letterSpacing: Dimension(-0.5, .pt), lineHeight: 1.25),
            Typography(fontFamily: FontFamily(["Inter"]), fontSize: Dimension(1, .rem), fontWeight: FontWeight(300),
                       letterSpacing: nil, lineHeight: nil),
        ] {
            XCTAssertEqual(written { ComposeValueText.appendTextStyle(style, to: &$0) }, ComposeValueText.textStyle(style))
        }
    }

    func testPropertyNamesMatchKotlinIdentifier() {
        let names = [
            "deep-purple", "2xl", "object", "class", "in", "val", "typealias", "interface", "HTTPStatus", "signIn", "p500", "ABC",
            "aB1c", "a-b-c", "__x", "x__", "Object", "h1", "1", "_1", "x", "iN", "a1B2", "XMLHttpRequest", "snake_case_name", "$root",
        ]
        // Every keyword, and names a letter off one.
        let keywords = KotlinIdentifier.keywords.sorted()
        XCTAssertEqual(keywords.count, 28)
        let nearMisses = keywords.map { $0 + "s" } + keywords.map { String($0.dropLast()) }
        for name in names + keywords + nearMisses {
            var bytes: [UInt8] = []
            let made = Array(name.utf8).withUnsafeBufferPointer { KotlinNameBytes.appendProperty($0, to: &bytes) }
            XCTAssertTrue(made, name)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), KotlinIdentifier.property(name), name)
        }
        for name in ["", "-", "__", "$"] {
            var bytes: [UInt8] = []
            XCTAssertFalse(Array(name.utf8).withUnsafeBufferPointer { KotlinNameBytes.appendProperty($0, to: &bytes) }, name)
            XCTAssertNil(KotlinIdentifier.property(name), name)
        }
    }
}
