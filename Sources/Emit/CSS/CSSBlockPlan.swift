import ColorScience
import Diagnostics
import Parallel
import TokenModel

/// What one stylesheet declares, before any text is made: each token's custom property name
/// (checked for collisions), and the rule blocks in cascade order with the tokens each declares.
/// Both ways of writing the stylesheet start from it — the contexts a template renders
/// (``CSSEmitter/context(for:input:)``) and the built-in template's text written directly
/// (``CSSDirectText``).
struct CSSBlockPlan {
    /// One rule block (before its `@supports` companion, which the writers derive).
    struct Block {
        /// The mode whose values it declares.
        var mode: Int
        /// The media query, if any.
        var media: String?
        /// The selector.
        var selector: String
        /// The tokens it declares, in token order; nil for every token.
        var indices: [Int]?
    }

    /// The system.
    let system: ResolvedSystem
    /// By token index: the base property name (`--color-brand-primary`), none for a token CSS
    /// has no form for.
    let bases: CSSBaseNames
    /// The blocks, in cascade order.
    let blocks: [Block]
    /// `aliases`: an alias is written `var(--target)` when it renders exactly like its target.
    let aliases: Bool

    /// The plan of one system's stylesheet, or nil after reporting names that collide.
    init?(system: ResolvedSystem, input: EmitInput) {
        let parameters = input.parameters
        let prefix = parameters.string("prefix") ?? ""
        let aliases = parameters.bool("aliases") ?? false
        let selector = parameters.string("selector") ?? ":root"
        let attribute = parameters.string("themeAttribute") ?? "data-theme"
        let modes = ModeSelection(system: system, parameters: parameters, format: CSSEmitter.formatName,
                                  diagnostics: input.diagnostics).indices
        self.system = system
        self.aliases = aliases
        guard let defaultMode = modes.first else {
            bases = CSSBaseNames()
            blocks = []
            return
        }
        let tokens = system.tokens
        // Each token's base name (on all cores for a large system), then checked for collisions
        // in token order.
        let bases = CSSBaseNames(count: tokens.count, threshold: CSSEmitter.parallelThreshold) { index, bytes in
            guard CSSPropertySuffixes(of: tokens[index].values[defaultMode]) != nil else { return }
            CSSEmitter.appendPropertyName(forTokenPath: tokens[index].path, prefix: prefix, to: &bytes)
        }
        guard Self.reportCollisions(tokens: tokens, bases: bases, defaultMode: defaultMode, diagnostics: input.diagnostics)
        else { return nil }
        self.bases = bases

        func differs(_ token: ResolvedToken, _ mode: Int) -> Bool {
            token.values[mode] != token.values[defaultMode] || (aliases && token.aliasOf[mode] != token.aliasOf[defaultMode])
        }
        var blocks = [Block(mode: defaultMode, media: nil, selector: selector, indices: nil)]
        if parameters.bool("media") ?? true {
            let defaultAppearance = ColorAppearance(modeName: system.modes[defaultMode])
            var seen: Set<ColorAppearance> = defaultAppearance.map { [$0] } ?? []
            var queries: [(Int, Int, String)] = []  // (order, mode, query)
            for mode in modes.dropFirst() {
                guard let appearance = ColorAppearance(modeName: system.modes[mode]), seen.insert(appearance).inserted else { continue }
                var parts: [String] = []
                if let luminosity = appearance.luminosity { parts.append("(prefers-color-scheme: \(luminosity.rawValue))") }
                if appearance.highContrast { parts.append("(prefers-contrast: more)") }
                queries.append((parts.count * 2 + (appearance.luminosity == nil ? 1 : 0), mode, parts.joined(separator: " and ")))
            }
            for (_, mode, query) in queries.sorted(by: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }) {
                blocks.append(Block(mode: mode, media: query, selector: selector,
                                    indices: tokens.indices.filter { differs(tokens[$0], mode) }))
            }
        }
        if modes.count > 1, parameters.bool("themes") ?? true {
            let varying = tokens.indices.filter { index in modes.contains { differs(tokens[index], $0) } }
            for mode in modes {
                let name = system.modes[mode].replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                blocks.append(Block(mode: mode, media: nil, selector: "[\(attribute)=\"\(name)\"]", indices: varying))
            }
        }
        self.blocks = blocks
    }

    /// Reports every pair of tokens that would declare the same custom property (also between
    /// typography sub-properties and tokens), in token order; false when there was one.
    private static func reportCollisions(tokens: [ResolvedToken], bases: CSSBaseNames, defaultMode: Int,
                                         diagnostics: DiagnosticSink) -> Bool {
        // Nearly always there is none: a table of byte hashes says so without a string per name.
        if CSSNameTable.hasNoCollision(tokens: tokens, bases: bases, defaultMode: defaultMode) { return true }
        var owners: [String: Int] = [:]  // property name → token index
        var failed = false
        for index in tokens.indices {
            guard let base = bases.name(index), let suffixes = CSSPropertySuffixes(of: tokens[index].values[defaultMode]) else { continue }
            for suffix in suffixes {
                let name = suffix.utf8CodeUnitCount == 0 ? base : base + suffix.description
                if let otherIndex = owners.updateValue(index, forKey: name) {
                    let token = tokens[index], other = tokens[otherIndex]
                    diagnostics.report(.error(
                        "css-name-collision",
                        "tokens '\(token.path)' and '\(other.path)' would both declare the custom property '\(name)'",
                        at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                        suggestion: "rename one of the tokens"))
                    failed = true
                }
            }
        }
        return !failed
    }

    /// The index of the token at a path when it has a base name, for `var(--target)`.
    func namedToken(atPath path: String) -> Int? {
        guard let index = system.tokenIndex(of: path), index < system.tokens.count, bases.contains(index) else { return nil }
        return index
    }
}
