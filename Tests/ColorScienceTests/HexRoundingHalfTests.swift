import ColorScience
import XCTest

final class HexRoundingHalfTests: XCTestCase {
    func testExactHalvesRoundUpDespiteFloatingPointNoise() {
        // #22D3EE under a 25% black overlay: each channel × 0.75 → 34 × 0.75 = 25.5,
        // 211 × 0.75 = 158.25, 238 × 0.75 = 178.5 → rounded half up: 26, 158, 179 = #1a9eb3.
        let cyan = Color.srgb(34.0 / 255, 211.0 / 255, 238.0 / 255)
        let shaded = Color.srgb(0, 0, 0, alpha: 0.25).composited(over: cyan)
        XCTAssertEqual(shaded.hexString(), "#1a9eb3")
        XCTAssertEqual(Color.srgb(0.1, 0.1, 0.1).hexString(), "#1a1a1a", "0.1 × 255 = 25.5 → 26")
        XCTAssertEqual(Color.srgb(25.4 / 255, 0, 0).hexString(), "#190000", "25.4 stays 25")
    }
}
