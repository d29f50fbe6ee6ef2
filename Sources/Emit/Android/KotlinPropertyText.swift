import ColorScience
import TokenModel

/// One property of the Kotlin token file, written as the built-in `android/compose-object`
/// template writes a ``KotlinPropertyContext``: its KDoc line, its `@Deprecated` line, its
/// declaration — the same text as ``AndroidEmitter/property(for:value:imports:)`` makes, without
/// a closure, a context or a string per property.
enum KotlinPropertyText {
    /// Whether a value becomes a property (copy, haptics and stroke styles do not).
    @inline(__always)
    static func hasProperty(_ value: TokenValue) -> Bool {
        switch value {
        case .strokeStyle, .haptic, .copy: return false
        default: return true
        }
    }

    /// Appends the lines of the property `name` of `tokens[index]` in `mode`, indented `indent`
    /// spaces, and adds the imports its declaration needs. (The token is read in place: a copy
    /// of it would retain every field.)
    static func append(_ tokens: UnsafeBufferPointer<ResolvedToken>, _ index: Int, mode: Int, name: UnsafeBufferPointer<UInt8>, indent: Int,
                       to out: inout ByteWriter, imports: inout ComposeImports) {
        // The value copied out (see `AndroidResourceLines.write`).
        appendDeclaration(of: tokens[index].values[mode], token: index, in: tokens, indent: indent, name: name, to: &out, imports: &imports)
        out.append(UInt8(ascii: "\n"))
    }

    /// Appends the lines of a property of `value` (`tokens[index]`'s) up to its declaration's end.
    @inline(__always)
    private static func appendDeclaration(of value: TokenValue, token index: Int, in tokens: UnsafeBufferPointer<ResolvedToken>,
                                          indent: Int, name: UnsafeBufferPointer<UInt8>,
                                          to out: inout ByteWriter, imports: inout ComposeImports) {
        // The lines before the declaration, given the KDoc text for the value's unit or kind.
        func appendHead(_ extra: Extra) {
            Self.appendHead(description: tokens[index].description, deprecation: tokens[index].deprecation, extra: extra,
                            indent: indent, to: &out)
        }
        switch value {
        case .color(let c):
            appendHead(.none)
            appendStart("val ", name, to: &out)
            imports.insert(.color)
            if ComposeValueText.appendColor(c, to: &out) { imports.insert(.colorSpaces) }
        case .dimension(let d), .blur(let d):
            appendHead(.none)
            appendStart("val ", name, to: &out)
            imports.insert(.dp)
            ComposeValueText.appendUnit(d.points, "dp", to: &out)
        case .fontFamily(let f):
            appendHead(.text("Font family name(s), most preferred first."))
            appendStart("const val ", name, to: &out)
            out.append(KotlinIdentifier.stringLiteral(f.names.joined(separator: ", ")))
        case .fontWeight(let w):
            appendHead(.none)
            appendStart("val ", name, to: &out)
            imports.insert(.fontWeight)
            ComposeValueText.appendFontWeight(w, to: &out)
        case .duration(let d):
            appendHead(.text("Milliseconds."))
            appendStart("const val ", name, to: &out)
            out.append(ComposeValueText.milliseconds(d))
        case .cubicBezier(let b):
            appendHead(.none)
            appendStart("val ", name, to: &out)
            imports.insert(.cubicBezierEasing)
            ComposeValueText.appendEasing(b, to: &out)
        case .number(let n), .opacity(let n):
            appendHead(.none)
            appendStart("const val ", name, to: &out)
            ComposeValueText.appendFloat(n, to: &out)
        case .border(let b):
            appendHead(.text("Style: \(CSSValueText.strokeStyle(b.style))."))
            appendStart("val ", name, to: &out)
            imports.formUnion([.borderStroke, .dp, .color])
            if !b.color.isInGamut(.srgb) { imports.insert(.colorSpaces) }
            out.append(ComposeValueText.border(b))
        case .transition(let t):
            appendHead(.none)
            appendStart("val ", name, type: ": TweenSpec<Float>", to: &out)
            imports.formUnion([.cubicBezierEasing, .tweenSpec, .tween])
            out.append(ComposeValueText.tween(t))
        case .shadow(let layers):
            let spread = layers.contains { $0.spread.value != 0 || $0.inset }
            appendHead(spread ? .text("Compose's Shadow has no spread or inset; see the CSS output for them.") : .none)
            appendStart("val ", name, to: &out)
            imports.formUnion([.color, .offset, .shadow])
            if layers.contains(where: { !$0.color.isInGamut(.srgb) }) { imports.insert(.colorSpaces) }
            out.append(ComposeValueText.shadow(layers))
        case .gradient(let stops):
            let options = GradientOptions(tokens[index])
            let brush = ComposeValueText.brush(stops, angle: options.angle, kind: options.kind)
            appendHead(.none)
            appendStart("val ", name, to: &out)
            imports.formUnion([.color, .brush])
            if stops.contains(where: { !$0.color.isInGamut(.srgb) }) { imports.insert(.colorSpaces) }
            if brush.contains("Offset(") { imports.insert(.offset) }
            out.append(brush)
        case .typography(let t):
            appendHead(.fontFamily(t.fontFamily))
            appendStart("val ", name, to: &out)
            imports.formUnion([.textStyle, .fontWeight, .sp])
            ComposeValueText.appendTextStyle(t, to: &out)
        case .spring(let s):
            appendHead(.none)
            appendStart("val ", name, type: ": SpringSpec<Float>", to: &out)
            imports.formUnion([.springSpec, .spring])
            out.append(ComposeValueText.spring(s))
        case .strokeStyle, .haptic, .copy:
            return
        }
    }

    /// Appends `val name = ` (or `const val name = `; `val name: TweenSpec<Float> = ` with a type).
    @inline(__always)
    private static func appendStart(_ keyword: StaticString, _ name: UnsafeBufferPointer<UInt8>, type: StaticString = "",
                                    to out: inout ByteWriter) {
        out.append(keyword)
        out.append(name)
        if type.utf8CodeUnitCount > 0 { out.append(type) }
        out.append(" = ")
    }

    /// What a property's KDoc says after the description.
    private enum Extra {
        /// Nothing.
        case none
        /// A text (never empty).
        case text(String)
        /// `Font family: <names>.` (a typography's family, which the `TextStyle` leaves out).
        case fontFamily(FontFamily)
    }

    /// Appends the KDoc line (the description, then `extra`) and the `@Deprecated` line when
    /// there are any, then the indentation of the declaration.
    @inline(__always)
    private static func appendHead(description: String?, deprecation: String?, extra: Extra, indent: Int,
                                   to out: inout ByteWriter) {
        // As `property(for:value:imports:)`'s `doc`: an empty text is no comment. KDoc text
        // keeps the length of the description: empty only when it is.
        switch (description, extra) {
        case (nil, .none):
            break
        case (let description?, .none):
            if !description.isEmpty { appendDoc(indent: indent, to: &out) { appendKDoc(description, to: &$0) } }
        case (nil, _):
            appendDoc(indent: indent, to: &out) { appendExtra(extra, to: &$0) }
        case (let description?, _):
            appendDoc(indent: indent, to: &out) {
                appendKDoc(description, to: &$0)
                $0.append(UInt8(ascii: " "))
                appendExtra(extra, to: &$0)
            }
        }
        if let deprecation {
            out.append(UInt8(ascii: " "), count: indent)
            out.append("@Deprecated(")
            out.append(KotlinIdentifier.stringLiteral(deprecation.isEmpty ? "Deprecated token" : deprecation))
            out.append(")\n")
        }
        out.append(UInt8(ascii: " "), count: indent)
    }

    /// Appends the text of an extra.
    @inline(__always)
    private static func appendExtra(_ extra: Extra, to out: inout ByteWriter) {
        switch extra {
        case .none:
            break
        case .text(let text):
            out.append(text)
        case .fontFamily(let family):
            // `kdoc` of the names joined by ", ": of each name (no `*/` or line break can span
            // the separator).
            out.append("Font family: ")
            for (index, name) in family.names.enumerated() {
                if index > 0 { out.append(", ") }
                appendKDoc(name, to: &out)
            }
            out.append(UInt8(ascii: "."))
        }
    }

    /// Appends ``AndroidEmitter/kdoc(_:)`` of a text: the text itself when it is one ASCII line
    /// without `*/` (nearly always), checked on its bytes.
    @inline(__always)
    private static func appendKDoc(_ text: String, to out: inout ByteWriter) {
        let plain = text.utf8.withContiguousStorageIfAvailable { isPlainKDoc($0) }
        out.append(plain == true ? text : AndroidEmitter.kdoc(text))
    }

    /// Whether a text is one ASCII line without `*/`: read eight bytes at a time, the bytes of
    /// a word looked at one by one only when one of them is not printable ASCII or is a `/`.
    @inline(__always)
    private static func isPlainKDoc(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte below 0x20 or above 0x7F, or a byte equal to `/` (0x2F).
            let control = (word &- ones &* 0x20) & ~word & highs
            let slash = word ^ (ones &* 0x2F)
            if word & highs != 0 || control != 0 || (slash &- ones) & ~slash & highs != 0 { break }
            offset += 8
        }
        // The rest, and the word that stopped the fast loop (with the byte before it, for `*/`).
        var previous: UInt8 = offset > 0 ? base[offset - 1] : 0
        for index in offset..<bytes.count {
            let byte = base[index]
            if byte >= 0x80 || byte &- 0x0A < 4 || (previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/")) { return false }
            previous = byte
        }
        return true
    }

    /// Appends `/** text */` on a line indented `indent` spaces.
    @inline(__always)
    private static func appendDoc(indent: Int, to out: inout ByteWriter, _ text: (inout ByteWriter) -> Void) {
        out.append(UInt8(ascii: " "), count: indent)
        out.append("/** ")
        text(&out)
        out.append(" */\n")
    }
}
