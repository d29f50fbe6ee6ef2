import XCTest
import ColorScience
@testable import TokenModel

/// Every resolved token holds one ``TokenValue`` per mode (and the resolver a few more per token
/// while it works), so the enum's size is paid 100,000 times over in a large system.
final class ValueLayoutTests: XCTestCase {
    func testAColorValueNeedsNoHeapAndDoesNotWidenTheEnum() {
        // The widest inline payload is a typography (73 bytes); a border, which holds a color,
        // is boxed so that inline colors do not make every value wider.
        XCTAssertLessThanOrEqual(MemoryLayout<TokenValue>.size, 74)
        XCTAssertLessThanOrEqual(MemoryLayout<Color>.size, 48)
    }

    func testBoxedBorderKeepsValueSemantics() {
        let border = Border(color: .srgb(1, 0, 0), width: Dimension(1, .px), style: .keyword("solid"))
        var other = border
        other.color = .srgb(0, 0, 1)
        let a = TokenValue.border(border), b = TokenValue.border(other)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, .border(border))
        XCTAssertEqual(a.type, .border)
        guard case .border(let read) = a else { return XCTFail("not a border") }
        XCTAssertEqual(read.color, .srgb(1, 0, 0))
    }
}
