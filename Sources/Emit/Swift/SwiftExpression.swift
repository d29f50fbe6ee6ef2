/// A Swift expression built from parts, printed on one line when it fits and broken into one
/// argument per line when it does not (the way Xcode's formatter and people lay out long calls).
public indirect enum SwiftExpression: Sendable, Hashable {
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
        let inline = self.inline
        if column + inline.count <= width { return [inline] }
        let inner = indent + 4
        switch self {
        case .raw(let text):
            return [text]
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return [inline] }
            var out = [callee + "("]
            // A labeled argument and the unlabeled ones after it (`sRGB: r, g, b`) share a line
            // when they are all short.
            var groups: [[SwiftArgument]] = []
            for argument in arguments {
                if argument.label == nil, let last = groups.last?.last, case .raw = last.value, case .raw = argument.value {
                    groups[groups.count - 1].append(argument)
                } else {
                    groups.append([argument])
                }
            }
            for (index, group) in groups.enumerated() {
                let comma = index == groups.count - 1 ? "" : ","
                if group.count > 1 {
                    let text = group.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.inline }.joined(separator: ", ")
                    out.append("    " + text + comma)
                    continue
                }
                let argument = group[0]
                let label = argument.label.map { $0 + ": " } ?? ""
                out += Self.indented(argument.value.layout(column: inner + label.count, indent: inner, width: width),
                                     prefix: label, suffix: comma)
            }
            out.append(")")
            return out
        case .array(let items):
            guard !items.isEmpty else { return ["[]"] }
            var out = ["["]
            // List items (gradient stops, shadow layers) read best one per line: they may run up
            // to 10 columns over the width before they are broken up.
            for item in items {
                out += Self.indented(item.layout(column: inner, indent: inner, width: width + 10), prefix: "", suffix: ",")
            }
            out.append("]")
            return out
        case .dictionary(let pairs):
            guard !pairs.isEmpty else { return ["[:]"] }
            var out = ["["]
            for pair in pairs {
                let key = pair.key.inline + ": "
                out += Self.indented(pair.value.layout(column: inner + key.count, indent: inner, width: width),
                                     prefix: key, suffix: ",")
            }
            out.append("]")
            return out
        }
    }

    /// The expression on one line.
    public var inline: String {
        switch self {
        case .raw(let text):
            return text
        case .call(let callee, let arguments):
            return callee + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.inline }
                .joined(separator: ", ") + ")"
        case .array(let items):
            return "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + pairs.map { $0.key.inline + ": " + $0.value.inline }.joined(separator: ", ") + "]"
        }
    }

    private static func indented(_ lines: [String], prefix: String, suffix: String) -> [String] {
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            var text = "    " + (index == 0 ? prefix : "") + line
            if index == lines.count - 1 { text += suffix }
            out.append(text)
        }
        return out
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
