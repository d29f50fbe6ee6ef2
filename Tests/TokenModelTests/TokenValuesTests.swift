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
}
