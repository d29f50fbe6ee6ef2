import TokenModel

/// One token in the generic template context: its names, metadata, and value in every mode.
public struct TokenTemplateToken: Sendable, TemplateContext {
    /// The token.
    public var token: ResolvedToken
    /// The system's modes (names), to label ``ResolvedToken/values``.
    public var modes: [String]

    /// Creates the context of a token.
    public init(token: ResolvedToken, modes: [String]) {
        self.token = token
        self.modes = modes
    }

    /// `path`, `name`, `pathComponents`, `type`, `description`, `deprecated`, `deprecationReason`,
    /// `aliasOf`, `isAlias`, `value` (default mode), `values` (`[{mode, value, aliasOf, isDefault}]`),
    /// `hasModes` (whether any mode differs from the default).
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "path": return .text(token.path)
        case "name": return .text(String(token.pathComponents.last ?? ""))
        case "pathComponents": return .texts(token.pathComponents.map { String($0) })
        case "type": return .text(token.type.rawValue)
        case "description": return .optional(token.description)
        case "deprecated": return .bool(token.deprecation != nil)
        case "deprecationReason": return .optional(token.deprecation.flatMap { $0.isEmpty ? nil : $0 })
        case "aliasOf": return .optional(token.aliasOf.first.flatMap { $0 })
        case "isAlias": return .bool(token.aliasOf.first.flatMap { $0 } != nil)
        case "value": return .context(TokenTemplateValue(token.value))
        case "is": return .context(TokenTemplateValue.TypeFlags(type: token.type))
        case "values":
            let token = token, modes = modes
            return .list(TemplateList(count: token.values.count) {
                .context(ModeValue(mode: $0 < modes.count ? modes[$0] : "", index: $0, token: token))
            })
        case "hasModes": return .bool(token.values.dropFirst().contains { $0 != token.value })
        default: return nil
        }
    }

    /// The value in one mode.
    struct ModeValue: TemplateContext {
        var mode: String
        var index: Int
        var token: ResolvedToken
        func child(named name: String) -> TemplateValue? {
            switch name {
            case "mode": return .text(mode)
            case "value": return .context(TokenTemplateValue(token.values[index]))  // index comes from token.values.indices
            case "aliasOf":
                let alias = index < token.aliasOf.count ? token.aliasOf[index] : nil
                return .optional(alias)
            case "isDefault": return .bool(index == 0)
            case "differs": return .bool(token.values[index] != token.value)
            default: return nil
            }
        }
    }
}
