import XCTest
@testable import YAML

/// `ScalarText` puts short ASCII texts into a `String`'s two words itself instead of decoding
/// them; the strings must be the standard library's own, whatever the length and bytes.
final class ScalarTextTests: XCTestCase {
    /// The layout check holds on this platform; if a Swift release changes how small strings are
    /// stored, every text is decoded instead, and this test says so.
    func testTheSmallFormHoldsHere() {
        XCTAssertTrue(ScalarText.smallFormHolds)
    }

    /// Every length from 0 to 15 (each load size and overlap), every byte position holding the
    /// lowest and highest ASCII bytes, compared with `String(decoding:as:)` as strings, as bytes,
    /// by hash and by count.
    func testShortASCIITextsAreTheDecodedStrings() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...15 {
            var samples: [[UInt8]] = [Array(repeating: 0x00, count: count), Array(repeating: 0x7F, count: count)]
            for position in 0..<count {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: count)
                bytes[position] = 0x7F
                samples.append(bytes)
                bytes[position] = 0x00
                samples.append(bytes)
            }
            for _ in 0..<50 {
                samples.append((0..<count).map { _ in UInt8.random(in: 0...0x7F, using: &generator) })
            }
            for bytes in samples {
                let expected = String(decoding: bytes, as: UTF8.self)
                let made = bytes.withUnsafeBufferPointer { ScalarText.make($0, smallForm: true) }
                XCTAssertEqual(made, expected, "\(bytes)")
                XCTAssertEqual(Array(made.utf8), bytes)
                XCTAssertEqual(made.hashValue, expected.hashValue)
                XCTAssertEqual(made.count, expected.count)
                XCTAssertEqual(made + "x", expected + "x")
            }
        }
    }

    /// A byte that is not ASCII anywhere in a short text, and texts of 16 bytes and more, are
    /// decoded (a non-ASCII short text is not made by hand).
    func testOtherTextsAreDecoded() {
        for text in ["é", "aé", "abcdefgé", "abcdefghijklmné", "∞", "abcdefghijklmnop", "a much longer text than sixteen"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { ScalarText.make($0, smallForm: true) }, text)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { ScalarText.make($0, smallForm: false) }, text)
            if bytes.count <= 15 {
                XCTAssertNil(bytes.withUnsafeBufferPointer { ScalarText.small($0) })
            }
        }
    }

    /// Parsed scalars of every short length, plain and quoted, keep their texts.
    func testParsedScalarsKeepTheirTexts() {
        let texts = (1...15).map { String("abcdefghijklmno".prefix($0)) } + ["$value", "c500", "x y"]
        let document = texts.map { "- \($0)\n- \"\($0)\"\n" }.joined()
        let items = ParsedDocument(document).root?.items ?? []
        XCTAssertEqual(items.map { $0.scalar?.text }, texts.flatMap { [$0, $0] })
    }
}
