import ColorScience

extension JSONTextWriter {
    /// Appends a value's `$value` as compact JSON, written straight from the value: the same bytes
    /// as `DTCGEncoder.encode(value).serialized(pretty: false)` without building a ``JSONValue``
    /// tree (an allocation per member and per string; ~8,000 instructions a token made that way).
    public mutating func writeCompactDTCG(_ value: TokenValue) {
        writeDTCG(value, indent: 0, pretty: false)
    }

    /// ``writeCompactDTCG(_:)-(TokenValue)`` of the value at `value`, read in place.
    public mutating func writeCompactDTCG(at value: UnsafePointer<TokenValue>) {
        writeDTCG(at: value, indent: 0, pretty: false)
    }

    /// Appends a value's `$value` as ``write(_:indent:pretty:)`` writes `DTCGEncoder.encode(value)`
    /// — pretty at `indent`, or compact — straight from the value. (`$value`s of copy tokens,
    /// rare and many-shaped, still go through the tree.)
    public mutating func writeDTCG(_ value: TokenValue, indent: Int, pretty: Bool) {
        withUnsafePointer(to: value) { writeDTCG(at: $0, indent: indent, pretty: pretty) }
    }

    /// ``writeDTCG(_:indent:pretty:)`` of the value at `value`, read in place (see
    /// ``TokenValues/withValue(at:_:)``): a value taken out of a token's values to be written was
    /// copied case by case and destroyed again, ~230 instructions a token.
    public mutating func writeDTCG(at pointer: UnsafePointer<TokenValue>, indent: Int, pretty: Bool) {
        let layout = Layout(indent: indent, pretty: pretty)
        switch pointer.pointee {
        case .color(let c): writeColor(c, layout)
        case .dimension(let d), .blur(let d): writeQuantity(d.value, unit: d.unit.quotedName, layout)
        case .fontFamily(let f): writeFontFamily(f, layout)
        case .fontWeight(let w): writeNumber(w.value)
        case .duration(let d): writeQuantity(d.value, unit: d.unit.quotedName, layout)
        case .cubicBezier(let b): writeScalars([b.x1, b.y1, b.x2, b.y2], layout) { $0.writeNumber($1) }
        case .number(let n), .opacity(let n): writeNumber(n)
        case .strokeStyle(let s): writeStrokeStyle(s, layout)
        case .border(let b):
            openObject(layout)
            key("\"color\"", first: true, layout)
            writeColor(b.color, layout.inner)
            key("\"width\"", first: false, layout)
            writeQuantity(b.width.value, unit: b.width.unit.quotedName, layout.inner)
            key("\"style\"", first: false, layout)
            writeStrokeStyle(b.style, layout.inner)
            closeObject(layout)
        case .transition(let t):
            openObject(layout)
            key("\"duration\"", first: true, layout)
            writeQuantity(t.duration.value, unit: t.duration.unit.quotedName, layout.inner)
            key("\"delay\"", first: false, layout)
            writeQuantity(t.delay.value, unit: t.delay.unit.quotedName, layout.inner)
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
            writeQuantity(t.fontSize.value, unit: t.fontSize.unit.quotedName, layout.inner)
            key("\"fontWeight\"", first: false, layout)
            writeNumber(t.fontWeight.value)
            if let spacing = t.letterSpacing {
                key("\"letterSpacing\"", first: false, layout)
                writeQuantity(spacing.value, unit: spacing.unit.quotedName, layout.inner)
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
            write(DTCGEncoder.encode(pointer.pointee), indent: indent, pretty: pretty)
        }
    }

    /// The byte-fraction table, kept by the writer after its first color.
    @inline(__always)
    fileprivate mutating func byteFractionText() -> ByteFractionText {
        if let table = byteFractions { return table }
        byteFractions = ByteFractionText.shared
        return byteFractions!
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
        let components = color.componentCount
        let fractions = byteFractionText()
        let keys = 6 * (layout.indent + 20)
        withRoom(keys + Self.colorSpaceRoom + (components + 1) * (JSONCursor.numberRoom + 2) + 16) { cursor in
            cursor.openObject(layout)
            cursor.key("\"colorSpace\"", first: true, layout)
            // A color space's name is its own JSON text: ASCII letters, digits and `-`. sRGB's as
            // a constant (its `rawValue` copied in through `memcpy` cost ~80 instructions).
            if color.space == .srgb {
                cursor.put("\"srgb\"")
            } else {
                cursor.put(UInt8(ascii: "\""))
                var space = color.space.rawValue
                space.withUTF8 { cursor.put($0) }
                cursor.put(UInt8(ascii: "\""))
            }
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
                cursor.putHex(hexBytes, fractions)
            } else {
                cursor.put { color.writeHex(into: $0, uppercase: false, includeAlpha: false) }
            }
            cursor.put(UInt8(ascii: "\""))
            cursor.closeObject(layout)
        }
    }

    /// Room for a color space's name and its quotes: the longest, `prophoto-rgb`, is 12 bytes.
    private static let colorSpaceRoom = 16

    /// `{"value", "unit"}`, in room reserved once; `unit` is the unit's name as JSON text, a
    /// constant (a unit's `rawValue` copied in cost ~100 instructions a quantity: the string
    /// retained and released, its bytes through `memcpy`).
    private mutating func writeQuantity(_ value: Double, unit: StaticString, _ layout: Layout) {
        withRoom(3 * (layout.indent + 20) + JSONCursor.numberRoom + unit.utf8CodeUnitCount) { cursor in
            cursor.openObject(layout)
            cursor.key("\"value\"", first: true, layout)
            cursor.putNumber(value)
            cursor.key("\"unit\"", first: false, layout)
            cursor.put(unit)
            cursor.closeObject(layout)
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
            writeObjects(dashes, layout.inner) { $0.writeQuantity($1.value, unit: $1.unit.quotedName, $2) }
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
        writeQuantity(shadow.offsetX.value, unit: shadow.offsetX.unit.quotedName, layout.inner)
        key("\"offsetY\"", first: false, layout)
        writeQuantity(shadow.offsetY.value, unit: shadow.offsetY.unit.quotedName, layout.inner)
        key("\"blur\"", first: false, layout)
        writeQuantity(shadow.blur.value, unit: shadow.blur.unit.quotedName, layout.inner)
        key("\"spread\"", first: false, layout)
        writeQuantity(shadow.spread.value, unit: shadow.spread.unit.quotedName, layout.inner)
        if shadow.inset {
            key("\"inset\"", first: false, layout)
            append("true")
        }
        closeObject(layout)
    }
}

extension Dimension.Unit {
    /// The unit's name as JSON text: `"px"` (tested against `rawValue`).
    var quotedName: StaticString {
        switch self {
        case .px: "\"px\""
        case .rem: "\"rem\""
        case .pt: "\"pt\""
        }
    }
}

extension Duration.Unit {
    /// The unit's name as JSON text: `"ms"` (tested against `rawValue`).
    var quotedName: StaticString {
        switch self {
        case .ms: "\"ms\""
        case .s: "\"s\""
        }
    }
}

/// The JSON text of `DTCGEncoder.round12(k / 255)` for each byte value `k`: the components of
/// every color written in hex (see `putComponent`). Made once, from the writer's own
/// `writeNumber`, so that it cannot disagree with it; and the two lowercase hex digits of each
/// byte (`putHex`).
///
/// Each text is in a slot of ``slot`` bytes, copied whole (the cursor then moves by its
/// length), and the fractions themselves are kept to compare with: a text's bytes found through
/// two arrays and copied by `memcpy`, with a division to test the fraction, cost ~135
/// instructions a component. A writer keeps the table once it has written a color
/// (``JSONTextWriter/byteFractionText()``): the shared instance's lazy-initialization check,
/// `swift_once`, was 56–129 instructions a color.
struct ByteFractionText: @unchecked Sendable {
    static let shared = ByteFractionText()

    /// The bytes of a slot: room for the longest text (`0.003921568627`, 14 bytes).
    static let slot = 16
    /// `k`'s text is the first `lengths[k]` bytes of `texts + k × slot`; its fraction is
    /// `fractions[k]`. Never freed: the instance lives as long as the process.
    let texts: UnsafeMutablePointer<UInt8>
    let lengths: UnsafeMutablePointer<UInt8>
    let fractions: UnsafeMutablePointer<Double>
    /// `k`'s two hex digits, lowercase, are the bytes `hexDigits[2k]` and `hexDigits[2k + 1]`.
    let hexDigits: UnsafeMutablePointer<UInt8>

    private init() {
        texts = .allocate(capacity: 256 * Self.slot)
        texts.initialize(repeating: 0, count: 256 * Self.slot)
        lengths = .allocate(capacity: 256)
        fractions = .allocate(capacity: 256)
        hexDigits = .allocate(capacity: 512)
        let digits = Array("0123456789abcdef".utf8)
        for k in 0...255 {
            hexDigits[2 * k] = digits[k >> 4]
            hexDigits[2 * k + 1] = digits[k & 0xF]
        }
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
                // The slot's 16 bytes as two words (a call to a generic `update(from:count:)` was
                // ~26 instructions).
                put { target in
                    let text = UnsafeRawPointer(table.texts + k * ByteFractionText.slot)
                    let words = UnsafeMutableRawPointer(target)
                    words.storeBytes(of: text.loadUnaligned(as: UInt64.self), as: UInt64.self)
                    words.storeBytes(of: text.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
                    return Int(table.lengths[k])
                }
                return k
            }
        }
        putNumber(DTCGEncoder.round12(value))
        return -1
    }

    /// `#rrggbb`, lowercase: the three bytes of `bytes`, most significant first, two digits at a
    /// time from the table (digit by digit ~64 instructions a color).
    fileprivate mutating func putHex(_ bytes: Int, _ table: ByteFractionText) {
        put { target in
            target[0] = UInt8(ascii: "#")
            let pairs = UnsafeMutableRawPointer(target + 1)
            let digits = UnsafeRawPointer(table.hexDigits)
            for i in 0..<3 {
                let byte = (bytes >> (16 - 8 * i)) & 0xFF
                pairs.storeBytes(of: digits.loadUnaligned(fromByteOffset: 2 * byte, as: UInt16.self),
                                 toByteOffset: 2 * i, as: UInt16.self)
            }
            return 7
        }
    }

}
