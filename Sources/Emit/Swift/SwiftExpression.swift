/// A Swift expression built from parts, printed on one line when it fits and broken into one
/// argument per line when it does not (the way Xcode's formatter and people lay out long calls).
public enum SwiftExpression: Sendable, Hashable {
    /// Text printed as is (`16`, `"Sign in"`, `.medium`).
    case raw(String)
    /// `callee(label: value, value, …)`.
    case call(String, [SwiftArgument])
    /// `[a, b, …]`.
    case array([SwiftExpression])
    /// `[key: value, …]` (`[:]` when empty).
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])

    /// The lines of the expression. The first line is meant to follow text already on the line
    /// (`static let x = `); later lines carry their indentation relative to that line's start.
    /// - Parameters:
    ///   - lineStart: the column (0-based, relative to the line's indentation) the expression starts at.
    ///   - width: the line length, relative to the line's indentation, to stay within when possible.
    public func lines(lineStart: Int = 0, width: Int = 120) -> [String] {
        layout(column: lineStart, indent: 0, width: width)
    }

    /// Lines whose first one starts at `column` and whose later ones are indented relative to
    /// `indent` (both counted from the same origin as `width`).
    private func layout(column: Int, indent: Int, width: Int) -> [String] {
        if case .raw(let text) = self { return [text] }
        let inline = self.inline
        if column + Self.width(inline) <= width { return [inline] }
        var out: [String] = []
        layoutBroken(inline: inline, indent: indent, width: width, into: &out, prefix: "", suffix: "")
        return out
    }

    /// Appends the lines of an expression that does not fit on its line, each indented by four
    /// spaces more than the enclosing lines; `prefix` goes before the first line and `suffix` after
    /// the last (an argument's label, its comma).
    private func layoutBroken(inline: String, indent: Int, width: Int, into out: inout [String], prefix: String,
                              suffix: String) {
        let inner = indent + 4
        switch self {
        case .raw(let text):
            out.append(prefix + text + suffix)
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else {
                out.append(prefix + inline + suffix)
                return
            }
            out.append(prefix + callee + "(")
            // A labeled argument and the unlabeled ones after it (`sRGB: r, g, b`) share a line
            // when they are all short.
            var start = 0
            while start < arguments.count {
                var end = start + 1
                while end < arguments.count, arguments[end].label == nil, arguments[end - 1].value.isRaw,
                      arguments[end].value.isRaw {
                    end += 1
                }
                let comma = end == arguments.count ? "" : ","
                if end - start > 1 {
                    var line = "    "
                    for index in start..<end {
                        if index > start { line += ", " }
                        if let label = arguments[index].label {
                            line += label
                            line += ": "
                        }
                        arguments[index].value.appendInline(to: &line)
                    }
                    line += comma
                    out.append(line)
                } else {
                    let argument = arguments[start]
                    let label = argument.label.map { $0 + ": " } ?? ""
                    Self.appendIndented(argument.value, column: inner + Self.width(label), indent: inner, width: width,
                                        into: &out, prefix: label, suffix: comma)
                }
                start = end
            }
            out.append(")" + suffix)
        case .array(let items):
            guard !items.isEmpty else {
                out.append(prefix + "[]" + suffix)
                return
            }
            out.append(prefix + "[")
            // List items (gradient stops, shadow layers) read best one per line: they may run up
            // to 10 columns over the width before they are broken up.
            for item in items {
                Self.appendIndented(item, column: inner, indent: inner, width: width + 10, into: &out, prefix: "", suffix: ",")
            }
            out.append("]" + suffix)
        case .dictionary(let pairs):
            guard !pairs.isEmpty else {
                out.append(prefix + "[:]" + suffix)
                return
            }
            out.append(prefix + "[")
            for pair in pairs {
                let key = pair.key.inline + ": "
                Self.appendIndented(pair.value, column: inner + Self.width(key), indent: inner, width: width,
                                    into: &out, prefix: key, suffix: ",")
            }
            out.append("]" + suffix)
        }
    }

    /// Appends the lines of a nested expression, four spaces in: on one line (`prefix` + it +
    /// `suffix`) when it fits at `column`, else broken up.
    private static func appendIndented(_ expression: SwiftExpression, column: Int, indent: Int, width: Int,
                                       into out: inout [String], prefix: String, suffix: String) {
        let inline = expression.inline
        if case .raw = expression {
            out.append("    " + prefix + inline + suffix)
            return
        }
        if column + Self.width(inline) <= width {
            out.append("    " + prefix + inline + suffix)
            return
        }
        var lines: [String] = []
        expression.layoutBroken(inline: inline, indent: indent, width: width, into: &lines, prefix: prefix, suffix: suffix)
        for line in lines { out.append("    " + line) }
    }

    /// Whether this is ``raw(_:)`` text.
    private var isRaw: Bool {
        if case .raw = self { return true }
        return false
    }

    /// The expression on one line.
    public var inline: String {
        if case .raw(let text) = self { return text }
        var out = ""
        out.reserveCapacity(128)  // most values fit: one allocation instead of one per doubling
        appendInline(to: &out)
        return out
    }

    /// Appends ``inline`` to a text (one buffer for the whole expression, not one per part).
    private func appendInline(to out: inout String) {
        switch self {
        case .raw(let text):
            out += text
        case .call(let callee, let arguments):
            out += callee
            out += "("
            for (index, argument) in arguments.enumerated() {
                if index > 0 { out += ", " }
                if let label = argument.label {
                    out += label
                    out += ": "
                }
                argument.value.appendInline(to: &out)
            }
            out += ")"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.appendInline(to: &out)
            }
            out += "]"
        case .dictionary(let pairs):
            if pairs.isEmpty {
                out += "[:]"
                return
            }
            out += "["
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += ", " }
                pair.key.appendInline(to: &out)
                out += ": "
                pair.value.appendInline(to: &out)
            }
            out += "]"
        }
    }

    /// The number of characters of a text, counted fast when it is ASCII (one per byte).
    static func width(_ text: String) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 }
        }
        return ascii == true ? text.utf8.count : text.count
    }

    /// Equality of the printed form.
    public static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool { lhs.inline == rhs.inline }
    /// Hash of the printed form.
    public func hash(into hasher: inout Hasher) { hasher.combine(inline) }
}

/// One argument of a ``SwiftExpression/call(_:_:)``: an optional label and a value.
public struct SwiftArgument: Sendable, Hashable {
    /// The label (`red`), or nil for an unlabeled argument.
    public var label: String?
    /// The value.
    public var value: SwiftExpression

    /// A labeled argument.
    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}
