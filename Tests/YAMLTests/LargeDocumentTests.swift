import XCTest
import YAML

/// A design system of 100,000 tokens (about 8 MB) parses completely, with correct ranges at the
/// far end of the file. The elapsed time is printed for the record, never asserted.
final class LargeDocumentTests: XCTestCase {
    /// 100 groups × 1,000 tokens, each with a quoted value, a description and a flow mapping
    /// of modes: four lines, about 115 bytes per token (11.5 MB in all).
    static func largeDesignSystem(groups: Int = 100, tokensPerGroup: Int = 1_000) -> String {
        var text = "color:\n"
        text.reserveCapacity(groups * tokensPerGroup * 90)
        for g in 0..<groups {
            text += "  group\(g):\n    $type: color\n"
            for t in 0..<tokensPerGroup {
                text += "    token\(t):\n"
                text += "      $value: \"#0D7377\"\n"
                text += "      $description: Teal \(t)\n"
                text += "      modes: {light: 0x14FFEC, dark: '#0A5C5F'}\n"
            }
        }
        return text
    }

    func testHundredThousandTokens() {
        let text = Self.largeDesignSystem()
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, 7_500_000)
        let clock = ContinuousClock()
        var parsed: ParsedDocument?
        let elapsed = clock.measure { parsed = ParsedDocument(bytes: bytes) }
        print("LargeDocumentTests: parsed \(bytes.count) bytes (100,000 tokens) in \(elapsed)")
        guard let parsed else { return XCTFail("not parsed") }
        XCTAssertEqual(parsed.codes, [])
        let groups = parsed.node(["color"])?.pairs ?? []
        XCTAssertEqual(groups.count, 100)
        // 1 `$type` pair + 1,000 tokens per group.
        XCTAssertEqual(groups.reduce(0) { $0 + ($1.value.pairs?.count ?? 0) }, 100 * 1_001)
        let last = parsed.node(["color", "group99", "token999"])
        XCTAssertEqual(last?["$value"]?.string, "#0D7377")
        XCTAssertEqual(last?["modes"]?["dark"]?.string, "#0A5C5F")
        XCTAssertEqual(last?["modes"]?["light"]?.coreValue, .int(0x14FFEC))
        // Line of `token999` in group99: 1 (color:) + 99 groups × (2 + 4,000) + 2 + 999 × 4 + 1.
        let expectedLine = 1 + 99 * 4_002 + 2 + 999 * 4 + 1
        XCTAssertEqual(span(parsed.pair(["color", "group99"], "token999")?.key.range),
                       "\(expectedLine):5-\(expectedLine):13")
        XCTAssertEqual(span(last?["$value"]?.range), "\(expectedLine + 1):15-\(expectedLine + 1):24")
    }
}
