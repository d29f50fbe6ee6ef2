import Diagnostics
import TokenModel
import XCTest

/// A token whose path is a group's path is an error wherever the two are written. The loader
/// skips looking the path up among the groups when no group can have it (the first file of a
/// system, an ASCII path); these cases must still be found.
final class TokenGroupClashTests: XCTestCase {
    func testTokenInALaterFileWithTheNameOfAnEarlierFilesGroup() {
        let c = Compiled([
            ("a.tokens.yaml", "color:\n  $type: color\n  brand:\n    primary: { $value: \"#000000\" }\n"),
            ("b.tokens.yaml", "color:\n  brand: { $value: \"#ffffff\" }\n"),
        ])
        XCTAssertEqual(c.codes, ["token-is-group"])
        let error = c.with("token-is-group").first
        XCTAssertEqual(error?.message, "'color.brand' is defined as a group elsewhere and cannot also be a token")
        XCTAssertEqual(c.at(error?.range), "b.tokens.yaml:2:3")
        XCTAssertEqual(c.at(error?.notes.first?.range), "a.tokens.yaml:3:3")
        XCTAssertNil(c.system["color.brand"])
        XCTAssertNotNil(c.system["color.brand.primary"])
    }

    func testGroupInALaterFileWithTheNameOfAnEarlierFilesTokenIsNotReported() {
        // The loader checks a token against the groups known when it is added, as it always has.
        let c = Compiled([
            ("a.tokens.yaml", "color:\n  $type: color\n  brand: { $value: \"#ffffff\" }\n"),
            ("b.tokens.yaml", "color:\n  $type: color\n  brand:\n    primary: { $value: \"#000000\" }\n"),
        ])
        XCTAssertEqual(c.codes, [])
        XCTAssertNotNil(c.system["color.brand"])
        XCTAssertNotNil(c.system["color.brand.primary"])
    }

    func testFirstFileWithoutGroupsBeforeASecondFile() {
        // The first file holds only a root token; the second defines a group of that name.
        let c = Compiled([
            ("a.tokens.yaml", "size: { $type: dimension, $value: 4px }\n"),
            ("b.tokens.yaml", "size:\n  $type: dimension\n  small: { $value: 2px }\n"),
            ("c.tokens.yaml", "size: { $type: dimension, $value: 8px }\n"),
        ])
        XCTAssertEqual(c.codes, ["duplicate-token"])
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "c.tokens.yaml:1:1")
    }

    func testNonASCIIPathsInALaterFileAreCheckedAgainstGroups() {
        let c = Compiled([
            ("a.tokens.yaml", "farbe:\n  $type: color\n  grün:\n    hell: { $value: \"#00ff00\" }\n"),
            ("b.tokens.yaml", "farbe:\n  grün: { $type: color, $value: \"#008800\" }\n"),
        ])
        XCTAssertEqual(c.codes, ["token-is-group"])
        XCTAssertEqual(c.at(c.diagnostics.first?.range), "b.tokens.yaml:2:3")
    }

    func testManyTokensInOneFileNeedNoGroupLookup() {
        // Sibling tokens and groups with every kind of name in one file: no clash is invented.
        var text = "color:\n  $type: color\n"
        for i in 0..<50 {
            text += "  g\(i):\n    t: { $value: \"#000000\" }\n  t\(i): { $value: \"#ffffff\" }\n"
        }
        text += "  ünï:\n    t: { $value: \"#000000\" }\n  ünï2: { $value: \"#000000\" }\n"
        let c = Compiled(text)
        XCTAssertEqual(c.codes, [])
        XCTAssertEqual(c.system.tokens.count, 102)
    }
}
