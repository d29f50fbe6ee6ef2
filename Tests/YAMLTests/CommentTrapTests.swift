import XCTest
import YAML

/// `primary: #0D7377` — the `#` starts a comment, so the value is empty. The parser records the
/// comment on the empty value for the token layer to diagnose; it reports nothing itself.
final class CommentTrapTests: XCTestCase {
    func testHexColorAfterColonIsAComment() {
        let parsed = ParsedDocument("color:\n  primary: #0D7377\n  secondary: \"#14FFEC\"\n")
        XCTAssertEqual(parsed.codes, [])
        let primary = parsed.node(["color", "primary"])
        XCTAssertEqual(primary?.isNull, true)
        XCTAssertEqual(primary?.scalar?.text, "")
        XCTAssertEqual(primary?.scalar?.trailingComment, "#0D7377")
        // The empty value sits right after the colon.
        XCTAssertEqual(span(primary?.range), "2:11-2:11")
        XCTAssertNil(parsed.node(["color", "secondary"])?.scalar?.trailingComment)
    }

    func testCommentTextIsTrimmedAndTabsAreSkipped() {
        let parsed = ParsedDocument("a:\t  # brand teal   \nb: 1\n")
        XCTAssertEqual(parsed.node(["a"])?.scalar?.trailingComment, "# brand teal")
    }

    func testCommentAfterNonASCIIKey() {
        let parsed = ParsedDocument("couleur_é😀: #FFF\r\nnext: 1\r\n")
        XCTAssertEqual(parsed.node(["couleur_é😀"])?.scalar?.trailingComment, "#FFF")
        XCTAssertEqual(parsed.node(["next"])?.coreValue, .int(1))
    }

    func testCommentOnTheNextLineDoesNotCount() {
        let parsed = ParsedDocument("a:\n  # explains b\nb: 1\n")
        XCTAssertEqual(parsed.node(["a"])?.isNull, true)
        XCTAssertNil(parsed.node(["a"])?.scalar?.trailingComment)
    }

    func testNonEmptyValuesAndSequenceItemsHaveNoTrailingComment() {
        let parsed = ParsedDocument("a: null # real null\nb: ~ #x\nlist:\n  - #0D7377\n")
        XCTAssertNil(parsed.node(["a"])?.scalar?.trailingComment)
        XCTAssertNil(parsed.node(["b"])?.scalar?.trailingComment)
        XCTAssertEqual(parsed.node(["list", 0])?.isNull, true)
        XCTAssertNil(parsed.node(["list", 0])?.scalar?.trailingComment)
    }

    func testFlowMappingValue() {
        let parsed = ParsedDocument("a: {x: #0D7377\n  }\n")
        XCTAssertEqual(parsed.codes, [])
        XCTAssertEqual(parsed.node(["a", "x"])?.scalar?.trailingComment, "#0D7377")
    }

    func testManyTrapsInOneFileKeepTheirOwnComments() {
        var text = ""
        for i in 0..<50 { text += "c\(i): #\(String(i, radix: 16))\n" }
        let parsed = ParsedDocument(text)
        for i in 0..<50 {
            XCTAssertEqual(parsed.node([.key("c\(i)")])?.scalar?.trailingComment, "#\(String(i, radix: 16))")
        }
    }
}
