import ColorScience
import Diagnostics
@testable import Lint
import TokenModel
import XCTest

/// A gradient's color at a position is the same whether its stops are written in order, out of
/// order or with two at one position; a backdrop without a gradient is sampled once.
final class BackdropSamplingTests: XCTestCase {
    private let here = SourceRange(file: FileID(rawValue: 0), start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))

    private func stop(_ r: Double, _ g: Double, _ b: Double, at position: Double) -> GradientStop {
        GradientStop(color: .srgb(r, g, b), position: position)
    }

    func testStopsInAnyOrderGiveTheSameColors() {
        let ordered = [stop(1, 0, 0, at: 0), stop(0, 1, 0, at: 0.4), stop(0, 0, 1, at: 1)]
        let shuffled = [ordered[2], ordered[0], ordered[1]]
        for position in stride(from: -0.2, through: 1.2, by: 0.05) {
            XCTAssertEqual(Backdrop.color(of: ordered, at: position), Backdrop.color(of: shuffled, at: position), "at \(position)")
        }
        XCTAssertEqual(Backdrop.color(of: ordered, at: 0.2), interpolate(ordered[0].color, ordered[1].color, t: 0.5, in: .srgb))
        XCTAssertEqual(Backdrop.color(of: ordered, at: -1), ordered[0].color)
        XCTAssertEqual(Backdrop.color(of: ordered, at: 2), ordered[2].color)
    }

    func testTwoStopsAtOnePositionKeepTheirWrittenOrder() {
        // A hard edge at 0.5: red up to it, blue from it.
        let edge = [stop(1, 0, 0, at: 0), stop(1, 0, 0, at: 0.5), stop(0, 0, 1, at: 0.5), stop(0, 0, 1, at: 1)]
        XCTAssertFalse(Backdrop.isStrictlyIncreasing(edge))
        XCTAssertEqual(Backdrop.color(of: edge, at: 0.25), .srgb(1, 0, 0))
        XCTAssertEqual(Backdrop.color(of: edge, at: 0.5), .srgb(1, 0, 0))
        XCTAssertEqual(Backdrop.color(of: edge, at: 0.75), .srgb(0, 0, 1))
        XCTAssertTrue(Backdrop.isStrictlyIncreasing([stop(0, 0, 0, at: 0), stop(1, 1, 1, at: 1)]))
        XCTAssertTrue(Backdrop.isStrictlyIncreasing([]))
        XCTAssertFalse(Backdrop.isStrictlyIncreasing([stop(0, 0, 0, at: .nan), stop(1, 1, 1, at: 1)]))
    }

    func testSamplePositions() {
        let solid = Backdrop(layers: [PaintLayer(paint: .solid(.srgb(1, 1, 1)), summary: "white", range: here)])
        XCTAssertEqual(solid.samplePositions(), [0])
        let gradient = Backdrop(layers: [PaintLayer(paint: .gradient([stop(0, 0, 0, at: 0), stop(1, 1, 1, at: 0.5), stop(1, 0, 0, at: 1)]),
                                                    summary: "gradient", range: here)])
        let positions = gradient.samplePositions(perSegment: 4)
        XCTAssertEqual(positions, [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1])
        // Under an opaque color the gradient does not show.
        var covered = gradient
        covered.layers.append(PaintLayer(paint: .solid(.srgb(0, 0, 0)), summary: "black", range: here))
        XCTAssertEqual(covered.samplePositions(perSegment: 4), [0])
    }
}
