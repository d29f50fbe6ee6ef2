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

    func testOccurrencesAreTakenInTheOrderGiven() {
        var generator = SystemRandomNumberGenerator()
        func occurrence(_ i: Int) -> SpecValueOccurrence {
            SpecValueOccurrence(property: "element-\(i).a-property-path-longer-than-fifteen", elementID: i % 3 == 0 ? nil : "e\(i)",
                                type: .number, tokenPath: i % 2 == 0 ? "token.path.\(i)" : nil, literalText: i % 2 == 0 ? nil : "\(i)",
                                value: .number(Double(i)),
                                range: SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: i + 1, column: 1),
                                                   end: SourceLocation(line: i + 1, column: 5)))
        }
        for count in [0, 1, 2, 3, 7, 50, 333] {
            for _ in 0..<10 {
                let order = Array(0..<count).shuffled(using: &generator)
                let list = OccurrenceList(capacity: 1)
                for i in 0..<count { list.append(occurrence(i)) }
                XCTAssertEqual(list.starts.map(\.line), Array(1...max(1, count)).prefix(count).map { $0 })
                let taken = list.take(in: order)
                XCTAssertEqual(taken, order.map(occurrence))
                XCTAssertEqual(list.count, 0)
                XCTAssertEqual(taken.capacity, count, "exactly as many as taken")
            }
        }
        // A list dropped with occurrences still in it releases them (no leak, no double free).
        weak var box: SharedValue<TokenValue>?
        do {
            let list = OccurrenceList()
            let kept = occurrence(1)
            box = kept.sharedValue
            list.append(kept)
        }
        XCTAssertNil(box)
    }

    func testDottedPathsAreTheJoinedStrings() {
        let parts = ["", "a", "e12", "card0.background", "ünïcode", "e12.animations.entry.from", "x-y_z", "😀", "exactly-15-byte"]
        for base in parts {
            for name in parts {
                let joined = ScreenDecoder.dotted(base, name).description
                XCTAssertEqual(joined, base + "." + name)
                XCTAssertEqual(ScreenDecoder.dotted(PropertyPath(base), name).description, base + "." + name)
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
