import Diagnostics
import TokenModel

/// Text shown by an element or read by VoiceOver: a copy token or a literal string.
public enum TextContent: Sendable, Hashable {
    /// A copy token.
    case copy(CopyReference)
    /// A literal string (what the raw-value rule reports as raw copy).
    case literal(SpecValue<String>)

    /// The text.
    public var text: String {
        switch self {
        case .copy(let ref): return ref.text
        case .literal(let value): return value.value
        }
    }

    /// Where it is written.
    public var range: SourceRange {
        switch self {
        case .copy(let ref): return ref.range
        case .literal(let value): return value.range
        }
    }
}
