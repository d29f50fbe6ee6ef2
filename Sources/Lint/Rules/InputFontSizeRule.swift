import Diagnostics
import ScreenSpec
import TokenModel

/// `input-font-size`: a text input whose font is smaller than 16pt.
public struct InputFontSizeRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "input-font-size",
        summary: "A text input with a font smaller than 16pt.",
        rationale: """
            iOS Safari and web views zoom into a focused field whose text is under 16px, and small \
            input text is hard to proofread; the seed documents make 16pt their own minimum.
            """,
        defaultSeverity: .warning, scope: .screens,
        options: [RuleOption(name: "minimum", summary: "The smallest font size, in points.", kind: .number(1...100), defaultValue: .number(16))],
        triggeringExamples: [
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: email
                    kind: input
                    typography: { base: "{type.body}", font-size: ↓14pt }
                """, tokens: """
                type:
                  body: { $type: typography, $value: { fontFamily: Inter, fontSize: 16pt, fontWeight: 400 } }
                """),
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: email
                    kind: input
                    typography: ↓"{type.caption}"
                """, tokens: """
                type:
                  caption: { $type: typography, $value: { fontFamily: Inter, fontSize: 12pt, fontWeight: 400 } }
                """, note: "the size comes from a typography token"),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: email
                    kind: input
                    typography: "{type.body}"
                  - id: hint
                    kind: text
                    typography: { base: "{type.body}", font-size: 12pt }
                """, tokens: """
                type:
                  body: { $type: typography, $value: { fontFamily: Inter, fontSize: 16pt, fontWeight: 400 } }
                """),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports inputs whose effective font size is under the minimum.
    public func check(_ context: LintContext) -> [Diagnostic] {
        let minimum = context.configuration.number("minimum", for: Self.description, default: 16)
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        for screen in context.screens {
            for placed in screen.allElements where placed.element.kind == .input {
                let element = placed.element
                for state in [nil] + element.states.map(\.name) {
                    let style = state.map { element.style(in: $0) } ?? element.style
                    guard let typography = style.typography, let size = typography.effectiveFontSize, size.points < minimum else { continue }
                    let range = typography.fontSize?.range ?? typography.base?.range ?? typography.range
                    guard seen.insert(range).inserted else { continue }
                    let source = typography.fontSize == nil ? (typography.base?.tokenPath.map { " (from {\($0)})" } ?? "") : ""
                    findings.append(finding(
                        "the input '\(placed.path)' uses \(Format.decimal(size.points, 2))pt text\(source); inputs need at least \(Format.decimal(minimum, 2))pt",
                        at: range,
                        suggestion: "use a \(Format.decimal(minimum, 2))pt (or larger) text style for the field; iOS zooms into smaller ones"))
                }
            }
        }
        return findings
    }
}
