import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// For `tokenc resolve`, the resolver makes the resolved document's layout from the definitions,
/// on the core that resolves in order once it is done (`TokenResolver.preparesDocumentLayout`).
/// The document written with it must be byte for byte the one written with a layout made from
/// the resolved system — for groups merged across files, a group revisited after another,
/// Unicode names, group metadata from the first definition, and a system large
/// enough to be written in parallel pieces — and a layout that no longer fits the system (a
/// token failed, or the tokens or groups changed) must never be used.
final class PreparedDocumentLayoutTests: XCTestCase {
    static let files = [
        ("a.tokens.yaml", """
            $description: root
            color:
              $type: color
              $description: first
              ink: { $value: "#ff0000" }
              accent:
                base: { $value: "#00ff00" }
                soft: { $value: "{color.accent.base}" }
            é:
              $type: number
              ü: { q: { $value: 2 } }
            size:
              $type: dimension
              s: { $value: 4px }
            """),
        ("b.tokens.yaml", """
            color:
              $description: second
              paper: { $type: color, $value: "#ffffff" }
              accent:
                $description: accent
                deep: { $type: color, $value: "{color.paper}" }
            é:
              ü: { r: { $type: number, $value: 3 } }
            size:
              m: { $type: dimension, $value: 8px }
            x:
              $type: number
              w: { $value: 4 }
            """),
    ]

    /// Many groups of many tokens: written in parallel pieces (from 2,048 tokens and 64 groups
    /// at one depth), with aliases resolved in order and a group revisited by a second file.
    static let large: [(String, String)] = {
        var first = "color:\n  $type: color\n"
        for g in 0..<80 {
            first += "  g\(g):\n"
            for t in 0..<30 {
                first += t % 7 == 3 ? "    t\(t): { $value: \"{color.g\(g).t0}\" }\n"
                                    : "    t\(t): { $value: \"#\(String(format: "%06x", g * 997 + t * 31))\" }\n"
            }
        }
        let second = "color:\n  g3:\n    late: { $type: color, $value: \"#123456\" }\n"
            + "  extra:\n    one: { $type: color, $value: \"{color.g3.late}\" }\n"
        return [("large.tokens.yaml", first), ("later.tokens.yaml", second)]
    }()

    /// Resolves `files` on both cores (the threshold lowered so that any system is), the layout
    /// prepared or not; also returns the diagnostics.
    private func resolve(_ files: [(String, String)], preparing: Bool, ahead: Bool = true) -> (ResolvedSystem, [Diagnostic]) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        var loader = TokenLoader(systemName: "layout", sink: sink)
        for (path, text) in files {
            let file = sources.add(path: path, text: text)
            if let root = YAMLParser().parse(Array(text.utf8), file: file, sink: sink) { loader.add(root: root) }
        }
        let resolver = TokenResolver(tree: loader.finish(), sink: sink)
        resolver.parallelDecodingThreshold = ahead ? 0 : Int.max
        resolver.preparesDocumentLayout = preparing
        return (resolver.resolve(), sink.sorted(using: sources))
    }

    /// The document streamed as `tokenc resolve` writes it.
    private func streamed(_ system: ResolvedSystem) -> String {
        var bytes: [UInt8] = []
        ResolvedDocument.write(system) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testThePreparedLayoutWritesTheSameDocument() {
        for files in [Self.files, Self.large] {
            let (prepared, preparedDiagnostics) = resolve(files, preparing: true)
            let (plain, plainDiagnostics) = resolve(files, preparing: false)
            XCTAssertNotNil(prepared.preparedLayout)
            XCTAssertNil(plain.preparedLayout)
            XCTAssertEqual(preparedDiagnostics, plainDiagnostics)
            XCTAssertEqual(prepared.tokens.count, plain.tokens.count)
            let text = ResolvedDocument.serialized(plain)
            XCTAssertEqual(ResolvedDocument.serialized(prepared), text)
            XCTAssertEqual(streamed(prepared), text)
            XCTAssertEqual(ResolvedDocument.build(prepared).serialized(), text)
            XCTAssertEqual(ResolvedDocument.serialized(prepared, mode: 0), text)
        }
        let text = ResolvedDocument.serialized(resolve(Self.files, preparing: true).0)
        for expected in ["\"$description\": \"root\"", "\"$description\": \"first\"", "\"$description\": \"accent\"",
                         "\"ü\": {", "\"deep\": {"] {
            XCTAssertTrue(text.contains(expected), expected)
        }
        XCTAssertFalse(text.contains("second"))
        // The large system is written in pieces; the second file's tokens of a group join it.
        let large = ResolvedDocument.serialized(resolve(Self.large, preparing: true).0)
        XCTAssertGreaterThan(large.components(separatedBy: "\"$type\": \"color\"").count, 2_400)
        XCTAssertEqual(large.components(separatedBy: "\"g3\": {").count, 2)
        XCTAssertTrue(large.contains("\"late\": {"))
    }

    func testNoLayoutIsPreparedWhenATokenFailsOrInOrder() {
        var files = Self.files
        files.append(("c.tokens.yaml", "broken:\n  $type: color\n  bad: { $value: \"#12345\" }\n  ok: { $value: \"#123456\" }\n"))
        let (prepared, diagnostics) = resolve(files, preparing: true)
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertNil(prepared["broken.bad"])
        XCTAssertNil(prepared.preparedLayout)
        XCTAssertEqual(ResolvedDocument.serialized(prepared), ResolvedDocument.serialized(resolve(files, preparing: false).0))
        // Resolved on one core: nothing is prepared.
        XCTAssertNil(resolve(Self.files, preparing: true, ahead: false).0.preparedLayout)
    }

    func testChangingTheTokensOrGroupsForgetsThePreparedLayout() {
        let (prepared, _) = resolve(Self.large, preparing: true)
        let (plain, _) = resolve(Self.large, preparing: false)
        var fewer = prepared, plainFewer = plain
        fewer.tokens.removeFirst(31)
        plainFewer.tokens.removeFirst(31)
        XCTAssertNil(fewer.preparedLayout)
        XCTAssertEqual(ResolvedDocument.serialized(fewer), ResolvedDocument.serialized(plainFewer))
        var renamed = prepared
        renamed.tokens[0].path = "color.first"
        XCTAssertNil(renamed.preparedLayout)
        XCTAssertTrue(ResolvedDocument.serialized(renamed).contains("\"first\": {"))
        var regrouped = prepared
        regrouped.groups = []
        XCTAssertNil(regrouped.preparedLayout)
        XCTAssertTrue(ResolvedDocument.serialized(prepared).contains("\"color\": {\n    \"$type\": \"color\",\n    \"g0\": {"))
        XCTAssertTrue(ResolvedDocument.serialized(regrouped).contains("\"color\": {\n    \"g0\": {"))
        // The original still has its layout, and still writes the same document.
        XCTAssertNotNil(prepared.preparedLayout)
        XCTAssertEqual(streamed(prepared), ResolvedDocument.serialized(plain))
    }
}
