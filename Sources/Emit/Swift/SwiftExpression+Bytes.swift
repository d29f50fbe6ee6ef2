extension SwiftExpression {
    /// Writes ``lines(lineStart:width:)`` joined by a newline and `indent` — the text of an
    /// initializer as a member declaration holds it — straight into a byte buffer: the same
    /// layout decisions, without a `String` per line or per nested part.
    func write(to out: inout [UInt8], lineStart: Int, width: Int, indent: String) {
        var writer = SwiftExpressionWriter(indent: indent)
        writer.layout(self, column: lineStart, width: width, into: &out)
    }
}

/// The byte-writing form of ``SwiftExpression``'s layout (see ``SwiftExpression/lines(lineStart:width:)``):
/// every line after the first starts with a newline and the declaration's indentation, then the
/// nesting's spaces.
struct SwiftExpressionWriter {
    /// The declaration's indentation, written after each newline.
    let indent: String

    /// The whole expression, its first line starting at `column`.
    mutating func layout(_ expression: SwiftExpression, column: Int, width: Int, into out: inout [UInt8]) {
        if case .raw(let text) = expression {
            ByteText.append(text, to: &out)
            return
        }
        if let inline = Self.inlineWidth(expression) {
            if column + inline <= width {
                Self.appendInline(expression, to: &out)
            } else {
                layoutBroken(expression, indent: 0, width: width, pad: 0, into: &out, suffix: "")
            }
            return
        }
        let mark = out.count
        Self.appendInline(expression, to: &out)
        if column + Self.width(of: out, from: mark) <= width { return }
        out.removeSubrange(mark...)
        layoutBroken(expression, indent: 0, width: width, pad: 0, into: &out, suffix: "")
    }

    /// A new line: newline, the declaration's indentation, `pad` spaces.
    private func newLine(pad: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        ByteText.append(indent, to: &out)
        for _ in 0..<pad { out.append(UInt8(ascii: " ")) }
    }

    /// The broken-up form of an expression whose first line's prefix (a label) is already
    /// written; later lines get `pad` spaces after the indentation.
    private func layoutBroken(_ expression: SwiftExpression, indent: Int, width: Int, pad: Int, into out: inout [UInt8],
                              suffix: String) {
        let inner = indent + 4
        switch expression {
        case .raw(let text):
            ByteText.append(text, to: &out)
            ByteText.append(suffix, to: &out)
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else {
                Self.appendInline(expression, to: &out)
                ByteText.append(suffix, to: &out)
                return
            }
            ByteText.append(callee, to: &out)
            out.append(UInt8(ascii: "("))
            var start = 0
            while start < arguments.count {
                var end = start + 1
                while end < arguments.count, arguments[end].label == nil, arguments[end - 1].value.isRawText,
                      arguments[end].value.isRawText {
                    end += 1
                }
                let comma = end == arguments.count ? "" : ","
                newLine(pad: pad, into: &out)
                if end - start > 1 {
                    ByteText.append("    ", to: &out)
                    for index in start..<end {
                        if index > start { ByteText.append(", ", to: &out) }
                        if let label = arguments[index].label {
                            ByteText.append(label, to: &out)
                            ByteText.append(": ", to: &out)
                        }
                        Self.appendInline(arguments[index].value, to: &out)
                    }
                    ByteText.append(comma, to: &out)
                } else {
                    let argument = arguments[start]
                    let labelWidth = argument.label.map { SwiftExpression.width($0) + 2 } ?? 0
                    appendIndented(argument.value, column: inner + labelWidth, indent: inner, width: width, pad: pad,
                                   into: &out, label: argument.label, suffix: comma)
                }
                start = end
            }
            newLine(pad: pad, into: &out)
            out.append(UInt8(ascii: ")"))
            ByteText.append(suffix, to: &out)
        case .array(let items):
            guard !items.isEmpty else {
                ByteText.append("[]", to: &out)
                ByteText.append(suffix, to: &out)
                return
            }
            out.append(UInt8(ascii: "["))
            for item in items {
                newLine(pad: pad, into: &out)
                appendIndented(item, column: inner, indent: inner, width: width + 10, pad: pad, into: &out, label: nil,
                               suffix: ",")
            }
            newLine(pad: pad, into: &out)
            out.append(UInt8(ascii: "]"))
            ByteText.append(suffix, to: &out)
        case .dictionary(let pairs):
            guard !pairs.isEmpty else {
                ByteText.append("[:]", to: &out)
                ByteText.append(suffix, to: &out)
                return
            }
            out.append(UInt8(ascii: "["))
            for pair in pairs {
                newLine(pad: pad, into: &out)
                let key = pair.key.inline + ": "
                appendIndented(pair.value, column: inner + SwiftExpression.width(key), indent: inner, width: width,
                               pad: pad, into: &out, key: key, suffix: ",")
            }
            newLine(pad: pad, into: &out)
            out.append(UInt8(ascii: "]"))
            ByteText.append(suffix, to: &out)
        }
    }

    /// A nested expression four spaces in (the new line is already started): on one line when it
    /// fits at `column`, else broken up.
    private func appendIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int, pad: Int,
                                into out: inout [UInt8], label: String?, suffix: String) {
        ByteText.append("    ", to: &out)
        if let label {
            ByteText.append(label, to: &out)
            ByteText.append(": ", to: &out)
        }
        finishIndented(expression, column: column, indent: indent, width: width, pad: pad, into: &out, suffix: suffix)
    }

    private func appendIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int, pad: Int,
                                into out: inout [UInt8], key: String, suffix: String) {
        ByteText.append("    ", to: &out)
        ByteText.append(key, to: &out)
        finishIndented(expression, column: column, indent: indent, width: width, pad: pad, into: &out, suffix: suffix)
    }

    private func finishIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int, pad: Int,
                                into out: inout [UInt8], suffix: String) {
        if case .raw(let text) = expression {
            ByteText.append(text, to: &out)
            ByteText.append(suffix, to: &out)
            return
        }
        if let inline = Self.inlineWidth(expression) {
            if column + inline <= width {
                Self.appendInline(expression, to: &out)
                ByteText.append(suffix, to: &out)
            } else {
                layoutBroken(expression, indent: indent, width: width, pad: pad + 4, into: &out, suffix: suffix)
            }
            return
        }
        let mark = out.count
        Self.appendInline(expression, to: &out)
        if column + Self.width(of: out, from: mark) <= width {
            ByteText.append(suffix, to: &out)
            return
        }
        out.removeSubrange(mark...)
        layoutBroken(expression, indent: indent, width: width, pad: pad + 4, into: &out, suffix: suffix)
    }

    /// The characters of the bytes from `start` on (one per byte when they are ASCII).
    static func width(of bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { width(of: $0, from: start) }
    }

    /// ``width(of:from:)-([UInt8],_)`` of bytes in place.
    static func width(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return 0 }
        // ASCII tested eight bytes at a time (a member's head, ~30 bytes, byte by byte with
        // bounds checks was ~220 instructions).
        var next = UnsafeRawPointer(base + start)
        let end = UnsafeRawPointer(base + bytes.count)
        var ascii = true
        while end - next >= 8 {
            if next.loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { ascii = false; break }
            next += 8
        }
        while ascii && next < end {
            if next.load(as: UInt8.self) >= 0x80 { ascii = false }
            next += 1
        }
        if ascii { return bytes.count - start }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self).count
    }

    /// The width of ``SwiftExpression/inline`` counted without writing it, when all its texts
    /// are ASCII (one column per byte); nil otherwise (then it is measured on the written text).
    static func inlineWidth(_ expression: SwiftExpression) -> Int? {
        func ascii(_ text: String) -> Int? {
            let isASCII = text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: { $0 >= 0x80 }) }
            return isASCII == true ? text.utf8.count : nil
        }
        switch expression {
        case .raw(let text):
            return ascii(text)
        case .call(let callee, let arguments):
            guard var total = ascii(callee) else { return nil }
            total += 2 + 2 * max(arguments.count - 1, 0)
            for argument in arguments {
                if let label = argument.label {
                    guard let width = ascii(label) else { return nil }
                    total += width + 2
                }
                guard let width = inlineWidth(argument.value) else { return nil }
                total += width
            }
            return total
        case .array(let items):
            var total = 2 + 2 * max(items.count - 1, 0)
            for item in items {
                guard let width = inlineWidth(item) else { return nil }
                total += width
            }
            return total
        case .dictionary(let pairs):
            if pairs.isEmpty { return 3 }
            var total = 2 + 2 * (pairs.count - 1)
            for pair in pairs {
                guard let key = inlineWidth(pair.key), let value = inlineWidth(pair.value) else { return nil }
                total += key + 2 + value
            }
            return total
        }
    }

    /// ``SwiftExpression/inline``, appended as bytes.
    static func appendInline(_ expression: SwiftExpression, to out: inout [UInt8]) {
        switch expression {
        case .raw(let text):
            ByteText.append(text, to: &out)
        case .call(let callee, let arguments):
            ByteText.append(callee, to: &out)
            out.append(UInt8(ascii: "("))
            for index in arguments.indices {
                if index > 0 { ByteText.append(", ", to: &out) }
                if let label = arguments[index].label {
                    ByteText.append(label, to: &out)
                    ByteText.append(": ", to: &out)
                }
                appendInline(arguments[index].value, to: &out)
            }
            out.append(UInt8(ascii: ")"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { ByteText.append(", ", to: &out) }
                appendInline(items[index], to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let pairs):
            if pairs.isEmpty {
                ByteText.append("[:]", to: &out)
                return
            }
            out.append(UInt8(ascii: "["))
            for index in pairs.indices {
                if index > 0 { ByteText.append(", ", to: &out) }
                appendInline(pairs[index].key, to: &out)
                ByteText.append(": ", to: &out)
                appendInline(pairs[index].value, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}

extension SwiftExpression {
    /// Whether this is ``raw(_:)`` text.
    var isRawText: Bool {
        if case .raw = self { return true }
        return false
    }
}
