/// How `tokenc lint` runs: each rule's severity and options, and the files it leaves alone.
/// Read from the `lint:` node of `tokenc.yaml` by ``LintConfigurationLoader``; the defaults come
/// from the rules' descriptions.
///
/// ```yaml
/// lint:
///   rules:
///     contrast: { severity: error, level: AAA, apca: true }
///     raw-value: warning
///     naming: off
///   ignore: ["specs/drafts/**"]
/// ```
public struct LintConfiguration: Sendable {
    /// Severity overrides by rule id.
    public var severities: [String: RuleSeverity]
    /// Option values by rule id, then option name.
    public var options: [String: [String: RuleOptionValue]]
    /// Globs of paths whose findings are not reported.
    public var ignore: [GlobPattern]

    /// The defaults: every rule at its default severity with its default options, nothing ignored.
    public init(severities: [String: RuleSeverity] = [:], options: [String: [String: RuleOptionValue]] = [:],
                ignore: [GlobPattern] = []) {
        self.severities = severities
        self.options = options
        self.ignore = ignore
    }

    /// The severity a rule runs with.
    public func severity(of rule: RuleDescription) -> RuleSeverity {
        severities[rule.identifier] ?? rule.defaultSeverity
    }

    /// An option's value for a rule: the configured one, else the option's default; nil if the
    /// rule has no such option.
    public func value(_ name: String, for rule: RuleDescription) -> RuleOptionValue? {
        if let set = options[rule.identifier]?[name] { return set }
        return rule.option(name)?.defaultValue
    }

    /// Whether the configuration sets an option explicitly (rather than leaving its default).
    public func isSet(_ name: String, for rule: RuleDescription) -> Bool {
        options[rule.identifier]?[name] != nil
    }

    /// A numeric option (or `fallback` when the rule has no such numeric option).
    public func number(_ name: String, for rule: RuleDescription, default fallback: Double) -> Double {
        value(name, for: rule)?.number ?? fallback
    }

    /// A boolean option.
    public func bool(_ name: String, for rule: RuleDescription, default fallback: Bool) -> Bool {
        value(name, for: rule)?.bool ?? fallback
    }

    /// A choice option.
    public func choice(_ name: String, for rule: RuleDescription, default fallback: String) -> String {
        value(name, for: rule)?.choice ?? fallback
    }

    /// Whether findings in a file are ignored.
    public func isIgnored(path: String) -> Bool {
        ignore.contains { $0.matches(path) }
    }
}
