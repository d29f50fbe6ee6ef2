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
    /// declaration's indentation), later lines starting with a newline and `indent`.
    /// - Returns: false, having written nothing, for a value to leave to the general path.
    static func write(_ slots: SwiftValueLiteral.Slots, names: SwiftQualifiedNames, column: Int, width: Int,
                      indent: String, into out: inout [UInt8]) -> Bool {
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
        let capacity = slotCount * DecimalText.textCapacity
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch -> Bool in
            guard let base = scratch.baseAddress else { return false }
            let writer = Writer(scratch: base, indent: indent, width: width)
            switch slots.light {
            case .color(let light):
                return writer.color(light, slots: slots, callee: names.color, column: column, into: &out)
            case .fontWeight(let w):
                guard let value = writer.number(w.value, slot: 0) else { return false }
                writer.unlabeledCall(names.fontWeight, [value], column: column, into: &out)
                return true
            case .cubicBezier(let b):
                guard let x1 = writer.number(b.x1, slot: 0), let y1 = writer.number(b.y1, slot: 1),
                      let x2 = writer.number(b.x2, slot: 2), let y2 = writer.number(b.y2, slot: 3)
                else { return false }
                writer.unlabeledCall(names.cubicBezier, [x1, y1, x2, y2], column: column, into: &out)
                return true
            case .typography(let t):
                return writer.typography(t, callee: names.typography, column: column, into: &out)
            default:
                return false
            }
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

    /// Writes into the output; numbers are formatted into a scratch space first (each in a slot
    /// of ``DecimalText/textCapacity`` bytes), so that a call's width is known before it is laid out.
    private struct Writer {
        let scratch: UnsafeMutablePointer<UInt8>
        /// The declaration's indentation, written after each newline.
        let indent: String
        /// The line width, counted from the indentation.
        let width: Int

        /// A number's text (as ``DecimalText/format(_:maximumFractionDigits:)`` writes it) in
        /// scratch slot `slot`; nil for one that takes the slow digits.
        func number(_ x: Double, slot: Int) -> UnsafeBufferPointer<UInt8>? {
            let end = scratch + (slot + 1) * DecimalText.textCapacity
            guard let count = DecimalText.write(x, maximumFractionDigits: 6, endingAt: end) else { return nil }
            return UnsafeBufferPointer(start: end - count, count: count)
        }

        /// A new line: newline, the declaration's indentation, `pad` spaces.
        func newLine(pad: Int, into out: inout [UInt8]) {
            out.append(UInt8(ascii: "\n"))
            ByteText.append(indent, to: &out)
            for _ in 0..<pad { out.append(UInt8(ascii: " ")) }
        }

        // MARK: Colors

        /// A color component clamped to 0–1, in a slot.
        private func component(_ x: Double, slot: Int) -> UnsafeBufferPointer<UInt8>? {
            number(min(max(x, 0), 1), slot: slot)
        }

        /// The argument texts of a color in slots `first`…`first + 6`.
        private func colorTexts(_ color: Color, first: Int) -> ColorTexts? {
            let parts = SwiftValueLiteral.components(of: color)
            guard let r = component(parts.srgb.0, slot: first), let g = component(parts.srgb.1, slot: first + 1),
                  let b = component(parts.srgb.2, slot: first + 2), let pr = component(parts.p3.0, slot: first + 3),
                  let pg = component(parts.p3.1, slot: first + 4), let pb = component(parts.p3.2, slot: first + 5)
            else { return nil }
            var opacity: UnsafeBufferPointer<UInt8>?
            if parts.alpha < 1 {
                guard let a = component(parts.alpha, slot: first + 6) else { return nil }
                opacity = a
            }
            return ColorTexts(srgb: (r, g, b), p3: (pr, pg, pb), opacity: opacity, wide: parts.wide)
        }

        /// The arguments on one line.
        private func appendInline(_ texts: ColorTexts, into out: inout [UInt8]) {
            ByteText.append("sRGB: ", to: &out)
            out.append(contentsOf: texts.srgb.0)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.srgb.1)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.srgb.2)
            ByteText.append(", displayP3: ", to: &out)
            out.append(contentsOf: texts.p3.0)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.p3.1)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.p3.2)
            if let opacity = texts.opacity {
                ByteText.append(", opacity: ", to: &out)
                out.append(contentsOf: opacity)
            }
            if texts.wide { ByteText.append(", isWideGamut: true", to: &out) }
        }

        /// `callee(arguments)` on one line when it fits at `column`, else one argument group a
        /// line, lines padded by `pad`; `suffix` after it.
        private func colorCall(_ texts: ColorTexts, callee: String, column: Int, pad: Int, suffix: StaticString,
                               into out: inout [UInt8]) {
            ByteText.append(callee, to: &out)
            out.append(UInt8(ascii: "("))
            if column + callee.utf8.count + 2 + texts.width <= width {
                appendInline(texts, into: &out)
                out.append(UInt8(ascii: ")"))
                ByteText.append(suffix, to: &out)
                return
            }
            newLine(pad: pad, into: &out)
            ByteText.append("    sRGB: ", to: &out)
            out.append(contentsOf: texts.srgb.0)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.srgb.1)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.srgb.2)
            out.append(UInt8(ascii: ","))
            newLine(pad: pad, into: &out)
            ByteText.append("    displayP3: ", to: &out)
            out.append(contentsOf: texts.p3.0)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.p3.1)
            ByteText.append(", ", to: &out)
            out.append(contentsOf: texts.p3.2)
            if let opacity = texts.opacity {
                out.append(UInt8(ascii: ","))
                newLine(pad: pad, into: &out)
                ByteText.append("    opacity: ", to: &out)
                out.append(contentsOf: opacity)
            }
            if texts.wide {
                out.append(UInt8(ascii: ","))
                newLine(pad: pad, into: &out)
                ByteText.append("    isWideGamut: true", to: &out)
            }
            newLine(pad: pad, into: &out)
            out.append(UInt8(ascii: ")"))
            ByteText.append(suffix, to: &out)
        }

        /// A color token's initializer: one color, or a dynamic color with a value per
        /// appearance (those that differ from the light one), as ``SwiftValueLiteral`` makes it.
        func color(_ light: Color, slots: SwiftValueLiteral.Slots, callee: String, column: Int,
                   into out: inout [UInt8]) -> Bool {
            func differing(_ value: TokenValue?) -> Color? {
                guard case .color(let c)? = value, c != light else { return nil }
                return c
            }
            let dark = differing(slots.dark)
            let lightHighContrast = differing(slots.lightHighContrast)
            let darkHighContrast = differing(slots.darkHighContrast)
            guard let lightTexts = colorTexts(light, first: 0) else { return false }
            if dark == nil && lightHighContrast == nil && darkHighContrast == nil {
                colorCall(lightTexts, callee: callee, column: column, pad: 0, suffix: "", into: &out)
                return true
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
            ByteText.append(callee, to: &out)
            out.append(UInt8(ascii: "("))
            if column + inlineWidth <= width {
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { ByteText.append(", ", to: &out) }
                    ByteText.append(argument.label, to: &out)
                    ByteText.append(": .init(", to: &out)
                    appendInline(argument.texts, into: &out)
                    out.append(UInt8(ascii: ")"))
                }
                out.append(UInt8(ascii: ")"))
                return true
            }
            for (index, argument) in arguments.enumerated() {
                newLine(pad: 0, into: &out)
                ByteText.append("    ", to: &out)
                ByteText.append(argument.label, to: &out)
                ByteText.append(": ", to: &out)
                colorCall(argument.texts, callee: ".init", column: 4 + argument.label.utf8CodeUnitCount + 2, pad: 4,
                          suffix: index == arguments.count - 1 ? "" : ",", into: &out)
            }
            newLine(pad: 0, into: &out)
            out.append(UInt8(ascii: ")"))
            return true
        }

        // MARK: Other calls

        /// `callee(a, b, …)`: on one line when it fits, else the arguments on one line of their
        /// own (unlabeled short arguments share a line).
        func unlabeledCall(_ callee: String, _ arguments: [UnsafeBufferPointer<UInt8>], column: Int,
                           into out: inout [UInt8]) {
            var inlineWidth = callee.utf8.count + 2 + 2 * (arguments.count - 1)
            for argument in arguments { inlineWidth += argument.count }
            ByteText.append(callee, to: &out)
            out.append(UInt8(ascii: "("))
            let broken = column + inlineWidth > width
            if broken {
                newLine(pad: 0, into: &out)
                ByteText.append("    ", to: &out)
            }
            for (index, argument) in arguments.enumerated() {
                if index > 0 { ByteText.append(", ", to: &out) }
                out.append(contentsOf: argument)
            }
            if broken { newLine(pad: 0, into: &out) }
            out.append(UInt8(ascii: ")"))
        }

        /// A typography's initializer: `family`, `size`, `weight`, the optional `letterSpacing`
        /// and `lineHeight`, and the Dynamic Type `textStyle`, each argument on a line of its own
        /// when the call does not fit on one. False for a family name that is not ASCII or a
        /// nested call that does not fit its line (left to the general path).
        func typography(_ t: Typography, callee: String, column: Int, into out: inout [UInt8]) -> Bool {
            let family: String
            let familyIsCall: Bool
            if let design = SwiftValueLiteral.systemDesign(of: t.fontFamily) {
                family = ".system(." + design + ")"
                familyIsCall = false
            } else {
                family = ".custom(" + SwiftIdentifier.stringLiteral(t.fontFamily.names.first ?? "") + ")"
                familyIsCall = true
            }
            guard !family.utf8.contains(where: { $0 >= 0x80 }),
                  let size = number(t.fontSize.points, slot: 0), let weight = number(t.fontWeight.value, slot: 1)
            else { return false }
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
            var inlineWidth = callee.utf8.count + 2 + 8 + family.utf8.count + 8 + size.count + 17 + weight.count
                + 14 + textStyle.utf8.count
            if let letterSpacing { inlineWidth += 17 + letterSpacing.count }  // ", letterSpacing: "
            if let lineHeight { inlineWidth += 14 + lineHeight.count }  // ", lineHeight: "
            if column + inlineWidth <= width {
                ByteText.append(callee, to: &out)
                ByteText.append("(family: ", to: &out)
                ByteText.append(family, to: &out)
                ByteText.append(", size: ", to: &out)
                out.append(contentsOf: size)
                ByteText.append(", weight: .init(", to: &out)
                out.append(contentsOf: weight)
                out.append(UInt8(ascii: ")"))
                if let letterSpacing {
                    ByteText.append(", letterSpacing: ", to: &out)
                    out.append(contentsOf: letterSpacing)
                }
                if let lineHeight {
                    ByteText.append(", lineHeight: ", to: &out)
                    out.append(contentsOf: lineHeight)
                }
                ByteText.append(", textStyle: .", to: &out)
                ByteText.append(textStyle, to: &out)
                out.append(UInt8(ascii: ")"))
                return true
            }
            // Broken up: the nested calls must fit their lines (`    family: ` is 12 columns,
            // `    weight: ` 12); otherwise the general path breaks them up too.
            if familyIsCall && 12 + family.utf8.count > width { return false }
            if 12 + 7 + weight.count > width { return false }
            ByteText.append(callee, to: &out)
            out.append(UInt8(ascii: "("))
            newLine(pad: 0, into: &out)
            ByteText.append("    family: ", to: &out)
            ByteText.append(family, to: &out)
            out.append(UInt8(ascii: ","))
            newLine(pad: 0, into: &out)
            ByteText.append("    size: ", to: &out)
            out.append(contentsOf: size)
            out.append(UInt8(ascii: ","))
            newLine(pad: 0, into: &out)
            ByteText.append("    weight: .init(", to: &out)
            out.append(contentsOf: weight)
            ByteText.append("),", to: &out)
            if let letterSpacing {
                newLine(pad: 0, into: &out)
                ByteText.append("    letterSpacing: ", to: &out)
                out.append(contentsOf: letterSpacing)
                out.append(UInt8(ascii: ","))
            }
            if let lineHeight {
                newLine(pad: 0, into: &out)
                ByteText.append("    lineHeight: ", to: &out)
                out.append(contentsOf: lineHeight)
                out.append(UInt8(ascii: ","))
            }
            newLine(pad: 0, into: &out)
            ByteText.append("    textStyle: .", to: &out)
            ByteText.append(textStyle, to: &out)
            newLine(pad: 0, into: &out)
            out.append(UInt8(ascii: ")"))
            return true
        }
    }
}
