import ColorScience
import XCTest
@testable import TokenModel

/// `TokenValues` is read like an array of the values in its range of a shared array, whatever
/// surrounds that range (other tokens' values, slots never decoded).
final class TokenValuesTests: XCTestCase {
    func testARangeOfSharedValuesReadsLikeAnArray() {
        let shared: [TokenValue?] = [.number(1), nil, .number(2), .opacity(0.5), .number(3)]
        let middle = TokenValues(sharing: shared, start: 2, count: 2)
        XCTAssertEqual(middle.count, 2)
        XCTAssertEqual(Array(middle), [.number(2), .opacity(0.5)])
        XCTAssertEqual(middle[1], .opacity(0.5))
        XCTAssertEqual(middle.first, .number(2))
        XCTAssertEqual(middle, [.number(2), .opacity(0.5)])
        XCTAssertNotEqual(middle, [.number(2)])
        XCTAssertNotEqual(middle, TokenValues(sharing: shared, start: 3, count: 2))
        let last = TokenValues(sharing: shared, start: 4, count: 1)
        XCTAssertEqual(Array(last), [.number(3)])
        XCTAssertEqual(TokenValues([]).count, 0)
        XCTAssertEqual(Array(TokenValues([.number(4), .number(5)])), [.number(4), .number(5)])
    }

    /// `withValue(at:_:)` hands over the address of the value in place: the same value the
    /// subscript reads, for every case's payload, in a range in the middle of shared storage.
    func testAValueReadInPlaceIsTheValueTheSubscriptReads() {
        let color = Color(space: .displayP3, components: [0.1, nil, 0.3], alpha: 0.5)
        let shared: [TokenValue?] = [
            .number(1), nil, .color(color), .fontFamily(FontFamily(["Inter", "sans-serif"])),
            .shadow([Shadow(color: color, offsetX: Dimension(1, .px), offsetY: Dimension(2, .px),
                            blur: Dimension(3, .px), spread: Dimension(0, .px), inset: true)]),
            .border(Border(color: color, width: Dimension(1, .rem), style: .keyword("solid"))),
            .haptic(Haptic(name: "selection")!), nil,
        ]
        let values = TokenValues(sharing: shared, start: 2, count: 5)
        for position in values.indices {
            XCTAssertEqual(values.withValue(at: position) { $0.pointee }, values[position], "\(position)")
        }
        // Written from the address, a value gives the bytes written from the value itself.
        for position in values.indices {
            var inPlace = JSONTextWriter()
            values.withValue(at: position) { inPlace.writeDTCG(at: $0, indent: 2, pretty: true) }
            var copied = JSONTextWriter()
            copied.writeDTCG(values[position], indent: 2, pretty: true)
            XCTAssertEqual(inPlace.text, copied.text, "\(position)")
        }
    }
}
