import Diagnostics

/// One value written in a screen spec: either a `{token.path}` reference or a literal.
///
/// Both carry the resolved value (in the mode the ``Screen`` was resolved for) and the exact source
/// range of what was written, so a rule can point at a literal (`"#A855F7"`) or at a reference
/// (`"{color.brand.primary}"`). Literals are legal — specs in progress have them — and stay
/// distinguishable from references: the raw-value rule reports them.
public struct SpecValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The resolved value, whichever way it was written.
    public var value: Value
    /// Where the value is written (for a reference, quotes included, as YAML reports scalar
    /// ranges).
    public var range: SourceRange
    /// How it is written.
    @usableFromInline var written: SpecValueWritten

    @inlinable init(value: Value, range: SourceRange, written: SpecValueWritten) {
        self.value = value; self.range = range; self.written = written
    }

    /// A token reference: the token's path (without braces), its resolved value, and the range of
    /// the reference as written.
    @inlinable
    public static func reference(path: String, value: Value, range: SourceRange) -> SpecValue {
        SpecValue(value: value, range: range, written: .reference(path: path))
    }

    /// A literal: its decoded value, the text as written (`#A855F7`, `16pt`, `300ms`, or a short
    /// rendering for a composite mapping), and its range.
    @inlinable
    public static func literal(value: Value, text: String, range: SourceRange) -> SpecValue {
        SpecValue(value: value, range: range, written: .literal(text: text))
    }

    /// The referenced token's path, or nil for a literal.
    @inlinable public var tokenPath: String? {
        if case .reference(let path) = written { return path }
        return nil
    }

    /// The literal's text as written, or nil for a reference.
    @inlinable public var literalText: String? {
        if case .literal(let text) = written { return text }
        return nil
    }

    /// Whether the value is a literal (not a token reference).
    @inlinable public var isLiteral: Bool {
        if case .literal = written { return true }
        return false
    }

    /// The same value with a transformed payload, keeping how it was written and where.
    public func map<Other: Sendable & Hashable>(_ transform: (Value) -> Other) -> SpecValue<Other> {
        SpecValue<Other>(value: transform(value), range: range, written: written)
    }
}

/// How a ``SpecValue`` is written: a token's path or a literal's text.
///
/// Kept apart from the value (``SpecValue`` is a struct, not an enum with the value in each
/// case): a generic enum with several payloads is copied through its type's run-time value
/// witnesses even in specialized code, ~110 instructions a copy, and a lint copies specs' values
/// millions of times. As a struct, a copy is the value's bytes and one retain.
@usableFromInline
enum SpecValueWritten: Sendable, Hashable {
    case reference(path: String)
    case literal(text: String)
}
