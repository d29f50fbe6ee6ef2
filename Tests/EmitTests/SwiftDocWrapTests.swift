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

    /// ASCII texts are wrapped on bytes, others on characters: both must break the same way.
    func testASCIIAndUnicodePathsAgree() {
        let texts = [
            "Primary action color. Use for buttons, links and the focus ring; never for body text on white backgrounds.",
            "a\nb c d\n\n  leading and trailing spaces  \nlast",
            String(repeating: "word ", count: 60),
            "x",
        ]
        for text in texts {
            for width in [10, 40, 64, 100] {
                // The same text with an "é" in place of one "e" takes the character path.
                let accented = text.replacingOccurrences(of: "e", with: "é")
                let ascii = SwiftNamespaceBuilder.wrap(text, width: width)
                let unicode = SwiftNamespaceBuilder.wrap(accented, width: width)
                XCTAssertEqual(ascii.map { $0.replacingOccurrences(of: "e", with: "é") }, unicode, "\(text) at \(width)")
            }
        }
    }
}
