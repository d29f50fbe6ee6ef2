/// A small input that shows a rule at work, and doubles as its test: ``RuleExampleRunner`` runs
/// every rule on every one of its examples.
///
/// `↓` (U+2193) marks where a finding must start; the marker is removed before parsing, and the
/// finding's range must begin at the character that followed it. A triggering example has at
/// least one marker and must produce exactly the marked findings; a non-triggering example has
/// none and must produce no finding.
///
/// An example is a token file (one design system named `example`) and, for rules about screens,
/// a screen spec that uses it (`system: example`); optionally the `lint:` node of a `tokenc.yaml`
/// to run it with.
public struct RuleExample: Sendable, Hashable {
    /// The marker: `↓`.
    public static let marker: Character = "\u{2193}"

    /// Token YAML (may hold markers).
    public var tokens: String
    /// Screen-spec YAML (may hold markers), for rules about screens.
    public var screen: String?
    /// The `lint:` node's content (`rules: { contrast: { level: AAA } }`), if the example needs one.
    public var configuration: String?
    /// What the example shows, in a few words (for `tokenc rules --verbose` and failure messages).
    public var note: String?

    /// Creates an example from token YAML only.
    public init(tokens: String, configuration: String? = nil, note: String? = nil) {
        self.tokens = tokens
        self.screen = nil
        self.configuration = configuration
        self.note = note
    }

    /// Creates an example from a screen spec and the tokens it uses.
    public init(screen: String, tokens: String, configuration: String? = nil, note: String? = nil) {
        self.tokens = tokens
        self.screen = screen
        self.configuration = configuration
        self.note = note
    }

    /// Whether the example marks at least one finding.
    public var hasMarkers: Bool {
        tokens.contains(Self.marker) || (screen?.contains(Self.marker) ?? false)
    }
}
