import ColorScience
import TokenModel

/// The values of ``CSSValueText`` appended straight to a byte buffer, for the stylesheet written
/// without the template (``CSSDirectText``): the same characters, without a string per value or
/// per number. `CSSDirectTextTests` compares every writer here with its string form.
extension CSSValueText {
    /// Appends ``number(_:)``.
    @inline(__always)
    static func appendNumber(_ x: Double, to out: inout ByteWriter) {
        out.appendDecimal(x, maximumFractionDigits: abs(x) < 0.01 && x != 0 ? 6 : 4)
    }

    /// Appends a non-negative integer below 1,000 or more (a color byte).
    @inline(__always)
    static func appendInteger(_ value: Int, to out: inout ByteWriter) {
        if value >= 10 { appendInteger(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
    }

    /// Appends ``srgb(_:)``.
    static func appendSRGB(_ color: Color, to out: inout ByteWriter) {
        guard color.alpha.isFinite, color.alpha < 1 else {
            // The hex digits written in place (a string per color was ~475 instructions).
            out.append(upTo: 9) { color.writeHex(into: $0, uppercase: false, includeAlpha: false) }
            return
        }
        let hex = color.hexString(includeAlpha: false)
        var digits: (Int, Int, Int) = (0, 0, 0)
        var value = 0
        for (position, byte) in hex.utf8.enumerated() where position > 0 {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte) - 0x30
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte) - 0x61 + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte) - 0x41 + 10
            default: digit = 0
            }
            value = value * 16 + digit
            switch position {
            case 2: digits.0 = value; value = 0
            case 4: digits.1 = value; value = 0
            case 6: digits.2 = value; value = 0
            default: break
            }
        }
        out.append("rgb(")
        appendInteger(digits.0, to: &out)
        out.append(UInt8(ascii: " "))
        appendInteger(digits.1, to: &out)
        out.append(UInt8(ascii: " "))
        appendInteger(digits.2, to: &out)
        out.append(" / ")
        appendNumber(max(0, color.alpha), to: &out)
        out.append(UInt8(ascii: ")"))
    }

    /// Appends ``dimension(_:)``.
    static func appendDimension(_ d: TokenModel.Dimension, to out: inout ByteWriter) {
        appendNumber(d.value, to: &out)
        if d.unit == .rem { out.append("rem") } else { out.append("px") }
    }

    /// Appends ``duration(_:)``.
    static func appendDuration(_ d: TokenModel.Duration, to out: inout ByteWriter) {
        appendNumber(d.milliseconds, to: &out)
        out.append("ms")
    }

    /// Appends ``cubicBezier(_:)``.
    static func appendCubicBezier(_ b: CubicBezier, to out: inout ByteWriter) {
        out.append("cubic-bezier(")
        appendNumber(b.x1, to: &out)
        out.append(", ")
        appendNumber(b.y1, to: &out)
        out.append(", ")
        appendNumber(b.x2, to: &out)
        out.append(", ")
        appendNumber(b.y2, to: &out)
        out.append(UInt8(ascii: ")"))
    }

    /// Appends ``fontFamily(_:)``.
    static func appendFontFamily(_ f: FontFamily, to out: inout ByteWriter) {
        for (index, name) in f.names.enumerated() {
            if index > 0 { out.append(", ") }
            if isGenericFamily(name) {
                out.append(name)
                continue
            }
            out.append(UInt8(ascii: "\""))
            for byte in name.utf8 {
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    /// Whether a family name is one of ``genericFamilies``: the keywords are short, lowercase
    /// ASCII, so most names are ruled out by a byte before the set is asked.
    private static func isGenericFamily(_ name: String) -> Bool {
        let verdict = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            // Every keyword is 4–13 bytes and starts with a lowercase letter or `-`.
            guard let first = bytes.first else { return false }
            if first >= 0x80 { return nil }  // not ASCII: let the set decide
            guard bytes.count >= 4, bytes.count <= 13,
                  first == UInt8(ascii: "-") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
            else { return false }
            return nil
        }
        if let verdict, let known = verdict { return known }
        return genericFamilies.contains(name)
    }

    /// Appends ``strokeStyle(_:)``.
    static func appendStrokeStyle(_ s: StrokeStyle, to out: inout ByteWriter) {
        switch s {
        case .keyword(let keyword): out.append(keyword)
        case .dashed: out.append("dashed")
        }
    }

    /// Appends ``border(_:)``.
    static func appendBorder(_ b: Border, to out: inout ByteWriter) {
        appendDimension(b.width, to: &out)
        out.append(UInt8(ascii: " "))
        appendStrokeStyle(b.style, to: &out)
        out.append(UInt8(ascii: " "))
        appendSRGB(b.color, to: &out)
    }

    /// Appends ``transition(_:)``.
    static func appendTransition(_ t: Transition, to out: inout ByteWriter) {
        appendDuration(t.duration, to: &out)
        out.append(UInt8(ascii: " "))
        appendCubicBezier(t.timingFunction, to: &out)
        out.append(UInt8(ascii: " "))
        appendDuration(t.delay, to: &out)
    }

    /// Appends ``shadow(_:)``.
    static func appendShadow(_ layers: [Shadow], to out: inout ByteWriter) {
        for (index, s) in layers.enumerated() {
            if index > 0 { out.append(", ") }
            if s.inset { out.append("inset ") }
            appendDimension(s.offsetX, to: &out)
            out.append(UInt8(ascii: " "))
            appendDimension(s.offsetY, to: &out)
            out.append(UInt8(ascii: " "))
            appendDimension(s.blur, to: &out)
            out.append(UInt8(ascii: " "))
            appendDimension(s.spread, to: &out)
            out.append(UInt8(ascii: " "))
            appendSRGB(s.color, to: &out)
        }
    }

    /// Appends ``gradient(_:angle:kind:)``.
    static func appendGradient(_ stops: [GradientStop], angle: Double?, kind: String?, to out: inout ByteWriter) {
        switch kind {
        case "angular", "conic":
            out.append("conic-gradient(from ")
            appendNumber(angle ?? 0, to: &out)
            out.append("deg, ")
        case "radial":
            out.append("radial-gradient(")
        default:
            out.append("linear-gradient(")
            appendNumber(angle ?? 180, to: &out)
            out.append("deg, ")
        }
        for (index, stop) in stops.enumerated() {
            if index > 0 { out.append(", ") }
            appendSRGB(stop.color, to: &out)
            out.append(UInt8(ascii: " "))
            appendNumber(stop.position * 100, to: &out)
            out.append(UInt8(ascii: "%"))
        }
        out.append(UInt8(ascii: ")"))
    }
}
