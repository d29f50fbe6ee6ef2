import TokenModel

/// The `include` / `exclude` parameters of an output: which tokens it emits.
///
/// A pattern matches a token when it is the token's `$type` (`color`, `dev.tokenc.spring`), or a
/// path glob: `*` matches within one path segment, `**` across segments, and a pattern without
/// wildcards also matches every token below that group (`color.brand` matches `color.brand.primary`).
public struct TokenFilter: Sendable {
    /// Patterns to keep (nil: keep everything).
    public var include: [String]?
    /// Patterns to drop (applied after `include`).
    public var exclude: [String]

    /// Creates a filter.
    public init(include: [String]?, exclude: [String] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// The filter of an output's parameters.
    public init(_ parameters: OutputParameters) {
        self.init(include: parameters.include, exclude: parameters.exclude)
    }

    /// Whether the token is emitted.
    /// Whether every token passes (no `include`, no `exclude`).
    public var acceptsEverything: Bool { include == nil && exclude.isEmpty }

    /// The tokens that pass, in order: the same array, not a copy of it, when every token does.
    public func filter(_ tokens: [ResolvedToken]) -> [ResolvedToken] {
        acceptsEverything ? tokens : tokens.filter(accepts)
    }

    public func accepts(_ token: ResolvedToken) -> Bool {
        if let include, !include.contains(where: { Self.matches($0, token) }) { return false }
        return !exclude.contains { Self.matches($0, token) }
    }

    /// Whether one pattern matches a token.
    public static func matches(_ pattern: String, _ token: ResolvedToken) -> Bool {
        if pattern == token.type.rawValue { return true }
        if !pattern.contains("*") {
            return token.path == pattern || token.path.hasPrefix(pattern + ".")
        }
        return glob(Array(pattern), Array(token.path))
    }

    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        // Iterative matcher with backtracking points for `*` (segment) and `**` (anything).
        var p = 0, t = 0
        var starP = -1, starT = 0, starCrossesDots = false
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                let double = p + 1 < pattern.count && pattern[p + 1] == "*"
                starP = p + (double ? 2 : 1)
                starT = t
                starCrossesDots = double
                p = starP
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if starP >= 0, starCrossesDots || text[starT] != "." {
                starT += 1
                t = starT
                p = starP
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
