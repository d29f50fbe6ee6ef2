import TokenModel

/// A name as written in a tag, compiled: `name`, `value.hex`, `.` (the current item), `.name`
/// (the current object only, no lookup in enclosing ones), and transforms around any of them,
/// `camelCase(path)`, or around nothing, `first()` (the position in the enclosing list).
///
/// Immutable, and a class so that the renderer reads it in place, without copying its parts.
final class TemplateName: Sendable, Equatable {
    /// How the first component is looked up.
    enum Anchor: Sendable, Equatable {
        /// In the innermost object that has it (Mustache's context stack).
        case stack
        /// In the innermost object only (`.name`); `.` alone is that object itself.
        case current
        /// The position in the innermost list being rendered (`first()`, `index()`).
        case position
    }

    /// The name as written, for messages and to match a section's closing tag.
    let text: String
    /// Where the lookup starts.
    let anchor: Anchor
    /// The dotted components (`value`, `hex`); empty for `.` and for positions.
    let components: [String]
    /// The first component ("" for `.` and for positions).
    let first: String
    /// Transforms in the order they apply (innermost first).
    let transforms: [TemplateTransform]
    /// Whether the name is one plain field looked up on the stack (`name`: no dots, no
    /// transforms), which a variable can write straight from the object that has it.
    let isPlainField: Bool

    /// A compiled name.
    init(text: String, anchor: Anchor, components: [String], transforms: [TemplateTransform]) {
        self.text = text
        self.anchor = anchor
        self.components = components
        self.first = components.first ?? ""
        self.transforms = transforms
        self.isPlainField = anchor == .stack && components.count == 1 && transforms.isEmpty
    }

    /// Names are equal when written the same (which compiles them the same).
    static func == (lhs: TemplateName, rhs: TemplateName) -> Bool { lhs.text == rhs.text }

    /// Compiles a tag's name.
    /// - Returns: the name, or a message saying what is wrong with it.
    static func parse(_ text: String) -> Result<TemplateName, ParseError> {
        guard !text.isEmpty else { return .failure(ParseError("empty tag: a name is missing between the delimiters")) }
        if let plain = plainName(text) { return .success(plain) }
        var transformNames: [Substring] = []
        var rest = Substring(text)
        // `a(b(name))`: peel `a(`, then `b(`; the innermost part has no `(`.
        while let open = rest.firstIndex(of: "(") {
            transformNames.append(rest[..<open])
            rest = rest[rest.index(after: open)...]
        }
        var closing = 0
        while rest.last == ")" {
            closing += 1
            rest = rest.dropLast()
        }
        guard closing == transformNames.count, !rest.contains(")") else {
            return .failure(ParseError("unbalanced parentheses in '\(text)'; transforms are written `transform(name)`"))
        }
        var transforms: [TemplateTransform] = []
        for name in transformNames.reversed() {
            guard let transform = TemplateTransform(rawValue: String(name)) else {
                let known = TemplateTransform.allCases.map(\.rawValue)
                let hint = Suggestions.nearest(to: String(name), among: known).map { " (did you mean '\($0)'?)" } ?? ""
                return .failure(ParseError(name.isEmpty ? "a transform name is missing in '\(text)'"
                    : "unknown transform '\(name)'\(hint)"))
            }
            transforms.append(transform)
        }
        let inner = String(rest)
        if inner.isEmpty {
            guard !transforms.isEmpty else { return .failure(ParseError("empty tag: a name is missing between the delimiters")) }
            guard transforms.count == 1, transforms[0].apply(toPosition: 0, count: 1) != nil else {
                return .failure(ParseError("'\(text)': only first(), last(), index(), even() and odd() may be written without a name"))
            }
            return .success(TemplateName(text: text, anchor: .position, components: [], transforms: transforms))
        }
        if inner == "." { return .success(TemplateName(text: text, anchor: .current, components: [], transforms: transforms)) }
        let anchored = inner.hasPrefix(".")
        let components = (anchored ? inner.dropFirst() : Substring(inner)).split(separator: ".", omittingEmptySubsequences: false)
        guard !components.contains(where: \.isEmpty) else {
            return .failure(ParseError("'\(inner)' has an empty part between dots"))
        }
        return .success(TemplateName(text: text, anchor: anchored ? .current : .stack,
                                     components: components.map(String.init), transforms: transforms))
    }

    /// The common name, read on its bytes: ASCII, no transforms, not anchored, dotted components
    /// none of them empty (`name`, `value.hex`) — what the general path makes of it, without
    /// its character-by-character scans (every built-in template is compiled at each start).
    /// Nil for anything else.
    private static func plainName(_ text: String) -> TemplateName? {
        var text = text
        let components = text.withUTF8 { bytes -> [String]? in
            guard let firstByte = bytes.first, firstByte != UInt8(ascii: ".") else { return nil }
            var components: [String] = []
            var start = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ".")
                if byte >= 0x80 || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") { return nil }
                guard byte == UInt8(ascii: ".") else { continue }
                guard index > start else { return nil }
                components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            return components
        }
        guard let components else { return nil }
        return TemplateName(text: text, anchor: .stack, components: components, transforms: [])
    }

    /// Why a tag's name does not compile (see ``parse(_:)``).
    struct ParseError: Error, Sendable {
        /// What is wrong.
        var message: String

        init(_ message: String) { self.message = message }
    }
}
