@testable import Emit
import XCTest

/// Names in template tags: the plain ones read on their bytes, the rest by the general parser,
/// with the same results a reader of the Mustache dialect expects.
final class TemplateNameTests: XCTestCase {
    private func parsed(_ text: String) -> TemplateName? {
        if case .success(let name) = TemplateName.parse(text) { return name }
        return nil
    }

    private func error(_ text: String) -> String? {
        if case .failure(let error) = TemplateName.parse(text) { return error.message }
        return nil
    }

    func testPlainNames() throws {
        let field = try XCTUnwrap(parsed("name"))
        XCTAssertEqual(field.components, ["name"])
        XCTAssertEqual(field.anchor, .stack)
        XCTAssertTrue(field.isPlainField)
        let dotted = try XCTUnwrap(parsed("value.hex"))
        XCTAssertEqual(dotted.components, ["value", "hex"])
        XCTAssertEqual(dotted.first, "value")
        XCTAssertFalse(dotted.isPlainField)
        XCTAssertEqual(try XCTUnwrap(parsed("a-b_c.$d")).components, ["a-b_c", "$d"])
        XCTAssertTrue(try XCTUnwrap(parsed("x")).transforms.isEmpty)
    }

    func testNamesTheGeneralParserTakes() throws {
        let current = try XCTUnwrap(parsed(".name"))
        XCTAssertEqual(current.anchor, .current)
        XCTAssertEqual(current.components, ["name"])
        XCTAssertEqual(try XCTUnwrap(parsed(".")).anchor, .current)
        let transformed = try XCTUnwrap(parsed("camelCase(value.path)"))
        XCTAssertEqual(transformed.transforms, [.camelCase])
        XCTAssertEqual(transformed.components, ["value", "path"])
        XCTAssertEqual(try XCTUnwrap(parsed("first()")).anchor, .position)
        XCTAssertEqual(try XCTUnwrap(parsed("nämé.x")).components, ["nämé", "x"])
    }

    func testBrokenNamesAreStillRejected() {
        XCTAssertEqual(error("a..b"), "'a..b' has an empty part between dots")
        XCTAssertEqual(error("a."), "'a.' has an empty part between dots")
        XCTAssertNotNil(error("camelCase(name"))
        XCTAssertNotNil(error("name)"))
        XCTAssertNotNil(error(""))
    }
}
