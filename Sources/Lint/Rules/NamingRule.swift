import Diagnostics
import TokenModel

/// `naming`: token and group names of one design system written in more than one case style
/// (`primary-foreground` beside `primaryForeground`).
public struct NamingRule: LintRule {
    /// A case style, and which names fit it.
    enum CaseStyle: String, CaseIterable {
        case kebab = "kebab-case"
        case camel = "camelCase"
        case snake = "snake_case"
        case pascal = "PascalCase"

        /// How a name is written: a style, or one lowercase word (fits kebab, camel and snake).
        static func classify(_ name: String) -> (style: CaseStyle?, isPlainLowercase: Bool, isClassifiable: Bool) {
            classifyASCII(name) ?? classifyScalars(name)
        }

        /// ``classify(_:)`` for any name, by Unicode scalar properties.
        static func classifyScalars(_ name: String) -> (style: CaseStyle?, isPlainLowercase: Bool, isClassifiable: Bool) {
            let scalars = Array(name.unicodeScalars)
            guard let first = scalars.first, !name.hasPrefix("$") else { return (nil, false, false) }
            let hasDash = scalars.contains("-"), hasUnderscore = scalars.contains("_")
            let hasUpper = scalars.contains { $0.properties.isUppercase }
            let hasLower = scalars.contains { $0.properties.isLowercase }
            if !hasLower && !hasUpper { return (nil, false, false) }  // `100`, `2`
            let firstUpper = first.properties.isUppercase
            switch (hasDash, hasUnderscore, hasUpper) {
            case (false, false, false): return (nil, true, true)
            case (true, false, false): return (.kebab, false, true)
            case (false, true, false): return (.snake, false, true)
            case (false, false, true):
                if !hasLower { return (nil, false, false) }  // `XL`, `2XL`: an abbreviation
                return (firstUpper ? .pascal : .camel, false, true)
            default: return (nil, false, true)  // mixed separators or cases: fits no style
            }
        }

        /// ``classify(_:)`` on bytes for an ASCII name (where the uppercase and lowercase
        /// scalars are `A`–`Z` and `a`–`z`); nil for any other name.
        static func classifyASCII(_ name: String) -> (style: CaseStyle?, isPlainLowercase: Bool, isClassifiable: Bool)? {
            var hasDash = false, hasUnderscore = false, hasUpper = false, hasLower = false
            for byte in name.utf8 {
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: "-"): hasDash = true
                case UInt8(ascii: "_"): hasUnderscore = true
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): hasUpper = true
                case UInt8(ascii: "a")...UInt8(ascii: "z"): hasLower = true
                default: break
                }
            }
            guard let first = name.utf8.first, first != UInt8(ascii: "$") else { return (nil, false, false) }
            if !hasLower && !hasUpper { return (nil, false, false) }
            let firstUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
            switch (hasDash, hasUnderscore, hasUpper) {
            case (false, false, false): return (nil, true, true)
            case (true, false, false): return (.kebab, false, true)
            case (false, true, false): return (.snake, false, true)
            case (false, false, true):
                if !hasLower { return (nil, false, false) }
                return (firstUpper ? .pascal : .camel, false, true)
            default: return (nil, false, true)
            }
        }

        func fits(_ name: String) -> Bool {
            fits(Self.classify(name))
        }

        func fits(_ c: (style: CaseStyle?, isPlainLowercase: Bool, isClassifiable: Bool)) -> Bool {
            if !c.isClassifiable { return true }
            if c.isPlainLowercase { return self != .pascal }
            return c.style == self
        }
    }

    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "naming",
        summary: "Token and group names of one design system in more than one case style.",
        rationale: """
            Generated code turns token names into identifiers; a tree that mixes \
            `primary-foreground` and `primaryForeground` produces inconsistent names and invites \
            near-duplicates. The style most names follow (or the configured one) wins; names \
            that are a single lowercase word fit kebab-case, camelCase and snake_case alike.
            """,
        defaultSeverity: .warning, scope: .tokens,
        options: [RuleOption(name: "style", summary: "The required case style; `auto` takes the one most names use.",
                             kind: .choice(["auto"] + CaseStyle.allCases.map(\.rawValue)), defaultValue: .choice("auto"))],
        triggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  primary: { $value: "#8B5CF6" }
                  primary-foreground: { $value: "#FFFFFF" }
                  muted-foreground: { $value: "#A3A3B3" }
                  ↓cardBackground: { $value: "#14141F" }
                """),
            RuleExample(tokens: """
                color:
                  $type: color
                  ↓text-primary: { $value: "#111111" }
                """, configuration: "rules: { naming: { style: camelCase } }", note: "a configured style"),
        ],
        nonTriggeringExamples: [
            RuleExample(tokens: """
                color:
                  $type: color
                  primary: { $value: "#8B5CF6" }
                  primary-foreground: { $value: "#FFFFFF" }
                  neutral:
                    n500: { $value: "#737373" }
                spacing:
                  2xl: { $type: dimension, $value: 48pt }
                """),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports the names that do not fit the system's style.
    public func check(_ context: LintContext) -> [Diagnostic] {
        let configured = context.configuration.choice("style", for: Self.description, default: "auto")
        var findings: [Diagnostic] = []
        for system in context.systems {
            // Every named node once: groups (not the root), then tokens.
            var names: [(name: String, path: String, range: Diagnostics.SourceRange)] = []
            names.reserveCapacity(system.tree.groups.count + system.tree.tokens.count)
            for group in system.tree.groups where !group.path.isEmpty {
                names.append((Self.lastComponent(of: group.path), group.path, group.nameRange))
            }
            for t in system.tree.tokens.indices {
                let token = system.tree.tokens[t]
                names.append((Self.lastComponent(of: token.path), token.path, token.nameRange))
            }
            let classes = names.map { CaseStyle.classify($0.name) }
            let style: CaseStyle
            if let fixed = CaseStyle(rawValue: configured) {
                style = fixed
            } else {
                var counts: [CaseStyle: Int] = [:]
                for c in classes { if let s = c.style { counts[s, default: 0] += 1 } }
                if counts.isEmpty { continue }
                let plain = classes.count { $0.isPlainLowercase }
                // A plain lowercase word counts for every style but PascalCase.
                var best: (CaseStyle, Int)?
                for candidate in CaseStyle.allCases {
                    let score = (counts[candidate] ?? 0) + (candidate == .pascal ? 0 : plain)
                    if best == nil || score > best!.1 { best = (candidate, score) }
                }
                guard let chosen = best?.0 else { continue }
                style = chosen
            }
            for (entry, c) in zip(names, classes) where !style.fits(c) {
                let how = configured == "auto" ? "most names in '\(system.name)' are \(style.rawValue)" : "the configured style is \(style.rawValue)"
                findings.append(finding("'\(entry.name)' (in '\(entry.path)') is not \(style.rawValue); \(how)",
                                        at: entry.range,
                                        suggestion: "rename it '\(Self.convert(entry.name, to: style))'"))
            }
        }
        return findings
    }

    /// The last non-empty component of a dotted path — `path.split(separator: ".").last` — on
    /// bytes when the path is ASCII.
    static func lastComponent(of path: String) -> String {
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return String(path.split(separator: ".").last ?? "") }
        var end = utf8.endIndex
        while end != utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
        var start = end
        while start != utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: ".") { start = utf8.index(before: start) }
        return String(path[start..<end])
    }

    /// A name rewritten in a style: split into words at separators and case changes, then joined.
    static func convert(_ name: String, to style: CaseStyle) -> String {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        let lower = words.map { $0.lowercased() }
        switch style {
        case .kebab: return lower.joined(separator: "-")
        case .snake: return lower.joined(separator: "_")
        case .camel:
            return (lower.first ?? "") + lower.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        case .pascal:
            return lower.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }
}
