@testable import ScreenSpec
import TokenModel
import XCTest

/// The decoder's table of boxed token values: every box added is found again by its token
/// index, and nothing else is found, whatever the indexes and however far the table grows.
final class TokenBoxTableTests: XCTestCase {
    func testEveryBoxIsFoundByItsIndexAndNoOtherIndexFindsOne() {
        var table = TokenBoxTable(bits: 2)
        var added: [Int: SharedValue<TokenValue>] = [:]
        // Indexes that collide in a small table (multiples of a power of two), 0, neighbours and
        // large ones, in an order that is not sorted.
        var generator = SystemRandomNumberGenerator()
        var indexes = [0, 1, 2, 3, 64, 128, 256, 1024, 4096, 1 << 20, Int(Int32.max), 99_999]
        for _ in 0..<500 { indexes.append(Int.random(in: 0..<200_000, using: &generator)) }
        for index in indexes where added[index] == nil {
            XCTAssertNil(table.box(forTokenAt: index), "\(index) before it is added")
            let box = SharedValue(TokenValue.number(Double(index)))
            table.add(box, forTokenAt: index)
            added[index] = box
            XCTAssertTrue(table.box(forTokenAt: index) === box, "\(index) just added")
        }
        XCTAssertEqual(table.count, added.count)
        for (index, box) in added {
            XCTAssertTrue(table.box(forTokenAt: index) === box, "\(index) after the table grew")
        }
        for index in [4, 5, 63, 65, 200_000, 300_000] where added[index] == nil {
            XCTAssertNil(table.box(forTokenAt: index), "\(index) was never added")
        }
    }
}
