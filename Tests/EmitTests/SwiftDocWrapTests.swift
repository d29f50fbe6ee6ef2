@testable import Emit
import XCTest

/// Doc comments are wrapped at a width counted in characters: words kept whole, a word longer
/// than the width on a line of its own, paragraphs kept, trailing empty lines dropped.
final class SwiftDocWrapTests: XCTestCase {
    func testWrapsAtTheWidthCountingCharacters() {
        // 40 is the narrowest width used; each word "wwww" is 4 characters, joined by spaces.
        let words = Array(repeating: "wwww", count: 20).joined(separator: " ")  // 99 characters
        let lines = SwiftNamespaceBuilder.wrap(words, width: 40)
        // 8 words make 39 characters (8 × 4 + 7); a ninth would make 44.
        XCTAssertEqual(lines.map(\.count), [39, 39, 19])
        XCTAssertEqual(lines.joined(separator: " "), words)

        // "é" and "🎨" are one character each though several bytes: the same breaks.
        let accented = Array(repeating: "éé🎨w", count: 20).joined(separator: " ")
        XCTAssertEqual(SwiftNamespaceBuilder.wrap(accented, width: 40).map(\.count), [39, 39, 19])
    }

    func testLongWordsParagraphsAndShortTexts() {
        let long = String(repeating: "x", count: 50)
        XCTAssertEqual(SwiftNamespaceBuilder.wrap("a \(long) b", width: 40), ["a", long, "b"])
        XCTAssertEqual(SwiftNamespaceBuilder.wrap("first\n\nthird\n\n", width: 40), ["first", "", "third"])
        XCTAssertEqual(SwiftNamespaceBuilder.wrap("Short text.", width: 100), ["Short text."])
        XCTAssertEqual(SwiftNamespaceBuilder.wrap("", width: 100), [])
        // Several spaces between words are one break.
        XCTAssertEqual(SwiftNamespaceBuilder.wrap("a  b", width: 100), ["a b"])
    }
}
