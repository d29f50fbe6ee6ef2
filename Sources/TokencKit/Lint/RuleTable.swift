import Diagnostics
import Foundation
import Lint
import TokenModel

/// What `tokenc rules` prints: every rule with its severity as configured (and its default), its
/// summary and, verbosely, its rationale and options.
public struct RuleTable: Sendable {
    /// One row.
    public struct Row: Sendable {
        /// The rule.
        public var rule: RuleDescription
        /// The severity the configuration gives it.
        public var severity: RuleSeverity
    }

    /// The rows, in rule order.
    public var rows: [Row]
    /// Problems in the configuration, rendered compiler-style.
    public var problems: [String]

    /// Reads the configuration (if a path is given) and lists the rules.
    public init(configurationPath: String?) {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        var configuration = LintConfiguration()
        let descriptions = RuleCatalog.descriptions
        if let configurationPath {
            let project = ConfigurationLoader(diagnostics: sink, sources: sources).load(path: configurationPath)
            configuration = LintConfigurationLoader(rules: descriptions, sink: sink).load(project?.lint)
        }
        rows = descriptions.map { Row(rule: $0, severity: configuration.severity(of: $0)) }
        let renderer = DiagnosticRenderer(sources: sources)
        problems = sink.sorted(using: sources).filter { $0.severity == .error }.map { renderer.render($0) }
    }

    /// The table as text: id, severity (with the default when configured otherwise), summary.
    public func text(verbose: Bool) -> String {
        let idWidth = max(4, rows.map(\.rule.identifier.count).max() ?? 0)
        let severities = rows.map { row -> String in
            row.severity == row.rule.defaultSeverity ? row.severity.rawValue : "\(row.severity.rawValue) (default \(row.rule.defaultSeverity.rawValue))"
        }
        let severityWidth = max(8, severities.map(\.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        var out = pad("RULE", idWidth) + "  " + pad("SEVERITY", severityWidth) + "  SUMMARY\n"
        for (row, severity) in zip(rows, severities) {
            out += pad(row.rule.identifier, idWidth) + "  " + pad(severity, severityWidth) + "  " + row.rule.summary + "\n"
            if verbose {
                out += "\n" + wrap(row.rule.rationale, indent: "    ") + "\n"
                for option in row.rule.options {
                    out += "    option \(option.name): \(option.summary) (\(option.kindDescription); default \(option.defaultValue.text))\n"
                }
                out += "\n"
            }
        }
        return out
    }

    /// The table as JSON: an array of `{id, severity, defaultSeverity, summary, rationale, options}`.
    public var json: String {
        let array = JSONValue.array(rows.map { row in
            JSONValue.object([
                ("id", .string(row.rule.identifier)),
                ("severity", .string(row.severity.rawValue)),
                ("defaultSeverity", .string(row.rule.defaultSeverity.rawValue)),
                ("summary", .string(row.rule.summary)),
                ("rationale", .string(row.rule.rationale)),
                ("options", .array(row.rule.options.map { option in
                    .object([
                        ("name", .string(option.name)),
                        ("summary", .string(option.summary)),
                        ("accepts", .string(option.kindDescription)),
                        ("default", .string(option.defaultValue.text)),
                    ])
                })),
            ])
        })
        return array.serialized() + "\n"
    }

    private func wrap(_ text: String, indent: String, width: Int = 96) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > width, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        if line != indent { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
