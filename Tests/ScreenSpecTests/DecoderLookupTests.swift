import Diagnostics
@testable import ScreenSpec
import TokenModel
import XCTest
import YAML

/// The decoder's fast paths give the answers of the general code they stand in for: element keys
/// as ``ElementProperty`` values, and `{token}` paths read from a scalar's bytes.
final class DecoderLookupTests: XCTestCase {
    func testElementPropertiesAreTheElementAndStateNames() {
        XCTAssertEqual(ElementProperty.allCases.map(\.rawValue).sorted(), PropertyNames.element.sorted())
        XCTAssertEqual(ElementProperty.allCases.filter(\.appliesToStates).map(\.rawValue).sorted(), PropertyNames.state.sorted())
        XCTAssertEqual(ElementProperty.allCases.filter(\.isStyle).map(\.rawValue).sorted(), PropertyNames.style.sorted())
        XCTAssertEqual(ElementProperty.allCases.filter(\.isInputOnly).map(\.rawValue).sorted(), PropertyNames.inputOnly.sorted())
        for name in PropertyNames.element { XCTAssertEqual(ElementProperty.byName[name]?.rawValue, name) }
    }

    func testReferencePathsReadFromBytesAreTokenModels() throws {
        let texts = ["{a.b}", "{color.brand.p500}", "{ a.b }", "{\ta.b}", "{a.b }", "{}", "{ }", "{  }", "{a{b}", "{a}b}",
                     "x{a}", "{a}x", "a.b", "", "{", "}", "{é.ü}", "{ \u{301}a}", "{a\u{301} }", "{a b}", "{$root}", "{a.b}}",
                     "{{a}}", "#FFFFFF", "16pt", "{@x}", "{a\nb}"]
        let file = FileID(rawValue: 0)
        for text in texts {
            for style in [ScalarStyle.doubleQuoted, .plain, .singleQuoted] {
                let node = YAMLNode(.scalar(YAMLScalar(text: text, style: style)),
                                    range: SourceRange(file: file, start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2)))
                FlatDocument(node).withRoot { flat in
                    XCTAssertEqual(flat.specReferencePath, node.referencePath, text.debugDescription)
                    XCTAssertEqual(flat.isSpecReference, node.referencePath != nil, text.debugDescription)
                    XCTAssertEqual(flat.referencePath, node.referencePath, text.debugDescription)
                }
            }
        }
        // Unquoted `{a.b}` is a flow mapping; sequences are never references.
        let sink = DiagnosticSink()
        let text = "a: {color.text}\nb: [x]\nc: { k: v }\nd: {$x}\ne: {a b}\nf: {a.b, c.d}\ng: {\n  a.b\n}\nh: {a: }\n"
        let tree = try XCTUnwrap(YAMLParser().parse(text, file: file, sink: sink))
        let document = try XCTUnwrap(YAMLParser().parseFlat(Array(text.utf8), file: file, sink: sink))
        try document.withRoot { try check(tree, $0) }
    }

    private func check(_ tree: YAMLNode, _ flat: FlatNode) throws {
        var checked = 0
        for (pair, flatPair) in zip(tree.pairs ?? [], flat.pairs.map(Array.init) ?? []) {
            XCTAssertEqual(flatPair.value.specReferencePath, pair.value.referencePath)
            XCTAssertEqual(flatPair.value.isSpecReference, pair.value.referencePath != nil)
            XCTAssertEqual(flatPair.value.referencePath, pair.value.referencePath)
            XCTAssertEqual(flatPair.value.isFlowReferenceMapping, pair.value.isFlowReferenceMapping, pair.key.scalar?.text ?? "")
            checked += 1
        }
        XCTAssertEqual(checked, 8)
        XCTAssertEqual(flat["a"]?.specReferencePath, "color.text")
        XCTAssertEqual(flat["a"]?.isFlowReferenceMapping, true)
        XCTAssertEqual(flat["g"]?.isFlowReferenceMapping, false, "spans lines")
    }

    func testPermutingInPlaceGathersAsAMapWould() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 7, 50, 333] {
            for _ in 0..<20 {
                let order = Array(0..<count).shuffled(using: &generator)
                var elements = (0..<count).map { "value \($0) " + String(repeating: "x", count: $0 % 40) }
                let expected = order.map { elements[$0] }
                ScreenDecoder.permute(&elements, into: order)
                XCTAssertEqual(elements, expected)
            }
        }
        var sorted = ["a", "b", "c"]
        ScreenDecoder.permute(&sorted, into: [0, 1, 2])
        XCTAssertEqual(sorted, ["a", "b", "c"])
        var cycle = ["a", "b", "c", "d"]
        ScreenDecoder.permute(&cycle, into: [3, 0, 1, 2])
        XCTAssertEqual(cycle, ["d", "a", "b", "c"])
    }

    func testDottedPathsAreTheJoinedStrings() {
        let parts = ["", "a", "e12", "card0.background", "ünïcode", "e12.animations.entry.from", "x-y_z", "😀", "exactly-15-byte"]
        for base in parts {
            for name in parts {
                let joined = ScreenDecoder.dotted(base, name)
                XCTAssertEqual(joined, base + "." + name)
                XCTAssertEqual(joined.utf8.count, base.utf8.count + 1 + name.utf8.count)
            }
        }
    }

    func testAReferenceKeepsThePathAsWritten() {
        // The token's own string is taken only when it is byte for byte the one written.
        for (written, own) in [("color.text", "color.text"), ("cafe\u{301}.x", "caf\u{E9}.x"), ("a.b", "a.c"), ("", "")] {
            XCTAssertTrue(Array(ScreenDecoder.canonical(written, own).utf8) == Array(written.utf8), written)
        }
        XCTAssertEqual("cafe\u{301}.x", "caf\u{E9}.x", "equal as Strings, though not as bytes")
    }
}
