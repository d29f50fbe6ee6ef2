/// Everything a rule says about itself: its stable id, what it finds and why, its default
/// severity, its options, and examples that trigger it and that do not.
public struct RuleDescription: Sendable {
    /// What a rule looks at.
    public enum Scope: String, Sendable, Hashable {
        /// Token files.
        case tokens
        /// Screen specs (and the tokens they use).
        case screens
    }

    /// The stable id: the diagnostic code of its findings and the key in `tokenc.yaml`.
    public var identifier: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters, with the standard it enforces where there is one.
    public var rationale: String
    /// The severity when the configuration does not set one.
    public var defaultSeverity: RuleSeverity
    /// What the rule reads.
    public var scope: Scope
    /// The options it accepts.
    public var options: [RuleOption]
    /// Inputs that must trigger it, with `↓` where each finding lands.
    public var triggeringExamples: [RuleExample]
    /// Inputs that must not trigger it.
    public var nonTriggeringExamples: [RuleExample]

    /// Creates a description.
    public init(identifier: String, summary: String, rationale: String, defaultSeverity: RuleSeverity,
                scope: Scope, options: [RuleOption] = [],
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]) {
        self.identifier = identifier
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.scope = scope
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The option with a name.
    public func option(_ name: String) -> RuleOption? {
        options.first { $0.name == name }
    }
}
