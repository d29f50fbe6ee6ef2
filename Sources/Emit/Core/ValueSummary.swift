import ColorScience
import TokenModel

/// A value as a short human-readable text (doc comments, `{{value.text}}` in templates) (`#8B5CF6`, `16pt`, `300ms`).
enum ValueSummary {
    /// The text for one value.
    static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): return color(c)
        case .dimension(let d), .blur(let d): return dimension(d)
        case .duration(let d): return duration(d)
        case .number(let n): return DecimalText.format(n)
        case .opacity(let n): return DecimalText.format(n * 100, maximumFractionDigits: 2) + "%"
        case .fontFamily(let f): return f.names.joined(separator: ", ")
        case .fontWeight(let w): return weight(w)
        case .cubicBezier(let b): return bezier(b)
        case .strokeStyle(let s): return stroke(s)
        case .border(let b): return "\(dimension(b.width)) \(stroke(b.style)) \(color(b.color))"
        case .transition(let t):
            return "\(duration(t.duration)) \(bezier(t.timingFunction))" + (t.delay.value == 0 ? "" : ", delay \(duration(t.delay))")
        case .shadow(let layers):
            return layers.map { s in
                (s.inset ? "inset " : "")
                    + "\(dimension(s.offsetX)) \(dimension(s.offsetY)) \(dimension(s.blur)) \(dimension(s.spread)) \(color(s.color))"
            }.joined(separator: ", ")
        case .gradient(let stops):
            return stops.map { "\(color($0.color)) \(DecimalText.format($0.position * 100, maximumFractionDigits: 2))%" }
                .joined(separator: ", ")
        case .typography(let t):
            var text = "\(t.fontFamily.names.first ?? "") \(dimension(t.fontSize)), weight \(weight(t.fontWeight))"
            if let spacing = t.letterSpacing { text += ", tracking \(dimension(spacing))" }
            if let lineHeight = t.lineHeight { text += ", line height \(DecimalText.format(lineHeight))" }
            return text
        case .spring(let s):
            return "stiffness \(DecimalText.format(s.stiffness, maximumFractionDigits: 3)), "
                + "damping \(DecimalText.format(s.damping, maximumFractionDigits: 3)), mass \(DecimalText.format(s.mass)) "
                + "(response \(DecimalText.format(s.response, maximumFractionDigits: 3))s, "
                + "damping fraction \(DecimalText.format(s.dampingFraction, maximumFractionDigits: 3)))"
        case .haptic(let h): return h.name
        case .copy(let c): return "“" + c.text + "”"
        }
    }

    /// Appends ``text(_:)`` to a byte buffer: the common values (colors, dimensions, durations,
    /// numbers, font weights, Béziers, typography) written straight as bytes, the others as
    /// their text.
    static func append<Out: ByteSink & ~Copyable>(_ value: TokenValue, to out: inout Out) {
        switch value {
        case .color(let c):
            // Written in uppercase where it is made (a string per color, then uppercased byte by
            // byte, was ~600 instructions a color), with the gamut test.
            let count = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer -> Int? in
                guard let base = buffer.baseAddress, let count = c.writeHexIfInSRGBGamut(into: base, uppercase: true)
                else { return nil }
                out.append(UnsafeBufferPointer(start: base, count: count))
                return count
            }
            if count == nil { ByteText.append(c.cssString(), to: &out) }
        case .dimension(let d), .blur(let d):
            appendDimension(d, to: &out)
        case .duration(let d):
            DecimalText.append(d.value, to: &out)
            ByteText.append(d.unit.rawValue, to: &out)
        case .number(let n):
            DecimalText.append(n, to: &out)
        case .fontWeight(let w):
            appendWeight(w, to: &out)
        case .cubicBezier(let b):
            ByteText.append("cubic-bezier(", to: &out)
            DecimalText.append(b.x1, to: &out)
            ByteText.append(", ", to: &out)
            DecimalText.append(b.y1, to: &out)
            ByteText.append(", ", to: &out)
            DecimalText.append(b.x2, to: &out)
            ByteText.append(", ", to: &out)
            DecimalText.append(b.y2, to: &out)
            out.append(UInt8(ascii: ")"))
        case .typography(let t):
            ByteText.append(t.fontFamily.names.first ?? "", to: &out)
            out.append(UInt8(ascii: " "))
            appendDimension(t.fontSize, to: &out)
            ByteText.append(", weight ", to: &out)
            appendWeight(t.fontWeight, to: &out)
            if let spacing = t.letterSpacing {
                ByteText.append(", tracking ", to: &out)
                appendDimension(spacing, to: &out)
            }
            if let lineHeight = t.lineHeight {
                ByteText.append(", line height ", to: &out)
                DecimalText.append(lineHeight, to: &out)
            }
        default:
            ByteText.append(text(value), to: &out)
        }
    }

    /// ``dimension(_:)``, appended as bytes.
    private static func appendDimension<Out: ByteSink & ~Copyable>(_ d: Dimension, to out: inout Out) {
        DecimalText.append(d.value, to: &out)
        ByteText.append(d.unit.rawValue, to: &out)
        guard d.unit == .rem else { return }
        ByteText.append(" (", to: &out)
        DecimalText.append(d.points, to: &out)
        ByteText.append("pt)", to: &out)
    }

    /// ``weight(_:)``, appended as bytes.
    private static func appendWeight<Out: ByteSink & ~Copyable>(_ w: FontWeight, to out: inout Out) {
        DecimalText.append(w.value, to: &out)
        guard let keyword = w.keyword else { return }
        ByteText.append(" (", to: &out)
        ByteText.append(keyword, to: &out)
        out.append(UInt8(ascii: ")"))
    }

    /// `#8B5CF6` (`#8B5CF680` with alpha); a wide-gamut color in its CSS form.
    static func color(_ c: Color) -> String {
        if !c.isInGamut(.srgb) { return c.cssString() }
        return String(unsafeUninitializedCapacity: 9) { c.writeHex(into: $0.baseAddress!, uppercase: true) }
    }

    /// `16pt`, `1.5rem (24pt)`.
    static func dimension(_ d: Dimension) -> String {
        let text = DecimalText.format(d.value) + d.unit.rawValue
        return d.unit == .rem ? "\(text) (\(DecimalText.format(d.points))pt)" : text
    }

    /// `300ms`, `0.5s`.
    static func duration(_ d: Duration) -> String { DecimalText.format(d.value) + d.unit.rawValue }

    private static func weight(_ w: FontWeight) -> String {
        let number = DecimalText.format(w.value)
        return w.keyword.map { "\(number) (\($0))" } ?? number
    }

    private static func bezier(_ b: CubicBezier) -> String {
        "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map { DecimalText.format($0) }.joined(separator: ", ")))"
    }

    private static func stroke(_ s: StrokeStyle) -> String {
        switch s {
        case .keyword(let k): return k
        case .dashed(let dashes, let cap):
            return "dashed \(dashes.map(dimension).joined(separator: " ")), \(cap) caps"
        }
    }
}
