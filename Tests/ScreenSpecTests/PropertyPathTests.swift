@testable import ScreenSpec
import XCTest

/// A property path is kept as its parent's path and its last name, and joined only when read.
final class PropertyPathTests: XCTestCase {
    func testJoinsParentAndNameWithADot() {
        XCTAssertEqual(PropertyPath("logo.background", "color").description, "logo.background.color")
        XCTAssertEqual(PropertyPath("logo").description, "logo")
        XCTAssertEqual(PropertyPath("logo", "").description, "logo.", "an empty name still adds its dot")
        // Longer than a small string's 15 bytes, and non-ASCII.
        XCTAssertEqual(PropertyPath("tagline.animations.entry", "reduced-motion").description,
                       "tagline.animations.entry.reduced-motion")
        XCTAssertEqual(PropertyPath("café", "ombre").description, "café.ombre")
        XCTAssertEqual(PropertyPath("a", "b").appending("c").description, "a.b.c")
        let interpolated: PropertyPath = "\(PropertyPath("bg", "layers"))[2]"
        XCTAssertEqual(interpolated.description, "bg.layers[2]")
    }

    func testPathsThatReadTheSameAreEqualAndHashTheSame() {
        let a = PropertyPath("a.b", "c"), b = PropertyPath("a", "b.c"), c = PropertyPath("a.b.c")
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, c)
        XCTAssertEqual(Set([a, b, c]).count, 1)
        XCTAssertNotEqual(PropertyPath("a", "b"), PropertyPath("a", "c"))
        XCTAssertNotEqual(PropertyPath("ab", "c"), PropertyPath("a", "bc"))
        XCTAssertEqual(a.joined, c)
    }

    func testAnOccurrencesPropertyReadsAndWritesTheWholePath() {
        var occurrence = SpecValueOccurrence(property: "x", elementID: nil, type: .number, tokenPath: nil,
                                             literalText: "1", value: .number(1), range: .init(file: .init(rawValue: 0), start: .init(line: 1, column: 1), end: .init(line: 1, column: 2)))
        occurrence.propertyPath = PropertyPath("card.background", "opacity")
        XCTAssertEqual(occurrence.property, "card.background.opacity")
        occurrence.property = "card.opacity"
        XCTAssertEqual(occurrence.property, "card.opacity")
    }
}
