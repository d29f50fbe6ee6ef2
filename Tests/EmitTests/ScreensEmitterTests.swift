import Diagnostics
import Emit
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// The `swift-screens` and `screens-json` formats on small systems written for each case: token
/// references against literals, the value types a token file lacks, names, modes, copy and the
/// problems reported.
final class ScreensEmitterTests: XCTestCase {
    /// A system with colors, a spacing, a typography, a curve, a spring, a haptic and copy.
    static let tokens = """
        $extensions:
          dev.tokenc.system:
            modes: [light, dark]
        color:
          $type: color
          primary: { $value: "#8B5CF6" }
          surface:
            $value: "#FFFFFF"
            $extensions: { dev.tokenc.modes: { dark: "#1E1E1E" } }
        spacing:
          $type: dimension
          md: { $value: 16pt }
          wide:
            $value: 24pt
            $extensions: { dev.tokenc.modes: { dark: 32pt } }
        typography:
          $type: typography
          body: { $value: { fontFamily: Inter, fontSize: 16pt, fontWeight: 400 } }
        motion:
          ease-out: { $type: cubicBezier, $value: [0, 0, 0.58, 1] }
          bouncy: { $type: dev.tokenc.spring, $value: { response: 0.5, dampingFraction: 0.7 } }
        haptic:
          tap: { $type: dev.tokenc.haptic, $value: impact.light }
        copy:
          $type: dev.tokenc.copy
          greeting: { $value: { text: Welcome back, key: home.greeting } }
          welcome:
            $value:
              text: "Hello, {name}!"
              placeholders: [{ name: name, format: string }]
          face-id: { $value: { text: Sign in with Face ID, alternates: { touch-id: Sign in with Touch ID } } }
        """

    /// A system with colors only: no curve, spring or typography value types in its token Swift.
    static let colorsOnly = """
        color:
          $type: color
          primary: { $value: "#007AFF" }
        """

    private func swift(_ spec: String, tokens: String = tokens, parameters: [String: JSONValue] = ["prefix": .string("Test")],
                       file: StaticString = #filePath, line: UInt = #line) throws -> (text: String, sink: DiagnosticSink) {
        let (files, sink) = ScreensFixtures.emit(ScreensSwiftEmitter(), tokens: tokens,
                                                 specs: [("specs/test/home.screen.yaml", spec)], parameters: parameters)
        let file = try XCTUnwrap(files?.first, "\(sink.diagnostics.map(\.message))", file: file, line: line)
        return (file.contents, sink)
    }

    // MARK: - Values

    func testReferencesBecomeTokenNamesAndLiteralsValuesWithARawValueNote() throws {
        let (text, _) = try swift("""
            screen: home
            system: test
            elements:
              - id: title
                kind: text
                color: "{color.primary}"
                background: { color: "#FF0000" }
                typography: "{typography.body}"
                padding: { horizontal: "{spacing.md}", top: 10pt }
            """)
        XCTAssertTrue(text.contains("""
                    /// `{color.primary}`: `#8B5CF6`.
                    public static let foreground = TestColors.primary
            """), text)
        // #FF0000 is sRGB (1, 0, 0); the literal is written in the token file's own Color type.
        XCTAssertTrue(text.contains("""
                    /// Raw value in spec: `#FF0000`.
                    public static let background = TestTokens.Color(sRGB: 1, 0, 0, displayP3: 
            """), text)
        XCTAssertTrue(text.contains("public static let typography = TestTypography.body\n"), text)
        XCTAssertTrue(text.contains("""
                    /// `{spacing.md}`: 16pt.
                    public static let paddingLeading: Double = 16
            """), text)
        XCTAssertTrue(text.contains("""
                    /// 10pt, a raw value in spec.
                    public static let paddingTop: Double = 10
            """), text)
        XCTAssertTrue(text.contains("public enum TestHome {\n"), text)
        XCTAssertTrue(text.contains("    public enum Title {\n"), text)
    }

    func testTypographyWithOverriddenFieldsIsWrittenOut() throws {
        let (text, _) = try swift("""
            screen: home
            system: test
            elements:
              - id: title
                kind: text
                typography: { base: "{typography.body}", font-weight: 600, font-size: 20pt }
            """)
        // Inter is a custom family; 20pt is nearest to Dynamic Type's title3 (20pt).
        XCTAssertTrue(text.contains("""
                    public static let typography = TestTokens.Typography(
                        family: .custom("Inter"),
                        size: 20,
                        weight: .init(600),
                        textStyle: .title3
                    )
            """), text)
        XCTAssertTrue(text.contains("`{typography.body}` with font-size 20pt, font-weight 600, as the spec writes it:"), text)
        XCTAssertTrue(text.contains("public static let fontSize: Double = 20\n"), text)
        XCTAssertTrue(text.contains("public static let fontWeight: Double = 600\n"), text)
    }

    func testAnimationWithTokensLiteralsAndReducedMotion() throws {
        let (text, _) = try swift("""
            screen: home
            system: test
            elements:
              - id: logo
                kind: image
                size: 80pt
                animations:
                  entry:
                    from: { opacity: 0, offset-y: 20pt, color: "{color.primary}" }
                    to: { opacity: 1, offset-y: 0pt, color: "#FFFFFF" }
                    duration: 300ms
                    delay: 0.1s
                    easing: "{motion.ease-out}"
                    reduced-motion: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 150ms }
                  loop:
                    from: { scale: 1 }
                    to: { scale: 1.1 }
                    spring: "{motion.bouncy}"
                    repeat: 3
                    autoreverses: true
                    reduced-motion: none
            """)
        XCTAssertTrue(text.contains("""
                    public static let entry = TestScreens.Animation(
                        duration: 0.3,
                        delay: 0.1,
                        curve: TestMotion.easeOut,
                        properties: [
                            .init("opacity", from: 0, to: 1),
                            .init("offsetY", from: 20, to: 0),
                            .init("color", from: .color(TestColors.primary), to: .color(TestTokens.Color(sRGB: 1, 1, 1, displayP3: 1, 1, 1))),
                        ],
                        reducedMotion: .replacement(.init(duration: 0.15, properties: [.init("opacity", from: 0, to: 1)]))
                    )
            """), text)
        XCTAssertTrue(text.contains("""
                    public static let loop = TestScreens.Animation(
                        spring: TestMotion.bouncy,
                        repetition: .count(3),
                        autoreverses: true,
                        properties: [.init("scale", from: 1, to: 1.1)],
                        reducedMotion: .removed
                    )
            """), text)
        // Animated colors make the Value type carry the token file's Color.
        XCTAssertTrue(text.contains("            case color(TestTokens.Color)\n"), text)
        XCTAssertFalse(text.contains("case shadow("), text)
        XCTAssertTrue(text.contains("public var curve: TestTokens.CubicBezier?"), text)
        XCTAssertTrue(text.contains("extension TestScreens.Animation {"), text)
        XCTAssertFalse(text.contains("TestScreenValues"), "the token file declares every type needed")
    }

    func testValueTypesTheTokenFileLacksAreDeclaredInTheScreensFile() throws {
        let (text, _) = try swift("""
            screen: home
            system: test
            elements:
              - id: logo
                kind: image
                animations:
                  entry: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 200ms, easing: ease-out,
                           reduced-motion: none }
            """, tokens: Self.colorsOnly)
        // CSS `ease-out` is cubic-bezier(0, 0, 0.58, 1).
        XCTAssertTrue(text.contains("curve: TestScreenValues.CubicBezier(0, 0, 0.58, 1),"), text)
        XCTAssertTrue(text.contains("public enum TestScreenValues {"), text)
        XCTAssertTrue(text.contains("    public struct CubicBezier: Hashable, Sendable {"), text)
        XCTAssertTrue(text.contains("    public struct Spring: Hashable, Sendable {"), text)
        XCTAssertTrue(text.contains("extension TestScreenValues.CubicBezier {"), text)
        XCTAssertTrue(text.contains("public var spring: TestScreenValues.Spring?"), text)
        XCTAssertFalse(text.contains("struct Color"), "the token file has Color")
    }

    func testColorsFollowTheAppearanceAndNumbersThatDifferWarn() throws {
        let (text, sink) = try swift("""
            screen: home
            system: test
            background:
              - color: "{color.surface}"
            elements:
              - id: card
                kind: container
                spacing: "{spacing.wide}"
            """)
        XCTAssertTrue(text.contains("public static let color = TestColors.surface\n"), text)
        XCTAssertTrue(text.contains("/// Values of mode \"light\"; token references follow the appearance (modes \"light\", \"dark\")."), text)
        // The light value (24pt), with a warning that dark mode's 32pt cannot follow.
        XCTAssertTrue(text.contains("public static let spacing: Double = 24\n"), text)
        let warning = try XCTUnwrap(sink.diagnostics.first { $0.code == "screens-mode-not-dynamic" })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("mode 'dark'"), warning.message)
        XCTAssertNotNil(warning.range)
    }

    func testAnimatedTokenColorsThatDifferBetweenModesDoNotWarn() throws {
        let (text, sink) = try swift("""
            screen: home
            system: test
            elements:
              - id: card
                kind: container
                animations:
                  entry: { from: { background-color: "{color.surface}" }, to: { background-color: "{color.primary}" },
                           duration: 200ms, reduced-motion: none }
            """)
        XCTAssertEqual(sink.diagnostics.map(\.code), [])
        XCTAssertTrue(text.contains(".init(\"backgroundColor\", from: .color(TestColors.surface), to: .color(TestColors.primary))"), text)
    }

    // MARK: - Copy

    func testCopyKeysAndL10nAccessors() throws {
        let (text, _) = try swift("""
            screen: home
            system: test
            elements:
              - id: title
                kind: text
                copy: home.greeting
              - id: hello
                kind: text
                copy: copy.welcome
              - id: biometric
                kind: button
                copy: { key: copy.face-id, alternate: touch-id }
                accessibility: { label: "{copy.face-id}", hint: Double-tap to sign in }
              - id: raw
                kind: text
                text: Sign In
            """)
        XCTAssertTrue(text.contains("public static let textKey = \"home.greeting\"\n"), text)
        XCTAssertTrue(text.contains("public static var text: String { L10n.Home.greeting }\n"), text)
        XCTAssertTrue(text.contains("public static func text(_ name: String) -> String { L10n.Copy.welcome(name) }\n"), text)
        // An alternate is its own key in the String Catalog: `<key>.<alternate>`.
        XCTAssertTrue(text.contains("public static let textKey = \"copy.face-id.touch-id\"\n"), text)
        XCTAssertTrue(text.contains("public static var text: String { L10n.Copy.FaceId.touchId }\n"), text)
        XCTAssertTrue(text.contains("public static var accessibilityLabel: String { L10n.Copy.faceId }\n"), text)
        XCTAssertTrue(text.contains("""
                    /// The accessibility hint: raw value in spec, literal text that is not localized.
                    public static let accessibilityHint = "Double-tap to sign in"
            """), text)
        XCTAssertTrue(text.contains("public static let text = \"Sign In\"\n"), text)
    }

    func testL10nCanBeRenamedOrLeftOut() throws {
        let spec = "screen: home\nsystem: test\nelements:\n  - { id: title, kind: text, copy: home.greeting }\n"
        let renamed = try swift(spec, parameters: ["prefix": .string("Test"), "l10nEnum": .string("Strings")]).text
        XCTAssertTrue(renamed.contains("public static var text: String { Strings.Home.greeting }\n"), renamed)
        let without = try swift(spec, parameters: ["prefix": .string("Test"), "l10n": .bool(false)]).text
        XCTAssertTrue(without.contains("public static let textKey = \"home.greeting\"\n"), without)
        XCTAssertFalse(without.contains("L10n"), without)
    }

    // MARK: - Names and problems

    func testElementIdsThatBecomeOneSwiftNameAreAnError() {
        let (files, sink) = ScreensFixtures.emit(ScreensSwiftEmitter(), tokens: Self.tokens, specs: [("specs/test/home.screen.yaml", """
            screen: home
            system: test
            elements:
              - { id: sign-in, kind: button, height: 44pt }
              - { id: sign_in, kind: button, height: 48pt }
            """)])
        XCTAssertNil(files)
        let error = sink.diagnostics.first { $0.code == "screens-name-collision" }
        XCTAssertEqual(error?.severity, .error)
        XCTAssertEqual(error?.message, "element 'sign_in' and element 'sign-in' both become the Swift name 'SignIn' in 'TestHome'")
        XCTAssertEqual(error?.range?.start.line, 5)
        XCTAssertEqual(error?.notes.first?.range?.start.line, 4)
    }

    func testAScreenNamedLikeATokenNamespaceIsAnError() {
        let (files, sink) = ScreensFixtures.emit(ScreensSwiftEmitter(), tokens: Self.tokens, specs: [
            ("specs/test/colors.screen.yaml", "screen: colors\nsystem: test\nelements:\n  - { id: a, kind: text, opacity: 0.5 }\n"),
        ])
        XCTAssertNil(files)
        let error = sink.diagnostics.first { $0.code == "screens-name-collision" }
        XCTAssertEqual(error?.message, "screen 'colors' and the token namespace 'TestColors' both become the Swift name 'TestColors'")
        XCTAssertEqual(error?.range?.start.line, 1)
    }

    func testTokensWithoutASwiftFileFailTheScreensToo() {
        // `a-b` and `a_b` are both `aB` in Swift: the token Swift cannot be generated.
        let tokens = "color:\n  $type: color\n  a-b: { $value: '#000000' }\n  a_b: { $value: '#FFFFFF' }\n"
        let (files, sink) = ScreensFixtures.emit(ScreensSwiftEmitter(), tokens: tokens, specs: [
            ("specs/test/home.screen.yaml", "screen: home\nsystem: test\nelements:\n  - { id: t, kind: text, color: '{color.a-b}' }\n"),
        ])
        XCTAssertNil(files)
        XCTAssertEqual(sink.diagnostics.map(\.code), ["swift-name-collision", "screens-token-swift"])
        XCTAssertEqual(sink.diagnostics.map(\.severity), [.error, .error])
    }

    func testANameWithoutLettersOrDigitsIsAnError() {
        let (files, sink) = ScreensFixtures.emit(ScreensSwiftEmitter(), tokens: Self.tokens, specs: [
            ("specs/test/home.screen.yaml", "screen: home\nsystem: test\nelements:\n  - { id: '--', kind: text, opacity: 0.5 }\n"),
        ])
        XCTAssertNil(files)
        let error = sink.diagnostics.first { $0.code == "swift-invalid-name" }
        XCTAssertEqual(error?.message, "'--' has no letters or digits to make a Swift name from")
        XCTAssertEqual(error?.range?.start.line, 4)
    }

    func testASystemWithoutSpecsWritesNothingAndWarns() {
        let (files, sink) = ScreensFixtures.emit(ScreensSwiftEmitter(), tokens: Self.tokens, specs: [])
        XCTAssertEqual(files, [])
        XCTAssertEqual(sink.diagnostics.map(\.code), ["screens-no-specs"])
        XCTAssertEqual(sink.diagnostics.first?.severity, .warning)
    }

    func testTwoSystemsInOneOutputGetTheirNamesInThePrefix() throws {
        let first = ScreensFixtures.project(tokens: Self.colorsOnly, specs: [
            ("specs/a/home.screen.yaml", "screen: home\nsystem: a\nelements:\n  - { id: t, kind: text, color: '{color.primary}' }\n"),
        ], system: "a")
        let second = ScreensFixtures.project(tokens: Self.colorsOnly, specs: [
            ("specs/b/home.screen.yaml", "screen: home\nsystem: b\nelements:\n  - { id: t, kind: text, color: '{color.primary}' }\n"),
        ], system: "b")
        var paths = first.specPaths
        paths.merge(second.specPaths) { a, _ in a }
        let input = EmitInput(systems: [first.system, second.system], parameters: OutputParameters(["prefix": .string("App")]),
                              sourceFiles: [], diagnostics: DiagnosticSink(), screens: first.screens + second.screens,
                              specPaths: paths)
        let files = try XCTUnwrap(ScreensSwiftEmitter().emit(input))
        XCTAssertEqual(files.map(\.path), ["AppAScreens.swift", "AppBScreens.swift"])
        XCTAssertTrue(files[0].contents.contains("public enum AppAHome {"), files[0].contents)
        XCTAssertTrue(files[0].contents.contains("public static let foreground = AppAColors.primary\n"), files[0].contents)
        XCTAssertTrue(files[1].contents.contains("public static let foreground = AppBColors.primary\n"), files[1].contents)
    }

    func testInternalAccessAndFileName() throws {
        let (files, _) = ScreensFixtures.emit(
            ScreensSwiftEmitter(), tokens: Self.colorsOnly,
            specs: [("specs/test/home.screen.yaml", "screen: home\nsystem: test\nelements:\n  - { id: t, kind: text, opacity: 0.5 }\n")],
            parameters: ["prefix": .string("Test"), "access": .string("internal"), "fileName": .string("Screens.swift")])
        let file = try XCTUnwrap(files?.first)
        XCTAssertEqual(file.path, "Screens.swift")
        XCTAssertTrue(file.contents.contains("internal enum TestHome {"), file.contents)
        XCTAssertTrue(file.contents.contains("        internal static let opacity: Double = 0.5\n"), file.contents)
        XCTAssertFalse(file.contents.contains("public "), file.contents)
    }

    // MARK: - JSON

    func testJSONEntriesDecodeAsTheScreenConstantsOfEachMode() throws {
        let spec = """
            screen: home
            system: test
            elements:
              - id: card
                kind: container
                spacing: "{spacing.wide}"
                animations:
                  entry: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 250ms, easing: "{motion.ease-out}" }
              - { id: title, kind: text, copy: home.greeting }
            navigates-to: { to: app:next, when: success }
            """
        let project = ScreensFixtures.project(tokens: Self.tokens, specs: [("specs/test/home.screen.yaml", spec)])
        let input = EmitInput(systems: [project.system], parameters: OutputParameters(), sourceFiles: [],
                              diagnostics: DiagnosticSink(), screens: project.screens, specPaths: project.specPaths)
        let file = try XCTUnwrap(ScreensJSONEmitter().emit(input)?.first)
        XCTAssertEqual(file.path, "test.screens.json")

        struct Entry: Decodable { var file: String }
        struct Document: Decodable { var system: String; var screens: [ScreenConstants] }
        struct Files: Decodable { var screens: [Entry] }
        let data = Data(file.contents.utf8)
        let document = try JSONDecoder().decode(Document.self, from: data)
        XCTAssertEqual(document.system, "test")
        XCTAssertEqual(try JSONDecoder().decode(Files.self, from: data).screens.map(\.file),
                       ["specs/test/home.screen.yaml", "specs/test/home.screen.yaml"])
        XCTAssertEqual(document.screens, project.screens.map(ScreenConstants.init(screen:)))
        // By hand: light 24pt and dark 32pt of spacing.wide; 250ms = 0.25s; CSS ease-out.
        XCTAssertEqual(document.screens.map(\.mode), ["light", "dark"])
        XCTAssertEqual(document.screens.map { $0.elements[0].metrics[0].value }, [24, 32])
        let timing = document.screens[0].elements[0].animations[0].timing
        XCTAssertEqual(timing.duration, 0.25)
        XCTAssertEqual(timing.curve, [0, 0, 0.58, 1])
        XCTAssertEqual(document.screens[0].copyKeys.map(\.key), ["home.greeting"])
        XCTAssertEqual(document.screens[0].navigationTargets, ["app:next"])

        let darkOnly = EmitInput(systems: [project.system], parameters: OutputParameters(["modes": .array([.string("dark")])]),
                                 sourceFiles: [], diagnostics: DiagnosticSink(), screens: project.screens,
                                 specPaths: project.specPaths)
        let dark = try JSONDecoder().decode(Document.self, from: Data(try XCTUnwrap(ScreensJSONEmitter().emit(darkOnly)?.first).contents.utf8))
        XCTAssertEqual(dark.screens.map(\.mode), ["dark"])

        let sink = DiagnosticSink()
        let unknown = EmitInput(systems: [project.system], parameters: OutputParameters(["modes": .array([.string("drak")])]),
                                sourceFiles: [], diagnostics: sink, screens: project.screens, specPaths: project.specPaths)
        XCTAssertEqual(ScreensJSONEmitter().emit(unknown), [])
        XCTAssertEqual(sink.diagnostics.map(\.code), ["unknown-output-mode", "screens-no-specs"])
        XCTAssertEqual(sink.diagnostics.first?.suggestion, "did you mean 'dark'?")
    }

    func testTheFormatsAreRegisteredAndReadScreens() {
        XCTAssertTrue(EmitterRegistry.builtin.formatNames.contains("swift-screens"))
        XCTAssertTrue(EmitterRegistry.builtin.formatNames.contains("screens-json"))
        XCTAssertTrue(ScreensSwiftEmitter.usesScreens)
        XCTAssertTrue(ScreensJSONEmitter.usesScreens)
        XCTAssertFalse(SwiftEmitter.usesScreens)
    }
}
