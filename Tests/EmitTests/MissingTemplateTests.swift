import Diagnostics
import Emit
import TokenModel
import XCTest

/// An output whose `template` parameter names no template reports `template-not-found` and
/// produces nothing.
final class MissingTemplateTests: XCTestCase {
    func testAnUnknownTemplateParameterIsReported() {
        let (system, _, _) = SwiftFixtures.system("a: { $type: number, $value: 1 }\n")
        let sink = DiagnosticSink()
        let input = EmitInput(systems: [system], parameters: OutputParameters(["template": .string("swift/nope")]),
                              sourceFiles: ["test.tokens.yaml"], diagnostics: sink)
        XCTAssertNil(SwiftEmitter().emit(input))
        XCTAssertEqual(sink.diagnostics.map(\.code), ["template-not-found"])
        XCTAssertEqual(sink.diagnostics.first?.message, "no template named 'swift/nope'")
    }
}
