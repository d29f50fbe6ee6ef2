import Diagnostics
import TokenModel

/// `unused-token`: a token that no screen spec and no other token refers to, in a design system
/// that has screen specs (without specs, every token is potentially used by code, and the rule
/// stays silent).
public struct UnusedTokenRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "unused-token",
        summary: "A token that no screen spec and no other token uses.",
        rationale: """
            A token nobody uses is either dead (delete it and the generated code shrinks) or a sign \
            that a screen uses a literal where it should use the token. The rule runs only for \
            design systems that have screen specs; deprecated tokens are left to deprecated-token.
            """,
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                elements:
                  - id: title
                    kind: text
                    color: "{color.text}"
                """, tokens: """
                color:
                  $type: color
                  white: { $value: "#FFFFFF" }
                  text: { $value: "{color.white}" }
                  ↓unused: { $value: "#123456" }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                elements:
                  - id: title
                    kind: text
                    color: "{color.text}"
                """, tokens: """
                color:
                  $type: color
                  white: { $value: "#FFFFFF" }
                  text: { $value: "{color.white}" }
                """),
            RuleExample(tokens: """
                color:
                  $type: color
                  unused: { $value: "#123456" }
                """, note: "no screen specs: the tokens may be used by code"),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports the tokens of systems with screens that nothing refers to.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for system in context.systems where context.hasScreens(for: system.name) {
            for token in system.resolved.tokens where token.deprecation == nil {
                guard !context.references.isUsed(token.path, in: system.name) else { continue }
                findings.append(finding("'\(token.path)' is not used by any screen or token",
                                        at: token.nameRange,
                                        suggestion: "use it where a screen has the literal value, or delete it"))
            }
        }
        return findings
    }
}
