import ColorScience
import TokenModel

/// The initializers of the most common members — colors (also dynamic across appearances),
/// numbers (dimensions, durations, opacities), font weights, cubic Béziers and typography —
/// written straight as bytes: the text ``SwiftValueLiteral`` builds as a ``SwiftExpression`` and
/// ``SwiftExpressionWriter`` lays out, without the tree, a string per number or the general
/// layout pass (most of a member's cost at 100,000 tokens).
///
/// The layout rules are the general ones, specialized to these shapes: a call stays on its line
/// when it fits within the width, otherwise each labeled argument (with the unlabeled ones after
/// it, `sRGB: r, g, b`) goes on a line of its own, four spaces in. Anything unusual — a number
/// too large for the fast digits, non-ASCII text, a nested call that does not fit its own line —
/// is left to the general path, which writes it as before.
enum SwiftDirectExpression {
    /// Numbers written per value at most: four appearances of a color, seven numbers each.
    private static let slotCount = 28
    /// The bytes of a number's slot: a number with at most 6 decimals written by
    /// ``DecimalText/write(_:maximumFractionDigits:endingAt:)`` is at most 18 (a sign, 10 integer
    /// digits below 2^53 / 10^6, a point, 6 decimals), so the slots fit in 1 KB (on the stack).
    private static let slotSize = 20

    /// The declared type of a value this writes, and whether it is written as a type
    /// annotation; nil for a value left to the general path (what
    /// ``SwiftValueLiteral/declaration(for:)`` says for the same value).
    static func declaredType(of slots: SwiftValueLiteral.Slots, names: SwiftQualifiedNames)
        -> (type: String, annotated: Bool)? {
        guard names.isASCII else { return nil }
        switch slots.light {
        case .color: return (names.color, false)
        case .dimension, .blur, .duration, .number, .opacity: return ("Double", true)
        case .fontWeight: return (names.fontWeight, false)
        case .cubicBezier: return (names.cubicBezier, false)
        case .typography: return (names.typography, false)
        default: return nil
        }
    }

    /// Writes the initializer of a value ``declaredType(of:names:)`` accepted, as
    /// ``SwiftExpression/write(to:lineStart:width:indent:)`` writes the general path's
    /// expression: the first line starting at `column`, within `width` (both counted from the
    /// declaration's indentation), later lines starting with a newline and the indentation,
    /// `indentWidth` spaces (as declarations are indented).
    /// - Returns: false, having written nothing, for a value to leave to the general path.
    static func write(_ slots: SwiftValueLiteral.Slots, names: SwiftQualifiedNames, column: Int, width: Int,
                      indentWidth: Int, into out: inout ByteWriter) -> Bool {
        switch slots.light {
        case .dimension(let d), .blur(let d):
            DecimalText.append(d.points, to: &out)
            return true
        case .duration(let d):
            DecimalText.append(d.seconds, to: &out)
            return true
        case .number(let n), .opacity(let n):
            DecimalText.append(n, to: &out)
            return true
        default:
            break
        }
        let capacity = slotCount * slotSize
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch -> Bool in
            guard let base = scratch.baseAddress else { return false }
            let writer = Writer(scratch: base, indentWidth: indentWidth, width: width)
            switch slots.light {
            case .color(let light):
                return writer.color(light, slots: slots, callee: names.color, column: column, into: &out)
            case .fontWeight(let w):
                guard let value = writer.number(w.value, slot: 0) else { return false }
                return writer.unlabeledCall(names.fontWeight, [value], column: column, into: &out)
            case .cubicBezier(let b):
                guard let x1 = writer.number(b.x1, slot: 0), let y1 = writer.number(b.y1, slot: 1),
                      let x2 = writer.number(b.x2, slot: 2), let y2 = writer.number(b.y2, slot: 3)
                else { return false }
                return writer.unlabeledCall(names.cubicBezier, [x1, y1, x2, y2], column: column, into: &out)
            case .typography(let t):
                return writer.typography(t, callee: names.typography, column: column, into: &out)
            default:
                return false
            }
        }
    }

    /// The texts of `k / 255` for k = 0…255 as ``Writer/number(_:slot:)`` writes them: the sRGB
    /// components (and the alpha) of every hex color are such fractions, and a copy from here is
    /// ~20 instructions where formatting the digits was ~190 (3–4 a color; ~40 % of colors' number
    /// formatting at 10,000 tokens).
    private struct ByteFractionTexts: @unchecked Sendable {
        /// Entry k at `16 * k`: its text right-aligned in 8 bytes (at most 8: `0.501961`),
        /// then its length.
        private let entries: UnsafeMutablePointer<UInt8>

        static let shared = ByteFractionTexts()

        private init() {
            // Made once and never freed (4 KB).
            entries = .allocate(capacity: 16 * 256)
            entries.initialize(repeating: UInt8(ascii: " "), count: 16 * 256)
            for k in 0...255 {
                let count = DecimalText.write(Double(k) / 255, maximumFractionDigits: 6, endingAt: entries + 16 * k + 8)!
                entries[16 * k + 8] = UInt8(count)
            }
        }

        /// The length of the text of `k / 255`.
        @inline(__always)
        func count(_ k: Int) -> Int { Int(entries[16 * k + 8]) }

        /// Copies the text of `k / 255` to end just before `end`, with 8 bytes (the text and
        /// whatever is before it); returns its length.
        @inline(__always)
        func copy(_ k: Int, endingAt end: UnsafeMutablePointer<UInt8>) -> Int {
            (end - 8).update(from: entries + 16 * k, count: 8)
            return count(k)
        }
    }

    /// The texts of a color's initializer arguments, in scratch space.
    private struct ColorTexts {
        var srgb: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)
        var p3: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)
        var opacity: UnsafeBufferPointer<UInt8>?
        var wide: Bool

        /// The width of the arguments on one line:
        /// `sRGB: r, g, b, displayP3: r, g, b[, opacity: a][, isWideGamut: true]`.
        var width: Int {
            var total = 6 + srgb.0.count + srgb.1.count + srgb.2.count + 4
                + 2 + 11 + p3.0.count + p3.1.count + p3.2.count + 4
            if let opacity { total += 2 + 9 + opacity.count }
            if wide { total += 2 + 13 + 4 }
            return total
        }
    }

    /// Writes a composed call into scratch memory, which is then appended to the output at once
    /// (one append per value instead of one per piece).
    private struct Cursor {
        private let start: UnsafeMutablePointer<UInt8>
        private let end: UnsafeMutablePointer<UInt8>
        private var next: UnsafeMutablePointer<UInt8>
        /// Set when a write did not fit (nothing more is written; the value then takes the
        /// general path).
        private(set) var overflowed = false

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            start = buffer.baseAddress!
            end = start + buffer.count
            next = start
        }

        /// The bytes written.
        var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: next - start) }

        @inline(__always)
        private mutating func room(_ count: Int) -> Bool {
            if overflowed || end - next < count {
                overflowed = true
                return false
            }
            return true
        }

        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, room(bytes.count) else { return }
            // `memcpy` directly: `update(from:count:)` was a call to a generic copy, ~28
            // instructions for the few bytes of a number (six numbers a color).
            UnsafeMutableRawPointer(next).copyMemory(from: source, byteCount: bytes.count)
            next += bytes.count
        }

        mutating func put(_ text: StaticString) {
            put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        mutating func put(_ text: String) {
            let copied: Void? = text.utf8.withContiguousStorageIfAvailable { put($0) }
            if copied == nil { for byte in text.utf8 { put(byte) } }
        }

        mutating func put(_ byte: UInt8) {
            guard room(1) else { return }
            next.pointee = byte
            next += 1
        }

        /// `count` spaces.
        mutating func spaces(_ count: Int) {
            guard count > 0, room(count) else { return }
            next.update(repeating: UInt8(ascii: " "), count: count)
            next += count
        }
    }

    /// Writes into the output; numbers are formatted into a scratch space first (each in a slot
    /// of ``SwiftDirectExpression/slotSize`` bytes), so that a call's width is known before it is
    /// laid out, and a call is composed with a ``Cursor`` and appended to the output at once.
    private struct Writer {
        let scratch: UnsafeMutablePointer<UInt8>
        /// The declaration's indentation, this many spaces after each newline (passed as a count:
        /// reading an indentation string's bytes to find it all spaces was ~140 instructions a
        /// value, and copying the writer retained and released the string).
        let indentWidth: Int
        /// The line width, counted from the indentation.
        let width: Int
        /// The texts of hex colors' components (read once a value, not once a component).
        let fractions = ByteFractionTexts.shared

        /// A number's text (as ``DecimalText/format(_:maximumFractionDigits:)`` writes it) in
        /// scratch slot `slot`; nil for one that takes the slow digits.
        func number(_ x: Double, slot: Int) -> UnsafeBufferPointer<UInt8>? {
            let end = scratch + (slot + 1) * SwiftDirectExpression.slotSize
            guard let count = DecimalText.write(x, maximumFractionDigits: 6, endingAt: end) else { return nil }
            return UnsafeBufferPointer(start: end - count, count: count)
        }

        /// Room for a call of `content` bytes on one line, or broken into at most `lines` lines.
        func bound(content: Int, lines: Int) -> Int {
            content + lines * (indentWidth + 16) + 16
        }

        /// Composes up to `bound` bytes with `body` in place, at the end of `out`; false (nothing
        /// appended) when they did not fit or `body` said no.
        func compose(bound: Int, into out: inout ByteWriter, _ body: (inout Cursor) -> Bool) -> Bool {
            var composed = false
            out.append(upTo: bound) { place in
                var cursor = Cursor(UnsafeMutableBufferPointer(start: place, count: bound))
                guard body(&cursor), !cursor.overflowed else { return 0 }
                composed = true
                return cursor.written.count
            }
            return composed
        }

        /// A new line: newline, the declaration's indentation, `pad` spaces.
        func newLine(pad: Int, _ cursor: inout Cursor) {
            cursor.put(UInt8(ascii: "\n"))
            cursor.spaces(indentWidth + pad)
        }

        // MARK: Colors

        /// A color component clamped to 0–1, in a slot; with `byteFraction` (an sRGB component
        /// or an alpha, of a hex color `k / 255`), such a fraction is copied from
        /// ``ByteFractionTexts`` (the check is not worth making for Display P3 components).
        private func component(_ x: Double, slot: Int, byteFraction: Bool = false) -> UnsafeBufferPointer<UInt8>? {
            let clamped = min(max(x, 0), 1)
            let scaled = clamped * 255 + 0.5
            // (False for NaN.)
            guard byteFraction, scaled >= 0.5 && scaled < 256, case let k = Int(scaled), Double(k) / 255 == clamped
            else { return number(clamped, slot: slot) }
            let end = scratch + (slot + 1) * SwiftDirectExpression.slotSize
            return UnsafeBufferPointer(start: end - fractions.copy(k, endingAt: end), count: fractions.count(k))
        }

        /// The argument texts of a color in slots `first`…`first + 6`.
        private func colorTexts(_ color: Color, first: Int) -> ColorTexts? {
            let parts = SwiftValueLiteral.components(of: color)
            guard let r = component(parts.srgb.0, slot: first, byteFraction: true),
                  let g = component(parts.srgb.1, slot: first + 1, byteFraction: true),
                  let b = component(parts.srgb.2, slot: first + 2, byteFraction: true),
                  let pr = component(parts.p3.0, slot: first + 3),
                  let pg = component(parts.p3.1, slot: first + 4), let pb = component(parts.p3.2, slot: first + 5)
            else { return nil }
            var opacity: UnsafeBufferPointer<UInt8>?
            if parts.alpha < 1 {
                guard let a = component(parts.alpha, slot: first + 6, byteFraction: true) else { return nil }
                opacity = a
            }
            return ColorTexts(srgb: (r, g, b), p3: (pr, pg, pb), opacity: opacity, wide: parts.wide)
        }

        /// The arguments on one line.
        private func appendInline(_ texts: ColorTexts, _ cursor: inout Cursor) {
            cursor.put("sRGB: ")
            cursor.put(texts.srgb.0)
            cursor.put(", ")
            cursor.put(texts.srgb.1)
            cursor.put(", ")
            cursor.put(texts.srgb.2)
            cursor.put(", displayP3: ")
            cursor.put(texts.p3.0)
            cursor.put(", ")
            cursor.put(texts.p3.1)
            cursor.put(", ")
            cursor.put(texts.p3.2)
            if let opacity = texts.opacity {
                cursor.put(", opacity: ")
                cursor.put(opacity)
            }
            if texts.wide { cursor.put(", isWideGamut: true") }
        }

        /// `callee(arguments)` on one line when it fits at `column`, else one argument group a
        /// line, lines padded by `pad`; `suffix` after it.
        private func colorCall(_ texts: ColorTexts, callee: String, column: Int, pad: Int, suffix: StaticString,
                               _ cursor: inout Cursor) {
            cursor.put(callee)
            cursor.put(UInt8(ascii: "("))
            if column + callee.utf8.count + 2 + texts.width <= width {
                appendInline(texts, &cursor)
                cursor.put(UInt8(ascii: ")"))
                cursor.put(suffix)
                return
            }
            newLine(pad: pad, &cursor)
            cursor.put("    sRGB: ")
            cursor.put(texts.srgb.0)
            cursor.put(", ")
            cursor.put(texts.srgb.1)
            cursor.put(", ")
            cursor.put(texts.srgb.2)
            cursor.put(UInt8(ascii: ","))
            newLine(pad: pad, &cursor)
            cursor.put("    displayP3: ")
            cursor.put(texts.p3.0)
            cursor.put(", ")
            cursor.put(texts.p3.1)
            cursor.put(", ")
            cursor.put(texts.p3.2)
            if let opacity = texts.opacity {
                cursor.put(UInt8(ascii: ","))
                newLine(pad: pad, &cursor)
                cursor.put("    opacity: ")
                cursor.put(opacity)
            }
            if texts.wide {
                cursor.put(UInt8(ascii: ","))
                newLine(pad: pad, &cursor)
                cursor.put("    isWideGamut: true")
            }
            newLine(pad: pad, &cursor)
            cursor.put(UInt8(ascii: ")"))
            cursor.put(suffix)
        }

        /// A color token's initializer: one color, or a dynamic color with a value per
        /// appearance (those that differ from the light one), as ``SwiftValueLiteral`` makes it.
        func color(_ light: Color, slots: SwiftValueLiteral.Slots, callee: String, column: Int,
                   into out: inout ByteWriter) -> Bool {
            func differing(_ value: TokenValue?) -> Color? {
                guard case .color(let c)? = value, c != light else { return nil }
                return c
            }
            let dark = differing(slots.dark)
            let lightHighContrast = differing(slots.lightHighContrast)
            let darkHighContrast = differing(slots.darkHighContrast)
            guard let lightTexts = colorTexts(light, first: 0) else { return false }
            if dark == nil && lightHighContrast == nil && darkHighContrast == nil {
                return compose(bound: bound(content: callee.utf8.count + lightTexts.width, lines: 6), into: &out) { cursor in
                    colorCall(lightTexts, callee: callee, column: column, pad: 0, suffix: "", &cursor)
                    return true
                }
            }
            // One `.init(…)` per appearance, labeled.
            var arguments: [(label: StaticString, texts: ColorTexts)] = [("light", lightTexts)]
            arguments.reserveCapacity(4)
            for (label, color, first) in [("dark", dark, 7), ("lightHighContrast", lightHighContrast, 14),
                                          ("darkHighContrast", darkHighContrast, 21)] as [(StaticString, Color?, Int)] {
                guard let color else { continue }
                guard let texts = colorTexts(color, first: first) else { return false }
                arguments.append((label, texts))
            }
            var inlineWidth = callee.utf8.count + 2 + 2 * (arguments.count - 1)
            for argument in arguments { inlineWidth += argument.label.utf8CodeUnitCount + 2 + 7 + argument.texts.width }
            return compose(bound: bound(content: inlineWidth, lines: 7 * arguments.count + 2), into: &out) { cursor in
                cursor.put(callee)
                cursor.put(UInt8(ascii: "("))
                if column + inlineWidth <= width {
                    for (index, argument) in arguments.enumerated() {
                        if index > 0 { cursor.put(", ") }
                        cursor.put(argument.label)
                        cursor.put(": .init(")
                        appendInline(argument.texts, &cursor)
                        cursor.put(UInt8(ascii: ")"))
                    }
                    cursor.put(UInt8(ascii: ")"))
                    return true
                }
                for (index, argument) in arguments.enumerated() {
                    newLine(pad: 0, &cursor)
                    cursor.put("    ")
                    cursor.put(argument.label)
                    cursor.put(": ")
                    colorCall(argument.texts, callee: ".init", column: 4 + argument.label.utf8CodeUnitCount + 2, pad: 4,
                              suffix: index == arguments.count - 1 ? "" : ",", &cursor)
                }
                newLine(pad: 0, &cursor)
                cursor.put(UInt8(ascii: ")"))
                return true
            }
        }

        // MARK: Other calls

        /// `callee(a, b, …)`: on one line when it fits, else the arguments on one line of their
        /// own (unlabeled short arguments share a line).
        func unlabeledCall(_ callee: String, _ arguments: [UnsafeBufferPointer<UInt8>], column: Int,
                           into out: inout ByteWriter) -> Bool {
            var inlineWidth = callee.utf8.count + 2 + 2 * (arguments.count - 1)
            for argument in arguments { inlineWidth += argument.count }
            return compose(bound: bound(content: inlineWidth, lines: 3), into: &out) { cursor in
                cursor.put(callee)
                cursor.put(UInt8(ascii: "("))
                let broken = column + inlineWidth > width
                if broken {
                    newLine(pad: 0, &cursor)
                    cursor.put("    ")
                }
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { cursor.put(", ") }
                    cursor.put(argument)
                }
                if broken { newLine(pad: 0, &cursor) }
                cursor.put(UInt8(ascii: ")"))
                return true
            }
        }

        /// A typography's initializer: `family`, `size`, `weight`, the optional `letterSpacing`
        /// and `lineHeight`, and the Dynamic Type `textStyle`, each argument on a line of its own
        /// when the call does not fit on one. False for a family name that is not ASCII or a
        /// nested call that does not fit its line (left to the general path).
        func typography(_ t: Typography, callee: String, column: Int, into out: inout ByteWriter) -> Bool {
            // The family as three pieces, `.system(.` design `)` or `.custom(` literal `)`, put one
            // after another: joining them into a string and scanning its UTF-8 view for non-ASCII
            // bytes was ~1,950 instructions a typography (of ~6,500).
            let familyHead: StaticString
            var familyName: String
            let familyIsCall: Bool
            if let design = SwiftValueLiteral.systemDesign(of: t.fontFamily) {
                familyHead = ".system(."
                familyName = design
                familyIsCall = false
            } else {
                familyHead = ".custom("
                familyName = SwiftIdentifier.stringLiteral(t.fontFamily.names.first ?? "")
                familyIsCall = true
            }
            let familyCount = familyHead.utf8CodeUnitCount + familyName.utf8.count + 1
            guard familyName.withUTF8({ !$0.contains(where: { $0 >= 0x80 }) }),
                  let size = number(t.fontSize.points, slot: 0), let weight = number(t.fontWeight.value, slot: 1)
            else { return false }
            func putFamily(_ cursor: inout Cursor) {
                cursor.put(familyHead)
                cursor.put(familyName)
                cursor.put(UInt8(ascii: ")"))
            }
            var letterSpacing: UnsafeBufferPointer<UInt8>?
            if let spacing = t.letterSpacing {
                guard let text = number(spacing.points, slot: 2) else { return false }
                letterSpacing = text
            }
            var lineHeight: UnsafeBufferPointer<UInt8>?
            if let height = t.lineHeight {
                guard let text = number(height, slot: 3) else { return false }
                lineHeight = text
            }
            let textStyle = SwiftValueLiteral.textStyle(size: t.fontSize.points, weight: t.fontWeight.value)
            // "family: " 8, ", size: " 8, ", weight: .init(" 16 and ")", ", textStyle: ." 14.
            var inlineWidth = callee.utf8.count + 2 + 8 + familyCount + 8 + size.count + 17 + weight.count
                + 14 + textStyle.utf8.count
            if let letterSpacing { inlineWidth += 17 + letterSpacing.count }  // ", letterSpacing: "
            if let lineHeight { inlineWidth += 14 + lineHeight.count }  // ", lineHeight: "
            let fits = column + inlineWidth <= width
            // Broken up, the nested calls must fit their lines (`    family: ` is 12 columns,
            // `    weight: ` 12); otherwise the general path breaks them up too.
            if !fits && (familyIsCall && 12 + familyCount > width || 12 + 7 + weight.count > width) { return false }
            return compose(bound: bound(content: inlineWidth, lines: 8), into: &out) { cursor in
                cursor.put(callee)
                guard !fits else {
                    cursor.put("(family: ")
                    putFamily(&cursor)
                    cursor.put(", size: ")
                    cursor.put(size)
                    cursor.put(", weight: .init(")
                    cursor.put(weight)
                    cursor.put(UInt8(ascii: ")"))
                    if let letterSpacing {
                        cursor.put(", letterSpacing: ")
                        cursor.put(letterSpacing)
                    }
                    if let lineHeight {
                        cursor.put(", lineHeight: ")
                        cursor.put(lineHeight)
                    }
                    cursor.put(", textStyle: .")
                    cursor.put(textStyle)
                    cursor.put(UInt8(ascii: ")"))
                    return true
                }
                cursor.put(UInt8(ascii: "("))
                newLine(pad: 0, &cursor)
                cursor.put("    family: ")
                putFamily(&cursor)
                cursor.put(UInt8(ascii: ","))
                newLine(pad: 0, &cursor)
                cursor.put("    size: ")
                cursor.put(size)
                cursor.put(UInt8(ascii: ","))
                newLine(pad: 0, &cursor)
                cursor.put("    weight: .init(")
                cursor.put(weight)
                cursor.put("),")
                if let letterSpacing {
                    newLine(pad: 0, &cursor)
                    cursor.put("    letterSpacing: ")
                    cursor.put(letterSpacing)
                    cursor.put(UInt8(ascii: ","))
                }
                if let lineHeight {
                    newLine(pad: 0, &cursor)
                    cursor.put("    lineHeight: ")
                    cursor.put(lineHeight)
                    cursor.put(UInt8(ascii: ","))
                }
                newLine(pad: 0, &cursor)
                cursor.put("    textStyle: .")
                cursor.put(textStyle)
                newLine(pad: 0, &cursor)
                cursor.put(UInt8(ascii: ")"))
                return true
            }
        }
    }
}
