@testable import Emit
import Foundation
import XCTest

/// The allocation-free number formatting the contexts use gives exactly the text of the
/// formatting it replaced (Foundation's `%.3f`, and `DecimalText`'s string-building version).
final class TemplateRendererNumberTextTests: XCTestCase {
    /// Deterministic doubles in 0…1, including every thousandth and the values just around each
    /// halfway point (where `%.3f` rounds by the exact binary value).
    private func unitSamples() -> [Double] {
        var values: [Double] = [0, -0.0, 1, 0.0005, 0.0015, 0.0025, 0.1235, 0.5, 0.9995, 0.99949999, 0.12345]
        for k in 0...1000 {
            let thousandth = Double(k) / 1000
            values.append(thousandth)
            let half = (Double(k) + 0.5) / 1000
            values += [half, half.nextUp, half.nextDown, half.nextUp.nextUp, half.nextDown.nextDown]
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(state >> 11) / Double(1 << 53))
        }
        return values.filter { $0 <= 1 }
    }

    func testThreeDecimalsIsPrintfPercent3f() {
        for value in unitSamples() {
            XCTAssertEqual(AssetCatalogEmitter.threeDecimals(value), String(format: "%.3f", value), "\(value)")
        }
    }

    func testComponentClampsAndFormats() {
        // 139 / 255 = 0.54509… → 0.545 (Xcode's three decimals).
        XCTAssertEqual(AssetCatalogEmitter.component(139.0 / 255.0), "0.545")
        XCTAssertEqual(AssetCatalogEmitter.component(1.7), "1.000")
        XCTAssertEqual(AssetCatalogEmitter.component(-3), "0.000")
        XCTAssertEqual(AssetCatalogEmitter.component(.nan), "0.000")
    }

    /// `DecimalText.format` as it was written before it formatted into a byte buffer.
    private func referenceFormat(_ x: Double, maximumFractionDigits: Int) -> String {
        guard x.isFinite else { return "0" }
        let digits = max(0, min(maximumFractionDigits, 15))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9_007_199_254_740_992 else { return String(format: "%.0f", x.rounded()) }
        let total = UInt64(scaled)
        if total == 0 { return "0" }
        var divisor: UInt64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let integer = total / divisor
        var fraction = total % divisor
        var text = x < 0 ? "-" + String(integer) : String(integer)
        guard fraction != 0 else { return text }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let fractionDigits = String(fraction)
        text += "." + String(repeating: "0", count: width - fractionDigits.count) + fractionDigits
        return text
    }

    func testDecimalTextMatchesItsStringBuildingVersion() {
        var values = unitSamples().map { $0 * 2 - 1 }
        values += [0, -0.0, 16, -16, 0.5450980392, 1e-7, -1e-7, 123_456.789_012_3, 9e15, -9e15, 1e300, .infinity, .nan,
                   1 / 3, 2 / 3, 255, 0.1, 0.2, 0.30000000000000004]
        for value in values {
            for digits in [0, 1, 2, 3, 4, 6, 15, 20, -1] {
                XCTAssertEqual(DecimalText.format(value, maximumFractionDigits: digits),
                               referenceFormat(value, maximumFractionDigits: digits), "\(value) with \(digits) digits")
            }
        }
    }
}
