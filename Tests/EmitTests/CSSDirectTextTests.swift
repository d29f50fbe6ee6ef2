import ColorScience
import Diagnostics
@testable import Emit
import Foundation
import TokenModel
import XCTest

/// The stylesheet written directly (``CSSDirectText``, used with the built-in template) against the
/// general path (a ``CSSFileContext`` rendered through the template): the same bytes and the same
/// diagnostics over varied values, modes and parameters; and each byte writer of a value against
/// its string form in ``CSSValueText``.
final class CSSDirectTextTests: XCTestCase {
    /// The built-in library with `css/variables` replaced by its own text plus a comment, which
    /// renders the same text through the template.
    private func templated() throws -> TemplateLibrary {
        var library = TemplateLibrary.builtin()
        let source = try XCTUnwrap(library.source(of: "css/variables"))
        try library.register(source: "{{! the same text, through the template }}\n" + source, named: "css/variables",
                             file: "test:css/variables")
        XCTAssertFalse(library.isBuiltin("css/variables"))
        return library
    }

    private func emit(_ system: ResolvedSystem, _ parameters: [String: JSONValue], templates: TemplateLibrary)
        -> (files: [GeneratedFile]?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink()
        let input = EmitInput(systems: [system], parameters: OutputParameters(parameters), sourceFiles: ["a.tokens.yaml", "b.json"],
                              diagnostics: sink, templates: templates)
        return (CSSEmitter().emit(input), sink.diagnostics)
    }

    /// Both paths over every parameter set; returns the direct path's text for each.
    @discardableResult
    private func assertPathsAgree(_ system: ResolvedSystem, _ parameterSets: [[String: JSONValue]],
                                  file: StaticString = #filePath, line: UInt = #line) throws -> [String?] {
        let library = try templated()
        var texts: [String?] = []
        for parameters in parameterSets {
            let direct = emit(system, parameters, templates: .builtin())
            let rendered = emit(system, parameters, templates: library)
            XCTAssertEqual(direct.files?.map(\.path), rendered.files?.map(\.path), "\(parameters)", file: file, line: line)
            XCTAssertEqual(direct.files?.map(\.contents), rendered.files?.map(\.contents), "\(parameters)", file: file, line: line)
            XCTAssertEqual(direct.diagnostics, rendered.diagnostics, "\(parameters)", file: file, line: line)
            texts.append(direct.files?.first?.contents)
        }
        return texts
    }

    private static let parameterSets: [[String: JSONValue]] = [
        [:],
        ["aliases": .bool(true)],
        ["prefix": .string("ds")],
        ["aliases": .bool(true), "prefix": .string("My App"), "selector": .string(".theme"), "themeAttribute": .string("data-x")],
        ["media": .bool(false)],
        ["themes": .bool(false), "aliases": .bool(true)],
        ["modes": .array([.string("dark"), .string("light")])],
        ["modes": .array([.string("sepia")]), "aliases": .bool(true)],
    ]

    /// Every value type CSS writes, colors in many spaces, aliases (some rendering like their
    /// target, some not), and four modes with light, dark and high-contrast names.
    private static let variedYAML = """
        $extensions:
          dev.tokenc.system: { modes: [light, dark, light-high-contrast, "se\\"pia"] }
        color:
          $type: color
          hex: { $value: "#8B5CF6", $extensions: { dev.tokenc.modes: { dark: "#11223380", "se\\"pia": "#704214" } } }
          translucent: { $value: "#00000040" }
          clear: { $value: "#ffffff00" }
          p3: { $value: "color(display-p3 1 0 0)", $extensions: { dev.tokenc.modes: { dark: "oklch(0.7 0.1 250)" } } }
          p3-alpha: { $value: "color(display-p3 0.2 0.9 0.1 / 0.35)" }
          rec2020: { $value: "color(rec2020 1 0 0)", $extensions: { dev.tokenc.modes: { light-high-contrast: "color(rec2020 0 1 0 / 0.5)" } } }
          hsl: { $value: "hsl(120 50% 50%)", $extensions: { dev.tokenc.modes: { dark: "hsl(200 30% 20% / 0.5)" } } }
          hwb: { $value: "hwb(200 10% 20%)" }
          lab: { $value: "lab(50 20 -30 / 0.5)" }
          lch: { $value: "lch(60 40 120)" }
          oklab: { $value: "oklab(0.5 0.3 -0.3)" }
          xyz: { $value: "color(xyz-d65 0.9 0.1 0.05)" }
          linear: { $value: "color(srgb-linear 0.5 0.5 0.5)" }
          alias-hex: { $value: "{color.hex}" }
          alias-p3: { $value: "{color.p3}", $extensions: { dev.tokenc.modes: { dark: "{color.hex}" } } }
          alias-alias: { $value: "{color.alias-hex}" }
        size:
          $type: dimension
          md: { $value: 16pt }
          lg: { $value: 1.5rem, $extensions: { dev.tokenc.modes: { dark: 2rem } } }
          tiny: { $value: 0.003px }
          negative: { $value: -0.5px }
          huge: { $value: 12345678.123456px }
          alias: { $value: "{size.lg}" }
        blur: { soft: { $type: dev.tokenc.blur, $value: 12pt } }
        motion:
          fast: { $type: duration, $value: 0.25s }
          slow: { $type: duration, $value: 400ms, $extensions: { dev.tokenc.modes: { dark: 0ms } } }
          ease: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1] }
          odd: { $type: cubicBezier, $value: [0.123456789, -0.5, 0.00001, 1.00005] }
          ease-alias: { $type: cubicBezier, $value: "{motion.ease}" }
          move:
            $type: transition
            $value: { duration: "{motion.fast}", delay: 0ms, timingFunction: "{motion.ease}" }
        number: { $type: number, half: { $value: 0.5 }, third: { $value: 0.333333333 }, small: { $value: 0.000123 } }
        weight: { $type: fontWeight, bold: { $value: 700 }, named: { $value: semi-bold } }
        family:
          $type: fontFamily
          plain: { $value: Inter }
          list: { $value: [Inter, "SF Pro", sans-serif, system-ui, -apple-system, ui-monospace] }
          quoted: { $value: ['Helvetica "Neue"', 'back\\slash', Serif, serif, "émoji", "x"] }
        text:
          body:
            $type: typography
            $value: { fontFamily: [Inter, sans-serif], fontSize: 17pt, fontWeight: 600, letterSpacing: -0.5pt, lineHeight: 1.25 }
            $extensions: { dev.tokenc.modes: { dark: { fontFamily: Inter, fontSize: 18pt, fontWeight: 400 } } }
          caption:
            $type: typography
            $value: { fontFamily: "{family.list}", fontSize: 1rem, fontWeight: 300 }
          alias: { $type: typography, $value: "{text.body}" }
        line:
          $type: strokeStyle
          solid: { $value: solid }
          dashes: { $value: { dashArray: [4px, 2px], lineCap: round } }
        border:
          $type: border
          thin: { $value: { color: "{color.hex}", width: 1px, style: solid } }
          wide: { $value: { color: "color(display-p3 0 1 0 / 0.5)", width: 0.5rem, style: "{line.dashes}" } }
        elevation:
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
            $extensions: { dev.tokenc.gradient: { angle: 135 } }
          conic:
            $value: [{ color: "#FF0000", position: 0 }, { color: "#00FF00", position: 1 }]
            $extensions: { dev.tokenc.gradient: { kind: angular, angle: 45 } }
          radial:
            $value: [{ color: "#FF0000", position: 0.1 }, { color: "#00FF00", position: 0.9 }]
            $extensions: { dev.tokenc.gradient: { kind: radial } }
          alias-same: { $value: "{fill.linear}" }
          alias-angled:
            $value: "{fill.linear}"
            $extensions: { dev.tokenc.gradient: { angle: 90 } }
        opacity: { $type: dev.tokenc.opacity, muted: { $value: 0.4 } }
        spring: { $type: dev.tokenc.spring, snappy: { $value: { stiffness: 380, damping: 35 } } }

        """

    func testVariedValuesModesAndParametersAreTheSameBothWays() throws {
        let (system, sink, _) = SwiftFixtures.system(Self.variedYAML)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics)")
        let texts = try assertPathsAgree(system, Self.parameterSets)
        let plain = try XCTUnwrap(texts[0])
        // The shapes the comparison must have reached.
        for expected in [
            "/* Generated by tokenc from a.tokens.yaml, b.json. Do not edit. */\n",
            "@supports (color: color(display-p3 0 0 0))", "@media (prefers-color-scheme: dark) {\n",
            "[data-theme=\"se\\\"pia\"] {\n", "  --color-translucent: rgb(0 0 0 / 0.251);\n",
            "  --color-hsl: hsl(120 50% 50%);\n", "  --text-body-line-height: 1.25;\n",
            "\"Helvetica \\\"Neue\\\"\", \"back\\\\slash\", \"Serif\", serif, \"émoji\"",
            "sans-serif, system-ui, -apple-system, ui-monospace;\n",
            "conic-gradient(from 45deg, ", "radial-gradient(#ff0000 10%, #00ff00 90%)",
            "  --motion-odd: cubic-bezier(0.1235, -0.5, 0.00001, 1.0001);\n",
        ] {
            XCTAssertTrue(plain.contains(expected), "missing \(expected) in\n\(plain)")
        }
        XCTAssertFalse(plain.contains("spring"))
        let aliased = try XCTUnwrap(texts[1])
        XCTAssertTrue(aliased.contains("  --color-alias-hex: var(--color-hex);\n"), aliased)
        XCTAssertTrue(aliased.contains("  --text-alias-font-size: var(--text-body-font-size);\n"), aliased)
        // A gradient alias with its own angle renders differently from its target: written out.
        XCTAssertTrue(aliased.contains("  --fill-alias-angled: linear-gradient(90deg, "), aliased)
        XCTAssertTrue(try XCTUnwrap(texts[3]).contains("  --my-app-color-hex: "))
    }

    /// Names that collide — two tokens, a typography sub-property and a token, three tokens on
    /// one name — are reported the same way in the same order, and nothing is written.
    func testCollisionsAreReportedTheSameBothWays() throws {
        let (system, sink, _) = SwiftFixtures.system("""
            a:
              b: { $type: color, $value: "#000000" }
            a-b: { $type: color, $value: "#ffffff" }
            aB: { $type: color, $value: "#123456" }
            heading:
              $type: typography
              $value: { fontFamily: Inter, fontSize: 17pt, fontWeight: 600, lineHeight: 1.2 }
            heading-line-height: { $type: number, $value: 1.5 }
            ok: { $type: dimension, $value: 4px }

            """)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics)")
        try assertPathsAgree(system, [[:], ["aliases": .bool(true)], ["prefix": .string("x")]])
        let direct = emit(system, [:], templates: .builtin())
        XCTAssertNil(direct.files)
        XCTAssertEqual(direct.diagnostics.map(\.message), [
            "tokens 'a-b' and 'a.b' would both declare the custom property '--a-b'",
            "tokens 'aB' and 'a-b' would both declare the custom property '--a-b'",
            "tokens 'heading-line-height' and 'heading' would both declare the custom property '--heading-line-height'",
        ])
    }

    /// Base names are written as bytes, a path of lowercase words between single dots copied
    /// with dashes for its dots, any other through the kebab-case writer: the same text as
    /// ``CSSEmitter/propertyName(forTokenPath:prefix:)`` for paths on both sides of that line.
    func testBaseNamesAreThePropertyNames() {
        let paths = ["color.p0.red.c50", "a", "2xl", "a.b.c", "a..b", ".a", "a.", ".", "", "a.b.$root", "$root",
                     "a.B", "aB.c", "a-b.c", "a_b.c", "a b.c", "a.b-", "size.1.5x", "café.latte", "a.ÿ", "x.y.z.w9"]
        for prefix in ["", "brand", "My App"] {
            let bases = CSSBaseNames(count: paths.count, threshold: .max) { index, bytes in
                CSSEmitter.appendPropertyName(forTokenPath: paths[index], prefix: prefix, to: &bytes)
            }
            for (index, path) in paths.enumerated() {
                XCTAssertEqual(bases.name(index), CSSEmitter.propertyName(forTokenPath: path, prefix: prefix), "'\(path)', prefix '\(prefix)'")
            }
        }
    }

    /// The quick table of names: equal names split differently between base name and suffix
    /// (long ones, past several eight-byte words) are found; names that differ only at their end
    /// are not taken as equal; a name that is not ASCII leaves the answer to the dictionary.
    func testTheNameTableFindsEqualNamesHoweverTheyAreSplit() throws {
        func table(_ yaml: String) -> Bool {
            let (system, sink, _) = SwiftFixtures.system(yaml)
            XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics)")
            let tokens = system.tokens
            let bases = CSSBaseNames(count: tokens.count, threshold: .max) { index, bytes in
                bytes += CSSEmitter.propertyName(forTokenPath: tokens[index].path).utf8
            }
            return CSSNameTable.hasNoCollision(tokens: tokens, bases: bases, defaultMode: 0)
        }
        let typography = "{ fontFamily: Inter, fontSize: 17pt, fontWeight: 600, letterSpacing: 0px, lineHeight: 1.2 }"
        XCTAssertFalse(table("""
            a-rather-long-group-name: { heading: { $type: typography, $value: \(typography) } }
            a-rather-long-group-name-heading-letter-spacing: { $type: number, $value: 1 }
            """))
        XCTAssertTrue(table("""
            a-rather-long-group-name: { heading: { $type: typography, $value: \(typography) } }
            a-rather-long-group-name-heading-letter-spacings: { $type: number, $value: 1 }
            a-rather-long-group-name-heading-letter-spacin: { $type: number, $value: 1 }
            abcdefgh: { $type: number, $value: 1 }
            abcdefghi: { $type: number, $value: 1 }
            abcdefg: { $type: number, $value: 1 }
            """))
        XCTAssertFalse(table("abcdefgh: { $type: number, $value: 1 }\nabcdefgh_: { $type: number, $value: 1 }\n"))
        XCTAssertFalse(table("café: { $type: number, $value: 1 }\n"))
        // With a name that is not ASCII the stylesheet is still written, by either path.
        let (system, _, _) = SwiftFixtures.system("café: { $type: number, $value: 1 }\ncafe: { $type: number, $value: 2 }\n")
        let texts = try assertPathsAgree(system, [[:]])
        XCTAssertTrue(try XCTUnwrap(texts[0]).contains("  --cafe: 2;\n"))
    }

    /// Enough tokens for the blocks to be written in parts on all cores, with wide-gamut colors
    /// spread over the parts (their `@supports` declarations keep token order) and two modes.
    func testLargeSystemsWithModesAreTheSameBothWays() throws {
        var yaml = "$extensions:\n  dev.tokenc.system: { modes: [light, dark] }\ncolor:\n  $type: color\n"
        for index in 0..<(CSSEmitter.parallelThreshold + 700) {
            let hex = String(format: "%06x", index * 4099 % 0xFFFFFF)
            switch index % 7 {
            case 0: yaml += "  c\(index): { $value: \"color(display-p3 \(index % 10) 0.5 0.\(index % 9))\" }\n"
            case 3: yaml += "  c\(index): { $value: \"#\(hex)\", $extensions: { dev.tokenc.modes: { dark: \"oklch(0.\(index % 9) 0.1 \(index % 360))\" } } }\n"
            case 5: yaml += "  c\(index): { $value: \"{color.c\(index - 5)}\" }\n"
            default: yaml += "  c\(index): { $value: \"#\(hex)\" }\n"
            }
        }
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors)
        let texts = try assertPathsAgree(system, [[:], ["aliases": .bool(true)]])
        XCTAssertTrue(try XCTUnwrap(texts[0]).contains("@media (prefers-color-scheme: dark) {\n  @supports (color: oklch(0 0 0)) {\n"))
    }

    func testSeedsAreTheSameBothWays() throws {
        for seed in SwiftFixtures.seeds {
            try assertPathsAgree(try SwiftFixtures.seed(seed.name), [[:], ["aliases": .bool(true), "prefix": .string("p")]])
        }
    }

    /// Each byte writer gives its string form's characters, also for numbers and colors the
    /// token files rarely hold.
    func testValueWritersMatchTheStringForms() {
        // A small buffer, so that growing it is exercised too.
        func bytes(_ write: (inout ByteWriter) -> Void) -> String {
            var out = ByteWriter(capacity: 1)
            write(&out)
            return String(decoding: out.bytes, as: UTF8.self)
        }
        let colors = [
            Color(space: .srgb, components: [1, 0, 0.2], alpha: 1),
            Color(space: .srgb, components: [1, 0, 0.20000000000000004], alpha: 0.5),
            Color(space: .srgb, components: [0.5, 0.5, 0.5], alpha: 0),
            Color(space: .srgb, components: [0.1, 0.2, 0.3], alpha: -0.5),
            Color(space: .srgb, components: [0.1, 0.2, 0.3], alpha: .nan),
            Color(space: .srgb, components: [0.1, 0.2, 0.3], alpha: 0.001234),
            Color(space: .displayP3, components: [1, nil, 0.30000000000000004], alpha: 0.5),
            Color(space: .displayP3, components: [1, 0, 0], alpha: 1),
            Color(space: .oklch, components: [0.9, 0.4, 140], alpha: 0.25),
            Color(space: .rec2020, components: [0, 1, 0], alpha: 1),
        ]
        for color in colors {
            XCTAssertEqual(bytes { CSSValueText.appendSRGB(color, to: &$0) }, CSSValueText.srgb(color), "\(color)")
        }
        for x in [0, -0.0, 1, -1, 0.5, 0.004, -0.004, 0.0000004, 1e15, 1e300, -1e300, 123_456_789.987654, .nan, .infinity, 0.00995] {
            XCTAssertEqual(bytes { CSSValueText.appendNumber(x, to: &$0) }, CSSValueText.number(x), "\(x)")
            for unit in TokenModel.Dimension.Unit.allCases {
                let d = Dimension(x, unit)
                XCTAssertEqual(bytes { CSSValueText.appendDimension(d, to: &$0) }, CSSValueText.dimension(d))
            }
        }
        for d in [Duration(0.25, .s), Duration(0, .ms), Duration(1e-7, .s), Duration(123.456789, .ms)] {
            XCTAssertEqual(bytes { CSSValueText.appendDuration(d, to: &$0) }, CSSValueText.duration(d))
        }
        for b in [CubicBezier(0.42, 0, 0.58, 1), CubicBezier(0.000001, -2.5, 1e10, 0.99999)] {
            XCTAssertEqual(bytes { CSSValueText.appendCubicBezier(b, to: &$0) }, CSSValueText.cubicBezier(b))
        }
        for names in [["Inter"], ["SF Pro", "sans-serif"], ["Helvetica \"Neue\"", "a\\b\n\u{1}", "\\\""], ["serif", "Serif", "SERIF"],
                      ["-apple-system", "system-ui", "ui-rounded", "math", "emoji", "fangsong", "cursive", "fantasy", "monospace"],
                      ["", "a", "sérif", "émoji", "ui-sans-serif-x", "mathematics", "-", "---------------"], []] {
            let f = FontFamily(names)
            XCTAssertEqual(bytes { CSSValueText.appendFontFamily(f, to: &$0) }, CSSValueText.fontFamily(f), "\(names)")
        }
        let red = colors[6]
        let px = Dimension(-0.0, .px)
        for s in [StrokeStyle.keyword("dotted"), .dashed(dashArray: [Dimension(4, .px)], lineCap: "round")] {
            XCTAssertEqual(bytes { CSSValueText.appendStrokeStyle(s, to: &$0) }, CSSValueText.strokeStyle(s))
            let border = Border(color: red, width: Dimension(1.5, .rem), style: s)
            XCTAssertEqual(bytes { CSSValueText.appendBorder(border, to: &$0) }, CSSValueText.border(border))
        }
        let transition = Transition(duration: Duration(200, .ms), delay: Duration(0.05, .s), timingFunction: CubicBezier(0.4, 0, 0.2, 1))
        XCTAssertEqual(bytes { CSSValueText.appendTransition(transition, to: &$0) }, CSSValueText.transition(transition))
        for layers in [[], [Shadow(color: red, offsetX: px, offsetY: Dimension(2, .px), blur: Dimension(8, .px), spread: px, inset: true)],
                       [Shadow(color: colors[0], offsetX: px, offsetY: px, blur: px, spread: px, inset: false),
                        Shadow(color: colors[1], offsetX: px, offsetY: px, blur: px, spread: Dimension(1, .rem), inset: true)]] {
            XCTAssertEqual(bytes { CSSValueText.appendShadow(layers, to: &$0) }, CSSValueText.shadow(layers))
        }
        let stops = [GradientStop(color: red, position: 0), GradientStop(color: colors[1], position: 0.3333333),
                     GradientStop(color: colors[0], position: 1)]
        for (angle, kind) in [(nil, nil), (45.5, nil), (nil, "angular"), (90, "conic"), (30, "radial"), (10, "linear"), (nil, "other")] as [(Double?, String?)] {
            for someStops in [stops, []] {
                XCTAssertEqual(bytes { CSSValueText.appendGradient(someStops, angle: angle, kind: kind, to: &$0) },
                               CSSValueText.gradient(someStops, angle: angle, kind: kind), "\(String(describing: angle)) \(String(describing: kind))")
            }
        }
    }
}
