import ColorScience
import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// The resolver reads the path and target of each alias its chain walk has just followed from
/// what the walk left (`chainReferences`) instead of making the path and looking it up again,
/// and hands values back through slots instead of copies. Every kind of reference must come out
/// as before — expected values worked out by hand from the DTCG rules — with values decoded
/// ahead and all in order alike.
final class FollowedReferenceTests: XCTestCase {
    static let system = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          base: { $value: "#102030" }
          brand:
            $root: { $value: "{color.base}" }
            soft: { $value: "{color.brand}" }
          chain-a: { $value: "{color.chain-b}" }
          chain-b: { $value: "{color.brand.soft}" }
          group-ref: { $value: "{color}" }
          typo: { $value: "{color.bsae}" }
          old: { $value: "#000000", $deprecated: use color.base }
          uses-old: { $value: "{color.old}" }
          via-old: { $value: "{color.uses-old}" }
          loop-a: { $value: "{color.loop-b}" }
          loop-b: { $value: "{color.loop-c}" }
          loop-c: { $value: "{color.loop-a}" }
          into-loop: { $value: "{color.loop-a}" }
          moded:
            $value: "{color.base}"
            $extensions: { dev.tokenc.modes: { light: "{color.brand.soft}" } }
          pointer: { $value: { $ref: "#/color/chain-a/$value" } }
          spaced: { $value: "{ color.chain-a }" }
        size:
          $type: dimension
          s: { $value: 4px }
          wrong: { $value: "{color.base}" }
          to-wrong: { $value: "{size.wrong}" }

        """

    private func resolve(ahead: Bool) -> (ResolvedSystem, [Diagnostic]) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "refs.tokens.yaml", text: Self.system)
        var loader = TokenLoader(systemName: "refs", sink: sink)
        if let root = YAMLParser().parse(Array(Self.system.utf8), file: file, sink: sink) { loader.add(root: root) }
        let resolver = TokenResolver(tree: loader.finish(), sink: sink)
        resolver.parallelDecodingThreshold = ahead ? 0 : Int.max
        return (resolver.resolve(), sink.sorted(using: sources))
    }

    func testEveryKindOfReferenceResolvesAsBefore() {
        for ahead in [false, true] {
            let (system, diagnostics) = resolve(ahead: ahead)
            let base = system["color.base"]?.value
            XCTAssertNotNil(base)
            // A `$root` reached by its group's path, through a chain of three hops, in both modes.
            for (path, alias) in [("color.brand.$root", "color.base"), ("color.brand.soft", "color.brand"),
                                  ("color.chain-b", "color.brand.soft"), ("color.chain-a", "color.chain-b"),
                                  ("color.spaced", "color.chain-a")] {
                XCTAssertEqual(system[path]?.values, [base!, base!], "\(path), ahead: \(ahead)")
                XCTAssertEqual(system[path]?.aliasOf, [alias, alias], "\(path), ahead: \(ahead)")
            }
            // Through an alias of a deprecated token: its value, the warning given once.
            XCTAssertEqual(system["color.via-old"]?.values, system["color.old"]?.values, "ahead: \(ahead)")
            XCTAssertEqual(system["color.via-old"]?.aliasOf, ["color.uses-old", "color.uses-old"], "ahead: \(ahead)")
            // Another mode's reference, into the chain.
            XCTAssertEqual(system["color.moded"]?.aliasOf, ["color.base", "color.brand.soft"], "ahead: \(ahead)")
            // A `$ref` into an alias's value, and a group type overruled by the aliased token's.
            guard case .color(let pointed)? = system["color.pointer"]?.value else { return XCTFail("color.pointer, ahead: \(ahead)") }
            XCTAssertEqual(pointed.hexString(), "#102030", "ahead: \(ahead)")
            XCTAssertEqual(system["size.to-wrong"]?.type, .color, "ahead: \(ahead)")
            XCTAssertEqual(system["size.to-wrong"]?.aliasOf, ["size.wrong", "size.wrong"], "ahead: \(ahead)")
            for failed in ["color.group-ref", "color.typo", "color.loop-a", "color.loop-b", "color.loop-c", "color.into-loop"] {
                XCTAssertNil(system[failed], "\(failed), ahead: \(ahead)")
            }
            XCTAssertEqual(system.tokens.count, 14, "ahead: \(ahead)")
            // Each problem once, in source order: the group, the typo with its suggestion, the
            // deprecated target (reached twice, reported where it is referenced), the cycle.
            XCTAssertEqual(diagnostics.map(\.code), ["unknown-reference", "unknown-reference", "deprecated-reference", "reference-cycle"],
                           "ahead: \(ahead)")
            XCTAssertEqual(diagnostics.map(\.message), [
                "'{color}' is a group, not a token", "unknown reference '{color.bsae}'",
                "'{color.old}' is deprecated: use color.base",
                "reference cycle: {color.loop-a} → {color.loop-b} → {color.loop-c} → {color.loop-a}",
            ], "ahead: \(ahead)")
            XCTAssertEqual(diagnostics[1].suggestion, "did you mean '{color.base}'?", "ahead: \(ahead)")
            XCTAssertEqual(diagnostics[3].notes.count, 3, "ahead: \(ahead)")
        }
    }
}
