import ColorScience
import Diagnostics
@testable import Lint
import ScreenSpec
import TokenModel
import XCTest

/// Which spec literals the raw-value rule leaves alone: zero sizes and durations, and sizes
/// animated from or to (`….from.offset-y`).
final class RawValueExemptionTests: XCTestCase {
    private func occurrence(_ property: String, _ type: TokenType, _ value: TokenValue) -> SpecValueOccurrence {
        let at = SourceLocation(line: 1, column: 1)
        return SpecValueOccurrence(property: property, elementID: nil, type: type, tokenPath: nil, literalText: "x",
                                   value: value, range: SourceRange(file: FileID(rawValue: 0), start: at, end: at))
    }

    func testAnimatedSizesAndZerosAreExempt() {
        let size = TokenValue.dimension(Dimension(12, .pt))
        XCTAssertTrue(RawValueRule.isExempt(occurrence("logo.animations.entry.from.offset-y", .dimension, size)))
        XCTAssertTrue(RawValueRule.isExempt(occurrence("logo.animations.entry.to.offset-y", .dimension, size)))
        XCTAssertTrue(RawValueRule.isExempt(occurrence("reduced-motion.logo.entry.from.width", .dimension, size)))
        XCTAssertTrue(RawValueRule.isExempt(occurrence("card.padding", .dimension, .dimension(Dimension(0, .pt)))))
        XCTAssertFalse(RawValueRule.isExempt(occurrence("card.padding", .dimension, size)))
        XCTAssertFalse(RawValueRule.isExempt(occurrence("fromage.tomato.width", .dimension, size)), "whole names only")
        XCTAssertFalse(RawValueRule.isExempt(occurrence("logo.animations.entry.from.color", .color,
                                                        .color(Color(space: .srgb, components: [1, 0, 0])))))
        XCTAssertTrue(RawValueRule.isExempt(occurrence("lögo.animations.entry.from.offset-y", .dimension, size)))
        XCTAssertFalse(RawValueRule.isExempt(occurrence("lögo.padding", .dimension, size)))
    }

    func testFromOrToComponentsAreFoundAsSplittingFindsThem() {
        let paths = ["", ".", "..", "to", "from", "to.", ".to", "a.to.b", "a.from", "from.a", "a.tob", "ato.b", "a..to", "fro.m",
                     "a.b.c", "x.from.y.to", "tofrom", "a.FROM", "a.t", "a.fromm", "logo.animations.entry.to.offset-y"]
        for path in paths {
            let split = path.utf8.split(separator: UInt8(ascii: ".")).contains {
                $0.elementsEqual("from".utf8) || $0.elementsEqual("to".utf8)
            }
            XCTAssertEqual(RawValueRule.hasFromOrToComponent(path), split, path)
        }
    }
}
