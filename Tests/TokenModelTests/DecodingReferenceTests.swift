import ColorScience
import Diagnostics
import TokenModel
import XCTest

/// References and pointers inside values: what the decoder asks the resolver, and what it does
/// with the answer.
final class DecodingReferenceTests: XCTestCase {
    func testFieldReferenceAsksForTheFieldType() {
        let harness = DecodingHarness(tokens: [
            "space.none": .dimension(TokenDimension(0, .pt)), "radius.blur": .blur(TokenDimension(12, .pt)),
            "color.shadow": .color(Color.srgb(0, 0, 0, alpha: 0.25)),
        ])
        let value = harness.decode("""
            value:
              color: "{color.shadow}"
              offsetX: "{space.none}"
              offsetY: 4pt
              blur: "{radius.blur}"
              spread: "{space.none}"
            """, as: .shadow)
        harness.expectClean()
        XCTAssertEqual(harness.aliasRequests, [
            .init(path: "color.shadow", location: "2:10", type: .color),
            .init(path: "space.none", location: "3:12", type: .dimension),
            .init(path: "radius.blur", location: "5:9", type: .dimension),
            .init(path: "space.none", location: "6:11", type: .dimension),
        ])
        guard case .shadow(let layers)? = value else { return XCTFail("no shadow") }
        XCTAssertEqual(layers.first?.blur, TokenDimension(12, .pt))
        XCTAssertEqual(layers.first?.color.alpha, 0.25)
    }

    func testUnresolvableReferenceIsReportedOnceByTheResolver() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {fontFamily: Inter, fontSize: "{font.size.missing}", fontWeight: 400}"##,
                                    as: .typography))
        XCTAssertEqual(harness.codes, ["unknown-reference"])
    }

    func testReferenceToValueOfWrongTypeIsAMismatch() {
        let harness = DecodingHarness(tokens: ["size.body": .number(17)])
        XCTAssertNil(harness.decode(##"value: {fontFamily: Inter, fontSize: "{size.body}", fontWeight: 400}"##,
                                    as: .typography))
        XCTAssertEqual(harness.expect("type-mismatch", at: "1:38")?.message,
                       "'{size.body}' is a number token, but a dimension (a string like \"16pt\" or a {value, unit} object) is needed here")
    }

    func testUnquotedReferenceInFieldWarnsAndResolves() {
        let harness = DecodingHarness(tokens: ["color.black": .color(Color.srgb(0, 0, 0))])
        let value = harness.decode("""
            value:
              - color: {color.black}
                position: 0
            """, as: .gradient)
        XCTAssertEqual(value, .gradient([GradientStop(color: Color.srgb(0, 0, 0), position: 0)]))
        let warning = harness.expect("unquoted-reference", at: "2:12", severity: .warning)
        XCTAssertEqual(warning?.fixIts.first?.replacement, "\"{color.black}\"")
    }

    func testPointerToWholeField() {
        let harness = DecodingHarness(pointerTargets: ["#/easing/standard/$value": "[0.4, 0, 0.2, 1]"])
        XCTAssertEqual(harness.decode(##"value: {duration: 1s, delay: 0ms, timingFunction: {$ref: "#/easing/standard/$value"}}"##,
                                      as: .transition),
                       .transition(Transition(duration: TokenDuration(1, .s), delay: TokenDuration(0, .ms),
                                              timingFunction: CubicBezier(0.4, 0, 0.2, 1))))
        harness.expectClean()
        XCTAssertEqual(harness.pointerRequests, ["#/easing/standard/$value"])
    }

    func testBrokenPointerIsReportedOnce() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode(##"value: {colorSpace: srgb, components: [{$ref: "#/nope"}, 0, 0]}"##, as: .color))
        XCTAssertEqual(harness.codes, ["invalid-reference"])
        XCTAssertEqual(harness.pointerRequests, ["#/nope"])
    }

    func testTopLevelPointer() {
        let harness = DecodingHarness(pointerTargets: ["#/size/base/$value": "8pt"])
        XCTAssertEqual(harness.decode(##"value: {$ref: "#/size/base/$value"}"##, as: .dimension), .dimension(TokenDimension(8, .pt)))
        harness.expectClean()
    }

    func testWholeValueReferenceIsResolvedIfTheResolverPassesOne() {
        let harness = DecodingHarness(tokens: ["easing.standard": .cubicBezier(CubicBezier(0.4, 0, 0.2, 1))])
        XCTAssertEqual(harness.decode(#"value: "{easing.standard}""#, as: .cubicBezier),
                       .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)))
        XCTAssertEqual(harness.aliasRequests, [.init(path: "easing.standard", location: "1:8", type: .cubicBezier)])
    }

    func testEveryTypeReportsAWrongKind() {
        for type in TokenType.allCases {
            let harness = DecodingHarness()
            XCTAssertNil(harness.decode("value: [[1]]", as: type), type.rawValue)
            XCTAssertTrue(harness.diagnostics.contains { $0.severity == .error && $0.range?.start.line == 1 },
                          "\(type.rawValue): \(harness.codes)")
        }
    }
}
