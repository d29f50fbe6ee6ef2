@testable import ScreenSpec
import TokenModel
import XCTest
import YAML

/// The decoder's cache of decoded literals finds a literal by its text, style and type, however
/// its text's string was made, and never one for another.
final class LiteralCacheTests: XCTestCase {
    private typealias Key = ScreenDecoder.LiteralKey

    private func box(_ n: Double) -> SharedValue<TokenValue> { SharedValue(.number(n)) }

    func testFoundByTextStyleAndType() throws {
        var cache = ScreenDecoder.LiteralCache()
        let zero = box(0)
        cache.remember(zero, for: Key(text: "0", style: .plain, type: .number))
        XCTAssertTrue(try XCTUnwrap(cache.value(for: Key(text: "0", style: .plain, type: .number))) === zero)
        // A string of the same text made anew.
        let made = String(decoding: Array("0".utf8), as: UTF8.self)
        XCTAssertTrue(cache.value(for: Key(text: made, style: .plain, type: .number)) === zero)
        XCTAssertNil(cache.value(for: Key(text: "0", style: .doubleQuoted, type: .number)), "another style")
        XCTAssertNil(cache.value(for: Key(text: "0", style: .plain, type: .opacity)), "another type")
        XCTAssertNil(cache.value(for: Key(text: "00", style: .plain, type: .number)), "another text")
    }

    func testLongTextsInSeparateStringsAreFound() {
        var cache = ScreenDecoder.LiteralCache()
        let long = "rgba(0, 0, 0, 0.5) plus more"
        let value = box(1)
        cache.remember(value, for: Key(text: String(decoding: Array(long.utf8), as: UTF8.self), style: .plain, type: .color))
        let again = String(decoding: Array(long.utf8), as: UTF8.self)
        XCTAssertTrue(cache.value(for: Key(text: again, style: .plain, type: .color)) === value)
        XCTAssertNil(cache.value(for: Key(text: long + "!", style: .plain, type: .color)))
    }

    func testManyLiteralsAreAllFound() {
        var cache = ScreenDecoder.LiteralCache()
        let count = ScreenDecoder.LiteralCache.scanLimit * 3
        var boxes: [SharedValue<TokenValue>] = []
        for i in 0..<count {
            let value = box(Double(i))
            boxes.append(value)
            cache.remember(value, for: Key(text: "\(i)pt", style: .plain, type: .dimension))
        }
        for i in 0..<count {
            XCTAssertTrue(cache.value(for: Key(text: "\(i)pt", style: .plain, type: .dimension)) === boxes[i], "\(i)")
        }
        XCTAssertNil(cache.value(for: Key(text: "\(count)pt", style: .plain, type: .dimension)))
    }
}
