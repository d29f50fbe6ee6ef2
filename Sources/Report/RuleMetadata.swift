import Diagnostics

/// What a reporter needs to know about a rule (or any other diagnostic code) to describe it:
/// SARIF's `reportingDescriptor`, the rule table of the JSON report.
///
/// The Report module does not know the rules themselves; the lint pipeline turns each rule's
/// description into one of these.
public struct RuleMetadata: Hashable, Sendable {
    /// The stable identifier, the same as the `code` of the diagnostics the rule produces
    /// (`contrast`, `raw-value`).
    public var id: String
    /// One sentence saying what the rule finds.
    public var summary: String
    /// Why the rule exists: the longer explanation.
    public var rationale: String
    /// The severity the rule has when no configuration changes it; nil when it is off by default.
    public var defaultSeverity: Severity?
    /// How to fix a finding, in plain text (may hold examples).
    public var help: String
    /// A link to the rule's documentation, if there is one.
    public var helpURI: String?

    /// Creates rule metadata.
    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity?,
                help: String, helpURI: String? = nil) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.help = help
        self.helpURI = helpURI
    }
}
