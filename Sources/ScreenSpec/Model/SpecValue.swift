import Diagnostics

/// One value written in a screen spec: either a `{token.path}` reference or a literal.
///
/// Both carry the resolved value (in the mode the ``Screen`` was resolved for) and the exact source
/// range of what was written, so a rule can point at a literal (`"#A855F7"`) or at a reference
/// (`"{color.brand.primary}"`). Literals are legal — specs in progress have them — and stay
/// distinguishable from references: the raw-value rule reports them.
public enum SpecValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// A token reference: the token's path (without braces), its resolved value, and the range of
    /// the reference as written (quotes included, as YAML reports scalar ranges).
    case reference(path: String, value: Value, range: SourceRange)
    /// A literal: its decoded value, the text as written (`#A855F7`, `16pt`, `300ms`, or a short
    /// rendering for a composite mapping), and its range.
    case literal(value: Value, text: String, range: SourceRange)

    /// The resolved value, whichever way it was written.
    public var value: Value {
        switch self {
        case .reference(_, let value, _), .literal(let value, _, _): return value
        }
    }

    /// Where the value is written.
    public var range: SourceRange {
        switch self {
        case .reference(_, _, let range), .literal(_, _, let range): return range
        }
    }

    /// The referenced token's path, or nil for a literal.
    public var tokenPath: String? {
        if case .reference(let path, _, _) = self { return path }
        return nil
    }

    /// The literal's text as written, or nil for a reference.
    public var literalText: String? {
        if case .literal(_, let text, _) = self { return text }
        return nil
    }

    /// Whether the value is a literal (not a token reference).
    public var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }

    /// The same value with a transformed payload, keeping how it was written and where.
    public func map<Other: Sendable & Hashable>(_ transform: (Value) -> Other) -> SpecValue<Other> {
        switch self {
        case .reference(let path, let value, let range): return .reference(path: path, value: transform(value), range: range)
        case .literal(let value, let text, let range): return .literal(value: transform(value), text: text, range: range)
        }
    }
}
