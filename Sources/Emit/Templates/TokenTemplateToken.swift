import Mustache
import TokenModel

/// One token in the generic template context: its names, metadata, and value in every mode.
public struct TokenTemplateToken: Sendable, MustacheParent {
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
    public func child(named name: String) -> Any? {
        switch name {
        case "path": return TemplateText(token.path)
        case "name": return TemplateText(String(token.pathComponents.last ?? ""))
        case "pathComponents": return token.pathComponents.map { TemplateText(String($0)) }
        case "type": return token.type.rawValue
        case "description": return TemplateNull.wrap(token.description)
        case "deprecated": return token.deprecation != nil
        case "deprecationReason": return TemplateNull.wrap(token.deprecation.flatMap { $0.isEmpty ? nil : $0 })
        case "aliasOf": return TemplateNull.wrap(token.aliasOf.first.flatMap { $0.map(TemplateText.init) })
        case "isAlias": return token.aliasOf.first.flatMap { $0 } != nil
        case "value": return TokenTemplateValue(token.value)
        case "is": return TokenTemplateValue.TypeFlags(type: token.type)
        case "values":
            return token.values.indices.map { ModeValue(mode: $0 < modes.count ? modes[$0] : "", index: $0, token: token) }
        case "hasModes": return token.values.dropFirst().contains { $0 != token.value }
        default: return nil
        }
    }

    /// The value in one mode.
    struct ModeValue: MustacheParent {
        var mode: String
        var index: Int
        var token: ResolvedToken
        func child(named name: String) -> Any? {
            switch name {
            case "mode": return TemplateText(mode)
            case "value": return TokenTemplateValue(token.values[index])  // index comes from token.values.indices
            case "aliasOf":
                let alias = index < token.aliasOf.count ? token.aliasOf[index] : nil
                return TemplateNull.wrap(alias.map(TemplateText.init))
            case "isDefault": return index == 0
            case "differs": return token.values[index] != token.value
            default: return nil
            }
        }
    }
}
