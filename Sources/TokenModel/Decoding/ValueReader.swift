import Diagnostics
import YAML

/// Decodes the parts of one token value in one mode: follows `$ref` pointers and `{alias}`
/// references at every field through the ``DecodingContext``, and reports what is wrong.
///
/// The per-type decoding lives in extensions (`ValueReader+Color.swift`, …). Every function
/// returns nil only after having reported why, so the caller never reports twice.
struct ValueReader {
    /// Where references are resolved and problems reported.
    let context: DecodingContext

    /// Reports a diagnostic.
    func report(_ diagnostic: Diagnostic) {
        context.report(diagnostic)
    }

    /// Decodes a field that may be written literally or as a reference to a token of `type`:
    /// follows a `{"$ref": …}` pointer, then an `{alias}`.
    ///
    /// The referenced value is extracted where it is resolved: handed back in an enum of what the
    /// field turned out to be (value, path and range), it was copied and destroyed again —
    /// ~200 instructions a field (a cubic Bézier's four numbers 9,900 → 9,100).
    ///
    /// - Parameters:
    ///   - extract: the part of a referenced token's value this field uses (`.color(c)` → `c`).
    ///   - literal: decodes the field when it is written out.
    ///   - isAlias: whether a `{…}` path is an alias here (copy text uses `{name}` for
    ///     placeholders, so only dotted paths are aliases there).
    func field<Value>(_ node: YAMLNode, as type: TokenType,
                      isAlias: (String) -> Bool = { _ in true },
                      extract: (TokenValue) -> Value?,
                      literal: (YAMLNode) -> Value?) -> Value? {
        // Only a mapping can be a `{"$ref": …}`: anything else is read in place, not through
        // `dereference`'s optional copy of it (~240 instructions a field).
        guard case .mapping = node.content else {
            return field(dereferenced: node, as: type, isAlias: isAlias, extract: extract, literal: literal)
        }
        guard let target = context.dereference(node) else { return nil }
        return field(dereferenced: target, as: type, isAlias: isAlias, extract: extract, literal: literal)
    }

    /// ``field(_:as:isAlias:extract:literal:)`` once a `$ref` pointer has been followed.
    private func field<Value>(dereferenced target: YAMLNode, as type: TokenType, isAlias: (String) -> Bool,
                              extract: (TokenValue) -> Value?, literal: (YAMLNode) -> Value?) -> Value? {
        guard let path = target.referencePath, isAlias(path) else { return literal(target) }
        if target.isFlowReferenceMapping {
            report(.warning("unquoted-reference", "unquoted {\(path)} is a YAML mapping to other tools — quote it",
                            at: target.range,
                            fixIts: [Diagnostic.FixIt(range: target.range, replacement: "\"{\(path)}\"")]))
        }
        let range = target.range
        guard let value = context.resolveAlias(path, at: range, expecting: type) else { return nil }
        if let extracted = extract(value) { return extracted }
        report(.error("type-mismatch",
                      "'{\(path)}' is a \(value.type.rawValue) token, but \(type.expectedShape) is needed here",
                      at: range))
        return nil
    }

    /// Reports that `node` is of the wrong kind, e.g. "expected a number, found a string".
    func mismatch(_ node: YAMLNode, expected: String, suggestion: String? = nil,
                  fixIts: [Diagnostic.FixIt] = []) {
        report(.error("type-mismatch", "expected \(expected), found \(node.kindDescription)",
                      at: node.range, fixIts: fixIts, suggestion: suggestion))
    }

    /// Reports that `node` is of the wrong kind for a value of `type`.
    func mismatch(_ node: YAMLNode, expecting type: TokenType) {
        mismatch(node, expected: type.expectedShape)
    }

    // MARK: Numbers

    /// A number field: a number, or a reference to a number token.
    ///
    /// - Parameter allowsQuoted: whether `"16"` (a string holding a number) is accepted; only
    ///   the `value` of a `{value, unit}` object allows it.
    func number(_ node: YAMLNode, allowsQuoted: Bool = false) -> Double? {
        field(node, as: .number, extract: { value in
            switch value {
            case .number(let number), .opacity(let number): return number
            default: return nil
            }
        }, literal: { numberLiteral($0, allowsQuoted: allowsQuoted) })
    }

    /// A number written out in the document.
    func numberLiteral(_ node: YAMLNode, allowsQuoted: Bool = false) -> Double? {
        if let number = node.number {
            guard number.isFinite else {
                report(.error("invalid-number", "a number must be finite, found \(node.scalar?.text ?? "")",
                              at: node.range))
                return nil
            }
            return number
        }
        if let text = node.string, let number = DecimalNumber.parse(Substring(text.trimmingWhitespace())) {
            if allowsQuoted { return number }
            mismatch(node, expected: "a number",
                     suggestion: "remove the quotes: \(number.decodingDescription)",
                     fixIts: [Diagnostic.FixIt(range: node.range, replacement: text.trimmingWhitespace())])
            return nil
        }
        mismatch(node, expected: "a number")
        return nil
    }

    /// A string written out in the document (after following a `$ref` pointer), or nil after a
    /// type mismatch naming `expected`.
    func stringLiteral(_ node: YAMLNode, expected: @autoclosure () -> String) -> String? {
        guard let target = context.dereference(node) else { return nil }
        if let text = target.string { return text }
        mismatch(target, expected: expected())
        return nil
    }

    // MARK: Fix-its

    /// A fix-it replacing a scalar with `text`, written in the scalar's own quoting style (plain
    /// text that YAML would misread is double-quoted).
    func replacing(_ node: YAMLNode, with text: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(range: node.range, replacement: Self.yamlScalar(text, style: node.scalar?.style ?? .plain))
    }

    /// `text` as a YAML scalar in `style` (block styles become double-quoted).
    static func yamlScalar(_ text: String, style: ScalarStyle) -> String {
        switch style {
        case .singleQuoted:
            return "'" + text.replacingAll("'", with: "''") + "'"
        case .plain where isSafePlain(text):
            return text
        default:
            return "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        }
    }

    /// Whether `text` reads back as the same string when written as a plain scalar.
    private static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        if "#{}[]&*!|>'\"%@`,?:-".unicodeScalars.contains(first) { return false }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") || text.hasSuffix(" ") { return false }
        if case .string = CoreSchema.resolve(text) { return true }
        return false
    }
}

extension String {
    /// `self` with every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
