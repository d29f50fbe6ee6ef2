import XCTest
import YAML

/// A plain scalar works out once, when it is made, whether the core schema reads it as a string,
/// a null, a boolean or a number (`coreValue` then answers strings without scanning them again).
/// Whatever way the scalar is made or changed, `coreValue` must stay what `CoreSchema.resolve`
/// says — and `CoreSchemaTests` pins that down case by case.
final class ScalarKindCacheTests: XCTestCase {
    /// Every branch of the core schema, and the near misses next to each.
    static let texts = [
        "", "~", "~~", "null", "Null", "NULL", "nULL", "nil", "true", "True", "TRUE", "tRUE", "false",
        "False", "FALSE", "fals", "yes", "no", "on", "off", "0", "-0", "+12", "12", "1_000", "007",
        "0o17", "0o18", "0x1F", "0x1G", "-0x1F", "0x", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "1.5", "-.5", ".5", "5.", ".", "-.", "1e3", "1E-3", "1e", "1e+",
        ".inf", "-.Inf", "+.INF", ".nan", ".NaN", "-.nan", "1.2.3", "16px", "1.5rem", "-4pt", "300ms",
        "#0d7377", "{color.primary}", "Inter", "ease-in-out", "é", "∞", "0.30000000000000004",
        "1e400", "-1e400", "4.9e-324",
    ]

    /// Compared as text, so that NaN equals NaN.
    private func same(_ a: CoreValue?, _ b: CoreValue, _ text: String, line: UInt = #line) {
        XCTAssertEqual(a.map { "\($0)" }, "\(b)", text, line: line)
    }

    func testConstructedPlainScalarsAgreeWithTheSchema() {
        for text in Self.texts {
            same(YAMLScalar(text: text, style: .plain).coreValue, CoreSchema.resolve(text), text)
        }
    }

    func testParsedPlainScalarsAgreeWithTheSchema() {
        // One block-sequence item per line; texts a plain scalar cannot start with are left out.
        let plain = Self.texts.filter { !$0.isEmpty && $0.first != "#" && $0.first != "{" }
        let document = plain.map { "- \($0)\n" }.joined()
        let items = ParsedDocument(document).root?.items ?? []
        XCTAssertEqual(items.count, plain.count)
        for (item, text) in zip(items, plain) {
            XCTAssertEqual(item.scalar?.text, text)
            same(item.coreValue, CoreSchema.resolve(text), text)
        }
    }

    func testChangingTextOrStyleIsTakenIntoAccount() {
        var scalar = YAMLScalar(text: "12", style: .plain)
        XCTAssertEqual(scalar.coreValue, .int(12))
        scalar.text = "twelve"
        XCTAssertEqual(scalar.coreValue, .string("twelve"))
        scalar.text = "null"
        XCTAssertEqual(scalar.coreValue, .null)
        scalar.style = .doubleQuoted
        XCTAssertEqual(scalar.coreValue, .string("null"))
        scalar.style = .plain
        XCTAssertEqual(scalar.coreValue, .null)
        var quoted = YAMLScalar(text: "true", style: .singleQuoted)
        XCTAssertEqual(quoted.coreValue, .string("true"))
        quoted.style = .plain
        XCTAssertEqual(quoted.coreValue, .bool(true))
    }

    func testTagsStillDecideFirst() {
        XCTAssertEqual(YAMLScalar(text: "12", style: .plain, tag: "tag:yaml.org,2002:str").coreValue, .string("12"))
        XCTAssertEqual(YAMLScalar(text: "12", style: .doubleQuoted, tag: "tag:yaml.org,2002:int").coreValue, .int(12))
        var tagged = YAMLScalar(text: "word", style: .plain)
        tagged.tag = "tag:yaml.org,2002:null"
        XCTAssertEqual(tagged.coreValue, .string("word"), "a tag the text does not fit leaves a string")
        tagged.text = "~"
        XCTAssertEqual(tagged.coreValue, .null)
    }
}
