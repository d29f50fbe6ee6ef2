import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// `ValueDecoder` decodes the common literals (hex colors, dimension and duration strings and
/// objects, color objects, cubic Béziers) without the general readers; for every text, style
/// and tag it must give what the readers give, and report what they report.
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
        XCTAssertEqual(shortcuts, 11, "the hex colors, whatever their quotes or tag, and the color object")
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

    /// Decodes each text both ways as `type`; returns how many took the shortcut.
    private func shortcuts(_ texts: [String], as type: TokenType, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var shortcuts = 0
        for text in texts {
            let result = bothWays("value: \(text)\n", as: type)
            XCTAssertEqual(result.fast.0, result.full.0, text, file: file, line: line)
            XCTAssertEqual(result.fast.1, result.full.1, text, file: file, line: line)
            if result.shortcut { shortcuts += 1 }
        }
        return shortcuts
    }

    func testQuantityObjectsDecodeTheSameBothWays() {
        let texts = [
            "{value: 16, unit: pt}", "{unit: px, value: 1.5}", "{value: -2, unit: rem}", "{value: \"16\", unit: pt}",
            "{value: 16, unit: \"pt\"}", "{value: 16, unit: PT}", "{value: 16, unit: ms}", "{value: 16, unit: s}",
            "{value: .nan, unit: px}", "{value: .inf, unit: px}", "{value: 16}", "{unit: px}", "{value: 16, unit: px, x: 1}",
            "{value: 16, value: 17}", "{value: 16, unti: px}", "{value: \"{size.a}\", unit: px}", "{value: 16, unit: \"{u.a}\"}",
            "{value: 16, unit: [px]}", "{value: [16], unit: px}", "{value: 16, unit: ~}", "{[value]: 16, unit: px}",
            "{value: !!str 16, unit: px}", "{value: !!float \"16\", unit: px}", "{value: -0.0, unit: ms}",
            "{value: {$ref: \"#/a/$value\"}, unit: px}", "{$ref: \"#/a/$value\", unit: px}", "{value: 1e400, unit: px}",
        ]
        XCTAssertEqual(shortcuts(texts, as: .dimension), 5, "16pt, 1.5px, -2rem, the quoted pt, !!float \"16\"")
        XCTAssertEqual(shortcuts(texts, as: .duration), 3, "16ms, 16s, -0.0ms (a negative duration is reported)")
        XCTAssertEqual(shortcuts(texts, as: .blur), 0)
    }

    func testDurationsDecodeTheSameBothWays() {
        let texts = [
            "200ms", "\"0.3s\"", "-200ms", "-0ms", "0", "200", "\"200 ms\"", "200MS", "200sec", "\"{motion.a}\"", "{motion.a}",
            "200px", "[200ms]", "", "!!str 200ms", "\".5s\"", "\"nanms\"",
        ]
        XCTAssertEqual(shortcuts(texts, as: .duration), 5, "200ms, 0.3s, -0ms, !!str 200ms, .5s")
    }

    func testColorObjectsDecodeTheSameBothWays() {
        let texts = [
            "{colorSpace: srgb, components: [1, 0, 0]}", "{colorSpace: srgb, components: [0.5, 0, 1], alpha: 0.5}",
            "{alpha: 1, components: [1, 0.5, none], colorSpace: display-p3}", "{colorSpace: oklch, components: [0.7, 0.1, 120]}",
            "{colorSpace: srgb, components: [1, 0, \"none\"]}", "{colorSpace: srgb, components: [1, 0, \"None\"]}",
            "{colorSpace: srgb, components: [1, 0]}", "{colorSpace: srgb, components: [1, 0, 0, 1]}",
            "{colorSpace: srgb, components: [1, 0, 0], alpha: 1.5}", "{colorSpace: srgb, components: [1, 0, 0], alpha: -0.1}",
            "{colorSpace: srgb, components: [1, 0, 0], alpha: 50}", "{colorSpace: srgb, components: [1, 0, 0], alpha: .nan}",
            "{colorSpace: srgb, components: [1, .inf, 0]}", "{colorSpace: srgb, components: [1, \"0\", 0]}",
            "{colorSpace: rgb, components: [1, 0, 0]}", "{colorSpace: 1, components: [1, 0, 0]}", "{components: [1, 0, 0]}",
            "{colorSpace: srgb}", "{colorSpace: srgb, components: [1, 0, 0], hex: \"#ff0000\"}",
            "{colorSpace: srgb, components: [1, 0, 0], alpha: 1, extra: 2}", "{colorSpace: srgb, colorSpace: srgb, components: [1, 0, 0]}",
            "{colorSpace: srgb, components: [1, 0, 0], alpha: \"{opacity.a}\"}", "{colorSpace: srgb, components: [\"{n.a}\", 0, 0]}",
            "{colorSpace: srgb, components: \"{list.a}\"}", "{colorSpace: srgb, components: [[1], 0, 0]}",
            "{colorSpace: srgb, components: [1, 0, 0], alpha: ~}", "{colorSpace: srgb, components: {$ref: \"#/a/$value\"}}",
            "{colorSpace: srgb, components: [1, 0, {$ref: \"#/a/$value\"}]}", "{colorSpace: srgb, components: [1, 0, 0], Alpha: 1}",
        ]
        // The first five, and the one whose second `colorSpace` the parser leaves out.
        XCTAssertEqual(shortcuts(texts, as: .color), 6)
    }

    func testCubicBeziersDecodeTheSameBothWays() {
        let texts = [
            "[0.4, 0, 0.2, 1]", "[0, -1.5, 1, 2.5]", "[1.2, 0, 0.2, 1]", "[0.4, 0, -0.2, 1]", "[0.4, 0, 0.2]", "[0.4, 0, 0.2, 1, 0]",
            "[0.4, .nan, 0.2, 1]", "[0.4, 0, 0.2, .inf]", "[\"0.4\", 0, 0.2, 1]", "[\"{n.a}\", 0, 0.2, 1]", "[0.4, 0, 0.2, [1]]",
            "[0.4, ~, 0.2, 1]", "[!!float 0.4, 0, 0.2, 1]", "ease-in", "\"cubic-bezier(0.4, 0, 0.2, 1)\"", "{x1: 0.4}",
            "[0.4, 0, 0.2, {$ref: \"#/a/$value\"}]", "[.nan, 0, 0.2, 1]",
        ]
        XCTAssertEqual(shortcuts(texts, as: .cubicBezier), 3)
    }

    func testOtherTypesTakeNoShortcut() {
        for type in TokenType.allCases where type != .color && type != .dimension {
            XCTAssertFalse(bothWays("value: \"#abcdef\"\n", as: type).shortcut, "\(type)")
            XCTAssertFalse(bothWays("value: 16pt\n", as: type).shortcut, "\(type)")
        }
    }
}
