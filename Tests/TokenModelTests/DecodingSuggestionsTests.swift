import TokenModel
import XCTest

final class DecodingSuggestionsTests: XCTestCase {
    func testEditDistance() {
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.editDistance("", "abc"), 3)
        XCTAssertEqual(Suggestions.editDistance("abc", ""), 3)
        XCTAssertEqual(Suggestions.editDistance("same", "same"), 0)
        // An adjacent swap costs one edit (Damerau), not two.
        XCTAssertEqual(Suggestions.editDistance("meduim", "medium"), 1)
        XCTAssertEqual(Suggestions.editDistance("ab", "ba"), 1)
        // Case does not count.
        XCTAssertEqual(Suggestions.editDistance("offsetx", "offsetX"), 0)
        // Counted in Unicode scalars: é is one edit from e.
        XCTAssertEqual(Suggestions.editDistance("café", "cafe"), 1)
    }

    func testNearest() {
        XCTAssertEqual(Suggestions.nearest(to: "offsetx", among: ["offsetX", "offsetY"]), "offsetX")
        XCTAssertEqual(Suggestions.nearest(to: "semibold", among: ["bold", "semi-bold", "demi-bold"]), "semi-bold")
        XCTAssertEqual(Suggestions.nearest(to: "Bold", among: ["bold"]), "bold")
        XCTAssertNil(Suggestions.nearest(to: "xyz", among: ["color", "dimension"]))
        XCTAssertNil(Suggestions.nearest(to: "a", among: ["b"]))
        XCTAssertNil(Suggestions.nearest(to: "x", among: []))
    }

    func testThresholdGrowsWithLength() {
        // 9 scalars: threshold max(2, 9/3) = 3.
        XCTAssertEqual(Suggestions.nearest(to: "abcdefghi", among: ["abcxyzghi"]), "abcxyzghi")
        XCTAssertNil(Suggestions.nearest(to: "abcdefghi", among: ["abwxyzghi"]))
        // 4 scalars: threshold 2.
        XCTAssertEqual(Suggestions.nearest(to: "abcd", among: ["abxy"]), "abxy")
        XCTAssertNil(Suggestions.nearest(to: "abcd", among: ["axyz"]))
    }

    func testTiesGoToTheFirstCandidate() {
        XCTAssertEqual(Suggestions.nearest(to: "bat", among: ["cat", "hat"]), "cat")
        XCTAssertEqual(Suggestions.nearest(to: "bat", among: ["hat", "cat"]), "hat")
        // A closer candidate later still wins.
        XCTAssertEqual(Suggestions.nearest(to: "colr.primary", among: ["color.primay", "color.primary"]), "color.primary")
    }
}
