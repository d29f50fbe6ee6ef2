import ColorScience
import TokenModel

/// The values of ``ComposeValueText`` appended straight to a byte buffer, for the Android files
/// written without their templates (``KotlinDirectText``, ``AndroidResourcesDirectText``): the
/// same characters without a string per value or per number, for the values nearly every token
/// has (colors, dimensions, numbers, typography). `AndroidDirectTextTests` compares each with
/// its string form.
extension ComposeValueText {
    /// Writes ``argb(_:)`` (`AARRGGBB`, 8 bytes; room for 9) at `place` for a color in the sRGB
    /// gamut and returns true; false for any other (whose digits come from gamut mapping).
    @inline(__always)
    static func writeARGB(_ color: Color, at place: UnsafeMutablePointer<UInt8>) -> Bool {
        // `#RRGGBB`, or `#RRGGBBAA` when the alpha byte is below FF; moved one place on for the
        // alpha digits in front.
        guard let count = color.writeHexIfInSRGBGamut(into: place, uppercase: true) else { return false }
        let alpha = count == 9 ? (place[7], place[8]) : (UInt8(ascii: "F"), UInt8(ascii: "F"))
        for index in stride(from: 6, through: 1, by: -1) { place[index + 1] = place[index] }
        place[0] = alpha.0
        place[1] = alpha.1
        return true
    }

    /// Appends ``argb(_:)`` for any color.
    @inline(__always)
    static func appendARGB(_ color: Color, to out: inout ByteWriter) {
        var inGamut = true
        out.append(upTo: 9) { place in
            inGamut = writeARGB(color, at: place)
            return inGamut ? 8 : 0
        }
        if !inGamut { out.append(argb(color)) }
    }

    /// Appends ``color(_:)``; true when the color is outside sRGB (it then names `ColorSpaces`).
    @inline(__always)
    static func appendColor(_ color: Color, to out: inout ByteWriter) -> Bool {
        var inGamut = true
        out.append(upTo: 18) { place in
            inGamut = writeARGB(color, at: place + 8)
            guard inGamut else { return 0 }
            _ = ByteText.copy("Color(0x", to: place)
            place[16] = UInt8(ascii: ")")
            return 17
        }
        // The Display P3 form (rare) is made as a string.
        if !inGamut { out.append(Self.color(color)) }
        return !inGamut
    }

    /// Appends an integer in decimal (`String(value)`'s text).
    @inline(__always)
    static func appendInteger(_ value: Int, to out: inout ByteWriter) {
        out.append(upTo: 20) { place in
            var digits = value.magnitude
            var length = 0
            repeat {
                length += 1
                digits /= 10
            } while digits > 0
            let sign = value < 0 ? 1 : 0
            if sign == 1 { place[0] = UInt8(ascii: "-") }
            digits = value.magnitude
            for position in stride(from: sign + length - 1, through: sign, by: -1) {
                place[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digits % 10)
                digits /= 10
            }
            return sign + length
        }
    }

    /// Appends `DecimalText.format(x, maximumFractionDigits: 4)`: an integer (most sizes and
    /// weights) written as one, without the scaling and the fraction's digits.
    @inline(__always)
    static func appendDecimal(_ x: Double, to out: inout ByteWriter) {
        // Below 2^53 / 10^4 the general writer gives the integer's digits (and `0` for -0).
        if abs(x) < 900_000_000_000, let integer = Int(exactly: x) {
            appendInteger(integer, to: &out)
        } else {
            out.appendDecimal(x, maximumFractionDigits: 4)
        }
    }

    /// Appends ``float(_:)``.
    @inline(__always)
    static func appendFloat(_ x: Double, to out: inout ByteWriter) {
        appendDecimal(x, to: &out)
        out.append(UInt8(ascii: "f"))
    }

    /// Appends ``unit(_:_:)``: `16.dp`, `(-2).sp`.
    @inline(__always)
    static func appendUnit(_ x: Double, _ suffix: StaticString, to out: inout ByteWriter) {
        if x < 0 {
            out.append(UInt8(ascii: "("))
            appendDecimal(x, to: &out)
            out.append(UInt8(ascii: ")"))
        } else {
            appendDecimal(x, to: &out)
        }
        out.append(UInt8(ascii: "."))
        out.append(suffix)
    }

    /// Appends ``fontWeight(_:)``.
    @inline(__always)
    static func appendFontWeight(_ w: FontWeight, to out: inout ByteWriter) {
        out.append("FontWeight(")
        appendInteger(Int(w.value.rounded()), to: &out)
        out.append(UInt8(ascii: ")"))
    }

    /// Appends ``easing(_:)``.
    static func appendEasing(_ b: CubicBezier, to out: inout ByteWriter) {
        out.append("CubicBezierEasing(")
        appendFloat(b.x1, to: &out)
        out.append(", ")
        appendFloat(b.y1, to: &out)
        out.append(", ")
        appendFloat(b.x2, to: &out)
        out.append(", ")
        appendFloat(b.y2, to: &out)
        out.append(UInt8(ascii: ")"))
    }

    /// Appends ``textStyle(_:)``.
    static func appendTextStyle(_ t: Typography, to out: inout ByteWriter) {
        out.append("TextStyle(fontSize = ")
        appendUnit(t.fontSize.points, "sp", to: &out)
        out.append(", fontWeight = ")
        appendFontWeight(t.fontWeight, to: &out)
        if let spacing = t.letterSpacing {
            out.append(", letterSpacing = ")
            appendUnit(spacing.points, "sp", to: &out)
        }
        if let lineHeight = t.lineHeight {
            out.append(", lineHeight = ")
            appendUnit(lineHeight * t.fontSize.points, "sp", to: &out)
        }
        out.append(UInt8(ascii: ")"))
    }
}
