import TokenModel

/// One design system in the generic template context.
public struct TokenTemplateSystem: Sendable, TemplateContext {
    /// The system.
    public var system: ResolvedSystem
    /// The tokens the output keeps (after `include` / `exclude`).
    public var tokens: [ResolvedToken]

    /// Creates the context of a system.
    public init(system: ResolvedSystem, tokens: [ResolvedToken]) {
        self.system = system
        self.tokens = tokens
    }

    /// `name`, `modes`, `hasModes` (whether the system declares modes), `defaultMode`, `tokens`, and
    /// `tokensOfType.<type>` (e.g. `tokensOfType.color`).
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": return .text(system.name)
        case "modes": return .texts(system.modes)
        case "hasModes": return .bool(system.hasDeclaredModes)
        case "defaultMode": return .text(system.modes.first ?? "default")
        case "tokens": return Self.list(tokens, modes: system.modes)
        case "tokensOfType": return .context(TokensOfType(system: system, tokens: tokens))
        default: return nil
        }
    }

    /// The tokens as a list of ``TokenTemplateToken``, made one by one as the list is rendered
    /// (a large one on all cores).
    static func list(_ tokens: [ResolvedToken], modes: [String]) -> TemplateValue {
        // Each item is made from immutable values alone: the list may be rendered on all cores.
        .list(TemplateList(count: tokens.count, independentItems: true) {
            .context(TokenTemplateToken(token: tokens[$0], modes: modes))
        })
    }

    /// `{{#tokensOfType.color}}…{{/tokensOfType.color}}`: the tokens of one `$type`.
    struct TokensOfType: TemplateContext {
        var system: ResolvedSystem
        var tokens: [ResolvedToken]
        func child(named name: String) -> TemplateValue? {
            let type = TokenType(rawValue: name) ?? TokenType(rawValue: "dev.tokenc." + name)
            guard let type else { return nil }
            return TokenTemplateSystem.list(tokens.filter { $0.type == type }, modes: system.modes)
        }
    }
}
