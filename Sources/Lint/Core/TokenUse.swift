import Diagnostics

/// One place that refers to a token: a reference in another token's value, or in a screen spec.
public struct TokenUse: Sendable, Hashable {
    /// What holds the reference.
    public enum Origin: Sendable, Hashable {
        /// The value of another token (its path).
        case token(String)
        /// A screen spec (the screen's name).
        case screen(String)
    }

    /// The referenced token's path.
    public var path: String
    /// Where the reference is written.
    public var range: SourceRange
    /// What holds it.
    public var origin: Origin

    /// Creates a use.
    public init(path: String, range: SourceRange, origin: Origin) {
        self.path = path
        self.range = range
        self.origin = origin
    }
}
