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

    /// `$description: Brand purple #8B5CF6 for buttons` — the value silently ends before ` #`.
    /// A comment that is a hex color right after a plain value is reported; remarks are not.
    func testHexColorCommentAfterAPlainValueIsReported() {
        let parsed = ParsedDocument("""
            a: Brand purple #8B5CF6 for buttons
            b: 12px # spacing
            c: "Quoted #8B5CF6"
            d: Teal #0d7377
            e: Short #fff
            f: Not a color #8B5CF6X
            g: Hashtag #brand
            """)
        XCTAssertEqual(parsed.codes, ["yaml-comment-cut", "yaml-comment-cut", "yaml-comment-cut"])
        let first = parsed.diagnostics.first
        XCTAssertEqual(first?.severity, .warning)
        XCTAssertEqual(first?.message,
                       "'#8B5CF6 for buttons' after this value is a YAML comment, so the value is \"Brand purple\", not \"Brand purple #8B5CF6 for buttons\"")
        XCTAssertEqual(first?.suggestion, "quote the value to keep the color in it: \"Brand purple #8B5CF6 for buttons\"")
        XCTAssertEqual(span(first?.range), "1:4-1:16")
        XCTAssertEqual(parsed.diagnostics.map { start($0.range) }, ["1:4", "4:4", "5:4"])
        // The value is what YAML says it is; the warning does not change it.
        XCTAssertEqual(parsed.node(["a"])?.string, "Brand purple")
        // A text with double quotes is suggested in single quotes, so the suggestion is valid YAML.
        let facebook = ParsedDocument("d: Facebook \"f\", #1877F2).\n")
        XCTAssertEqual(facebook.diagnostics.first?.suggestion, "quote the value to keep the color in it: 'Facebook \"f\", #1877F2).'")
    }
}
