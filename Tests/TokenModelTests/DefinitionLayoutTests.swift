import TokenModel
import XCTest
import YAML

/// A system holds one definition per token: its stored properties are ordered so that none is
/// padded (a node, three strings, two words, a range and three one-byte fields).
final class DefinitionLayoutTests: XCTestCase {
    func testDefinitionsHaveNoPadding() {
        XCTAssertLessThanOrEqual(MemoryLayout<TokenDefinition>.stride, MemoryLayout<YAMLNode>.size + 88)
        XCTAssertLessThanOrEqual(MemoryLayout<TokenDefinition>.stride, 136)
    }
}
