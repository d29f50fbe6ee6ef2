import XCTest
import YAML
@testable import TokenModel

/// `referencePath` reads a `{a.b}` text on its bytes; it must answer what the earlier
/// implementation on a substring view answered, for every text.
final class ReferencePathTests: XCTestCase {
    /// The implementation before it read bytes, kept as the reference.
    private func previousReferencePath(_ text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"),
              text.utf8.count > 2 else { return nil }
        let inner = text.utf8.dropFirst().dropLast()
        var edgeBlank = false
        if let first = inner.first, let last = inner.last {
            edgeBlank = first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
        }
        if inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) { return nil }
        let path = String(Substring(inner))
        return edgeBlank ? path.trimmingWhitespace() : path
    }

    func testTheSameAnswerAsBeforeForEveryKindOfText() {
        var texts = [
            "", "{", "}", "{}", "{a}", "{a.b.c}", "{color.p0.red.c50}", "{ a.b }", "{\ta.b\t}", "{  }", "{ }",
            "{a}b", "a{b}", "{a{b}", "{a}b}", "{{a}}", "{a.b} ", " {a.b}", "{é.ü}", "{\u{301}a}", "{a\u{301}}",
            "{ \u{301}a}", "{a \u{301}}", "{\u{1F600}.x}", "{a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p}", "#fff", "16pt",
            "{a\nb}", "{ \t a \t }", "{\u{A0}a\u{A0}}", "{a.b}}", "{{a.b}",
        ]
        // Random texts over an alphabet heavy in braces, blanks and multi-byte characters.
        let alphabet: [String] = ["{", "}", " ", "\t", "a", ".", "é", "\u{301}", "\u{1F600}", "b"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var text = "{"
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for k in 0..<Int(seed >> 60) { text += alphabet[Int((seed >> (UInt64(k) * 4 % 56)) % UInt64(alphabet.count))] }
            text += seed & 1 == 0 ? "}" : ""
            texts.append(text)
        }
        for text in texts {
            XCTAssertEqual(YAMLNode.referencePath(inText: text), previousReferencePath(text), text.debugDescription)
        }
    }

    func testNodesUseIt() {
        let range = YAMLNode(.mapping([]), range: .init(file: .init(rawValue: 0), start: .init(line: 1, column: 1),
                                                         end: .init(line: 1, column: 1))).range
        XCTAssertEqual(YAMLNode(.scalar(YAMLScalar(text: "{ color.a }", style: .doubleQuoted)), range: range).referencePath,
                       "color.a")
        XCTAssertNil(YAMLNode(.scalar(YAMLScalar(text: "color.a", style: .plain)), range: range).referencePath)
    }
}
