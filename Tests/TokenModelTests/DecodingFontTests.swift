import Diagnostics
import TokenModel
import XCTest

final class DecodingFontTests: XCTestCase {
    func testNumericWeights() {
        for (text, weight) in [("700", 700.0), ("1", 1), ("1000", 1000), ("350.5", 350.5)] {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(text)", as: .fontWeight), .fontWeight(FontWeight(weight)), text)
            harness.expectClean()
        }
    }

    func testEveryDTCGKeyword() {
        // The table of DTCG 2025.10 §8.4 (fontWeight).
        let table: [(String, Double)] = [
            ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
            ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
            ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
            ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
        ]
        for (keyword, weight) in table {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(keyword)", as: .fontWeight),
                           .fontWeight(FontWeight(weight, keyword: keyword)), keyword)
            harness.expectClean()
        }
    }

    func testOutOfRange() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: 1200", as: .fontWeight))
        XCTAssertEqual(harness.expect("invalid-font-weight", at: "1:8")?.message,
                       "font weight must be between 1 and 1000, found 1200")
        let zero = DecodingHarness()
        XCTAssertNil(zero.decode("value: 0", as: .fontWeight))
        zero.expect("invalid-font-weight", at: "1:8")
    }

    func testKeywordSpellingSuggestions() {
        for (written, suggested) in [("Bold", "bold"), ("semibold", "semi-bold"), ("extrabold", "extra-bold"),
                                     ("Regular", "regular")] {
            let harness = DecodingHarness()
            XCTAssertNil(harness.decode("value: \(written)", as: .fontWeight), written)
            let diagnostic = harness.expect("invalid-font-weight", at: "1:8")
            XCTAssertEqual(diagnostic?.suggestion, "did you mean '\(suggested)'?", written)
            XCTAssertEqual(diagnostic?.fixIts.first?.replacement, suggested, written)
        }
    }

    func testQuotedNumberWeight() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: "700""##, as: .fontWeight))
        let diagnostic = harness.expect("invalid-font-weight", at: "1:8")
        XCTAssertEqual(diagnostic?.suggestion, "write 700 without quotes")
        XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "700")
    }

    func testWeightOfWrongKind() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: [700]", as: .fontWeight))
        harness.expect("type-mismatch", at: "1:8")
    }

    // MARK: Font families

    func testFamilyString() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode("value: SF Pro Text", as: .fontFamily), .fontFamily(FontFamily(["SF Pro Text"])))
        harness.expectClean()
    }

    func testFamilyList() {
        let harness = DecodingHarness()
        XCTAssertEqual(harness.decode(##"value: [Inter, "SF Pro", system-ui]"##, as: .fontFamily),
                       .fontFamily(FontFamily(["Inter", "SF Pro", "system-ui"])))
        harness.expectClean()
    }

    func testFamilyListItemReferenceIsSpliced() {
        let harness = DecodingHarness(tokens: ["font.fallback": .fontFamily(FontFamily(["Helvetica", "Arial"]))])
        XCTAssertEqual(harness.decode(##"value: [Inter, "{font.fallback}"]"##, as: .fontFamily),
                       .fontFamily(FontFamily(["Inter", "Helvetica", "Arial"])))
        harness.expectClean()
        XCTAssertEqual(harness.aliasRequests, [.init(path: "font.fallback", location: "1:16", type: .fontFamily)])
    }

    func testEmptyFamilyList() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: []", as: .fontFamily))
        harness.expect("invalid-font-family", at: "1:8")
    }

    func testFamilyListWithNumber() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: [Inter, 12]", as: .fontFamily))
        XCTAssertEqual(harness.expect("type-mismatch", at: "1:16")?.message,
                       "expected a font family name (a string), found a number")
    }

    func testEmptyFamilyName() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: """##, as: .fontFamily))
        harness.expect("invalid-font-family", at: "1:8")
    }
}
