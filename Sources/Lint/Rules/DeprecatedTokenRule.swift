import Diagnostics
import TokenModel

/// `deprecated-token`: a reference to a token (or a token in a group) marked `$deprecated`, from a
/// screen spec or from another token's value.
///
/// The resolver reports token-to-token uses as `deprecated-reference` for `tokenc check`; under
/// `tokenc lint` this rule owns them (and adds the uses in screen specs), so each is reported once.
public struct DeprecatedTokenRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "deprecated-token",
        summary: "A spec or a token uses a token marked `$deprecated`.",
        rationale: """
            `$deprecated` (DTCG 2025.10) says a token is on its way out; every use is a place that \
            will break when it is removed. The deprecation's reason usually names the replacement.
            """,
        defaultSeverity: .warning, scope: .tokens,
        triggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  brand-old: { $value: "#6D28D9", $deprecated: "use {color.brand}" }
                  brand: { $value: "#7C3AED" }
                  link: { $value: ↓"{color.brand-old}" }
                """),
            RuleExample(screen: """
                screen: splash
                system: example
                elements:
                  - id: title
                    kind: text
                    color: ↓"{color.brand-old}"
                """, tokens: """
                color:
                  $type: color
                  brand-old: { $value: "#6D28D9", $deprecated: true }
                """, note: "a use in a screen spec"),
        ],
        nonTriggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  brand-old: { $value: "#6D28D9", $deprecated: "use {color.brand}" }
                  brand: { $value: "#7C3AED" }
                  link: { $value: "{color.brand}" }
                """),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports every use of a deprecated token.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for system in context.systems {
            let uses = context.references.allUses(in: system.name)
            for path in uses.keys.sorted() {
                guard let token = system.resolved[path], let reason = token.deprecation else { continue }
                for use in uses[path] ?? [] {
                    // A deprecated token aliasing another deprecated one is one decision, not two.
                    if case .token(let from) = use.origin, system.resolved[from]?.deprecation != nil { continue }
                    var suggestion: String?
                    let replacements = TokenReferenceIndex.referencePaths(in: reason).filter { system.resolved[$0] != nil }
                    if let replacement = replacements.first { suggestion = "use '{\(replacement)}' instead" }
                    findings.append(finding(
                        "'{\(path)}' is deprecated" + (reason.isEmpty ? "" : ": \(reason)"),
                        at: use.range, notes: [.init("deprecated here", at: token.nameRange)], suggestion: suggestion))
                }
            }
        }
        return findings
    }
}
