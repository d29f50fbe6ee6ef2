import XCTest
@testable import ColorScience

final class HexTests: XCTestCase {
    func testParsingAllLengths() {
        assertColor(hex("#0D7377"), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255])
        assertColor(hex("#0d7377cc"), .srgb, [13.0 / 255, 115.0 / 255, 119.0 / 255], alpha: 204.0 / 255)
        assertColor(hex("#abc"), .srgb, [0xAA / 255.0, 0xBB / 255.0, 0xCC / 255.0])
        assertColor(hex("#abcd"), .srgb, [0xAA / 255.0, 0xBB / 255.0, 0xCC / 255.0], alpha: 0xDD / 255.0)
        assertColor(hex("FFF"), .srgb, [1, 1, 1])
    }

    func testRejectsMalformedHex() {
        for text in ["", "#", "#ab", "#12345", "#1234567", "#123456789", "#ggg", "##fff", "#ff ff ff", "#fff\u{301}"] {
            XCTAssertNil(Color(hex: text), text)
        }
    }

    func testFormatting() {
        XCTAssertEqual(hex("#0D7377").hexString(), "#0d7377")
        XCTAssertEqual(Color.srgb(1, 1, 1).hexString(), "#ffffff")
        XCTAssertEqual(Color.srgb(0, 0, 0).hexString(), "#000000")
    }

    func testRoundsHalfUp() {
        // 0.5 × 255 = 127.5 → 128 (0x80); 0.3 × 255 = 76.5 → 77 (0x4d); 0.1 × 255 = 25.5 → 26 (0x1a).
        XCTAssertEqual(Color.srgb(0.5, 0.3, 0.1).hexString(), "#804d1a")
        // 0.2 × 255 = 51 exactly; 0.7 × 255 = 178.5 → 179 (0xb3).
        XCTAssertEqual(Color.srgb(0.2, 0.7, 0.2).hexString(), "#33b333")
        // Just below half rounds down: 127.49 → 127 (0x7f).
        XCTAssertEqual(Color.srgb(127.49 / 255, 0, 0).hexString(), "#7f0000")
    }

    func testEveryByteRoundTrips() {
        for value in 0...255 {
            let text = "#" + String(repeating: String(format: "%02x", value), count: 3)
            XCTAssertEqual(hex(text).hexString(), text)
        }
    }

    func testAlpha() {
        let halfRed = Color.srgb(1, 0, 0, alpha: 0.5)
        XCTAssertEqual(halfRed.hexString(), "#ff000080")
        XCTAssertEqual(halfRed.hexString(includeAlpha: false), "#ff0000")
        XCTAssertEqual(Color.srgb(1, 0, 0).hexString(includeAlpha: true), "#ff0000ff")
        // 0.999 × 255 = 254.745 → 255: rounds to opaque, so no alpha digits by default.
        XCTAssertEqual(Color.srgb(1, 0, 0, alpha: 0.999).hexString(), "#ff0000")
        XCTAssertEqual(Color.srgb(0, 0, 0, alpha: 0).hexString(), "#00000000")
    }

    func testOtherSpacesAreConvertedAndGamutMapped() {
        // hsl(120 100% 25%) = rgb(0 127.5 0) → #008000.
        XCTAssertEqual(Color(space: .hsl, components: [120, 100, 25]).hexString(), "#008000")
        // color(display-p3 1 0 0) maps to rgb(100% 4.457% 4.593%): 11.37 → 0b, 11.71 → 0c.
        XCTAssertEqual(Color(space: .displayP3, components: [1, 0, 0]).hexString(), "#ff0b0c")
        // oklch(0.7 0.4 150) maps to rgb(0% 76.07% 28.08%): 193.97 → c2, 71.61 → 48.
        XCTAssertEqual(Color(space: .oklch, components: [0.7, 0.4, 150]).hexString(), "#00c248")
        // #0D7377 through OKLCH and back.
        XCTAssertEqual(hex("#0D7377").converted(to: .oklch).hexString(), "#0d7377")
    }

    func testNonFiniteValuesFormatWithoutTrapping() {
        XCTAssertEqual(Color(space: .srgb, components: [.nan, .infinity, nil], alpha: .nan).hexString(), "#000000")
        // Out-of-range sRGB is gamut mapped, not clipped: rgb(200% −100% 50%) → rgb(100% 62.2% 72.5%).
        XCTAssertEqual(Color(space: .srgb, components: [2, -1, 0.5], alpha: 4).hexString(), "#ff9fb9")
    }

    /// `writeHex` writes `hexString`'s bytes, in either case, with or without alpha, for colors
    /// in and out of the sRGB gamut.
    func testWriteHexWritesTheHexStringInEitherCase() {
        let colors = [
            Color.srgb(0.545, 0.361, 0.965), Color.srgb(1, 1, 1, alpha: 0.5), Color.srgb(0, 0, 0, alpha: 0),
            Color.srgb(0.1, 0.67, 0.99, alpha: 0.999), Color(space: .displayP3, 1, 0, 0),
            Color(space: .oklch, 0.7, 0.4, 150), Color(space: .hsl, 210, 80, 45, alpha: 0.3),
        ]
        for color in colors {
            for alpha in [nil, true, false] as [Bool?] {
                let expected = color.hexString(includeAlpha: alpha)
                for uppercase in [false, true] {
                    let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
                        String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!,
                                                             count: color.writeHex(into: buffer.baseAddress!, uppercase: uppercase,
                                                                                   includeAlpha: alpha)),
                               as: UTF8.self)
                    }
                    XCTAssertEqual(written, uppercase ? expected.uppercased() : expected, "\(color), \(String(describing: alpha))")
                }
            }
        }
    }
}

/// The hex text with its gamut test is the two made separately.
final class HexInSRGBGamutTests: XCTestCase {
    func testMatchesIsInGamutThenWriteHex() {
        var colors: [Color] = []
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 1.4 - 0.2
        }
        let spaces: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .hsl, .hwb, .oklch, .lab, .rec2020]
        for index in 0..<3_000 {
            let space = spaces[index % spaces.count]
            let scale: SIMD3<Double> = switch space {
            case .hsl, .hwb: SIMD3(360, 100, 100)
            case .oklch: SIMD3(1, 0.4, 360)
            case .lab: SIMD3(100, 125, 125)
            default: SIMD3(1, 1, 1)
            }
            colors.append(Color(space: space, next() * scale.x, next() * scale.y, next() * scale.z,
                                alpha: index % 3 == 0 ? next() : 1))
        }
        for k in stride(from: 0, through: 255, by: 5) {
            colors.append(Color(space: .srgb, Double(k) / 255, Double(255 - k) / 255, 0.5, alpha: Double(k) / 255))
        }
        colors += [Color(space: .srgb, .nan, 0, 0, alpha: 1), Color(space: .srgb, 1.000001, 0, -0.000001, alpha: .nan),
                   Color(space: .srgb, nil, 0.5, nil, alpha: 1)]
        var inside = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 18) { buffer in
            let base = buffer.baseAddress!
            for color in colors {
                let count = color.writeHexIfInSRGBGamut(into: base, uppercase: true)
                guard color.isInGamut(.srgb) else {
                    XCTAssertNil(count, "\(color)")
                    continue
                }
                inside += 1
                let expected = color.writeHex(into: base + 9, uppercase: true)
                XCTAssertEqual(count, expected, "\(color)")
                XCTAssertEqual(Array(UnsafeBufferPointer(start: base, count: count ?? 0)),
                               Array(UnsafeBufferPointer(start: base + 9, count: expected)), "\(color)")
            }
        }
        XCTAssertGreaterThan(inside, 500)
        XCTAssertLessThan(inside, colors.count - 500)
    }
}
