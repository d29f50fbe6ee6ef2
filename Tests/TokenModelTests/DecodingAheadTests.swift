import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// A large system's values are decoded ahead on all cores where the order of resolution cannot
/// matter. Resolving with and without that must give the same tokens, the same values and the
/// same diagnostics in the same order — here for a system full of the mistakes that make the
/// resolver fall back to decoding in order (each mistake is also checked to be reported).
final class DecodingAheadTests: XCTestCase {
    static let faultySystem: String = {
        var text = """
            $extensions:
              dev.tokenc.system: { modes: [dark, light] }
            font:
              family: { $type: fontFamily, $value: Inter }
              old: { $type: fontFamily, $value: Helvetica, $deprecated: use font.family }
              weight: { $type: fontWeight, $value: bold }
              mixed:
                $type: dimension
                $value: 16px
                $extensions: { dev.tokenc.modes: { light: "{size.s1}" } }
            color:
              $type: color
              loop-a: { $value: "{color.loop-b}" }
              loop-b: { $value: "{color.loop-a}" }
              split:
                $value: "{size.s1}"
                $extensions: { dev.tokenc.modes: { light: "#ffffff" } }
              back:
                $value: "#000000"
                $extensions: { dev.tokenc.modes: { light: "{size.s8}" } }
            # Whole-value aliases: a0, a4 (of a0, resolved before it) and a6 taken the short way
            # (`acceptRecordedAlias`), each other one needing the general way for a reason.
            alias:
              $type: dimension
              a0: { $value: "{size.s1}" }
              a1: { $type: color, $value: "{size.s2}" }
              a2: { $value: "{size.s5}" }
              a3: { $value: {size.s6} }
              a4: { $value: "{alias.a0}" }
              a5: { $value: "{size.s7}", $extensions: { dev.tokenc.modes: { light: "{color.split}" } } }
              a6: { $type: dimension, $value: "{size.s10}", $extensions: { dev.tokenc.modes: { light: "{size.s11}" } } }

            """
        text += "size:\n  $type: dimension\n"
        for s in 0..<2_000 {
            // Metadata a token made ahead must carry over as resolving in order does.
            let extra: String
            switch s % 100 {
            case 3: extra = ", $description: \"size \(s)\""
            case 5: extra = ", $deprecated: use another size"
            case 9: extra = ", $extensions: { com.example: { rank: \(s) } }"
            default: extra = ""
            }
            text += "  s\(s): { $value: \"\(s % 40 + 1)px\"\(extra) }\n"
        }
        text += "type:\n  $type: typography\n"
        for t in 0..<2_000 {
            let family: String
            switch t % 50 {
            case 7: family = "\"{font.old}\""                 // deprecated target
            case 11: family = "\"{font.missing}\""            // unknown reference
            case 13: family = "\"{size.s1}\""                 // wrong type
            case 17: family = "{ $ref: \"#/font/family/$value\" }"  // a pointer
            default: family = "\"{font.family}\""
            }
            let size = t % 50 == 19 ? "\"{font.mixed}\"" : "\"{size.s\(t % 2_000)}\""
            text += "  t\(t): { $value: { fontFamily: \(family), fontSize: \(size), fontWeight: \"{font.weight}\", lineHeight: 1.25 } }\n"
        }
        text += "other:\n"
        for o in 0..<800 {
            switch o % 8 {
            case 0: text += "  o\(o): { $type: color, $value: \"#12345\" }\n"                        // invalid
            case 1: text += "  o\(o): { $type: duration, $value: \"-\(o)ms\" }\n"                    // negative
            case 2: text += "  o\(o): { $type: cubicBezier, $value: [0.4, 0, 0.2, 1] }\n"
            case 3: text += "  o\(o): { $type: dimension, $value: { value: \(o), unti: px } }\n"  // misspelled field
            // Shapes `ValueDecoder.commonLiteral` answers, and near misses it leaves to the readers.
            case 4: text += "  o\(o): { $type: color, $value: { colorSpace: srgb, components: [1, 0, none], alpha: 0.5 } }\n"
            case 5: text += "  o\(o): { $type: color, $value: { colorSpace: srgb, components: [1, 0, 0], alpha: 1.5 } }\n"
            case 6: text += "  o\(o): { $type: cubicBezier, $value: [1.4, 0, 0.2, 1] }\n"
            default: text += "  o\(o): { $type: duration, $value: { value: \(o % 3 == 0 ? -o : o), unit: ms } }\n"
            }
        }
        return text
    }()

    /// Resolves `text`, with values decoded ahead or all in order; also says how many were
    /// decoded ahead.
    func resolve(_ text: String, ahead: Bool) -> (ResolvedSystem, [Diagnostic]) {
        let (system, diagnostics, _) = resolveCounting(text, ahead: ahead)
        return (system, diagnostics)
    }

    func resolveCounting(_ text: String, ahead: Bool) -> (ResolvedSystem, [Diagnostic], Int) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let file = sources.add(path: "faulty.tokens.yaml", text: text)
        var loader = TokenLoader(systemName: "faulty", sink: sink)
        if let root = YAMLParser().parse(Array(text.utf8), file: file, sink: sink) { loader.add(root: root) }
        let resolver = TokenResolver(tree: loader.finish(), sink: sink)
        resolver.parallelDecodingThreshold = ahead ? 0 : Int.max
        let system = resolver.resolve()
        return (system, sink.diagnostics, resolver.decodedAheadCount)
    }

    func testDecodingAheadChangesNothing() {
        let (ahead, aheadDiagnostics) = resolve(Self.faultySystem, ahead: true)
        let (inOrder, inOrderDiagnostics) = resolve(Self.faultySystem, ahead: false)
        XCTAssertEqual(aheadDiagnostics, inOrderDiagnostics)
        XCTAssertEqual(ahead.tokens.count, inOrder.tokens.count)
        for (a, b) in zip(ahead.tokens, inOrder.tokens) {
            XCTAssertEqual(a.path, b.path)
            XCTAssertEqual(a.type, b.type, a.path)
            XCTAssertEqual(a.values, b.values, a.path)
            XCTAssertEqual(a.aliasOf, b.aliasOf, a.path)
            XCTAssertEqual(a.description, b.description, a.path)
            XCTAssertEqual(a.deprecation, b.deprecation, a.path)
            XCTAssertEqual(a.extensions.map(ResolvedDocument.json), b.extensions.map(ResolvedDocument.json), a.path)
            XCTAssertEqual(a.nameRange, b.nameRange, a.path)
        }
        XCTAssertEqual(ahead.index.values, inOrder.index.values)
        for token in inOrder.tokens { XCTAssertEqual(ahead.tokenIndex(of: token.path), inOrder.tokenIndex(of: token.path)) }
        XCTAssertEqual(ahead["size.s3"]?.description, "size 3")
        XCTAssertEqual(ahead["size.s105"]?.deprecation, "use another size")
        XCTAssertNotNil(ahead["size.s9"]?.extensions)
        let codes = Set(inOrderDiagnostics.map(\.code))
        for code in ["deprecated-reference", "unknown-reference", "type-mismatch", "reference-cycle",
                     "invalid-color", "invalid-duration", "unknown-field", "missing-field", "invalid-cubic-bezier"] {
            XCTAssertTrue(codes.contains(code), "the system should exercise \(code)")
        }
        // A literal decoded ahead in one mode, of another type than the alias in the other.
        XCTAssertTrue(inOrderDiagnostics.contains { $0.message == "'color.split' is a dimension in one mode but a color in mode 'light'" })
        XCTAssertTrue(inOrderDiagnostics.contains { $0.message == "'color.back' is a color in one mode but a dimension in mode 'light'" })
        XCTAssertTrue(inOrderDiagnostics.contains { $0.message == "'alias.a1' is a color but references '{size.s2}', a dimension" })
        XCTAssertTrue(inOrderDiagnostics.contains { $0.code == "deprecated-reference" && $0.message.hasPrefix("'{size.s5}'") })
        XCTAssertTrue(inOrderDiagnostics.contains { $0.code == "unquoted-reference" && $0.message.contains("{size.s6}") })
        XCTAssertEqual(ahead["alias.a0"]?.value, .dimension(Dimension(2, .px)))
        XCTAssertEqual(ahead["alias.a0"]?.aliasOf, ["size.s1", "size.s1"])
        XCTAssertEqual(ahead["alias.a4"]?.value, .dimension(Dimension(2, .px)))
        XCTAssertEqual(ahead["alias.a6"]?.values.map { $0 }, [.dimension(Dimension(11, .px)), .dimension(Dimension(12, .px))])
        // 2,000 sizes and 800 others, 5 fonts and colors, 2,000 typographies, minus the invalid ones.
        XCTAssertGreaterThan(inOrder.tokens.count, 4_000)
    }

    func testACleanSystemIsDecodedAheadAndMatches() {
        var text = "size:\n  $type: dimension\n"
        for s in 0..<3_000 { text += "  s\(s): { $value: { value: \(s), unit: px } }\n" }
        text += "font: { $type: fontFamily, f: { $value: [Inter, system-ui] } }\n"
        text += "type:\n  $type: typography\n"
        for t in 0..<2_000 {
            text += "  t\(t): { $value: { fontFamily: \"{font.f}\", fontSize: \"{size.s\(t)}\", fontWeight: 400 } }\n"
        }
        let (ahead, aheadDiagnostics, decodedAhead) = resolveCounting(text, ahead: true)
        let (inOrder, inOrderDiagnostics) = resolve(text, ahead: false)
        // Every size and font (first wave) and every typography (second wave).
        XCTAssertEqual(decodedAhead, 5_001)
        XCTAssertEqual(aheadDiagnostics, [])
        XCTAssertEqual(inOrderDiagnostics, [])
        XCTAssertEqual(ahead.tokens.map(\.values), inOrder.tokens.map(\.values))
        XCTAssertEqual(ahead.tokens.count, 5_001)
        // By hand: t7 is Inter/system-ui at 7px, weight 400.
        guard case .typography(let t7)? = ahead["type.t7"]?.value else { return XCTFail("type.t7") }
        XCTAssertEqual(t7.fontSize, Dimension(7, .px))
        XCTAssertEqual(t7.fontFamily.names, ["Inter", "system-ui"])
        XCTAssertEqual(t7.fontWeight.value, 400)
    }

    /// A literal made ahead can still fail in order: reached through a chain of references as
    /// deep as `maxChainLength`, it is reported there and left out. The typography comes first,
    /// so that resolving it in order walks the whole chain down to the literal.
    func testATokenMadeAheadThatFailsInOrderIsLeftOut() {
        let hops = TokenResolver.maxChainLength - 1
        var text = "type: { $type: typography, t: { $value: { fontFamily: Inter, fontSize: \"{size.a0}\", fontWeight: 400 } } }\n"
        text += "size:\n  $type: dimension\n"
        for a in 0..<hops { text += "  a\(a): { $value: \"{size.\(a + 1 < hops ? "a\(a + 1)" : "end")}\" }\n" }
        text += "  end: { $value: 16px }\n  other: { $value: 8px }\n"
        let (ahead, aheadDiagnostics) = resolve(text, ahead: true)
        let (inOrder, inOrderDiagnostics) = resolve(text, ahead: false)
        XCTAssertEqual(aheadDiagnostics, inOrderDiagnostics)
        XCTAssertEqual(inOrderDiagnostics.map(\.code), ["reference-chain-too-deep"])
        XCTAssertEqual(ahead.tokens.map(\.path), inOrder.tokens.map(\.path))
        XCTAssertNil(ahead["size.end"])
        XCTAssertEqual(ahead["size.other"]?.value, .dimension(Dimension(8, .px)))
    }
}
