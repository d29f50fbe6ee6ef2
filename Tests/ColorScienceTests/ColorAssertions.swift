import XCTest
@testable import ColorScience

/// Asserts that `color` is in `space` with the given components (nil = none) and alpha.
func assertColor(
    _ color: Color,
    _ space: ColorSpace,
    _ expected: [Double?],
    alpha: Double = 1,
    accuracy: Double = 1e-9,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(color.space, space, "space", file: file, line: line)
    XCTAssertEqual(color.components.count, expected.count, "component count", file: file, line: line)
    for (index, (actual, wanted)) in zip(color.components, expected).enumerated() {
        switch (actual, wanted) {
        case (nil, nil):
            continue
        case (let a?, let w?):
            XCTAssertEqual(a, w, accuracy: accuracy * max(1, abs(w)), "component \(index) of \(color)", file: file, line: line)
        default:
            XCTFail("component \(index): \(String(describing: actual)) ≠ \(String(describing: wanted))", file: file, line: line)
        }
    }
    XCTAssertEqual(color.alpha, alpha, accuracy: 1e-12, "alpha", file: file, line: line)
}

/// The parsed color, or a test failure (and a sentinel) when parsing failed.
func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Color {
    switch CSSColorParser.parse(text) {
    case .success(let color):
        return color
    case .failure(let error):
        XCTFail("'\(text)' failed to parse: \(error)", file: file, line: line)
        return Color(space: .xyzD50, components: [.nan, .nan, .nan], alpha: .nan)
    }
}

/// The parse error, or a test failure when parsing succeeded.
func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ColorSyntaxError {
    switch CSSColorParser.parse(text) {
    case .success(let color):
        XCTFail("'\(text)' parsed as \(color) but should have failed", file: file, line: line)
        return ColorSyntaxError(message: "", offset: -1)
    case .failure(let error):
        return error
    }
}

/// An sRGB color from a hex string, for test inputs (fails the test on a bad literal).
func hex(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Color {
    guard let color = Color(hex: text) else {
        XCTFail("bad hex literal \(text)", file: file, line: line)
        return Color.srgb(0, 0, 0)
    }
    return color
}
