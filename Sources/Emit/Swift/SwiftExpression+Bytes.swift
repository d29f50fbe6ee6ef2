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
            out.append(contentsOf: text.utf8)
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
        out.append(contentsOf: indent.utf8)
        for _ in 0..<pad { out.append(UInt8(ascii: " ")) }
    }

    /// The broken-up form of an expression whose first line's prefix (a label) is already
    /// written; later lines get `pad` spaces after the indentation.
    private func layoutBroken(_ expression: SwiftExpression, indent: Int, width: Int, pad: Int, into out: inout [UInt8],
                              suffix: String) {
        let inner = indent + 4
        switch expression {
        case .raw(let text):
            out.append(contentsOf: text.utf8)
            out.append(contentsOf: suffix.utf8)
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else {
                Self.appendInline(expression, to: &out)
                out.append(contentsOf: suffix.utf8)
                return
            }
            out.append(contentsOf: callee.utf8)
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
                    out.append(contentsOf: "    ".utf8)
                    for index in start..<end {
                        if index > start { out.append(contentsOf: ", ".utf8) }
                        if let label = arguments[index].label {
                            out.append(contentsOf: label.utf8)
                            out.append(contentsOf: ": ".utf8)
                        }
                        Self.appendInline(arguments[index].value, to: &out)
                    }
                    out.append(contentsOf: comma.utf8)
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
            out.append(contentsOf: suffix.utf8)
        case .array(let items):
            guard !items.isEmpty else {
                out.append(contentsOf: "[]".utf8)
                out.append(contentsOf: suffix.utf8)
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
            out.append(contentsOf: suffix.utf8)
        case .dictionary(let pairs):
            guard !pairs.isEmpty else {
                out.append(contentsOf: "[:]".utf8)
                out.append(contentsOf: suffix.utf8)
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
            out.append(contentsOf: suffix.utf8)
        }
    }

    /// A nested expression four spaces in (the new line is already started): on one line when it
    /// fits at `column`, else broken up.
    private func appendIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int, pad: Int,
                                into out: inout [UInt8], label: String?, suffix: String) {
        out.append(contentsOf: "    ".utf8)
        if let label {
            out.append(contentsOf: label.utf8)
            out.append(contentsOf: ": ".utf8)
        }
        finishIndented(expression, column: column, indent: indent, width: width, pad: pad, into: &out, suffix: suffix)
    }

    private func appendIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int, pad: Int,
                                into out: inout [UInt8], key: String, suffix: String) {
        out.append(contentsOf: "    ".utf8)
        out.append(contentsOf: key.utf8)
        finishIndented(expression, column: column, indent: indent, width: width, pad: pad, into: &out, suffix: suffix)
    }

    private func finishIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int, pad: Int,
                                into out: inout [UInt8], suffix: String) {
        if case .raw(let text) = expression {
            out.append(contentsOf: text.utf8)
            out.append(contentsOf: suffix.utf8)
            return
        }
        let mark = out.count
        Self.appendInline(expression, to: &out)
        if column + Self.width(of: out, from: mark) <= width {
            out.append(contentsOf: suffix.utf8)
            return
        }
        out.removeSubrange(mark...)
        layoutBroken(expression, indent: indent, width: width, pad: pad + 4, into: &out, suffix: suffix)
    }

    /// The characters of the bytes from `start` on (one per byte when they are ASCII).
    static func width(of bytes: [UInt8], from start: Int) -> Int {
        var ascii = true
        for index in start..<bytes.count where bytes[index] >= 0x80 {
            ascii = false
            break
        }
        if ascii { return bytes.count - start }
        return String(decoding: bytes[start...], as: UTF8.self).count
    }

    /// ``SwiftExpression/inline``, appended as bytes.
    static func appendInline(_ expression: SwiftExpression, to out: inout [UInt8]) {
        switch expression {
        case .raw(let text):
            out.append(contentsOf: text.utf8)
        case .call(let callee, let arguments):
            out.append(contentsOf: callee.utf8)
            out.append(UInt8(ascii: "("))
            for index in arguments.indices {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                if let label = arguments[index].label {
                    out.append(contentsOf: label.utf8)
                    out.append(contentsOf: ": ".utf8)
                }
                appendInline(arguments[index].value, to: &out)
            }
            out.append(UInt8(ascii: ")"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                appendInline(items[index], to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let pairs):
            if pairs.isEmpty {
                out.append(contentsOf: "[:]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for index in pairs.indices {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                appendInline(pairs[index].key, to: &out)
                out.append(contentsOf: ": ".utf8)
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
