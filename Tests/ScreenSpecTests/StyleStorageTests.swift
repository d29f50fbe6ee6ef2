import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel
import XCTest

/// Styles share their values between copies (copy-on-write) and compare, hash and merge by value.
final class StyleStorageTests: XCTestCase {
    private let here = SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: 1, column: 1),
                                   end: SourceLocation(line: 1, column: 2))

    private func points(_ value: Double) -> SpecValue<TokenModel.Dimension> {
        .literal(value: TokenModel.Dimension(value, .pt), text: "\(Int(value))pt", range: here)
    }

    func testChangingACopyLeavesTheOriginalAlone() {
        var original = ElementStyle()
        original.height = points(48)
        var copy = original
        XCTAssertEqual(copy, original)
        copy.height = points(44)
        copy.opacity = .literal(value: 0.5, text: "0.5", range: here)
        XCTAssertEqual(original.height?.value.points, 48)
        XCTAssertNil(original.opacity)
        XCTAssertEqual(copy.height?.value.points, 44)
        XCTAssertEqual(copy.effectiveOpacity, 0.5)
        XCTAssertEqual(original.effectiveOpacity, 1)
        XCTAssertNotEqual(copy, original)
    }

    func testEmptyStylesAreEqualAndChangeIndependently() {
        var a = ElementStyle()
        var b = ElementStyle(width: nil, height: nil)
        XCTAssertEqual(a, b)
        a.cornerRadius = points(12)
        XCTAssertNil(b.cornerRadius)
        XCTAssertNil(ElementStyle().cornerRadius, "the shared empty storage is never written")
        b.cornerRadius = points(12)
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b, ElementStyle()]).count, 2)
    }

    func testValuesGivenToTheInitializerAreKept() {
        let style = ElementStyle(opacity: .literal(value: 0.8, text: "0.8", range: here), width: points(10), scale: .literal(value: 2, text: "2", range: here))
        XCTAssertEqual(style.width?.value.points, 10)
        XCTAssertEqual(style.scale?.value, 2)
        XCTAssertEqual(style.effectiveOpacity, 0.8)
        XCTAssertNil(style.height)
    }

    func testOverridesTakePrecedenceWithoutChangingEitherStyle() {
        var base = ElementStyle()
        base.width = points(100)
        base.height = points(48)
        var pressed = ElementStyle()
        pressed.height = points(40)
        pressed.scale = .literal(value: 0.98, text: "0.98", range: here)
        let merged = base.overridden(by: pressed)
        XCTAssertEqual(merged.width?.value.points, 100)
        XCTAssertEqual(merged.height?.value.points, 40)
        XCTAssertEqual(merged.scale?.value, 0.98)
        XCTAssertEqual(base.height?.value.points, 48)
        XCTAssertNil(base.scale)
        XCTAssertNil(pressed.width)
    }

    func testDumpShowsTheValues() {
        var style = ElementStyle()
        style.height = points(48)
        var text = ""
        dump(style, to: &text)
        XCTAssertTrue(text.contains("height"), text)
        XCTAssertTrue(text.contains("48"), text)
    }
}
