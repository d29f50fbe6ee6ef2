import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// `$extensions` of definitions and resolved tokens are kept in a box (nearly no token has any):
/// they must read, write and resolve exactly as a plain stored node did.
final class ExtensionsStorageTests: XCTestCase {
    func testExtensionsReachTheResolvedTokenAndOnlyThere() {
        let compiled = Compiled("""
        color:
          $type: color
          plain: { $value: "#000000" }
          rich:
            $value: "#ffffff"
            $extensions: { com.example.tool: { keep: true }, dev.tokenc.notations: { css: "white" } }
        """)
        XCTAssertEqual(compiled.codes, [])
        XCTAssertNil(compiled.system["color.plain"]?.extensions)
        let extensions = compiled.system["color.rich"]?.extensions
        XCTAssertEqual(extensions?.pairs?.map { $0.key.scalar?.text }, ["com.example.tool", "dev.tokenc.notations"])
        XCTAssertEqual(extensions?["com.example.tool"]?["keep"]?.coreValue, .bool(true))
        XCTAssertEqual(extensions?.range.start.line, 6)
    }

    func testExtensionsCanBeSetAndCleared() {
        var token = Compiled("a: { $type: number, $value: 1 }").system.tokens[0]
        XCTAssertNil(token.extensions)
        let node = YAMLNode(.mapping([]), range: token.nameRange)
        token.extensions = node
        XCTAssertNotNil(token.extensions?.pairs)
        var copy = token
        copy.extensions = nil
        XCTAssertNil(copy.extensions)
        XCTAssertNotNil(token.extensions, "clearing a copy leaves the original alone")
    }

    func testTokensStayCompact() {
        // A node is 48 bytes; boxed, an absent `$extensions` costs a pointer.
        XCTAssertLessThanOrEqual(MemoryLayout<ResolvedToken>.size, 112)
        XCTAssertLessThanOrEqual(MemoryLayout<TokenDefinition>.size, MemoryLayout<YAMLNode>.size + 136)
    }
}
