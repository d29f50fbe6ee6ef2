import XCTest
import YAML

/// Depth and size limits: refused with a located diagnostic, never a crash or a deep recursion.
final class LimitsTests: XCTestCase {
    func testDefaultLimits() {
        let limits = YAMLParser.Limits()
        XCTAssertEqual(limits.maxDepth, 256)
        XCTAssertEqual(limits.maxAliasExpansion, 1_000_000)
        XCTAssertEqual(limits.maxFileBytes, 268_435_456)
        XCTAssertEqual(YAMLParser().limits, limits)
    }

    func testNestingUpToTheLimitIsAccepted() {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        let parsed = ParsedDocument(text)
        XCTAssertEqual(parsed.codes, [])
        var depth = 0
        var node = parsed.root
        while let items = node?.items {
            depth += 1
            node = items.first
        }
        XCTAssertEqual(depth, 256)
    }

    func testNestingBeyondTheLimitIsRefused() {
        let text = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        let parsed = ParsedDocument(text)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["nesting-too-deep"])
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "1:257")
        XCTAssertEqual(parsed.diagnostics.first?.message, "collections are nested more than 256 levels deep")
    }

    func testVeryDeepInputStopsAtTheLimit() {
        // 200,000 levels would overflow the stack of a recursive builder.
        let text = String(repeating: "[", count: 200_000)
        let parsed = ParsedDocument(text)
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["nesting-too-deep"])
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "1:257")
    }

    func testBlockNestingWithACustomLimit() {
        let text = "a:\n  b:\n    c: 1\n"
        XCTAssertEqual(ParsedDocument(text, limits: .init(maxDepth: 3)).codes, [])
        let parsed = ParsedDocument(text, limits: .init(maxDepth: 2))
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["nesting-too-deep"])
        // The third mapping starts at its first key, `c`.
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "3:5")
    }

    func testFileTooLarge() {
        let text = "a: 123456\n"  // 10 bytes
        XCTAssertEqual(ParsedDocument(text, limits: .init(maxFileBytes: 10)).codes, [])
        let parsed = ParsedDocument(text, limits: .init(maxFileBytes: 9))
        XCTAssertNil(parsed.root)
        XCTAssertEqual(parsed.codes, ["file-too-large"])
        XCTAssertEqual(parsed.diagnostics.first?.message, "the file is 10 bytes, more than the 9 bytes limit")
        XCTAssertEqual(start(parsed.diagnostics.first?.range), "1:1")
        XCTAssertEqual(parsed.diagnostics.first?.range?.file, parsed.file)
    }
}
