import ColorScience
import Diagnostics
@testable import Lint
import TokenModel
import XCTest

/// The evaluator's shortcut for a stack with one color showing (an opaque layer, no gradient or
/// glow above it) gives the outcome of its general loop over bases, glows and positions.
final class PlainBackdropTests: XCTestCase {
    private let range = SourceRange(file: FileID(rawValue: 0), start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))

    private func solid(_ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1) -> PaintLayer {
        PaintLayer(paint: .solid(Color.srgb(r, g, b, alpha: alpha)), summary: "s", range: range)
    }

    func testWhatCountsAsPlain() {
        let gradient = PaintLayer(paint: .gradient([GradientStop(color: .srgb(1, 0, 0), position: 0),
                                                    GradientStop(color: .srgb(0, 0, 1), position: 1)]), summary: "g", range: range)
        let glow = PaintLayer(paint: .glow(Color.srgb(1, 1, 0, alpha: 0.5)), summary: "glow", range: range)
        XCTAssertTrue(Backdrop(layers: [solid(1, 1, 1)]).isPlainOpaque)
        XCTAssertTrue(Backdrop(layers: [solid(1, 1, 1), solid(0, 0, 0, 0.25)]).isPlainOpaque)
        XCTAssertTrue(Backdrop(layers: [gradient, glow, solid(0.2, 0.2, 0.2)]).isPlainOpaque, "hidden under an opaque layer")
        XCTAssertFalse(Backdrop(layers: [solid(1, 1, 1, 0.5)]).isPlainOpaque, "not opaque: judged over white and black")
        XCTAssertFalse(Backdrop(layers: [solid(1, 1, 1), glow]).isPlainOpaque)
        XCTAssertFalse(Backdrop(layers: [gradient, solid(0, 0, 0, 0.25)]).isPlainOpaque)
        XCTAssertFalse(Backdrop(layers: []).isPlainOpaque)
    }

    /// Over random plain stacks and translucent foregrounds, with APCA and without, the shortcut's
    /// outcome is the general loop's: forced here by a fully transparent glow on top, which
    /// changes no color but makes the stack not plain.
    func testTheShortcutGivesTheGeneralOutcome() throws {
        var generator = SystemRandomNumberGenerator()
        let evaluator = ContrastEvaluator()
        let clear = PaintLayer(paint: .glow(Color.srgb(1, 1, 1, alpha: 0)), summary: "clear", range: range)
        for _ in 0..<300 {
            func unit() -> Double { Double.random(in: 0...1, using: &generator) }
            var layers = [solid(unit(), unit(), unit())]
            for _ in 0..<Int.random(in: 0...2, using: &generator) { layers.append(solid(unit(), unit(), unit(), unit())) }
            let foregrounds = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Color.srgb(unit(), unit(), unit(), alpha: unit()) }
            let plain = Backdrop(layers: layers)
            let forced = Backdrop(layers: layers + [clear])
            XCTAssertTrue(plain.isPlainOpaque)
            XCTAssertFalse(forced.isPlainOpaque)
            for apca in [false, true] {
                let shortcut = try XCTUnwrap(evaluator.worst(foregrounds: foregrounds, over: plain, apca: apca))
                let general = try XCTUnwrap(evaluator.worst(foregrounds: foregrounds, over: forced, apca: apca))
                XCTAssertEqual(shortcut.ratio, general.ratio)
                XCTAssertEqual(shortcut.foreground, general.foreground)
                XCTAssertEqual(shortcut.foregroundWritten, general.foregroundWritten)
                XCTAssertEqual(shortcut.backdrop, general.backdrop)
                XCTAssertEqual(shortcut.apca?.lc, general.apca?.lc)
                XCTAssertEqual(shortcut.apca?.foreground, general.apca?.foreground)
            }
        }
    }
}
