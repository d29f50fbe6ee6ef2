import ColorScience
import Diagnostics
import TokenModel

/// `notation-mismatch`: a color token whose other notations (`dev.tokenc.notations`, e.g. the HSL
/// a document gives beside the hex) differ from its value by more than a just-noticeable ΔE OK.
///
/// The resolver runs the same comparison for `tokenc check`; under `tokenc lint` this rule owns
/// the code (configurable, suppressible) and the resolver's copy is not reported twice.
public struct NotationMismatchRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "notation-mismatch",
        summary: "A color given in two notations (hex and HSL) that do not agree.",
        rationale: """
            Design documents often give a color twice, as hex and as HSL. When the two differ by more \
            than a just-noticeable difference (ΔE OK 0.02, the threshold CSS Color 4 uses for gamut \
            mapping), one of them is wrong and developers who copy the other get a different color.
            """,
        defaultSeverity: .warning, scope: .tokens,
        options: [RuleOption(name: "threshold", summary: "The largest ΔE OK tolerated between two notations.",
                             kind: .number(0...1), defaultValue: .number(Color.justNoticeableDeltaEOK))],
        triggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  primary:
                    $value: "#8B5CF6"
                    $extensions:
                      dev.tokenc.notations: { hsl: ↓"hsl(270 91% 65%)" }
                """, note: "Laten's primary: the HSL is a lighter, pinker purple"),
        ],
        nonTriggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  primary:
                    $value: "#8B5CF6"
                    $extensions:
                      dev.tokenc.notations: { hsl: "hsl(258 90% 66%)" }
                """),
        ])

    /// Creates the rule.
    public init() {}

    /// Compares every color token's notations with its value.
    public func check(_ context: LintContext) -> [Diagnostic] {
        let threshold = context.configuration.number("threshold", for: Self.description, default: Color.justNoticeableDeltaEOK)
        var findings: [Diagnostic] = []
        for system in context.systems {
            for token in system.resolved.tokens {
                guard case .color(let color) = token.value,
                      let notations = token.extensions?["dev.tokenc.notations"]?.pairs else { continue }
                for pair in notations {
                    guard let text = pair.value.string, let name = pair.key.scalar?.text,
                          case .success(let other) = CSSColorParser.parse(text) else { continue }
                    let delta = color.deltaEOK(other)
                    guard delta > threshold else { continue }
                    var notes: [Diagnostic.Note] = []
                    if let definition = system.definition(of: token.path) {
                        notes.append(.init("the value \(Format.hex(color)) is given here", at: definition.valueNode.range))
                    }
                    findings.append(finding(
                        "'\(token.path)' is \(Format.hex(color)) but its \(name) notation \(text) is \(Format.hex(other)) (ΔE OK \(Format.decimal(delta, 3)), more than \(Format.decimal(threshold, 3)))",
                        at: pair.value.range, notes: notes,
                        suggestion: "make the two notations agree, or drop the one that is wrong"))
                }
            }
        }
        return findings
    }
}
