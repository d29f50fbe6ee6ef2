import Mustache
import TokenModel

/// One design system in the generic template context.
public struct TokenTemplateSystem: Sendable, MustacheParent {
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
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return TemplateText(system.name)
        case "modes": return system.modes.map(TemplateText.init)
        case "hasModes": return system.hasDeclaredModes
        case "defaultMode": return TemplateText(system.modes.first ?? "default")
        case "tokens": return tokens.map { TokenTemplateToken(token: $0, modes: system.modes) }
        case "tokensOfType": return TokensOfType(system: system, tokens: tokens)
        default: return nil
        }
    }

    /// `{{#tokensOfType.color}}…{{/tokensOfType.color}}`: the tokens of one `$type`.
    struct TokensOfType: MustacheParent {
        var system: ResolvedSystem
        var tokens: [ResolvedToken]
        func child(named name: String) -> Any? {
            let type = TokenType(rawValue: name) ?? TokenType(rawValue: "dev.tokenc." + name)
            guard let type else { return nil }
            return tokens.filter { $0.type == type }.map { TokenTemplateToken(token: $0, modes: system.modes) }
        }
    }
}
