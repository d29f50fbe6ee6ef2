import Diagnostics
import YAML

extension ValueReader {
    /// The placeholder formats a copy text may declare, and other spellings of them.
    static let placeholderFormats = ["string", "int", "double"]
    private static let placeholderFormatSynonyms = ["integer": "int", "float": "double", "number": "double",
                                                    "str": "string", "text": "string"]

    /// A copy text: a string, `{text, key?, alternates?, placeholders?, comment?}`, or a
    /// reference to a copy token. Only a dotted `{a.b}` is a reference here: `{name}` is a
    /// placeholder.
    ///
    /// Placeholders are the `{name}`s of the text (name: `[A-Za-z_][A-Za-z0-9_]*`) in order of
    /// first appearance; a declared placeholder sets the format of the one with its name, and
    /// one the text never uses gets an `unused-placeholder` warning and is dropped.
    func copy(_ node: YAMLNode) -> Copy? {
        field(node, as: .copy, isAlias: Self.isCopyAlias, extract: { value in
            if case .copy(let copy) = value { return copy }
            return nil
        }, literal: copyLiteral)
    }

    /// Whether `{path}` in a copy value is a reference (dotted) rather than a placeholder.
    static func isCopyAlias(_ path: String) -> Bool { path.contains(".") }

    private func copyLiteral(_ node: YAMLNode) -> Copy? {
        switch node.content {
        case .scalar:
            guard let text = node.string else { break }
            return Copy(text: text, placeholders: Self.placeholderNames(in: text).map { Copy.Placeholder(name: $0) })
        case .mapping:
            return copyObject(node)
        case .sequence:
            break
        }
        report(.error("type-mismatch", "expected \(TokenType.copy.expectedShape), found \(node.kindDescription)",
                      at: node.range,
                      suggestion: node.scalar.flatMap { $0.text.isEmpty ? nil : "quote it: \"\($0.text)\"" }))
        return nil
    }

    private func copyObject(_ node: YAMLNode) -> Copy? {
        let fields = ObjectFields(node, what: "copy", required: ["text"],
                                  optional: ["key", "alternates", "placeholders", "comment"], reader: self)
        var failed = !fields.hasAllRequired
        let text = fields.decode("text", failed: &failed, copyText)
        let key = fields.decode("key", failed: &failed) { keyNode -> String? in
            guard let key = stringLiteral(keyNode, expected: "a translation key (a string like \"auth.signIn\")") else {
                return nil
            }
            guard !key.trimmingWhitespace().isEmpty else {
                report(.error("invalid-copy", "a translation key must not be empty", at: keyNode.range))
                return nil
            }
            return key
        }
        let alternates = fields.decode("alternates", failed: &failed, copyAlternates)
        let declared = fields.decode("placeholders", failed: &failed, declaredPlaceholders)
        let comment = fields.decode("comment", failed: &failed) { stringLiteral($0, expected: "a comment (a string)") }
        guard !failed, let text else { return nil }

        let used = Self.placeholderNames(in: text)
        var formats: [String: String] = [:]
        for (placeholder, declaration) in declared ?? [] {
            guard used.contains(placeholder.name) else {
                report(.warning("unused-placeholder",
                                "placeholder '\(placeholder.name)' is declared but the text never uses {\(placeholder.name)}",
                                at: declaration.range))
                continue
            }
            if formats[placeholder.name] == nil { formats[placeholder.name] = placeholder.format }
        }
        for (name, alternate) in (alternates ?? [:]).sorted(by: { $0.key < $1.key }) {
            for missing in Self.placeholderNames(in: alternate.text) where !used.contains(missing) {
                report(.warning("unused-placeholder",
                                "alternate '\(name)' uses {\(missing)}, which the main text does not have, so it will never be filled in",
                                at: alternate.range))
            }
        }
        return Copy(text: text, key: key, alternates: (alternates ?? [:]).mapValues(\.text),
                    placeholders: used.map { Copy.Placeholder(name: $0, format: formats[$0] ?? "string") },
                    comment: comment)
    }

    /// The text of a copy field: a string, or a dotted reference to a copy token (its text).
    private func copyText(_ node: YAMLNode) -> String? {
        field(node, as: .copy, isAlias: Self.isCopyAlias, extract: { value -> String? in
            if case .copy(let copy) = value { return copy.text }
            return nil
        }, literal: { literal -> String? in
            guard let text = literal.string else {
                mismatch(literal, expected: "a text (a string)")
                return nil
            }
            return text
        })
    }

    private func copyAlternates(_ node: YAMLNode) -> [String: (text: String, range: SourceRange)]? {
        guard let mapping = context.dereference(node) else { return nil }
        guard let pairs = mapping.pairs else {
            mismatch(mapping, expected: "a mapping from names to alternate texts")
            return nil
        }
        var alternates: [String: (text: String, range: SourceRange)] = [:]
        var failed = false
        for pair in pairs {
            guard let name = pair.key.string else {
                mismatch(pair.key, expected: "an alternate's name (a string)")
                failed = true
                continue
            }
            guard let text = copyText(pair.value) else { failed = true; continue }
            if alternates[name] == nil { alternates[name] = (text, pair.value.range) }
        }
        return failed ? nil : alternates
    }

    /// Declared placeholders: `[{name, format?}]`, or bare names (`[count]`).
    private func declaredPlaceholders(_ node: YAMLNode) -> [(Copy.Placeholder, YAMLNode)]? {
        guard let list = context.dereference(node) else { return nil }
        guard let items = list.items else {
            mismatch(list, expected: "a list of placeholders ({name, format} objects)")
            return nil
        }
        var placeholders: [(Copy.Placeholder, YAMLNode)] = []
        var failed = false
        for item in items {
            guard let item = context.dereference(item) else { failed = true; continue }
            if let name = item.string {
                guard let name = placeholderName(name, at: item) else { failed = true; continue }
                placeholders.append((Copy.Placeholder(name: name), item))
                continue
            }
            guard item.pairs != nil else {
                mismatch(item, expected: "a placeholder (a {name, format} object)")
                failed = true
                continue
            }
            let fields = ObjectFields(item, what: "placeholder", required: ["name"], optional: ["format"], reader: self)
            var itemFailed = !fields.hasAllRequired
            let name = fields.decode("name", failed: &itemFailed) { nameNode -> String? in
                guard let text = stringLiteral(nameNode, expected: "a placeholder name (a string)") else { return nil }
                return placeholderName(text, at: nameNode)
            }
            let format = fields.decode("format", failed: &itemFailed) { formatNode -> String? in
                guard let text = stringLiteral(formatNode, expected: "a placeholder format (string, int or double)") else {
                    return nil
                }
                if Self.placeholderFormats.contains(text) { return text }
                let guess = Self.placeholderFormatSynonyms[text.lowercased()]
                    ?? Suggestions.nearest(to: text, among: Self.placeholderFormats)
                report(.error("invalid-copy", "unknown placeholder format '\(text)'; it must be string, int or double",
                              at: formatNode.range, fixIts: guess.map { [replacing(formatNode, with: $0)] } ?? [],
                              suggestion: guess.map { "did you mean '\($0)'?" }))
                return nil
            }
            if itemFailed { failed = true; continue }
            if let name { placeholders.append((Copy.Placeholder(name: name, format: format ?? "string"), item)) }
        }
        return failed ? nil : placeholders
    }

    /// A declared placeholder name, which must be an identifier (`count`, `first_name`).
    private func placeholderName(_ name: String, at node: YAMLNode) -> String? {
        var written = name
        if written.hasPrefix("{"), written.hasSuffix("}"), written.count > 2 {
            written = String(written.dropFirst().dropLast())
        }
        guard Self.isPlaceholderName(Substring(written)) else {
            report(.error("invalid-copy",
                          "placeholder name '\(name)' must start with a letter or '_' and contain only letters, digits and '_'",
                          at: node.range))
            return nil
        }
        return written
    }

    /// The `{name}` placeholders of a text, in order of first appearance, each once.
    static func placeholderNames(in text: String) -> [String] {
        if let names = text.utf8.withContiguousStorageIfAvailable(placeholderNames(inUTF8:)) { return names }
        var text = text
        return text.withUTF8(placeholderNames(inUTF8:))
    }

    /// ``placeholderNames(in:)`` of a text's UTF-8. The braces are ASCII, and no byte of a
    /// multi-byte character is one, so walking the bytes finds what walking the characters
    /// would; a name is ASCII or not a name. (Walked as an array of Unicode scalars, with a
    /// string made scalar by scalar per braced span, a copy text cost ~4,800 instructions: at
    /// 100,000 copy tokens, 14 % of a String Catalog build.)
    private static func placeholderNames(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var names: [String] = []
        guard var index = bytes.firstIndex(of: open) else { return names }
        while index < bytes.count {
            guard bytes[index] == open else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, bytes[end] != close, bytes[end] != open { end += 1 }
            guard end < bytes.count, bytes[end] == close else { index = end; continue }
            let span = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
            if isPlaceholderName(span) {
                let name = String(decoding: span, as: UTF8.self)
                if !names.contains(name) { names.append(name) }
            }
            index = end + 1
        }
        return names
    }

    /// ``isPlaceholderName(_:)-(Substring)`` of UTF-8 bytes.
    private static func isPlaceholderName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetter(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
        }
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    /// Whether `name` matches `[A-Za-z_][A-Za-z0-9_]*`.
    static func isPlaceholderName(_ name: Substring) -> Bool {
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        guard let first = name.unicodeScalars.first, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
