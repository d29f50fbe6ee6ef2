import Diagnostics
import TokenModel

/// A reference from a spec to a copy token (`dev.tokenc.copy`), by translation key or token path.
///
/// `copy: home.greeting` (the token's `key`), `copy: copy.auth.title.sign-in` or
/// `copy: auth.title.sign-in` (its path, with or without the leading `copy.`), or
/// `copy: "{copy.auth.title.sign-in}"`. An alternate wording is chosen with
/// `copy: { key: auth.biometric-button, alternate: touch-id }`.
public struct CopyReference: Sendable, Hashable {
    /// The key as written.
    public var written: String
    /// The copy token's path.
    public var tokenPath: String
    /// The translation key (the token's `key`, else its path).
    public var key: String
    /// The resolved copy in the screen's mode.
    public var copy: Copy
    /// The alternate chosen, if any.
    public var alternate: String?
    /// Where the key is written.
    public var range: SourceRange

    /// Creates a copy reference.
    public init(written: String, tokenPath: String, key: String, copy: Copy, alternate: String? = nil, range: SourceRange) {
        self.written = written; self.tokenPath = tokenPath; self.key = key; self.copy = copy; self.alternate = alternate; self.range = range
    }

    /// The text shown: the alternate's wording when one is chosen, else the copy's text.
    public var text: String { alternate.flatMap { copy.alternates[$0] } ?? copy.text }
}
