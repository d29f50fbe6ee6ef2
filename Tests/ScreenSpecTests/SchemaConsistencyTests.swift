import Foundation
@testable import ScreenSpec
import XCTest

/// Documentation/schemas/screen.schema.json names exactly the properties the loader accepts.
final class SchemaConsistencyTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: repositoryRoot + "/Documentation/schemas/screen.schema.json")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func propertyNames(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    func testSchemaMatchesTheLoader() throws {
        let schema = try schema()
        let defs = try XCTUnwrap(schema["$defs"] as? [String: Any])
        XCTAssertEqual(propertyNames(schema), Set(PropertyNames.screen))
        XCTAssertEqual(propertyNames(defs["element"]), Set(PropertyNames.element))
        XCTAssertEqual(propertyNames(defs["stateOverrides"]), Set(PropertyNames.state))
        XCTAssertEqual(propertyNames(defs["layer"]), Set(PropertyNames.layer))
        XCTAssertEqual(propertyNames(defs["animation"]), Set(PropertyNames.animation))
        let navigation = try XCTUnwrap((defs["navigationEntry"] as? [String: Any])?["anyOf"] as? [Any])
        XCTAssertEqual(propertyNames(navigation.last), Set(PropertyNames.navigation))
        let animated = (((defs["animationWithoutAlternative"] as? [String: Any])?["properties"] as? [String: Any])?["from"]
            as? [String: Any])?["propertyNames"] as? [String: Any]
        XCTAssertEqual(Set(animated?["enum"] as? [String] ?? []), Set(AnimatedProperty.knownNames.map(\.name)))
    }
}
