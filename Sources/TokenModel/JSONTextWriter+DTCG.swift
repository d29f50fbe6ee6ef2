import ColorScience

extension JSONTextWriter {
    /// Appends a value's `$value` as compact JSON, written straight from the value: the same bytes
    /// as `DTCGEncoder.encode(value).serialized(pretty: false)` without building a ``JSONValue``
    /// tree (an allocation per member and per string; ~8,000 instructions a token made that way).
    public mutating func writeCompactDTCG(_ value: TokenValue) {
        switch value {
        case .color(let c): writeCompactDTCG(c)
        case .dimension(let d), .blur(let d): writeQuantity(d.value, unit: d.unit.rawValue)
        case .fontFamily(let f): writeFontFamily(f)
        case .fontWeight(let w): writeNumber(w.value)
        case .duration(let d): writeQuantity(d.value, unit: d.unit.rawValue)
        case .cubicBezier(let b):
            appendByte(UInt8(ascii: "["))
            writeNumber(b.x1)
            appendByte(UInt8(ascii: ","))
            writeNumber(b.y1)
            appendByte(UInt8(ascii: ","))
            writeNumber(b.x2)
            appendByte(UInt8(ascii: ","))
            writeNumber(b.y2)
            appendByte(UInt8(ascii: "]"))
        case .number(let n), .opacity(let n): writeNumber(n)
        case .strokeStyle(let s): writeStrokeStyle(s)
        case .border(let b):
            append("{\"color\":")
            writeCompactDTCG(b.color)
            append(",\"width\":")
            writeQuantity(b.width.value, unit: b.width.unit.rawValue)
            append(",\"style\":")
            writeStrokeStyle(b.style)
            appendByte(UInt8(ascii: "}"))
        case .transition(let t):
            append("{\"duration\":")
            writeQuantity(t.duration.value, unit: t.duration.unit.rawValue)
            append(",\"delay\":")
            writeQuantity(t.delay.value, unit: t.delay.unit.rawValue)
            append(",\"timingFunction\":")
            writeCompactDTCG(.cubicBezier(t.timingFunction))
            appendByte(UInt8(ascii: "}"))
        case .shadow(let layers):
            if layers.count == 1 {
                writeShadow(layers[0])
            } else {
                writeList(layers) { $0.writeShadow($1) }
            }
        case .gradient(let stops):
            writeList(stops) { writer, stop in
                writer.append("{\"color\":")
                writer.writeCompactDTCG(stop.color)
                writer.append(",\"position\":")
                writer.writeNumber(stop.position)
                writer.appendByte(UInt8(ascii: "}"))
            }
        case .typography(let t):
            append("{\"fontFamily\":")
            writeFontFamily(t.fontFamily)
            append(",\"fontSize\":")
            writeQuantity(t.fontSize.value, unit: t.fontSize.unit.rawValue)
            append(",\"fontWeight\":")
            writeNumber(t.fontWeight.value)
            if let spacing = t.letterSpacing {
                append(",\"letterSpacing\":")
                writeQuantity(spacing.value, unit: spacing.unit.rawValue)
            }
            if let lineHeight = t.lineHeight {
                append(",\"lineHeight\":")
                writeNumber(lineHeight)
            }
            appendByte(UInt8(ascii: "}"))
        case .spring(let s):
            append("{\"stiffness\":")
            writeNumber(s.stiffness)
            append(",\"damping\":")
            writeNumber(s.damping)
            append(",\"mass\":")
            writeNumber(s.mass)
            append(",\"response\":")
            writeNumber(s.response)
            append(",\"dampingFraction\":")
            writeNumber(s.dampingFraction)
            appendByte(UInt8(ascii: "}"))
        case .haptic(let h): writeString(h.name)
        case .copy:
            // Rare and many-shaped: written through the tree.
            write(DTCGEncoder.encode(value), indent: 0, pretty: false)
        }
    }

    /// `{"colorSpace":…,"components":[…],"alpha":…,"hex":…}` as ``DTCGEncoder/encode(_:)-(Color)`` makes it.
    mutating func writeCompactDTCG(_ color: Color) {
        append("{\"colorSpace\":")
        writeString(color.space.rawValue)
        append(",\"components\":[")
        var first = true
        for component in color.components {
            if !first { appendByte(UInt8(ascii: ",")) }
            first = false
            if let component {
                writeNumber(DTCGEncoder.round12(component))
            } else {
                append("\"none\"")
            }
        }
        append("],\"alpha\":")
        writeNumber(DTCGEncoder.round12(color.alpha))
        append(",\"hex\":")
        writeString(color.hexString(includeAlpha: false))
        appendByte(UInt8(ascii: "}"))
    }

    /// `{"value":…,"unit":…}`.
    private mutating func writeQuantity(_ value: Double, unit: String) {
        append("{\"value\":")
        writeNumber(value)
        append(",\"unit\":")
        writeString(unit)
        appendByte(UInt8(ascii: "}"))
    }

    /// One name, or a list of names.
    private mutating func writeFontFamily(_ family: FontFamily) {
        if family.names.count == 1 {
            writeString(family.names[0])
        } else {
            writeList(family.names) { $0.writeString($1) }
        }
    }

    /// A keyword, or `{"dashArray":[…],"lineCap":…}`.
    private mutating func writeStrokeStyle(_ style: StrokeStyle) {
        switch style {
        case .keyword(let keyword): writeString(keyword)
        case .dashed(let dashes, let cap):
            append("{\"dashArray\":")
            writeList(dashes) { $0.writeQuantity($1.value, unit: $1.unit.rawValue) }
            append(",\"lineCap\":")
            writeString(cap)
            appendByte(UInt8(ascii: "}"))
        }
    }

    /// One shadow layer.
    private mutating func writeShadow(_ shadow: Shadow) {
        append("{\"color\":")
        writeCompactDTCG(shadow.color)
        append(",\"offsetX\":")
        writeQuantity(shadow.offsetX.value, unit: shadow.offsetX.unit.rawValue)
        append(",\"offsetY\":")
        writeQuantity(shadow.offsetY.value, unit: shadow.offsetY.unit.rawValue)
        append(",\"blur\":")
        writeQuantity(shadow.blur.value, unit: shadow.blur.unit.rawValue)
        append(",\"spread\":")
        writeQuantity(shadow.spread.value, unit: shadow.spread.unit.rawValue)
        if shadow.inset { append(",\"inset\":true") }
        appendByte(UInt8(ascii: "}"))
    }

    /// `[a,b,…]` (`[]` when empty, as the tree writes it).
    private mutating func writeList<Element>(_ items: [Element], _ item: (inout JSONTextWriter, Element) -> Void) {
        appendByte(UInt8(ascii: "["))
        for index in items.indices {
            if index > 0 { appendByte(UInt8(ascii: ",")) }
            item(&self, items[index])
        }
        appendByte(UInt8(ascii: "]"))
    }
}
