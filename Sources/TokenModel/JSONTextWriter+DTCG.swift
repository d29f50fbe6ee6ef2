import ColorScience

extension JSONTextWriter {
    /// Appends a value's `$value` as compact JSON, written straight from the value: the same bytes
    /// as `DTCGEncoder.encode(value).serialized(pretty: false)` without building a ``JSONValue``
    /// tree (an allocation per member and per string; ~8,000 instructions a token made that way).
    public mutating func writeCompactDTCG(_ value: TokenValue) {
        writeDTCG(value, indent: 0, pretty: false)
    }

    /// Appends a value's `$value` as ``write(_:indent:pretty:)`` writes `DTCGEncoder.encode(value)`
    /// — pretty at `indent`, or compact — straight from the value. (`$value`s of copy tokens,
    /// rare and many-shaped, still go through the tree.)
    public mutating func writeDTCG(_ value: TokenValue, indent: Int, pretty: Bool) {
        let layout = Layout(indent: indent, pretty: pretty)
        switch value {
        case .color(let c): writeColor(c, layout)
        case .dimension(let d), .blur(let d): writeQuantity(d.value, unit: d.unit.rawValue, layout)
        case .fontFamily(let f): writeFontFamily(f, layout)
        case .fontWeight(let w): writeNumber(w.value)
        case .duration(let d): writeQuantity(d.value, unit: d.unit.rawValue, layout)
        case .cubicBezier(let b): writeScalars([b.x1, b.y1, b.x2, b.y2], layout) { $0.writeNumber($1) }
        case .number(let n), .opacity(let n): writeNumber(n)
        case .strokeStyle(let s): writeStrokeStyle(s, layout)
        case .border(let b):
            openObject(layout)
            key("\"color\"", first: true, layout)
            writeColor(b.color, layout.inner)
            key("\"width\"", first: false, layout)
            writeQuantity(b.width.value, unit: b.width.unit.rawValue, layout.inner)
            key("\"style\"", first: false, layout)
            writeStrokeStyle(b.style, layout.inner)
            closeObject(layout)
        case .transition(let t):
            openObject(layout)
            key("\"duration\"", first: true, layout)
            writeQuantity(t.duration.value, unit: t.duration.unit.rawValue, layout.inner)
            key("\"delay\"", first: false, layout)
            writeQuantity(t.delay.value, unit: t.delay.unit.rawValue, layout.inner)
            key("\"timingFunction\"", first: false, layout)
            let b = t.timingFunction
            writeScalars([b.x1, b.y1, b.x2, b.y2], layout.inner) { $0.writeNumber($1) }
            closeObject(layout)
        case .shadow(let layers):
            if layers.count == 1 {
                writeShadow(layers[0], layout)
            } else {
                writeObjects(layers, layout) { $0.writeShadow($1, $2) }
            }
        case .gradient(let stops):
            writeObjects(stops, layout) { writer, stop, layout in
                writer.openObject(layout)
                writer.key("\"color\"", first: true, layout)
                writer.writeColor(stop.color, layout.inner)
                writer.key("\"position\"", first: false, layout)
                writer.writeNumber(stop.position)
                writer.closeObject(layout)
            }
        case .typography(let t):
            openObject(layout)
            key("\"fontFamily\"", first: true, layout)
            writeFontFamily(t.fontFamily, layout.inner)
            key("\"fontSize\"", first: false, layout)
            writeQuantity(t.fontSize.value, unit: t.fontSize.unit.rawValue, layout.inner)
            key("\"fontWeight\"", first: false, layout)
            writeNumber(t.fontWeight.value)
            if let spacing = t.letterSpacing {
                key("\"letterSpacing\"", first: false, layout)
                writeQuantity(spacing.value, unit: spacing.unit.rawValue, layout.inner)
            }
            if let lineHeight = t.lineHeight {
                key("\"lineHeight\"", first: false, layout)
                writeNumber(lineHeight)
            }
            closeObject(layout)
        case .spring(let s):
            openObject(layout)
            key("\"stiffness\"", first: true, layout)
            writeNumber(s.stiffness)
            key("\"damping\"", first: false, layout)
            writeNumber(s.damping)
            key("\"mass\"", first: false, layout)
            writeNumber(s.mass)
            key("\"response\"", first: false, layout)
            writeNumber(s.response)
            key("\"dampingFraction\"", first: false, layout)
            writeNumber(s.dampingFraction)
            closeObject(layout)
        case .haptic(let h): writeString(h.name)
        case .copy:
            write(DTCGEncoder.encode(value), indent: indent, pretty: pretty)
        }
    }

    /// Where a value is written: its indentation (pretty only) and whether it is pretty.
    fileprivate struct Layout {
        var indent: Int
        var pretty: Bool
        /// The layout of a member's value or a list's item.
        var inner: Layout { Layout(indent: indent + 2, pretty: pretty) }
    }

    /// `{` (and a new line, pretty).
    private mutating func openObject(_ layout: Layout) {
        withRoom(2) { $0.openObject(layout) }
    }

    /// A member's key (written with its quotes), after the previous member's comma.
    private mutating func key(_ quoted: StaticString, first: Bool, _ layout: Layout) {
        withRoom(layout.indent + 6 + quoted.utf8CodeUnitCount) { $0.key(quoted, first: first, layout) }
    }

    /// `}` (on a line of its own, pretty).
    private mutating func closeObject(_ layout: Layout) {
        withRoom(layout.indent + 2) { $0.closeObject(layout) }
    }

    /// A list of scalars: on one line, `[a, b]` (pretty) or `[a,b]`; `[]` when empty.
    private mutating func writeScalars<Element>(_ items: [Element], _ layout: Layout,
                                                _ item: (inout JSONTextWriter, Element) -> Void) {
        appendByte(UInt8(ascii: "["))
        for index in items.indices {
            if index > 0 {
                if layout.pretty { append(", ") } else { appendByte(UInt8(ascii: ",")) }
            }
            item(&self, items[index])
        }
        appendByte(UInt8(ascii: "]"))
    }

    /// A list of objects: one per line (pretty) or `[a,b]`; `[]` when empty.
    private mutating func writeObjects<Element>(_ items: [Element], _ layout: Layout,
                                                _ item: (inout JSONTextWriter, Element, Layout) -> Void) {
        guard layout.pretty, !items.isEmpty else {
            appendByte(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { appendByte(UInt8(ascii: ",")) }
                item(&self, items[index], layout.inner)
            }
            appendByte(UInt8(ascii: "]"))
            return
        }
        append("[\n")
        for index in items.indices {
            writeSpaces(layout.indent + 2)
            item(&self, items[index], layout.inner)
            if index == items.count - 1 { appendByte(0x0A) } else { append(",\n") }
        }
        writeSpaces(layout.indent)
        appendByte(UInt8(ascii: "]"))
    }

    /// `{"colorSpace", "components", "alpha", "hex"}` as ``DTCGEncoder/encode(_:)-(Color)`` makes it,
    /// in room reserved once: piece by piece, a color was ~2,340 instructions (its five keys ~550,
    /// its four numbers ~780, opening and closing ~330).
    ///
    /// An sRGB color whose three components are byte fractions `k / 255` (a hex color) has the
    /// hex digits of those bytes: its components are in the sRGB cube, so `writeHex` converts and
    /// clips nothing, and `k / 255 × 255` rounds back to `k` (converted, ~380 instructions a color).
    private mutating func writeColor(_ color: Color, _ layout: Layout) {
        var space = color.space.rawValue
        let components = color.componentCount
        let fractions = ByteFractionText.shared
        space.withUTF8 { space in
            let keys = 6 * (layout.indent + 20)
            withRoom(keys + space.count + 2 + (components + 1) * (JSONCursor.numberRoom + 2) + 16) { cursor in
                cursor.openObject(layout)
                cursor.key("\"colorSpace\"", first: true, layout)
                // A color space's name is its own JSON text: ASCII letters, digits and `-`.
                cursor.put(UInt8(ascii: "\""))
                cursor.put(space)
                cursor.put(UInt8(ascii: "\""))
                cursor.key("\"components\"", first: false, layout)
                cursor.put(UInt8(ascii: "["))
                // The components' bytes, one after another, while each is a byte fraction.
                var hexBytes = color.space == .srgb && components == 3 ? 0 : -1
                for index in 0..<components {
                    if index > 0 {
                        if layout.pretty { cursor.put(", ") } else { cursor.put(UInt8(ascii: ",")) }
                    }
                    if let component = color.component(index) {
                        let byte = cursor.putComponent(component, fractions)
                        hexBytes = hexBytes < 0 || byte < 0 ? -1 : hexBytes << 8 | byte
                    } else {
                        cursor.put("\"none\"")
                        hexBytes = -1
                    }
                }
                cursor.put(UInt8(ascii: "]"))
                cursor.key("\"alpha\"", first: false, layout)
                _ = cursor.putComponent(color.alpha, fractions)
                cursor.key("\"hex\"", first: false, layout)
                // `"#rrggbb"`: `hexString(includeAlpha: false)` without making the string.
                cursor.put(UInt8(ascii: "\""))
                if hexBytes >= 0 {
                    cursor.putHex(hexBytes)
                } else {
                    cursor.put { color.writeHex(into: $0, uppercase: false, includeAlpha: false) }
                }
                cursor.put(UInt8(ascii: "\""))
                cursor.closeObject(layout)
            }
        }
    }

    /// `{"value", "unit"}`, in room reserved once (a unit's name is its own JSON text).
    private mutating func writeQuantity(_ value: Double, unit: String, _ layout: Layout) {
        var unit = unit
        unit.withUTF8 { unit in
            withRoom(3 * (layout.indent + 20) + JSONCursor.numberRoom + unit.count + 2) { cursor in
                cursor.openObject(layout)
                cursor.key("\"value\"", first: true, layout)
                cursor.putNumber(value)
                cursor.key("\"unit\"", first: false, layout)
                cursor.put(UInt8(ascii: "\""))
                cursor.put(unit)
                cursor.put(UInt8(ascii: "\""))
                cursor.closeObject(layout)
            }
        }
    }

    /// One name, or a list of names.
    private mutating func writeFontFamily(_ family: FontFamily, _ layout: Layout) {
        if family.names.count == 1 {
            writeString(family.names[0])
        } else {
            writeScalars(family.names, layout) { $0.writeString($1) }
        }
    }

    /// A keyword, or `{"dashArray", "lineCap"}`.
    private mutating func writeStrokeStyle(_ style: StrokeStyle, _ layout: Layout) {
        switch style {
        case .keyword(let keyword): writeString(keyword)
        case .dashed(let dashes, let cap):
            openObject(layout)
            key("\"dashArray\"", first: true, layout)
            writeObjects(dashes, layout.inner) { $0.writeQuantity($1.value, unit: $1.unit.rawValue, $2) }
            key("\"lineCap\"", first: false, layout)
            writeString(cap)
            closeObject(layout)
        }
    }

    /// One shadow layer.
    private mutating func writeShadow(_ shadow: Shadow, _ layout: Layout) {
        openObject(layout)
        key("\"color\"", first: true, layout)
        writeColor(shadow.color, layout.inner)
        key("\"offsetX\"", first: false, layout)
        writeQuantity(shadow.offsetX.value, unit: shadow.offsetX.unit.rawValue, layout.inner)
        key("\"offsetY\"", first: false, layout)
        writeQuantity(shadow.offsetY.value, unit: shadow.offsetY.unit.rawValue, layout.inner)
        key("\"blur\"", first: false, layout)
        writeQuantity(shadow.blur.value, unit: shadow.blur.unit.rawValue, layout.inner)
        key("\"spread\"", first: false, layout)
        writeQuantity(shadow.spread.value, unit: shadow.spread.unit.rawValue, layout.inner)
        if shadow.inset {
            key("\"inset\"", first: false, layout)
            append("true")
        }
        closeObject(layout)
    }
}

/// The JSON text of `DTCGEncoder.round12(k / 255)` for each byte value `k`: the components of
/// every color written in hex (see `putComponent`). Made once, from the writer's own
/// `writeNumber`, so that it cannot disagree with it.
///
/// Each text is in a slot of ``slot`` bytes, copied whole (the cursor then moves by its
/// length), and the fractions themselves are kept to compare with: a text's bytes found through
/// two arrays and copied by `memcpy`, behind the shared instance's lazy-initialization check
/// each time, with a division to test the fraction, cost ~135 instructions a component.
final class ByteFractionText: @unchecked Sendable {
    static let shared = ByteFractionText()

    /// The bytes of a slot: room for the longest text (`0.003921568627`, 14 bytes).
    static let slot = 16
    /// `k`'s text is the first `lengths[k]` bytes of `texts + k × slot`; its fraction is
    /// `fractions[k]`. Never freed: the instance lives as long as the process.
    let texts: UnsafeMutablePointer<UInt8>
    let lengths: UnsafeMutablePointer<UInt8>
    let fractions: UnsafeMutablePointer<Double>

    private init() {
        texts = .allocate(capacity: 256 * Self.slot)
        texts.initialize(repeating: 0, count: 256 * Self.slot)
        lengths = .allocate(capacity: 256)
        fractions = .allocate(capacity: 256)
        var writer = JSONTextWriter(capacity: Self.slot)
        for k in 0...255 {
            fractions[k] = Double(k) / 255
            writer.removeAll()
            writer.writeNumber(DTCGEncoder.round12(fractions[k]))
            precondition(writer.count <= Self.slot, "a byte fraction's text is longer than its slot")
            writer.withBytes { (texts + k * Self.slot).update(from: $0.baseAddress!, count: $0.count) }
            lengths[k] = UInt8(writer.count)
        }
    }
}

extension JSONCursor {
    /// `{` (and a new line, pretty): at most 2 bytes.
    @inline(__always)
    fileprivate mutating func openObject(_ layout: JSONTextWriter.Layout) {
        if layout.pretty { put("{\n") } else { put(UInt8(ascii: "{")) }
    }

    /// A member's key (written with its quotes), after the previous member's comma: at most
    /// `layout.indent` + 6 bytes and the key's.
    @inline(__always)
    fileprivate mutating func key(_ quoted: StaticString, first: Bool, _ layout: JSONTextWriter.Layout) {
        if !first { put(UInt8(ascii: ",")) }
        if layout.pretty {
            if !first { put(0x0A) }
            putSpaces(layout.indent + 2)
            put(quoted)
            put(": ")
        } else {
            put(quoted)
            put(UInt8(ascii: ":"))
        }
    }

    /// `}` (on a line of its own, pretty): at most `layout.indent` + 2 bytes.
    @inline(__always)
    fileprivate mutating func closeObject(_ layout: JSONTextWriter.Layout) {
        if layout.pretty {
            put(0x0A)
            putSpaces(layout.indent)
        }
        put(UInt8(ascii: "}"))
    }

    /// A color component or alpha as `putNumber(DTCGEncoder.round12(value))` writes it; returns
    /// `k` when `value` is the byte fraction `k / 255`, else -1. A color written in hex has
    /// components `k / 255`: their text comes from a table of those 256 values' own `round12`
    /// text (the general path costs ~700 instructions a component, nearly all in
    /// `Double.description`; at 100,000 tokens, half of them colors, that was some 100 million
    /// instructions of the resolved document's write). Stores at most
    /// `max(numberRoom, ByteFractionText.slot)` bytes.
    fileprivate mutating func putComponent(_ value: Double, _ table: ByteFractionText) -> Int {
        let scaled = value * 255
        if scaled >= 0, scaled <= 255 {
            // Any byte in range will do: the text is only taken from the table when its fraction
            // is `value` itself (rounded half up, not through `rounded()`'s call to `round`).
            let k = Int(scaled + 0.5)
            // The same input as the table's entry, so the same text — whatever `value` is.
            if table.fractions[k] == value, value.sign == .plus {
                put { target in
                    target.update(from: table.texts + k * ByteFractionText.slot, count: ByteFractionText.slot)
                    return Int(table.lengths[k])
                }
                return k
            }
        }
        putNumber(DTCGEncoder.round12(value))
        return -1
    }

    /// `#rrggbb`, lowercase: the three bytes of `bytes`, most significant first.
    fileprivate mutating func putHex(_ bytes: Int) {
        put { target in
            target[0] = UInt8(ascii: "#")
            for i in 0..<6 {
                let digit = (bytes >> (20 - 4 * i)) & 0xF
                target[1 + i] = UInt8(truncatingIfNeeded: digit < 10 ? 0x30 + digit : 0x61 - 10 + digit)
            }
            return 7
        }
    }
}
