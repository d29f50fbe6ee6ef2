import ColorScience
import Diagnostics
@testable import Emit
import Foundation
import TokenModel
import XCTest

/// The common member shapes (colors, numbers, font weights, Béziers, typography) are written
/// directly as bytes (`SwiftDirectExpression`); every member must be byte for byte what the
/// general path — an expression tree laid out by `SwiftExpressionWriter` — writes, at every
/// nesting depth and name length (which decide whether a call fits on its line).
final class SwiftDirectExpressionTests: XCTestCase {
    /// Tokens of every shape the direct writer takes and some it leaves, in four appearances.
    static let yaml = """
        $extensions:
          dev.tokenc.system: { modes: [light, dark, light-high-contrast, dark-high-contrast] }
        color:
          $type: color
          hex: { $value: "#8B5CF6" }
          black: { $value: "#000000" }
          white: { $value: "#FFFFFF" }
          translucent: { $value: "#11223380" }
          faint: { $value: { colorSpace: srgb, components: [0.5, 0.25, 0.125], alpha: 0.0001234 } }
          p3-red: { $value: { colorSpace: display-p3, components: [1, 0, 0] } }
          p3-inside: { $value: { colorSpace: display-p3, components: [0.5, 0.4, 0.3], alpha: 0.5 } }
          p3-none: { $value: { colorSpace: display-p3, components: [none, 0.5, 1] } }
          oklch-wide: { $value: { colorSpace: oklch, components: [0.7, 0.4, 150] } }
          oklch-inside: { $value: { colorSpace: oklch, components: [0.6, 0.1, 30] } }
          oklch-white: { $value: { colorSpace: oklch, components: [1.2, 0.1, 30] } }
          rec2020: { $value: { colorSpace: rec2020, components: [0, 1, 0], alpha: 0.75 } }
          lab: { $value: { colorSpace: lab, components: [50, 90, -90] } }
          hsl: { $value: { colorSpace: hsl, components: [210, 60, 40] } }
          hwb-none: { $value: { colorSpace: hwb, components: [none, 10, 20] } }
          linear: { $value: { colorSpace: srgb-linear, components: [0.2, 0.4, 1.1] } }
          xyz: { $value: { colorSpace: xyz-d65, components: [0.3, 0.2, 0.9] } }
          alias: { $value: "{color.hex}" }
          dynamic:
            $value: "#102030"
            $extensions: { dev.tokenc.modes: { dark: "#E0F0FF" } }
          dynamic-all:
            $value: "#102030"
            $extensions:
              dev.tokenc.modes:
                dark: { colorSpace: display-p3, components: [1, 0, 0], alpha: 0.5 }
                light-high-contrast: "#000000"
                dark-high-contrast: { colorSpace: oklch, components: [0.7, 0.4, 150] }
          dynamic-alias:
            $value: "{color.hex}"
            $extensions: { dev.tokenc.modes: { dark: "{color.oklch-wide}", dark-high-contrast: "{color.hex}" } }
        size:
          $type: dimension
          px: { $value: 16px }
          fraction: { $value: 0.3333333px }
          negative: { $value: -4.5px }
          rem: { $value: 1.5rem }
          object: { $value: { value: 2.25, unit: rem } }
          zero: { $value: 0px }
          huge: { $value: 1e20px }
          alias: { $value: "{size.rem}" }
          by-mode: { $value: 8px, $extensions: { dev.tokenc.modes: { dark: 10px } } }
        time:
          $type: duration
          ms: { $value: 250ms }
          s: { $value: 1.5s }
          tiny: { $value: 0.0001ms }
          alias: { $value: "{time.ms}" }
        ratio: { $type: number, $value: 1.618034 }
        big-number: { $type: number, $value: 123456789012 }
        faded: { $type: dev.tokenc.opacity, $value: 0.5 }
        weight:
          $type: fontWeight
          bold: { $value: bold }
          number: { $value: 350 }
          alias: { $value: "{weight.bold}" }
        curve:
          $type: cubicBezier
          ease: { $value: [0.25, 0.1, 0.25, 1] }
          overshoot: { $value: [0.34, -1.56, 0.64, 2.56] }
          precise: { $value: [0.123456789, 0.987654321, 0.333333333, 0.666666667] }
          alias: { $value: "{curve.ease}" }
        family:
          $type: fontFamily
          inter: { $value: Inter }
        type:
          $type: typography
          body:
            $value: { fontFamily: Inter, fontSize: 17px, fontWeight: 400, letterSpacing: 0.2px, lineHeight: 1.4 }
          headline:
            $value: { fontFamily: "SF Pro", fontSize: 17px, fontWeight: 600 }
          rounded:
            $value: { fontFamily: [SF Pro Rounded, sans-serif], fontSize: 1.25rem, fontWeight: bold, lineHeight: 1.25 }
          long-name:
            $value: { fontFamily: "A Very Long Custom Font Family Name That Goes On And On And On For Testing", fontSize: 13px, fontWeight: 300 }
          quoted:
            $value: { fontFamily: "Say \\"Hi\\"", fontSize: 11px, fontWeight: 500, letterSpacing: -0.5px }
          accented:
            $value: { fontFamily: "Avenir Nëxt", fontSize: 34px, fontWeight: 800 }
          aliased:
            $value: { fontFamily: "{family.inter}", fontSize: "{size.rem}", fontWeight: "{weight.bold}", lineHeight: 1.5 }
          alias: { $value: "{type.body}" }
        shadow:
          $type: shadow
          soft: { $value: { color: "#00000033", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px } }

        """

    func testDirectMembersEqualTheGeneralPath() throws {
        let (system, sink, _) = SwiftFixtures.system(Self.yaml)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics.map(\.message))")
        XCTAssertGreaterThan(system.tokens.count, 50)
        let allSlots = SwiftAppearanceSlots(system: system, selectedModes: nil)
        XCTAssertNotNil(allSlots.dark)
        XCTAssertNotNil(allSlots.darkHighContrast)
        // Every appearance (dynamic colors, values that differ in more than color), and the light
        // one alone (a system with one appearance).
        let lightOnly = SwiftAppearanceSlots(system: system, selectedModes: ["light"])
        XCTAssertNil(lightOnly.dark)
        var compared = 0, direct = 0
        for slots in [allSlots, lightOnly] {
            for namespace in ["T", "ÜberTokens"] {
                let names = SwiftQualifiedNames(namespace)
                let on = SwiftNamespaceBuilder.MemberStyle(access: "public", valuesNamespace: namespace, qualifiedNames: names)
                var off = on
                off.writesCommonValuesDirectly = false
                for token in system.tokens {
                    let valueSlots = SwiftValueLiteral.Slots(light: token.values[slots.light])
                    if SwiftDirectExpression.declaredType(of: valueSlots, names: names) != nil { direct += 1 }
                    // Depths 0–30 and names of 1 to 80 characters: inline, broken, nested calls broken.
                    for depth in [0, 1, 2, 3, 5, 8, 12, 17, 22, 26, 30] {
                        for name in ["x", "mediumLengthName", String(repeating: "n", count: 48), String(repeating: "w", count: 80), "`default`", "größe"] {
                            var a = ByteWriter(capacity: 64), b = ByteWriter(capacity: 64)
                            let ma = withUnsafePointer(to: token) {
                                SwiftNamespaceBuilder.write($0, name: name, depth: depth, style: on, system: system, slots: slots, into: &a)
                            }
                            let mb = withUnsafePointer(to: token) {
                                SwiftNamespaceBuilder.write($0, name: name, depth: depth, style: off, system: system, slots: slots, into: &b)
                            }
                            XCTAssertEqual(a.text, b.text, "\(token.path) at depth \(depth) named \(name) in \(namespace)")
                            XCTAssertEqual(ma.type, mb.type, token.path)
                            XCTAssertEqual(ma.typeAnnotation, mb.typeAnnotation, token.path)
                            XCTAssertEqual(ma.expressionStart, mb.expressionStart, token.path)
                            XCTAssertEqual(ma.documentationEnd, mb.documentationEnd, token.path)
                            XCTAssertEqual(ma.warning, mb.warning, token.path)
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(direct, 90, "most of these tokens take the direct path with an ASCII namespace")
        XCTAssertGreaterThan(compared, 10000)
    }

    /// A declaration head's width: its byte count when it is ASCII, its characters otherwise —
    /// with the non-ASCII byte at any place of the eight-byte steps, and from any start.
    func testHeadWidthCountsCharactersWhereTheTextIsNotASCII() {
        for text in ["", "a", "abcdefgh", "    public static let x = ", "    public static let größe = ", "é",
                     "abcdefghé", "abcdefgé", "éabcdefghijklmnop", String(repeating: "ab", count: 40) + "ü"] {
            let bytes = Array(text.utf8)
            for start in 0...bytes.count where start == bytes.count || bytes[start] & 0xC0 != 0x80 {
                let expected = String(decoding: bytes[start...], as: UTF8.self).count
                XCTAssertEqual(SwiftExpressionWriter.width(of: bytes, from: start), expected, "\(text) from \(start)")
            }
        }
    }

    /// The shapes the tests above rely on do occur: inline and broken colors, dynamic colors
    /// with nested broken calls, and typography written both ways.
    func testTheComparedOutputCoversBothLayouts() throws {
        let (system, _, _) = SwiftFixtures.system(Self.yaml)
        let slots = SwiftAppearanceSlots(system: system, selectedModes: nil)
        let names = SwiftQualifiedNames("T")
        let style = SwiftNamespaceBuilder.MemberStyle(access: "public", valuesNamespace: "T", qualifiedNames: names)
        func text(_ path: String, depth: Int, name: String = "x") throws -> String {
            let token = try XCTUnwrap(system.tokens.first { $0.path == path })
            var out = ByteWriter(capacity: 64)
            _ = withUnsafePointer(to: token) {
                SwiftNamespaceBuilder.write($0, name: name, depth: depth, style: style, system: system, slots: slots, into: &out)
            }
            return out.text
        }
        XCTAssertTrue(try text("color.hex", depth: 0).contains("= T.Color(sRGB: 0.545098, 0.360784, 0.964706, displayP3: "))
        XCTAssertTrue(try text("color.hex", depth: 3, name: String(repeating: "n", count: 40))
            .contains("T.Color(\n                sRGB: 0.545098, 0.360784, 0.964706,\n                displayP3: "))
        XCTAssertTrue(try text("color.oklch-wide", depth: 1).contains("isWideGamut: true"))
        XCTAssertTrue(try text("color.translucent", depth: 1).contains("opacity: 0.501961"))
        let dynamic = try text("color.dynamic-all", depth: 4)
        XCTAssertTrue(dynamic.contains("    light: .init(sRGB: "), dynamic)
        XCTAssertTrue(dynamic.contains("    darkHighContrast: .init(\n"), dynamic)
        XCTAssertTrue(try text("type.headline", depth: 0)
            .contains("= T.Typography(family: .system(.default), size: 17, weight: .init(600), textStyle: .headline)"))
        XCTAssertTrue(try text("type.body", depth: 0).contains("T.Typography(\n    family: .custom(\"Inter\"),\n    size: 17,\n"))
        XCTAssertTrue(try text("type.rounded", depth: 3).contains("    family: .system(.rounded),\n"))
        XCTAssertTrue(try text("curve.precise", depth: 6, name: String(repeating: "n", count: 60))
            .contains("T.CubicBezier(\n                            0.123457, 0.987654, 0.333333, 0.666667\n                        )"))
        XCTAssertTrue(try text("size.rem", depth: 1).hasSuffix("    public static let x: Double = 24"))
    }

    /// Hex colors' sRGB components and alpha are copied from a table of the 256 fractions
    /// `k / 255`; every byte, as a component and as an alpha, must be written as the general path
    /// writes it, and so must components just beside such a fraction (which miss the table).
    func testEveryByteFractionEqualsTheGeneralPath() throws {
        func hex(_ k: Int) -> String { String(k, radix: 16).count == 1 ? "0" + String(k, radix: 16) : String(k, radix: 16) }
        var yaml = "color:\n  $type: color\n"
        for k in 0...255 {
            yaml += "  c\(k): { $value: \"#\(hex(k))\(hex(255 - k))\(hex(k * 7 % 256))\(hex(k))\" }\n"
            let fraction = Double(k) / 255
            yaml += "  n\(k): { $value: { colorSpace: srgb, components: [\(fraction.nextUp), \(fraction.nextDown), \(fraction)] } }\n"
        }
        let (system, sink, _) = SwiftFixtures.system(yaml)
        XCTAssertFalse(sink.hasErrors, "\(sink.diagnostics.map(\.message))")
        XCTAssertEqual(system.tokens.count, 512)
        let slots = SwiftAppearanceSlots(system: system, selectedModes: nil)
        let names = SwiftQualifiedNames("T")
        let on = SwiftNamespaceBuilder.MemberStyle(access: "public", valuesNamespace: "T", qualifiedNames: names)
        var off = on
        off.writesCommonValuesDirectly = false
        for token in system.tokens {
            var a = ByteWriter(capacity: 64), b = ByteWriter(capacity: 64)
            _ = withUnsafePointer(to: token) { SwiftNamespaceBuilder.write($0, name: "x", depth: 1, style: on, system: system, slots: slots, into: &a) }
            _ = withUnsafePointer(to: token) { SwiftNamespaceBuilder.write($0, name: "x", depth: 1, style: off, system: system, slots: slots, into: &b) }
            XCTAssertEqual(a.text, b.text, token.path)
        }
        let half = try XCTUnwrap(system.tokens.first { $0.path == "color.c128" })
        var text = ByteWriter(capacity: 64)
        _ = withUnsafePointer(to: half) { SwiftNamespaceBuilder.write($0, name: "x", depth: 0, style: on, system: system, slots: slots, into: &text) }
        let written = text.text
        XCTAssertTrue(written.contains("sRGB: 0.501961, 0.498039, 0.501961,"), written)
        XCTAssertTrue(written.contains("opacity: 0.501961"), written)
    }

    /// The color components are converted once; they must equal converting and checking the
    /// gamut separately, as the public color API does it.
    func testColorComponentsEqualTheSeparateConversions() {
        var colors: [Color] = []
        let spaces: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .a98RGB, .rec2020, .prophotoRGB, .hsl, .hwb, .lab,
                                    .lch, .oklab, .oklch, .xyzD65, .xyzD50]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for space in spaces {
            for _ in 0..<60 {
                let ranges = space.componentReferenceRanges
                let values = (0..<3).map { i -> Double? in
                    let r = ranges[i]
                    if next() < 0.05 { return nil }
                    // Up to a quarter beyond the reference range on both sides: out of gamut too.
                    let span = r.upperBound - r.lowerBound
                    return r.lowerBound - span / 4 + next() * span * 1.5
                }
                colors.append(Color(space: space, values[0], values[1], values[2], alpha: next() * 1.2 - 0.1))
            }
            colors.append(Color(space: space, .nan, 0.5, .infinity))
        }
        for color in colors {
            let parts = SwiftValueLiteral.components(of: color)
            let wide = !color.isInGamut(.srgb)
            let srgb = (wide ? color.gamutMapped(to: .srgb) : color.converted(to: .srgb)).resolvedComponents
            let p3 = (color.isInGamut(.displayP3) ? color.converted(to: .displayP3) : color.gamutMapped(to: .displayP3))
                .resolvedComponents
            XCTAssertEqual(parts.wide, wide, "\(color)")
            XCTAssertTrue(parts.srgb == srgb, "\(color): \(parts.srgb) vs \(srgb)")
            XCTAssertTrue(parts.p3 == p3, "\(color): \(parts.p3) vs \(p3)")
        }
    }

    /// The byte form of the number text is the string form, for every kind of number.
    func testDecimalBytesEqualTheText() {
        var numbers: [Double] = [0, -0.0, 1, -1, 0.5, 16, 0.0000004, 0.0000005, -0.0000005, 1e15, 9.007e9, 9.008e9, 1e20,
                                 -1e300, .nan, .infinity, -.infinity, 0.1 + 0.2, 123456.654321, Double.ulpOfOne]
        var state: UInt64 = 42
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = pow(10, Double(Int(state >> 60)) - 6)
            numbers.append((Double(state >> 11) / Double(1 << 53) - 0.5) * magnitude)
        }
        for x in numbers {
            for digits in [0, 2, 3, 6, 15, 20, -1] {
                var bytes: [UInt8] = []
                DecimalText.append(x, maximumFractionDigits: digits, to: &bytes)
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self), DecimalText.format(x, maximumFractionDigits: digits),
                               "\(x) with \(digits)")
                // The same text into a `ByteWriter` (a small one, so that it grows).
                var writer = ByteWriter(capacity: 1)
                DecimalText.append(x, maximumFractionDigits: digits, to: &writer)
                XCTAssertEqual(writer.text, DecimalText.format(x, maximumFractionDigits: digits), "\(x) with \(digits)")
            }
        }
        XCTAssertEqual(DecimalText.format(0.5450980392), "0.545098")
        XCTAssertEqual(DecimalText.format(-0.0000001), "0")
        XCTAssertEqual(DecimalText.format(16.0), "16")
        XCTAssertEqual(DecimalText.format(-2.50), "-2.5")
    }
}

/// The number text written two digits at a time is the text written one digit at a time.
final class DecimalTextDigitPairsTests: XCTestCase {
    /// The number writer before digit pairs: one digit a step, converting through `UInt64`.
    static func reference(_ x: Double, maximumFractionDigits: Int) -> String {
        guard x.isFinite else { return "0" }
        let digits = max(0, min(maximumFractionDigits, 15))
        var scale = 1.0
        var divisor: UInt64 = 1
        for _ in 0..<digits {
            scale *= 10
            divisor *= 10
        }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9_007_199_254_740_992 else { return String(format: "%.0f", x.rounded()) }
        let total = UInt64(scaled)
        if total == 0 { return "0" }
        var text = String(total / divisor)
        var fraction = total % divisor
        var width = digits
        if fraction != 0 {
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            var fractionText = ""
            for _ in 0..<width {
                fractionText = String(fraction % 10) + fractionText
                fraction /= 10
            }
            text += "." + fractionText
        }
        return x < 0 ? "-" + text : text
    }

    func testMatchesTheDigitByDigitWriter() {
        var numbers: [Double] = (0...255).map { Double($0) / 255 }
        numbers += [0, -0.0, 1, -1, 0.5, 0.05, 0.005, 0.0005, 0.00005, 0.000005, 0.0000005, 0.1, 0.01, 0.001, 10.01,
                    99.99, 100.000001, 0.999999, 0.9999995, 1e-7, 12345678.25, 9.007e9, 1e15, 1e20, -1e300, .nan]
        var state: UInt64 = 1234
        for _ in 0..<40_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = pow(10, Double(Int(state >> 60)) - 8)
            numbers.append((Double(state >> 11) / Double(1 << 53) - 0.5) * magnitude)
            // Short decimals, as tokens write them: n / 10^k.
            numbers.append(Double(Int(state >> 44)) / pow(10, Double(Int(state >> 40) & 7)))
        }
        var checked = 0
        for x in numbers {
            for digits in [6, 0, 1, 2, 3, 5, 15] {
                XCTAssertEqual(DecimalText.format(x, maximumFractionDigits: digits),
                               Self.reference(x, maximumFractionDigits: digits), "\(x) with \(digits)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 7 * numbers.count)
        XCTAssertEqual(DecimalText.format(0.05), "0.05")
        XCTAssertEqual(DecimalText.format(0.000123), "0.000123")
        XCTAssertEqual(DecimalText.format(-10.5), "-10.5")
    }
}

/// The system-font check reads ASCII family names on their bytes; it must agree with the
/// `Character` filter it replaces, and find the system designs.
final class SwiftSystemDesignTests: XCTestCase {
    func testASCIINamesAgreeWithTheCharacterFilter() {
        var names = ["SF Pro", "sf-pro-rounded", "SF Mono", "New York", "-apple-system", "system-ui", "BlinkMacSystemFont",
                     "Inter", "IBM Plex Sans", "", "  ", "a1_B2-c3.D4", "Tab\there", "Line\r\nbreak", "~!@#$%^&*()"]
        for byte in 0..<128 { names.append("x" + String(UnicodeScalar(UInt8(byte))) + "Y") }
        for name in names {
            XCTAssertEqual(SwiftValueLiteral.asciiLettersAndDigits(name),
                           name.lowercased().filter { $0.isLetter || $0.isNumber }, name.debugDescription)
        }
        XCTAssertNil(SwiftValueLiteral.asciiLettersAndDigits("Avenir Nëxt"))
        XCTAssertEqual(SwiftValueLiteral.systemDesign(of: FontFamily(["SF Pro Rounded"])), "rounded")
        XCTAssertEqual(SwiftValueLiteral.systemDesign(of: FontFamily(["-apple-system", "Inter"])), "default")
        XCTAssertEqual(SwiftValueLiteral.systemDesign(of: FontFamily(["ui-monospace"])), "monospaced")
        XCTAssertEqual(SwiftValueLiteral.systemDesign(of: FontFamily(["Ñew York"])), nil)
        XCTAssertEqual(SwiftValueLiteral.systemDesign(of: FontFamily(["Inter"])), nil)
    }
}

/// Doc comments write a value's summary as bytes; it must be the summary's text.
final class ValueSummaryBytesTests: XCTestCase {
    func testBytesEqualTheTextForEveryValue() throws {
        var systems = [SwiftFixtures.system(SwiftDirectExpressionTests.yaml).0]
        for seed in SwiftFixtures.seeds { systems.append(try SwiftFixtures.seed(seed.name)) }
        var values: [TokenValue] = [
            .color(Color(space: .oklch, 0.7, 0.4, 150)), .color(Color.srgb(1, 0.5, 0, alpha: 0.25)),
            .color(Color(space: .srgb, nil, 0.5, 1)), .dimension(Dimension(1.5, .rem)), .duration(Duration(0.25, .s)),
            .fontWeight(FontWeight(650)), .cubicBezier(CubicBezier(0.1, -0.5, 0.9, 1.5)),
        ]
        for system in systems { for token in system.tokens { values += token.values } }
        var kinds: Set<String> = []
        for value in values {
            var bytes: [UInt8] = []
            ValueSummary.append(value, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), ValueSummary.text(value), "\(value)")
            var writer = ByteWriter(capacity: 1)
            ValueSummary.append(value, to: &writer)
            XCTAssertEqual(writer.text, ValueSummary.text(value), "\(value) into a ByteWriter")
            kinds.insert(String(describing: value).prefix { $0 != "(" }.description)
        }
        for kind in ["color", "dimension", "duration", "number", "fontWeight", "cubicBezier", "typography", "shadow"] {
            XCTAssertTrue(kinds.contains(kind), "no \(kind) value compared: \(kinds.sorted())")
        }
    }
}
