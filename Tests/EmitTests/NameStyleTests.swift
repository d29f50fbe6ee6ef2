import Emit
import XCTest

/// Word splitting and the case styles every emitter uses.
final class NameStyleTests: XCTestCase {
    func testWords() {
        XCTAssertEqual(NameStyle.words(of: "deep-purple"), ["deep", "purple"])
        XCTAssertEqual(NameStyle.words(of: "signIn"), ["sign", "In"])
        XCTAssertEqual(NameStyle.words(of: "HTTPStatus"), ["HTTP", "Status"])
        XCTAssertEqual(NameStyle.words(of: "p500"), ["p500"])
        XCTAssertEqual(NameStyle.words(of: "2xl"), ["2xl"])
        XCTAssertEqual(NameStyle.words(of: "color.brand_primary"), ["color", "brand", "primary"])
        XCTAssertEqual(NameStyle.words(of: "--"), [])
    }

    func testStyles() {
        XCTAssertEqual(NameStyle.camelCase.apply("deep-purple"), "deepPurple")
        XCTAssertEqual(NameStyle.camelCase.apply("URL-scheme"), "urlScheme")
        XCTAssertEqual(NameStyle.pascalCase.apply("heading.l"), "HeadingL")
        XCTAssertEqual(NameStyle.kebabCase.apply("textPrimary"), "text-primary")
        XCTAssertEqual(NameStyle.snakeCase.apply("Text Primary"), "text_primary")
    }

    func testSwiftIdentifiers() {
        XCTAssertEqual(SwiftIdentifier.member("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.member("continue"), "`continue`")
        XCTAssertEqual(SwiftIdentifier.member("2xl"), "_2xl")
        XCTAssertEqual(SwiftIdentifier.member("deep-purple"), "deepPurple")
        XCTAssertNil(SwiftIdentifier.member("--"))
        XCTAssertEqual(SwiftIdentifier.type("deep-purple"), "DeepPurple")
        XCTAssertEqual(SwiftIdentifier.type("type"), "Type_")
        XCTAssertEqual(SwiftIdentifier.type("double"), "Double_")
        XCTAssertEqual(SwiftIdentifier.type("3d"), "_3d")
        XCTAssertEqual(SwiftIdentifier.stringLiteral("Say \"hi\"\\\n"), "\"Say \\\"hi\\\"\\\\\\n\"")
    }

    func testDecimalText() {
        XCTAssertEqual(DecimalText.format(16), "16")
        XCTAssertEqual(DecimalText.format(139.0 / 255), "0.545098")
        XCTAssertEqual(DecimalText.format(-0.0000001), "0")
        XCTAssertEqual(DecimalText.format(-1.25), "-1.25")
        XCTAssertEqual(DecimalText.format(1e20), "100000000000000000000")
        XCTAssertEqual(DecimalText.floatingPoint(2), "2.0")
    }
}
