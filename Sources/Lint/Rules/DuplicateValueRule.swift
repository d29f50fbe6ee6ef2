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
            let tokens = system.resolved.tokens
            var first: [Key: Int] = [:]
            for t in tokens.indices where !Self.skippedTypes.contains(tokens[t].type) {
                guard tokens[t].aliasOf.allSatisfy({ $0 == nil }), tokens[t].deprecation == nil,
                      let definition = system.definition(of: tokens[t].path),
                      !definition.valueNode.containsReference else { continue }
                let token = tokens[t]
                let key = Key(type: token.type, group: token.type == .color ? "" : Self.firstComponent(of: token.path),
                              values: token.values.map(Self.key))
                guard let o = first[key] else {
                    first[key] = t
                    continue
                }
                let original = tokens[o]
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

    /// What two primitives share when they are duplicates: their type, their top-level group
    /// (none for colors, compared across the system) and their value in every mode.
    struct Key: Hashable {
        var type: TokenType
        var group: Substring
        var values: [ValueKey]
    }

    /// A value as compared: colors as sRGB components to 1e-5 plus alpha; dimensions,
    /// durations and weights by number to 1e-5; other values as they are (equal structs).
    enum ValueKey: Hashable {
        case color(components: [Quantity?], alpha: Quantity)
        case dimension(Quantity, Dimension.Unit)
        case duration(Quantity)
        case fontWeight(Quantity)
        case other(TokenValue)
    }

    /// A number to 1e-5. Numbers too large for that are compared exactly, and all non-finite
    /// numbers are one (`Int(1e300 * 100_000)` used to stop tokenc here).
    enum Quantity: Hashable {
        case scaled(Int)
        case exact(UInt64)
        case nonFinite

        init(_ x: Double) {
            guard x.isFinite else { self = .nonFinite; return }
            let scaled = (x * 100_000).rounded()
            if scaled.magnitude < 9.0e18 { self = .scaled(Int(scaled)) } else { self = .exact(x.bitPattern) }
        }
    }

    /// The value's comparison key (see ``ValueKey``).
    static func key(_ value: TokenValue) -> ValueKey {
        switch value {
        case .color(let color):
            let srgb = color.converted(to: .srgb)
            return .color(components: srgb.components.map { $0.map(Quantity.init) }, alpha: Quantity(color.alpha))
        case .dimension(let d): return .dimension(Quantity(d.value), d.unit)
        case .duration(let d): return .duration(Quantity(d.milliseconds))
        case .fontWeight(let w): return .fontWeight(Quantity(w.value))
        default: return .other(value)
        }
    }

    /// The first non-empty component of a dotted path — `path.split(separator: ".").first` — on
    /// bytes when the path is ASCII.
    static func firstComponent(of path: String) -> Substring {
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: ".").first ?? "" }
        var start = utf8.startIndex
        while start != utf8.endIndex, utf8[start] == UInt8(ascii: ".") { start = utf8.index(after: start) }
        var end = start
        while end != utf8.endIndex, utf8[end] != UInt8(ascii: ".") { end = utf8.index(after: end) }
        return path[start..<end]
    }
}
