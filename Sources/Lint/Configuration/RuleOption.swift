/// One option a rule accepts in `tokenc.yaml` (`contrast: { level: AAA }`): its name, what it
/// does, what values it takes and its default.
public struct RuleOption: Sendable, Hashable {
    /// The values an option accepts.
    public enum Kind: Sendable, Hashable {
        /// A number in a closed range.
        case number(ClosedRange<Double>)
        /// `true` or `false` (also `on`/`off`).
        case bool
        /// One of a fixed list of words (matched case-insensitively, stored as listed).
        case choice([String])
    }

    /// The option's key.
    public var name: String
    /// One sentence on what it changes.
    public var summary: String
    /// What it accepts.
    public var kind: Kind
    /// The value when the configuration does not set it.
    public var defaultValue: RuleOptionValue

    /// Creates an option.
    public init(name: String, summary: String, kind: Kind, defaultValue: RuleOptionValue) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// The accepted values in words, for messages and `tokenc rules`.
    public var kindDescription: String {
        switch kind {
        case .number(let range):
            return "a number from \(RuleOptionValue.number(range.lowerBound).text) to \(RuleOptionValue.number(range.upperBound).text)"
        case .bool: return "true or false"
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        }
    }
}
