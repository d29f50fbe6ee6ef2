import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel
import YAML

/// `raw-value`: a literal color, dimension, duration, easing, font, shadow, gradient or copy string
/// in a screen spec — and a literal among token references in one composite token (a gradient
/// whose other stops use tokens). The fix-it is the token with exactly that value; otherwise the
/// suggestion names the nearest token (colors by ΔE OK, dimensions and durations by size) or says
/// that none is close.
public struct RawValueRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "raw-value",
        summary: "A literal value where a token should be used.",
        rationale: """
            A value typed into a spec (`#A855F7`, `14pt`, `300ms`, "Sign in") bypasses the design \
            system: it does not change when the token does, has no dark-mode variant and no \
            translation key. Literals are legal while a spec is in progress; this rule lists them \
            with the token that already has the value, or the nearest one. Zero sizes and \
            durations, opacities, scales and the from/to values of animations are not reported.
            """,
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                background:
                  - gradient: { stops: ["{color.purple}", ↓"#A855F7", "{color.pink}"] }
                elements:
                  - id: title
                    kind: text
                    color: ↓"#FFFFFF"
                    height: ↓44pt
                """, tokens: """
                color:
                  $type: color
                  purple: { $value: "#8B5CF6" }
                  pink: { $value: "#EC4899" }
                  white: { $value: "#FFFFFF" }
                size:
                  control: { $type: dimension, $value: 44pt }
                """, note: "TANDA's splash stop, and literals a token already has"),
            RuleExample(tokens: """
                color:
                  $type: color
                  purple: { $value: "#8B5CF6" }
                gradient:
                  splash:
                    $type: gradient
                    $value:
                      - { color: "{color.purple}", position: 0 }
                      - { color: ↓"#A855F7", position: 1 }
                """, note: "a literal stop in a gradient token whose other stop is a reference"),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                elements:
                  - id: title
                    kind: text
                    color: "{color.white}"
                    opacity: 0.8
                    animations:
                      entry: { from: { opacity: 0, offset-y: 20pt }, to: { opacity: 1, offset-y: 0pt }, duration: "{motion.fast}", reduced-motion: none }
                """, tokens: """
                color:
                  $type: color
                  white: { $value: "#FFFFFF" }
                motion:
                  fast: { $type: duration, $value: 200ms }
                shadow:
                  card: { $type: shadow, $value: { color: "rgba(0, 0, 0, 0.15)", offsetX: 0px, offsetY: 8px, blur: 24px, spread: 0px } }
                """, note: "opacity and animated values are not raw values; an all-literal composite token is fine"),
        ])

    /// Types whose literals are not reported.
    static let skippedTypes: Set<TokenType> = [.opacity, .number, .strokeStyle]

    /// Creates the rule.
    public init() {}

    /// Reports the literals of every spec (once per place, whatever the number of modes) and the
    /// stray literals of composite tokens.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        var indexes: [String: TokenValueIndex] = [:]
        func index(_ system: LintedSystem, _ mode: Int) -> TokenValueIndex {
            let key = "\(system.name)#\(mode)"
            if let known = indexes[key] { return known }
            let built = TokenValueIndex(system: system.resolved, mode: mode)
            indexes[key] = built
            return built
        }
        // A remapped screen writes what an earlier one of its spec writes, at the same places:
        // what this rule reads is the same there, and each place is reported once.
        for screen in context.screens where !screen.isRemapped {
            guard let system = context.system(named: screen.system) else { continue }
            // Read in place: iterating copied every occurrence (its strings retained, then released).
            let values = screen.values
            for i in values.indices where values[i].isLiteral && !Self.skippedTypes.contains(values[i].type) {
                guard !Self.isExempt(values[i]), seen.insert(values[i].range).inserted else { continue }
                let occurrence = values[i]
                let what = Self.kindName(occurrence.type)
                let shown = occurrence.literalText ?? ""
                if occurrence.type == .copy {
                    findings.append(copyFinding(occurrence, index: index(system, screen.modeIndex)))
                    continue
                }
                findings.append(valueFinding(what: what, shown: shown, value: occurrence.value, at: occurrence.range,
                                             place: occurrence.property, index: index(system, screen.modeIndex)))
            }
        }
        for system in context.systems {
            for definition in system.tree.tokens {
                for stray in Self.strayLiterals(in: definition.valueNode) {
                    guard let text = stray.node.string, seen.insert(stray.node.range).inserted,
                          let value = Self.literalValue(text, field: stray.field) else { continue }
                    findings.append(valueFinding(what: Self.kindName(value.type), shown: text, value: value, at: stray.node.range,
                                                 place: "'\(definition.path)', whose other `\(stray.field)` fields use tokens",
                                                 index: index(system, 0)))
                }
            }
        }
        return findings
    }

    /// Values that are not design decisions: zero sizes and durations, animated from/to lengths.
    static func isExempt(_ occurrence: SpecValueOccurrence) -> Bool {
        switch occurrence.value {
        case .dimension(let d) where d.value == 0: return true
        case .duration(let d) where d.value == 0: return true
        default: break
        }
        // An animated size (`logo.animations.entry.from.offset-y`): a name of the path is `from` or `to`.
        guard occurrence.type == .dimension else { return false }
        let property = occurrence.property  // joined once (``SpecValueOccurrence/property``)
        guard property.utf8.allSatisfy({ $0 < 0x80 }) else {
            // Split by characters, as ever (a dot with a combining mark is no separator).
            let parts = property.split(separator: ".")
            return parts.contains("from") || parts.contains("to")
        }
        return Self.hasFromOrToComponent(property)
    }

    /// Whether a dotted ASCII path has a component `from` or `to` (the same answer as splitting
    /// it at its dots, without making the pieces).
    static func hasFromOrToComponent(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                let length = end - start
                if length == 2, bytes[start] == UInt8(ascii: "t"), bytes[start + 1] == UInt8(ascii: "o") { return true }
                if length == 4, bytes[start] == UInt8(ascii: "f"), bytes[start + 1] == UInt8(ascii: "r"),
                   bytes[start + 2] == UInt8(ascii: "o"), bytes[start + 3] == UInt8(ascii: "m") { return true }
                start = end + 1
            }
            return false
        }
    }

    private func valueFinding(what: String, shown: String, value: TokenValue, at range: SourceRange, place: String,
                              index: TokenValueIndex) -> Diagnostic {
        let matches = index.exactMatches(value, property: place)
        if let best = matches.first {
            let others = matches.dropFirst().prefix(3).map { "{\($0.path)}" }
            return finding("raw \(what) \(shown) in \(place); '{\(best.path)}' has this value",
                           at: range, fixIts: [.init(range: range, replacement: "\"{\(best.path)}\"")],
                           suggestion: "use \"{\(best.path)}\"" + (others.isEmpty ? "" : " (also: \(others.joined(separator: ", ")))"))
        }
        if let nearest = index.nearest(value, property: place) {
            let shownNearest = TokenValueIndex.show(nearest.match.value)
            if nearest.isClose {
                return finding("raw \(what) \(shown) in \(place); no token has this value", at: range,
                               suggestion: "the nearest token is '{\(nearest.match.path)}' (\(shownNearest), \(nearest.distanceText)) — use it, or add a token for \(shown)")
            }
            return finding("raw \(what) \(shown) in \(place); no token has this value", at: range,
                           suggestion: "no token is close (the nearest, '{\(nearest.match.path)}', is \(shownNearest), \(nearest.distanceText)) — add one")
        }
        return finding("raw \(what) \(shown) in \(place); no token has this value", at: range,
                       suggestion: "no \(what) token exists — add one")
    }

    private func copyFinding(_ occurrence: SpecValueOccurrence, index: TokenValueIndex) -> Diagnostic {
        let text = occurrence.literalText ?? ""
        if let match = index.copyToken(withText: text) {
            return finding("raw copy \"\(text)\" in \(occurrence.property); the copy token '\(match.path)' has this text", at: occurrence.range,
                           suggestion: "use the copy key '\(match.key)', so the text is translated")
        }
        return finding("raw copy \"\(text)\" in \(occurrence.property); no copy token has this text", at: occurrence.range,
                       suggestion: "add a `dev.tokenc.copy` token with a translation key, and use its key")
    }

    /// `color`, `size`, … for messages.
    static func kindName(_ type: TokenType) -> String {
        switch type {
        case .color: return "color"
        case .dimension: return "size"
        case .duration: return "duration"
        case .cubicBezier: return "easing"
        case .fontFamily: return "font family"
        case .fontWeight: return "font weight"
        case .typography: return "typography"
        case .shadow: return "shadow"
        case .border: return "border"
        case .gradient: return "gradient"
        case .transition: return "transition"
        case .spring: return "spring"
        case .blur: return "blur"
        case .haptic: return "haptic"
        case .copy: return "copy"
        default: return type.rawValue
        }
    }

    /// The literal scalars of a composite token's value that sit under a key whose other
    /// occurrences are references (`color` in a gradient's stops).
    static func strayLiterals(in node: YAMLNode) -> [(field: String, node: YAMLNode)] {
        guard node.pairs != nil || node.items != nil else { return [] }
        var byField: [String: [YAMLNode]] = [:]
        var order: [String] = []
        var work = [node]
        while let current = work.popLast() {
            switch current.content {
            case .scalar: break
            case .sequence(let items): work.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    guard let key = pair.key.scalar?.text, !key.hasPrefix("$") else { continue }
                    if pair.value.scalar != nil {
                        if byField[key] == nil { order.append(key) }
                        byField[key, default: []].append(pair.value)
                    } else {
                        work.append(pair.value)
                    }
                }
            }
        }
        var result: [(String, YAMLNode)] = []
        for field in order {
            let nodes = byField[field] ?? []
            let isReference = nodes.map { $0.string.map { $0.hasPrefix("{") && $0.hasSuffix("}") } ?? false }
            guard isReference.contains(true), isReference.contains(false) else { continue }
            for (node, reference) in zip(nodes, isReference) where !reference { result.append((field, node)) }
        }
        return result.sorted { $0.1.range.start < $1.1.range.start }
    }

    /// A stray literal's value, for the fields whose type is clear from their name.
    static func literalValue(_ text: String, field: String) -> TokenValue? {
        switch field {
        case "color":
            if case .success(let color) = CSSColorParser.parse(text) { return .color(color) }
            return nil
        default:
            return nil
        }
    }
}
