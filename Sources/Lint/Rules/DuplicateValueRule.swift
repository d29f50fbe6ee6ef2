import ColorScience
import Diagnostics
import TokenModel

/// `duplicate-value`: two primitive tokens (tokens whose value is written out, not a reference)
/// of the same type with the same value in every mode.
public struct DuplicateValueRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "duplicate-value",
        summary: "Two primitive tokens of one type have the same value.",
        rationale: """
            Two primitives with one value drift apart the first time someone edits one of them. \
            Keep one primitive and make the other an alias (`$value: "{color.white}"`), so the \
            relationship is written down. Colors are compared across the whole system, after \
            conversion to sRGB (`#FFF` = `rgb(255 255 255)`); other values within their top-level \
            group (`spacing.md` and `spacing.button-padding`, not `spacing.md` and `radius.lg`, \
            which only happen to be equal), in every mode. Copy, haptics, opacities and plain \
            numbers are not compared: equal values there are a coincidence, not a duplicate.
            """,
        defaultSeverity: .warning, scope: .tokens,
        triggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  white: { $value: "#FFFFFF" }
                  surface: { $value: ↓"rgb(255 255 255)" }
                """),
            RuleExample(tokens: """
                spacing:
                  $type: dimension
                  md: { $value: 16pt }
                  button-padding: { $value: ↓16pt }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  white: { $value: "#FFFFFF" }
                  surface: { $value: "{color.white}" }
                  off-white: { $value: "#FAFAFA" }
                spacing:
                  md: { $type: dimension, $value: 16pt }
                radius:
                  lg: { $type: dimension, $value: 16pt }
                """, note: "a spacing and a radius that happen to be equal"),
            RuleExample(tokens: """
                $extensions:
                  dev.tokenc.system: { modes: [dark, light] }
                color:
                  $type: color
                  a: { $value: "#000000", $extensions: { dev.tokenc.modes: { light: "#FFFFFF" } } }
                  b: { $value: "#000000", $extensions: { dev.tokenc.modes: { light: "#F5F5F5" } } }
                """, note: "equal in one mode only"),
        ])

    /// Types whose equal values are not duplicates.
    static let skippedTypes: Set<TokenType> = [.copy, .haptic, .number, .opacity, .strokeStyle]

    /// Creates the rule.
    public init() {}

    /// Reports each primitive whose value an earlier primitive already has.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for system in context.systems {
            var first: [String: ResolvedToken] = [:]
            for token in system.resolved.tokens where !Self.skippedTypes.contains(token.type) {
                guard token.aliasOf.allSatisfy({ $0 == nil }), token.deprecation == nil,
                      let definition = system.definition(of: token.path),
                      !definition.valueNode.containsReference else { continue }
                let group = token.type == .color ? "" : String(token.path.split(separator: ".").first ?? "")
                let key = token.type.rawValue + "|" + group + "|" + token.values.map(Self.key).joined(separator: "|")
                guard let original = first[key] else {
                    first[key] = token
                    continue
                }
                var fixIts: [Diagnostic.FixIt] = []
                if definition.modeValues.isEmpty, original.values.count == token.values.count {
                    fixIts = [.init(range: definition.valueNode.range, replacement: "\"{\(original.path)}\"")]
                }
                findings.append(finding(
                    "'\(token.path)' has the same value as '\(original.path)'\(token.values.count > 1 ? " in every mode" : "")",
                    at: definition.valueNode.range,
                    notes: [.init("'\(original.path)' is defined here", at: original.nameRange)],
                    fixIts: fixIts,
                    suggestion: "make one an alias of the other: `$value: \"{\(original.path)}\"`"))
            }
        }
        return findings
    }

    /// A canonical text for a value: colors as sRGB components to 1e-5 plus alpha; dimensions,
    /// durations and weights by number; other values by their description (values are plain
    /// structs, so this is deterministic). Integer formatting only: it runs once per token.
    static func key(_ value: TokenValue) -> String {
        func q(_ x: Double) -> String { x.isFinite ? String(Int((x * 100_000).rounded())) : "nan" }
        switch value {
        case .color(let color):
            let srgb = color.converted(to: .srgb)
            let parts = srgb.components.map { c in c.map(q) ?? "none" }
            return "srgb(" + parts.joined(separator: " ") + " / " + q(color.alpha) + ")"
        case .dimension(let d): return q(d.value) + d.unit.rawValue
        case .duration(let d): return q(d.milliseconds) + "ms"
        case .fontWeight(let w): return q(w.value)
        default: return String(describing: value)
        }
    }
}
