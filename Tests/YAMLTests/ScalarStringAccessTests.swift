import Diagnostics
import XCTest
@testable import YAML

/// `YAMLNode.string` answers a plain untagged scalar from the kind worked out at parse time;
/// it must agree with the core-schema value in every case.
final class ScalarStringAccessTests: XCTestCase {
    private func values(_ yaml: String) -> [(String, YAMLNode)] {
        let sink = DiagnosticSink()
        let sources = SourceManager()
        let file = sources.add(path: "t.yaml", text: yaml)
        guard let root = YAMLParser().parse(Array(yaml.utf8), file: file, sink: sink), let pairs = root.pairs else {
            XCTFail("does not parse: \(sink.diagnostics.map(\.message))")
            return []
        }
        return pairs.map { ($0.key.scalar?.text ?? "", $0.value) }
    }

    func testStringAgreesWithTheCoreValue() {
        let yaml = """
            int: 12
            float: 1.5
            exp: 1e3
            inf: .inf
            nan: .nan
            hex: 0x1F
            badHex: 0x1G
            null1: null
            null2: ~
            empty:
            bool: true
            yes: yes
            word: bold
            unit: 16px
            quotedNumber: "12"
            singleQuoted: '1.5'
            strTag: !!str 12
            bang: ! 12
            intTag: !!int "12"
            floatTag: !!float 1
            badInt: !!int twelve
            block: |
              12
            dot: .
            minus: -x
            plusDot: +.5
            """
        let expected: [String: String?] = [
            "int": nil, "float": nil, "exp": nil, "inf": nil, "nan": nil, "hex": nil, "badHex": "0x1G",
            "null1": nil, "null2": nil, "empty": nil, "bool": nil, "yes": "yes", "word": "bold", "unit": "16px",
            "quotedNumber": "12", "singleQuoted": "1.5", "strTag": "12", "bang": "12", "intTag": nil,
            "floatTag": nil, "badInt": "twelve", "block": "12\n", "dot": ".", "minus": "-x", "plusDot": nil,
        ]
        let parsed = values(yaml)
        XCTAssertEqual(parsed.count, expected.count)
        for (key, node) in parsed {
            let fromCoreValue: String?
            if case .string(let s)? = node.coreValue { fromCoreValue = s } else { fromCoreValue = nil }
            XCTAssertEqual(node.string, fromCoreValue, key)
            XCTAssertEqual(node.string, expected[key] ?? nil, key)
        }
    }

    func testStringOfACollectionIsNil() {
        let parsed = values("a: [1, 2]\nb: { c: d }\n")
        XCTAssertNil(parsed[0].1.string)
        XCTAssertNil(parsed[1].1.string)
    }

    func testStringFollowsTextAndStyleChanges() {
        var scalar = YAMLScalar(text: "12", style: .plain)
        var node = YAMLNode(.scalar(scalar), range: SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 3)))
        XCTAssertNil(node.string)
        scalar.text = "twelve"
        node.content = .scalar(scalar)
        XCTAssertEqual(node.string, "twelve")
        scalar.text = "12"
        scalar.style = .doubleQuoted
        node.content = .scalar(scalar)
        XCTAssertEqual(node.string, "12")
    }
}
