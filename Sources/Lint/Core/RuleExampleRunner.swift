import Diagnostics
import ScreenSpec
import TokenModel
import YAML

/// Runs a rule on one of its examples and compares what it finds with the `↓` markers: the
/// check behind "one test runs every rule's examples".
public struct RuleExampleRunner {
    /// What happened when an example ran.
    public struct Outcome: Sendable {
        /// Where markers said findings must start: (file path, line, column).
        public var expected: [Position]
        /// The rule's findings.
        public var findings: [Diagnostic]
        /// Everything that did not match, in words; empty when the example behaves as marked.
        public var problems: [String]
    }

    /// A position in one of the example's two files.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// `example.tokens.yaml` or `example.screen.yaml`.
        public var path: String
        /// 1-based line.
        public var line: Int
        /// 1-based column (Unicode scalars).
        public var column: Int
        /// `path:line:column`.
        public var description: String { "\(path):\(line):\(column)" }
    }

    /// The display path of an example's token file.
    public static let tokensPath = "example.tokens.yaml"
    /// The display path of an example's screen spec.
    public static let screenPath = "example.screen.yaml"

    /// Creates a runner.
    public init() {}

    /// Runs `rule` (alone, through a ``Linter`` so configuration and suppressions apply) on an
    /// example.
    public func run(_ rule: any LintRule.Type, on example: RuleExample) -> Outcome {
        var problems: [String] = []
        let (tokenText, tokenMarks) = Self.stripMarkers(example.tokens)
        var expected = tokenMarks.map { Position(path: Self.tokensPath, line: $0.line, column: $0.column) }
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let tokenFile = sources.add(path: Self.tokensPath, text: tokenText)
        var loader = TokenLoader(systemName: "example", sink: sink)
        if let root = YAMLParser().parse(tokenText, file: tokenFile, sink: sink) { loader.add(root: root) }
        let tree = loader.finish()
        let resolved = TokenResolver(tree: tree, sink: sink).resolve()
        var screens: [Screen] = []
        if let screen = example.screen {
            let (screenText, screenMarks) = Self.stripMarkers(screen)
            expected += screenMarks.map { Position(path: Self.screenPath, line: $0.line, column: $0.column) }
            screens = ScreenSpecLoader(systems: [resolved], sink: sink).load(texts: [(Self.screenPath, screenText)], sources: sources)
        }
        var configuration = LintConfiguration()
        if let text = example.configuration {
            let file = sources.add(path: "tokenc.yaml", text: text)
            let node = YAMLParser().parse(text, file: file, sink: sink)
            configuration = LintConfigurationLoader(rules: Linter().configurableDescriptions, sink: sink).load(node)
        }
        for d in sink.diagnostics where d.severity == .error {
            let place = d.range.map { "\(sources.path(of: $0.file)):\($0.start.line):\($0.start.column): " } ?? ""
            problems.append("the example itself has an error: \(place)\(d.message) [\(d.code)]")
        }
        let context = LintContext(systems: [LintedSystem(tree: tree, resolved: resolved)], screens: screens,
                                  sources: sources, configuration: configuration)
        let result = Linter(rules: [rule]).lint(context)
        let findings = result.findings.filter { $0.code == rule.description.identifier }
        let actual = findings.map { d -> Position? in
            d.range.map { Position(path: sources.path(of: $0.file), line: $0.start.line, column: $0.start.column) }
        }
        for (d, position) in zip(findings, actual) {
            guard let position else {
                problems.append("a finding without a location: \(d.message)")
                continue
            }
            if !expected.contains(position) { problems.append("unexpected finding at \(position): \(d.message)") }
        }
        for position in expected where !actual.contains(position) {
            problems.append("no finding at the marker \(position)")
        }
        if Set(actual.compactMap { $0 }).count != actual.count {
            problems.append("several findings at one place: \(findings.map(\.message))")
        }
        return Outcome(expected: expected, findings: findings, problems: problems)
    }

    /// The text without `↓` markers, and where each marker pointed (line, column of the next
    /// character, in Unicode scalars).
    public static func stripMarkers(_ text: String) -> (String, [(line: Int, column: Int)]) {
        var output = ""
        var marks: [(line: Int, column: Int)] = []
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\u{2193}" {
                marks.append((line, column))
                continue
            }
            output.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (output, marks)
    }
}
