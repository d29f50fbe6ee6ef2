import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// A large system's whole-value references have their targets recorded while values are decoded
/// ahead (`referenceTargets`), and the resolver follows those instead of making each path and
/// looking it up in order. Resolving with and without that must give the same tokens, the same
/// `aliasOf` bytes and the same diagnostics in the same order, whatever the references are:
/// aliases of groups with and without a `$root`, names differing only in case, Unicode names
/// written composed and decomposed, unknown targets with suggestions, cycles, chains across
/// files, other modes, unquoted and spaced references.
final class RecordedReferenceTests: XCTestCase {
    /// "é" composed in the token's name, decomposed ("e" and U+0301) in a reference to it: equal
    /// as `String`s, so the same token, but not the same bytes.
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static let files: [(String, String)] = [
        ("a.tokens.yaml", """
            $extensions:
              dev.tokenc.system: { modes: [dark, light] }
            color:
              $type: color
              base: { $value: "#102030" }
              Base: { $value: "#405060" }
              \(composed): { $value: "#708090" }
              brand:
                $root: { $value: "{color.base}" }
                soft: { $value: "{color.brand}" }
              plain-group:
                a: { $value: "#000001" }
              to-upper: { $value: "{color.Base}" }
              to-lower: { $value: "{color.base}" }
              to-composed: { $value: "{color.\(composed)}" }
              to-decomposed: { $value: "{color.\(decomposed)}" }
              to-group: { $value: "{color.plain-group}" }
              to-root-group: { $value: "{color.brand}" }
              typo: { $value: "{color.bsae}" }
              cross: { $value: "{more.far}" }
              loop-a: { $value: "{color.loop-b}" }
              loop-b: { $value: "{color.loop-a}" }
              unquoted: { $value: {color.base} }
              spaced: { $value: "{ color.base }" }
              moded:
                $value: "{color.base}"
                $extensions: { dev.tokenc.modes: { light: "{color.Base}" } }
              forward: { $value: "{color.later}" }
              later: { $value: "{color.to-upper}" }
            """),
        ("b.tokens.yaml", """
            more:
              $type: color
              far: { $value: "{more.farther}" }
              farther: { $value: "{color.to-lower}" }
              back: { $value: "{color.cross}" }
              missing: { $value: "{more.nope}" }
            """),
    ]

    private func resolve(ahead: Bool) -> (ResolvedSystem, [Diagnostic], recorded: Int) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        var loader = TokenLoader(systemName: "recorded", sink: sink)
        for (path, text) in Self.files {
            let file = sources.add(path: path, text: text)
            if let root = YAMLParser().parse(Array(text.utf8), file: file, sink: sink) { loader.add(root: root) }
        }
        let resolver = TokenResolver(tree: loader.finish(), sink: sink)
        resolver.parallelDecodingThreshold = ahead ? 0 : Int.max
        let system = resolver.resolve()
        return (system, sink.diagnostics, resolver.recordedReferenceCount)
    }

    func testRecordedTargetsResolveAsInOrder() {
        let (ahead, aheadDiagnostics, recorded) = resolve(ahead: true)
        let (inOrder, inOrderDiagnostics, none) = resolve(ahead: false)
        XCTAssertEqual(none, 0)
        XCTAssertGreaterThan(recorded, 10)
        XCTAssertEqual(aheadDiagnostics, inOrderDiagnostics)
        XCTAssertEqual(ahead.tokens.map(\.path), inOrder.tokens.map(\.path))
        for (a, b) in zip(ahead.tokens, inOrder.tokens) {
            XCTAssertEqual(a.type, b.type, a.path)
            XCTAssertEqual(a.values, b.values, a.path)
            // Byte for byte: `==` would equate a composed and a decomposed name.
            XCTAssertEqual(a.aliasOf.map { $0.map { Array($0.utf8) } }, b.aliasOf.map { $0.map { Array($0.utf8) } }, a.path)
        }
        // The decomposed reference keeps its own bytes; the composed one is the token's path.
        XCTAssertEqual(ahead["color.to-decomposed"]?.aliasOf.first??.utf8.elementsEqual("color.\(Self.decomposed)".utf8), true)
        XCTAssertEqual(ahead["color.to-composed"]?.aliasOf.first??.utf8.elementsEqual("color.\(Self.composed)".utf8), true)
        // Names that differ only in case are different tokens.
        XCTAssertEqual(ahead["color.to-upper"]?.values, ahead["color.Base"]?.values)
        XCTAssertEqual(ahead["color.to-lower"]?.values, ahead["color.base"]?.values)
        XCTAssertNotEqual(ahead["color.to-upper"]?.values, ahead["color.to-lower"]?.values)
        XCTAssertEqual(ahead["color.moded"]?.aliasOf, ["color.base", "color.Base"])
        XCTAssertEqual(ahead["color.later"]?.aliasOf, ["color.to-upper", "color.to-upper"])
        XCTAssertEqual(ahead["color.forward"]?.values, ahead["color.Base"]?.values)
        // Across files and back: more.back → color.cross → more.far → more.farther → color.to-lower.
        XCTAssertEqual(ahead["more.back"]?.values, ahead["color.base"]?.values)
        XCTAssertEqual(ahead["color.to-root-group"]?.aliasOf, ["color.brand", "color.brand"])
        XCTAssertEqual(ahead["color.spaced"]?.aliasOf, ["color.base", "color.base"])
        XCTAssertEqual(ahead["color.unquoted"]?.aliasOf, ["color.base", "color.base"])
        for failed in ["color.to-group", "color.typo", "color.loop-a", "color.loop-b", "more.missing"] {
            XCTAssertNil(ahead[failed], failed)
        }
        let messages = inOrderDiagnostics.map(\.message)
        XCTAssertTrue(messages.contains("'{color.plain-group}' is a group, not a token"))
        XCTAssertTrue(messages.contains("reference cycle: {color.loop-a} → {color.loop-b} → {color.loop-a}"))
        XCTAssertTrue(messages.contains("unquoted {color.base} is a YAML mapping to other tools — quote it"))
        XCTAssertEqual(inOrderDiagnostics.first { $0.message == "unknown reference '{color.bsae}'" }?.suggestion,
                       "did you mean '{color.base}'?")
        XCTAssertNotNil(inOrderDiagnostics.first { $0.message == "unknown reference '{more.nope}'" })
    }
}
