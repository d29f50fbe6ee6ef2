import ColorScience
import Diagnostics
import Dispatch
@testable import Lint
@testable import ScreenSpec
import TokenModel
import XCTest
import YAML

/// The token reference index counts each reference written in a spec once, whatever the number
/// of modes its screens are resolved in, and is built once however many rules ask for it at once.
final class TokenReferenceIndexTests: XCTestCase {
    private let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          text: { $value: "#FAFAFA", $extensions: { dev.tokenc.modes: { light: "#111111" } } }
          surface: { $value: "#0A0A0F", $extensions: { dev.tokenc.modes: { light: "#F5F5F5" } } }
          accent: { $value: "#8B5CF6" }
        copy:
          $type: dev.tokenc.copy
          hello: { $value: Hello }
        """

    private let spec = """
        screen: home
        system: app
        background:
          - color: "{color.surface}"
        elements:
          - { id: a, kind: text, copy: hello, color: "{color.text}" }
          - { id: b, kind: text, copy: hello, color: "{color.text}", accessibility: { label: "{copy.hello}" } }
        """

    private func context() -> LintContext {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "tokens/app.tokens.yaml", text: tokens)
        var loader = TokenLoader(systemName: "app", sink: sink)
        if let root = YAMLParser().parse(tokens, file: file, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let system = LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: sink).resolve())
        let screens = ScreenSpecLoader(systems: [system.resolved], sink: sink)
            .load(texts: [(path: "specs/app/home.screen.yaml", text: spec)], sources: sources)
        XCTAssertEqual(screens.map(\.mode), ["dark", "light"])
        return LintContext(systems: [system], screens: screens, sources: sources)
    }

    func testEachWrittenReferenceIsOneUseInEveryMode() {
        let context = context()
        let index = TokenReferenceIndex(systems: context.systems, screens: context.screens)
        XCTAssertEqual(index.uses(of: "color.text", in: "app").map(\.range.start.line), [6, 7])
        XCTAssertEqual(index.uses(of: "color.surface", in: "app").count, 1)
        XCTAssertEqual(index.uses(of: "copy.hello", in: "app").map(\.range.start.line), [6, 7, 7])
        XCTAssertFalse(index.isUsed("color.accent", in: "app"))
        XCTAssertEqual(index.uses(of: "color.text", in: "app").map(\.origin), [.screen("home"), .screen("home")])
    }

    func testAReferenceOnlyOneModeHasIsStillCounted() {
        var context = context()
        var light = context.screens[1]
        let extra = SpecValueOccurrence(property: "a.border.color", elementID: "a", type: .color, tokenPath: "color.accent",
                                        literalText: nil, value: .color(Color(space: .srgb, components: [0, 0, 0])),
                                        range: SourceRange(file: light.file, start: SourceLocation(line: 6, column: 50),
                                                           end: SourceLocation(line: 6, column: 64)))
        light.values.append(extra)
        let index = TokenReferenceIndex(systems: context.systems, screens: [context.screens[0], light])
        XCTAssertEqual(index.uses(of: "color.accent", in: "app").map(\.range), [extra.range])
        XCTAssertEqual(index.uses(of: "color.text", in: "app").count, 2)
        context.screens = []
        XCTAssertTrue(context.references.isUsed("color.text", in: "app"), "indexes what the context was made with")
        XCTAssertFalse(context.references.isUsed("color.accent", in: "app"))
    }

    func testScreensOfOneFileApartFromEachOtherAreStillCountedOnce() {
        let context = context()
        let sources = context.sources, sink = DiagnosticSink()
        let other = ScreenSpecLoader(systems: context.systems.map(\.resolved), sink: sink)
            .load(texts: [(path: "specs/app/other.screen.yaml", text: spec.replacingOccurrences(of: "screen: home", with: "screen: other"))],
                  sources: sources)
        XCTAssertEqual(other.count, 2)
        // home (dark), other (dark), home (light, with one more reference), other (light): neither
        // light screen follows its dark one, so each is recorded again and must not count twice.
        var light = context.screens[1]
        let extra = SpecValueOccurrence(property: "a.border.color", elementID: "a", type: .color, tokenPath: "color.accent",
                                        literalText: nil, value: .color(Color(space: .srgb, components: [0, 0, 0])),
                                        range: SourceRange(file: light.file, start: SourceLocation(line: 6, column: 50),
                                                           end: SourceLocation(line: 6, column: 64)))
        light.values.append(extra)
        let index = TokenReferenceIndex(systems: context.systems, screens: [context.screens[0], other[0], light, other[1]])
        XCTAssertEqual(index.uses(of: "color.text", in: "app").count, 4)
        XCTAssertEqual(index.uses(of: "copy.hello", in: "app").count, 6)
        XCTAssertEqual(index.uses(of: "color.accent", in: "app").map(\.range), [extra.range])
        XCTAssertEqual(Set(index.uses(of: "color.text", in: "app").map(\.origin)), [.screen("home"), .screen("other")])
    }

    /// Tracking only deprecated tokens keeps exactly their uses, and answers whether every
    /// other token is used as the full index does.
    func testTrackingDeprecatedTokensKeepsTheirUsesAndMarksTheRest() {
        let tokens = self.tokens + """

            legacy:
              $type: color
              text: { $value: "#EEEEEE", $deprecated: "use {color.text}" }
              unused: { $value: "#DDDDDD", $deprecated: "gone" }
            """
        let spec = self.spec + """

              - { id: c, kind: text, copy: hello, color: "{legacy.text}", background: { color: "{legacy.text}" } }
            """
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "tokens/app.tokens.yaml", text: tokens)
        var loader = TokenLoader(systemName: "app", sink: sink)
        if let root = YAMLParser().parse(tokens, file: file, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let system = LintedSystem(tree: tree, resolved: TokenResolver(tree: tree, sink: sink).resolve())
        let screens = ScreenSpecLoader(systems: [system.resolved], sink: sink)
            .load(texts: [(path: "specs/app/home.screen.yaml", text: spec)], sources: sources)
        let full = TokenReferenceIndex(systems: [system], screens: screens)
        let lean = TokenReferenceIndex(systems: [system], screens: screens, tracking: .deprecated)
        XCTAssertEqual(lean.uses(of: "legacy.text", in: "app").count, 2)
        XCTAssertEqual(lean.uses(of: "legacy.text", in: "app"), full.uses(of: "legacy.text", in: "app"))
        XCTAssertEqual(lean.uses(of: "color.text", in: "app"), [], "a token not tracked keeps no uses")
        XCTAssertEqual(full.uses(of: "color.text", in: "app").count, 2)
        for token in system.resolved.tokens {
            XCTAssertEqual(lean.isUsed(token.path, in: "app"), full.isUsed(token.path, in: "app"), token.path)
        }
        XCTAssertTrue(lean.isUsed("color.surface", in: "app"))
        XCTAssertFalse(lean.isUsed("color.accent", in: "app"))
        XCTAssertFalse(lean.isUsed("legacy.unused", in: "app"))
    }

    /// A decoded screen lists the tokens it refers to (by index), so the index marks them used
    /// without looking up each reference: the answers are those of looking each one up, which a
    /// screen changed since it was decoded (it has no list then) still gets.
    func testScreensListingTheirTokensAreIndexedAsLookingEachUp() throws {
        let context = context()
        let system = try XCTUnwrap(context.systems.first)
        for screen in context.screens where !screen.isRemapped {
            let listed = try XCTUnwrap(screen.referencedTokenIndexes, "a decoded screen lists its tokens")
            XCTAssertEqual(listed.tokenCount, system.resolved.tokens.count)
            let written = Set(screen.values.compactMap(\.tokenPath)).compactMap(system.resolved.tokenIndex(of:))
            XCTAssertEqual(Set(listed.indexes), Set(written))
            XCTAssertEqual(listed.indexes.count, Set(listed.indexes).count, "each token once")
            XCTAssertEqual(Set(listed.indexes.map { system.resolved.tokens[$0].path }), ["color.surface", "color.text", "copy.hello"])
        }
        // The same screens without their lists (changing the values or the elements drops it).
        var unlisted = context.screens
        for i in unlisted.indices where !unlisted[i].isRemapped {
            if i % 2 == 0 { unlisted[i].values = unlisted[i].values } else { unlisted[i].elements = unlisted[i].elements }
            XCTAssertNil(unlisted[i].referencedTokenIndexes)
        }
        let fast = TokenReferenceIndex(systems: context.systems, screens: context.screens, tracking: .deprecated)
        let slow = TokenReferenceIndex(systems: context.systems, screens: unlisted, tracking: .deprecated)
        for token in system.resolved.tokens {
            XCTAssertEqual(fast.isUsed(token.path, in: "app"), slow.isUsed(token.path, in: "app"), token.path)
        }
        XCTAssertTrue(fast.isUsed("copy.hello", in: "app"))
        XCTAssertFalse(fast.isUsed("color.accent", in: "app"))
        // A list made against another version of the system (another number of tokens) is not
        // trusted: the references are looked up.
        var other = context.screens
        XCTAssertNotNil(system.resolved.tokenIndex(of: "color.accent"))
        other[0].provenance.referencedTokens = Screen.ReferencedTokens(indexes: Array(system.resolved.tokens.indices),
                                                                       tokenCount: system.resolved.tokens.count + 1)
        let checked = TokenReferenceIndex(systems: context.systems, screens: other, tracking: .deprecated)
        XCTAssertFalse(checked.isUsed("color.accent", in: "app"))
        XCTAssertTrue(checked.isUsed("color.text", in: "app"))
    }

    func testRulesAskingAtOnceShareOneIndex() {
        let context = context()
        let counts = ParallelCounts(8)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            counts.set(i, context.references.isUsed("color.text", in: "app") ? 1 : 0)
        }
        XCTAssertEqual(counts.values, Array(repeating: 1, count: 8))
    }
}

/// Results written from several threads.
private final class ParallelCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int]
    init(_ count: Int) { storage = Array(repeating: 0, count: count) }
    func set(_ i: Int, _ value: Int) { lock.lock(); storage[i] = value; lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// References found in ASCII text on bytes are those found character by character.
final class ReferencePathScanTests: XCTestCase {
    func testBytesAndCharactersAgreeOnASCII() {
        let texts = [
            "", "{}", "{a}", "{color.brand.primary}", "x {a.b} y {c-d_e$f@g} z", "{a b}", "{{a}}", "{a}{b}",
            "{a", "a}", "}{", "{a.{b}.c}", "{A9.z0}", "{a}\r\n{b}", "{a\r\nb}", "{ a }", "{a,b}", "#/x/{y}/$value",
            "calc({space.md} * 2)", "{.}", "{a..b}", "{-}", "}}{{x}}",
        ]
        for text in texts {
            XCTAssertEqual(TokenReferenceIndex.asciiReferencePaths(in: text),
                           TokenReferenceIndex.characterReferencePaths(in: text), text)
        }
        XCTAssertEqual(TokenReferenceIndex.referencePaths(in: "x {a.b} y {c-d_e$f@g} {a b} {}"), ["a.b", "c-d_e$f@g"])
        XCTAssertEqual(TokenReferenceIndex.referencePaths(in: "{a}{b}"), ["a", "b"])
        XCTAssertEqual(TokenReferenceIndex.referencePaths(in: "{{a}}"), ["a"])
    }

    func testNonASCIITextKeepsCharacterRules() {
        // A letter outside ASCII belongs to a path; a combining mark makes one character with
        // the letter before it.
        XCTAssertEqual(TokenReferenceIndex.referencePaths(in: "{farbe.grün}"), ["farbe.grün"])
        XCTAssertEqual(TokenReferenceIndex.referencePaths(in: "{cafe\u{301}} {a→b}"), ["cafe\u{301}"])
    }
}
