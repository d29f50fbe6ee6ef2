import Diagnostics
import TokenModel
import YAML

/// Reads the `lint:` node of `tokenc.yaml` into a ``LintConfiguration``, reporting every problem
/// at its location with a "did you mean" where one fits:
///
/// - `rules:` maps a rule id to a severity (`error`, `warning`, `off`) or to a mapping with an
///   optional `severity` and the rule's options;
/// - `ignore:` is a glob or a list of globs.
///
/// Codes: `unknown-lint-key`, `unknown-rule`, `unknown-rule-option`, `invalid-lint-value`.
/// A problem leaves the setting at its default; it never stops the run.
public struct LintConfigurationLoader {
    /// The rules that may be configured.
    public var rules: [RuleDescription]
    /// Where problems go.
    public var sink: DiagnosticSink

    /// Creates a loader for a set of rules.
    public init(rules: [RuleDescription], sink: DiagnosticSink) {
        self.rules = rules
        self.sink = sink
    }

    /// The configuration a `lint:` node describes (nil or an empty node: the defaults).
    public func load(_ node: YAMLNode?) -> LintConfiguration {
        var configuration = LintConfiguration()
        guard let node, !node.isNull else { return configuration }
        guard let pairs = node.pairs else {
            sink.report(.error("invalid-lint-value", "`lint` must be a mapping with `rules` and `ignore`, found \(node.kindDescription)", at: node.range))
            return configuration
        }
        for pair in pairs {
            guard let key = pair.key.string else {
                sink.report(.error("unknown-lint-key", "a key of `lint` must be a name", at: pair.key.range))
                continue
            }
            switch key {
            case "rules": loadRules(pair.value, into: &configuration)
            case "ignore": configuration.ignore = loadGlobs(pair.value)
            default:
                var d = Diagnostic.error("unknown-lint-key", "unknown key '\(key)' in `lint` (it has `rules` and `ignore`)", at: pair.key.range)
                if let near = Suggestions.nearest(to: key, among: ["rules", "ignore"]) {
                    d.suggestion = "did you mean '\(near)'?"
                    d.fixIts = [.init(range: pair.key.range, replacement: near)]
                } else if rules.contains(where: { $0.identifier == key }) {
                    d.suggestion = "rules go under `rules:` — `lint: { rules: { \(key): … } }`"
                }
                sink.report(d)
            }
        }
        return configuration
    }

    private func loadRules(_ node: YAMLNode, into configuration: inout LintConfiguration) {
        if node.isNull { return }
        guard let pairs = node.pairs else {
            sink.report(.error("invalid-lint-value", "`rules` must map rule ids to a severity or to options, found \(node.kindDescription)", at: node.range))
            return
        }
        for pair in pairs {
            guard let id = pair.key.string else {
                sink.report(.error("unknown-rule", "a rule id must be a name", at: pair.key.range))
                continue
            }
            guard let rule = rules.first(where: { $0.identifier == id }) else {
                reportUnknownRule(id, at: pair.key.range)
                continue
            }
            if let pairs = pair.value.pairs {
                for option in pairs {
                    guard let name = option.key.string else {
                        sink.report(.error("unknown-rule-option", "an option name must be a name", at: option.key.range))
                        continue
                    }
                    if name == "severity" {
                        if let severity = severity(option.value) { configuration.severities[id] = severity }
                        continue
                    }
                    guard let declared = rule.option(name) else {
                        let known = ["severity"] + rule.options.map(\.name)
                        var d = Diagnostic.error("unknown-rule-option",
                                                 "the rule '\(id)' has no option '\(name)' (it has \(known.joined(separator: ", ")))",
                                                 at: option.key.range)
                        if let near = Suggestions.nearest(to: name, among: known) {
                            d.suggestion = "did you mean '\(near)'?"
                            d.fixIts = [.init(range: option.key.range, replacement: near)]
                        }
                        sink.report(d)
                        continue
                    }
                    if let value = value(option.value, for: declared, rule: id) {
                        configuration.options[id, default: [:]][name] = value
                    }
                }
            } else if let severity = severity(pair.value) {
                configuration.severities[id] = severity
            }
        }
    }

    private func reportUnknownRule(_ id: String, at range: SourceRange) {
        let ids = rules.map(\.identifier)
        var d = Diagnostic.error("unknown-rule", "unknown lint rule '\(id)'", at: range)
        if id.lowercased() == "apca" || id.lowercased() == "aaa" {
            d.suggestion = "APCA and AAA are options of the contrast rule: `contrast: { level: AAA, apca: true }`"
        } else if let near = Suggestions.nearest(to: id, among: ids) {
            d.suggestion = "did you mean '\(near)'?"
            d.fixIts = [.init(range: range, replacement: near)]
        } else {
            d.suggestion = "`tokenc rules` lists them"
        }
        sink.report(d)
    }

    private func severity(_ node: YAMLNode) -> RuleSeverity? {
        // `off` and `false` are the same thing to a user; YAML 1.2 reads `off` as a string.
        if case .bool(false)? = node.coreValue { return .off }
        if let text = node.string?.lowercased(), let severity = RuleSeverity(rawValue: text) { return severity }
        var d = Diagnostic.error("invalid-lint-value", "a rule's severity is error, warning or off, found \(describe(node))", at: node.range)
        if let text = node.string, let near = Suggestions.nearest(to: text, among: RuleSeverity.allCases.map(\.rawValue)) {
            d.suggestion = "did you mean '\(near)'?"
            d.fixIts = [.init(range: node.range, replacement: near)]
        }
        sink.report(d)
        return nil
    }

    private func value(_ node: YAMLNode, for option: RuleOption, rule: String) -> RuleOptionValue? {
        let problem = "the option '\(option.name)' of '\(rule)' takes \(option.kindDescription), found \(describe(node))"
        switch option.kind {
        case .number(let range):
            guard let number = node.number, number.isFinite else {
                sink.report(.error("invalid-lint-value", problem, at: node.range))
                return nil
            }
            guard range.contains(number) else {
                sink.report(.error("invalid-lint-value", problem, at: node.range))
                return nil
            }
            return .number(number)
        case .bool:
            if case .bool(let b)? = node.coreValue { return .bool(b) }
            switch node.string?.lowercased() {
            case "on", "yes": return .bool(true)
            case "off", "no": return .bool(false)
            default:
                sink.report(.error("invalid-lint-value", problem, at: node.range))
                return nil
            }
        case .choice(let words):
            if let text = node.string ?? node.scalar?.text,
               let word = words.first(where: { $0.lowercased() == text.lowercased() }) {
                return .choice(word)
            }
            var d = Diagnostic.error("invalid-lint-value", problem, at: node.range)
            if let text = node.scalar?.text, let near = Suggestions.nearest(to: text, among: words) {
                d.suggestion = "did you mean '\(near)'?"
                d.fixIts = [.init(range: node.range, replacement: near)]
            }
            sink.report(d)
            return nil
        }
    }

    private func loadGlobs(_ node: YAMLNode) -> [GlobPattern] {
        if node.isNull { return [] }
        if let text = node.string { return [GlobPattern(text)] }
        guard let items = node.items else {
            sink.report(.error("invalid-lint-value", "`ignore` takes a glob or a list of globs, found \(node.kindDescription)", at: node.range))
            return []
        }
        var globs: [GlobPattern] = []
        for item in items {
            if let text = item.string {
                globs.append(GlobPattern(text))
            } else {
                sink.report(.error("invalid-lint-value", "an `ignore` entry must be a glob string, found \(item.kindDescription)", at: item.range))
            }
        }
        return globs
    }

    private func describe(_ node: YAMLNode) -> String {
        if let text = node.scalar?.text, !node.isNull { return "'\(text)'" }
        return node.kindDescription
    }
}
