import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// `ValueDecoder` decodes hex colors and dimension strings without the general readers; for
/// every text, style and tag it must give what the readers give, and report what they report.
final class CommonLiteralTests: XCTestCase {
    /// Decodes `value:` of `yaml` both ways; returns (value, diagnostics) of each.
    private func bothWays(_ yaml: String, as type: TokenType)
        -> (fast: (TokenValue?, [String]), full: (TokenValue?, [String]), shortcut: Bool) {
        let sources = SourceManager()
        let parseSink = DiagnosticSink()
        let file = sources.add(path: "v.yaml", text: yaml)
        guard let node = YAMLParser().parse(yaml, file: file, sink: parseSink)?["value"] else {
            XCTFail("does not parse: \(yaml)")
            return ((nil, []), (nil, []), false)
        }
        func run(_ decode: (YAMLNode, TokenType, DecodingContext) -> TokenValue?) -> (TokenValue?, [String]) {
            let sink = DiagnosticSink()
            let context = DecodingContext(sink: sink, mode: nil,
                                          aliasResolver: { _, _, _ in .dimension(Dimension(1, .px)) },
                                          pointerResolver: { _, _ in nil })
            let value = decode(node, type, context)
            return (value, sink.diagnostics.map { "\($0.code) \($0.message) \($0.range.map { "\($0.start)" } ?? "")" })
        }
        return (run(ValueDecoder.decode), run(ValueDecoder.decodeInFull),
                ValueDecoder.commonLiteral(node, as: type) != nil)
    }

    func testColorsDecodeTheSameBothWays() {
        let texts = [
            "\"#0d7377\"", "'#0D7377'", "\"#fff\"", "\"#ffff\"", "\"#0d737780\"", "\"#0d73\"", "\"#0d737\"",
            "\"#0d7377800\"", "\"#gg0000\"", "\"#\"", "\"\"", "!!str \"#abc\"", "!!int \"#abc\"", "!!null \"#abc\"",
            "!custom \"#abc\"", "\"{color.a}\"", "red", "\"rgb(1 2 3)\"", "\"#ABCDEF \"", "\" #abcdef\"",
            "\"#０００\"", "|\n  #abcdef", "[1, 2]", "{colorSpace: srgb, components: [1, 0, 0]}", "",
            "# a comment", "12",
        ]
        var shortcuts = 0
        for text in texts {
            let result = bothWays("value: \(text)\n", as: .color)
            XCTAssertEqual(result.fast.0, result.full.0, text)
            XCTAssertEqual(result.fast.1, result.full.1, text)
            if result.shortcut { shortcuts += 1 }
        }
        XCTAssertEqual(shortcuts, 10, "the hex colors, whatever their quotes or tag")
    }

    func testDimensionsDecodeTheSameBothWays() {
        let texts = [
            "16pt", "\"16pt\"", "'16px'", "1.5rem", "-2px", "+3pt", ".5rem", "1e3px", "1E-3px", "0", "16", "0px",
            "\"16 pt\"", "16PT", "16dp", "16", "\"16\"", "16pt ", "\" 16pt\"", "!!str 16pt", "!!int 16pt", "!!float 16",
            "\"{size.a}\"", "{size.a}", "{value: 16, unit: pt}", "\"16p\"", "\"px\"", "\"1e400px\"", "\"nanpx\"",
            "\"١٦pt\"", "\"16pt\\u00a0\"", "[16pt]", "", "\"--1px\"", "\"0x10px\"", "\"16.px\"", "\"16.0.1px\"",
        ]
        var shortcuts = 0
        for text in texts {
            let result = bothWays("value: \(text)\n", as: .dimension)
            XCTAssertEqual(result.fast.0, result.full.0, text)
            XCTAssertEqual(result.fast.1, result.full.1, text)
            if result.shortcut { shortcuts += 1 }
        }
        XCTAssertGreaterThanOrEqual(shortcuts, 9)
    }

    func testOtherTypesTakeNoShortcut() {
        for type in TokenType.allCases where type != .color && type != .dimension {
            XCTAssertFalse(bothWays("value: \"#abcdef\"\n", as: type).shortcut, "\(type)")
            XCTAssertFalse(bothWays("value: 16pt\n", as: type).shortcut, "\(type)")
        }
    }
}
