import Diagnostics
@testable import Emit
import Foundation
import Parallel
import TokenModel
import XCTest

/// With the built-in templates, the Swift and CSS outputs are written as text directly instead
/// of rendering contexts through the templates. A template whose text differs takes the template
/// path; here the built-in text with a comment line added, which renders exactly the same. Both
/// paths must give the same bytes and the same diagnostics.
final class BuiltinTemplateFastPathTests: XCTestCase {
    /// The built-in library with each named template replaced by its own text plus a comment.
    private func library(overriding names: [String]) throws -> TemplateLibrary {
        var library = TemplateLibrary.builtin()
        for name in names {
            let source = try XCTUnwrap(library.source(of: name))
            try library.register(source: "{{! the same text, through the template }}\n" + source, named: name,
                                 file: "test:\(name)")
        }
        return library
    }

    private func emitSwift(_ system: ResolvedSystem, prefix: String, templates: TemplateLibrary,
                           threshold: Int) -> (String?, [Diagnostic]) {
        let sink = DiagnosticSink()
        var emitter = SwiftEmitter()
        emitter.parallelThreshold = threshold
        let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string(prefix)]),
                              sourceFiles: ["test.tokens.yaml"], diagnostics: sink, templates: templates)
        return (emitter.emit(input)?.first?.contents, sink.diagnostics)
    }

    private func emitCSS(_ system: ResolvedSystem, templates: TemplateLibrary) -> (String?, [Diagnostic]) {
        let sink = DiagnosticSink()
        let input = EmitInput(systems: [system], parameters: OutputParameters([:]), sourceFiles: ["test.tokens.yaml"],
                              diagnostics: sink, templates: templates)
        return (CSSEmitter().emit(input)?.first?.contents, sink.diagnostics)
    }

    /// Compares the direct path with the template path for each Swift template overridden in
    /// turn, members made ahead on all cores and during the walk.
    private func assertSwiftPathsAgree(_ system: ResolvedSystem, prefix: String, expectOutput: Bool = true,
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        for threshold in [0, Int.max] {
            let direct = emitSwift(system, prefix: prefix, templates: .builtin(), threshold: threshold)
            XCTAssertEqual(direct.0 != nil, expectOutput, file: file, line: line)
            for names in [["swift/member"], ["swift/namespace"], ["swift/tokens"]] {
                let templated = emitSwift(system, prefix: prefix, templates: try library(overriding: names), threshold: threshold)
                XCTAssertEqual(direct.0, templated.0, "\(system.name), \(names), threshold \(threshold)", file: file, line: line)
                XCTAssertEqual(direct.1, templated.1, "\(system.name), \(names), threshold \(threshold)", file: file, line: line)
            }
        }
    }

    /// The text walk is planned serially and written in pieces of a few members each (one a
    /// member in these small systems, at threshold 0), cut anywhere — inside namespaces,
    /// between a group's `$root` member and its enum, between two members whose names
    /// collide: the bytes and the diagnostics, in
    /// order, must be those of the contexts' walk through the templates. With keywords, names
    /// that become `Self_`, a token and a group at one path (a token's path moved under
    /// another's), warnings of members in several pieces, and collisions late in a long group.
    func testTheTextWalkCutInPiecesMatchesTheTemplates() throws {
        let head = """
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            color:
              $type: color
              accent:
                $root: { $value: "#112233", $extensions: { dev.tokenc.modes: { dark: "#445566" } } }
                soft: { $value: "#778899" }
                accent: { $value: "#010203" }
                default: { $value: "#000000" }
                in: { $value: "#000004" }
              default: { $value: "#000001" }
              class:
                in: { $value: "#000002" }
                self: { $value: "#000005" }
              self:
                x: { $value: "#000003" }
              nested:
                $description: "A group with a deprecated subgroup."
                old:
                  $deprecated: "use new"
                  tone: { $value: "#000006" }
                moved: { $value: "#000007" }
            space:
              $type: dimension

            """
        /// 150 dimensions, every 37th with a warning; with `colliding`, a name that collides with
        /// the one before right before each of those (its error comes just before the warning).
        func space(colliding: Bool) -> String {
            var yaml = ""
            for index in 0..<150 {
                if colliding && index % 37 == 0 && index > 0 { yaml += "  S\(index - 1): { $value: 1px }\n" }
                let dark = index % 37 == 0 ? ", $extensions: { dev.tokenc.modes: { dark: \(index + 1)px } }" : ""
                yaml += "  s\(index): { $value: \(index)px\(dark) }\n"
            }
            return yaml
        }
        let yaml = head + space(colliding: false)
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics)")
        // `color.nested.moved` moved to `color.nested.old.tone.deep`: `tone` is then a token and a group.
        var shared = system
        let moved = try XCTUnwrap(shared.tokens.firstIndex { $0.path == "color.nested.moved" })
        shared.tokens[moved].path = "color.nested.old.tone.deep"
        for system in [system, shared] {
            try assertSwiftPathsAgree(system, prefix: "T")
            let text = try XCTUnwrap(emitSwift(system, prefix: "T", templates: .builtin(), threshold: 0).0)
            XCTAssertTrue(text.contains("static let `default` = "), "a keyword escaped")
            XCTAssertTrue(text.contains("enum Self_ {"), "a forbidden type name")
            XCTAssertTrue(text.contains("static let s149: "), "the last piece")
        }
        let warnings = emitSwift(system, prefix: "T", templates: .builtin(), threshold: 0).1
        XCTAssertEqual(warnings.filter { $0.code == "swift-mode-not-dynamic" }.count, 5)

        // Collisions just before members with warnings and late in a long group, between and
        // inside pieces: no output, the same diagnostics in the same order.
        var colliding = head + space(colliding: true)
        colliding += "  big-gap: { $value: 1px }\n  bigGap: { $value: 2px }\n  z: { $value: 3px }\n  Z: { $value: 4px }\n"
        colliding += "  tail:\n    \"1\": { $value: 5px }\n    _1: { $value: 6px }\n"
        let (collidingSystem, collidingSink, _) = SwiftFixtures.system(colliding)
        XCTAssertFalse(collidingSink.hasErrors)
        try assertSwiftPathsAgree(collidingSystem, prefix: "T", expectOutput: false)
        let collisions = emitSwift(collidingSystem, prefix: "T", templates: .builtin(), threshold: 0).1
        XCTAssertEqual(collisions.filter { $0.code == "swift-name-collision" }.count, 7, "\(collisions.map(\.message))")

        // As one job of a build's: pieces taken by the other job's worker once it is done.
        for system in [shared, collidingSystem] {
            @Sendable func emit() -> (String?, [Diagnostic]) {
                let sink = DiagnosticSink()
                var emitter = SwiftEmitter()
                emitter.parallelThreshold = 0
                let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string("T")]),
                                      sourceFiles: ["test.tokens.yaml"], diagnostics: sink)
                return (emitter.emit(input)?.first?.contents, sink.diagnostics)
            }
            let inJob = ParallelMap.jobs(2) { job -> (String?, [Diagnostic])? in job == 0 ? emit() : nil }[0]
            let alone = emitSwift(system, prefix: "T", templates: .builtin(), threshold: .max)
            XCTAssertEqual(inJob?.0, alone.0)
            XCTAssertEqual(inJob?.1, alone.1)
        }
    }

    func testTheBuiltinTextIsRecognized() throws {
        XCTAssertTrue(TemplateLibrary.builtin().isBuiltin("swift/member"))
        XCTAssertTrue(TemplateLibrary.builtin().isBuiltin("css/variables"))
        XCTAssertFalse(try library(overriding: ["swift/member"]).isBuiltin("swift/member"))
        XCTAssertTrue(try library(overriding: ["swift/member"]).isBuiltin("swift/namespace"))
        XCTAssertFalse(TemplateLibrary.builtin().isBuiltin("no/such/template"))
    }

    func testSwiftSeedsAreTheSameThroughTheTemplates() throws {
        for seed in SwiftFixtures.seeds {
            try assertSwiftPathsAgree(try SwiftFixtures.seed(seed.name), prefix: seed.prefix)
        }
    }

    /// Descriptions (long, non-ASCII), deprecations of tokens and groups, `$root` tokens, values
    /// that break over lines at several depths (gradients, shadows, copy with alternates),
    /// appearances, keywords, names that need escaping, and a system whose names collide.
    func testSwiftEdgeCasesAreTheSameThroughTheTemplates() throws {
        let yaml = """
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            color:
              $type: color
              $description: "Colors of the app, one per role, each with a long explanation so that it wraps over more than one line of the doc comment."
              accent:
                $root: { $value: "#112233", $extensions: { dev.tokenc.modes: { dark: "#445566" } } }
                soft: { $value: "#778899", $description: "Ein weiches Grün für Flächen — über zwei Zeilen, wenn der Text lang genug ist, um umzubrechen." }
                old: { $value: "#010203", $deprecated: "Use accent.soft." }
              default: { $value: "#000000" }
              "2xl": { $value: "color(display-p3 1 0 0.2 / 0.5)" }
              legacy:
                $deprecated: true
                gray: { $value: "#808080", $extensions: { dev.tokenc.modes: { dark: "#202020" } } }
            gradient:
              hero:
                $type: gradient
                $value:
                  - { color: "#8B5CF6", position: 0 }
                  - { color: "#EC4899", position: 0.5 }
                  - { color: "color(display-p3 0.1 0.9 0.3)", position: 1 }
                $extensions: { dev.tokenc.gradient: { angle: 135 } }
            shadow:
              deep:
                nested:
                  layered:
                    $type: shadow
                    $value:
                      - { color: "#00000040", offsetX: 0px, offsetY: 4px, blur: 12px, spread: 0px }
                      - { color: "#0000001A", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px, inset: true }
            copy:
              greeting:
                $type: dev.tokenc.copy
                $value: { text: "Hello, {name}! Welcome back to the app, we kept everything as you left it.", alternates: { de: "Hallo, {name}!", fr: "Bonjour, {name} !" } }
            motion:
              ease: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1] }
              fast: { $type: duration, $value: 150ms }
            font:
              body:
                $type: typography
                $value: { fontFamily: "Inter", fontSize: 17px, fontWeight: 400, letterSpacing: 0.2px, lineHeight: 1.4 }

            """
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics.map(\.message))")
        try assertSwiftPathsAgree(system, prefix: "T")

        let colliding = """
            space:
              $type: dimension
              big-gap: { $value: 8px }
              bigGap: { $value: 9px }
              pad: { $value: 4px }

            """
        let (collidingSystem, _, _) = SwiftFixtures.system(colliding)
        try assertSwiftPathsAgree(collidingSystem, prefix: "T", expectOutput: false)
    }

    /// A member's line heads (the indentation, then `/// `, `/// Value: \`` or the access level
    /// and `static let`) are made once for the first 16 depths and when needed below them:
    /// members with descriptions and aliases on both sides of that depth are the same as
    /// through the templates.
    func testDeeplyNestedMembersAreTheSameThroughTheTemplates() throws {
        var yaml = ""
        var indent = ""
        for level in 0..<20 {
            yaml += indent + "l\(level):\n"
            indent += "  "
            yaml += indent + "m\(level): { $type: dimension, $value: \(level)px, $description: \"Level \(level).\" }\n"
            if level > 0 { yaml += indent + "a\(level): { $type: dimension, $value: \"{l0.m0}\" }\n" }
        }
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics.map(\.message))")
        XCTAssertEqual(system.tokens.count, 39)
        try assertSwiftPathsAgree(system, prefix: "Deep")
        let text = try XCTUnwrap(emitSwift(system, prefix: "Deep", templates: .builtin(), threshold: Int.max).0)
        XCTAssertTrue(text.contains(String(repeating: " ", count: 4 * 20) + "/// Value: `19px`\n"
            + String(repeating: " ", count: 4 * 20) + "public static let m19"), "the deepest member is not at depth 20")
    }

    func testALargeSystemIsTheSameThroughTheTemplates() throws {
        var yaml = "color:\n  $type: color\n"
        for group in 0..<12 {
            yaml += "  g\(group):\n"
            for index in 0..<100 {
                yaml += "    c\(index): { $value: \"#\(String(format: "%06x", (group * 100 + index) * 4099 % 0xFFFFFF))\", $description: \"Shade \(index) of group \(group).\" }\n"
            }
            yaml += "    alias: { $value: \"{color.g\(group).c1}\" }\n"
        }
        yaml += "size:\n  $type: dimension\n"
        for index in 0..<300 { yaml += "  s\(index): { $value: \(index)px }\n" }
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors)
        try assertSwiftPathsAgree(system, prefix: "Large")
    }

    func testFlatJSONIsTheSameThroughTheTemplate() throws {
        let templated = try library(overriding: ["json/flat"])
        var systems = try SwiftFixtures.seeds.map { try SwiftFixtures.seed($0.name) }
        let (modes, _, _) = SwiftFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark, "sépia \\"x\\""] }
            color:
              $type: color
              plain: { $value: "#123456", $extensions: { dev.tokenc.modes: { dark: "#000000" } } }
              "wïth space": { $value: "color(display-p3 1 0 0)" }
            size: { $type: dimension, $value: 1.5rem }

            """)
        systems.append(modes)
        for layout in ["files", "keyed"] {
            for system in systems {
                func emit(_ templates: TemplateLibrary) -> ([GeneratedFile]?, [Diagnostic]) {
                    let sink = DiagnosticSink()
                    let input = EmitInput(systems: [system], parameters: OutputParameters(["layout": .string(layout)]),
                                          sourceFiles: ["test.tokens.yaml"], diagnostics: sink, templates: templates)
                    return (FlatJSONEmitter().emit(input), sink.diagnostics)
                }
                let direct = emit(.builtin()), rendered = emit(templated)
                XCTAssertFalse(try XCTUnwrap(direct.0, "\(system.name), \(layout)").isEmpty)
                XCTAssertEqual(direct.0?.map(\.path), rendered.0?.map(\.path), "\(system.name), \(layout)")
                XCTAssertEqual(direct.0?.map(\.contents), rendered.0?.map(\.contents), "\(system.name), \(layout)")
                XCTAssertEqual(direct.1, rendered.1, "\(system.name), \(layout)")
            }
        }
    }

    /// Enough tokens for the declarations and entries to be written on all cores.
    func testLargeCSSAndFlatJSONAreTheSameThroughTheTemplates() throws {
        var yaml = "color:\n  $type: color\n"
        for index in 0..<(ParallelText.parallelThreshold + 500) {
            yaml += "  c\(index): { $value: \"#\(String(format: "%06x", index * 4099 % 0xFFFFFF))\" }\n"
        }
        yaml += "space:\n  $type: dimension\n"
        for index in 0..<300 { yaml += "  s\(index): { $value: \(index)px }\n" }
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors)
        let css = (emitCSS(system, templates: .builtin()).0, emitCSS(system, templates: try library(overriding: ["css/variables"])).0)
        XCTAssertNotNil(css.0)
        XCTAssertEqual(css.0, css.1)
        func flat(_ templates: TemplateLibrary) -> String? {
            let input = EmitInput(systems: [system], parameters: OutputParameters([:]), sourceFiles: ["test.tokens.yaml"],
                                  diagnostics: DiagnosticSink(), templates: templates)
            return FlatJSONEmitter().emit(input)?.first?.contents
        }
        let json = (flat(.builtin()), flat(try library(overriding: ["json/flat"])))
        XCTAssertNotNil(json.0)
        XCTAssertEqual(json.0, json.1)
    }

    func testCSSIsTheSameThroughTheTemplate() throws {
        let templated = try library(overriding: ["css/variables"])
        var systems = try SwiftFixtures.seeds.map { try SwiftFixtures.seed($0.name) }
        let (wide, _, _) = SwiftFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark, light-high-contrast, sepia] }
            color:
              $type: color
              p3: { $value: "color(display-p3 1 0 0)", $extensions: { dev.tokenc.modes: { dark: "oklch(0.7 0.1 250)" } } }
              plain: { $value: "#123456", $extensions: { dev.tokenc.modes: { light-high-contrast: "#000000", sepia: "#704214" } } }
            size: { $type: dimension, $value: 1.5rem }

            """)
        systems.append(wide)
        for system in systems {
            let direct = emitCSS(system, templates: .builtin())
            let rendered = emitCSS(system, templates: templated)
            XCTAssertNotNil(direct.0, system.name)
            XCTAssertEqual(direct.0, rendered.0, system.name)
            XCTAssertEqual(direct.1, rendered.1, system.name)
        }
        XCTAssertTrue(try XCTUnwrap(emitCSS(wide, templates: .builtin()).0).contains("@supports"))
    }
}
