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

    /// The one-line test read eight bytes at a time agrees with a byte-by-byte reading, on
    /// texts that put spaces, line breaks and non-ASCII bytes at every position of a word.
    func testOneLineTestAgreesWithTheByteByByteReading() {
        func reference(_ text: String, _ limit: Int) -> Bool {
            let utf8 = Array(text.utf8)
            guard utf8.count <= limit, utf8.first != UInt8(ascii: " "), utf8.last != UInt8(ascii: " ") else { return false }
            var previous: UInt8 = 0
            for byte in utf8 {
                if byte >= 0x80 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
                if byte == UInt8(ascii: " ") && previous == UInt8(ascii: " ") { return false }
                previous = byte
            }
            return true
        }
        let alphabet = ["a", "b", "Z", " ", " ", " ", "\n", "\r", "é", "\t", ".", "\u{7F}", "~"]
        var state: UInt64 = 99
        var texts = ["", " ", "a", "a b", "a  b", String(repeating: "ab ", count: 20) + "c", "abcdefg  h", "abcdefgh  i",
                     "abcdefg " + " h", String(repeating: "x", count: 100), String(repeating: "x", count: 101)]
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 58)
            var text = ""
            var bits = state
            for index in 0..<length {
                if index % 12 == 0 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    bits = state
                }
                // Mostly letters, so that a rare space, break or non-ASCII byte lands anywhere.
                let pick = Int(bits & 31)
                text += pick < alphabet.count ? alphabet[pick] : "w"
                bits >>= 5
            }
            texts.append(text)
        }
        var fitting = 0
        for text in texts {
            for limit in [100, 40, 17] {
                let fits = SwiftNamespaceBuilder.fitsOnOneLine(text, width: limit)
                XCTAssertEqual(fits, reference(text, limit), "\(Array(text.utf8)) within \(limit)")
                if fits { fitting += 1 }
            }
        }
        XCTAssertGreaterThan(fitting, 3_000)
        XCTAssertLessThan(fitting, 3 * texts.count - 3_000)
    }
}
