import Mustache
import TokenModel

/// The context of a user template (an output with `template:` in `tokenc.yaml`): every selected
/// design system with its tokens. Fields are computed when a template asks for them, so a
/// template pays only for what it uses.
public struct TokenTemplateContext: Sendable, MustacheParent {
    /// The systems.
    public var systems: [TokenTemplateSystem]
    /// The token files the output comes from.
    public var sourceFiles: [String]
    /// The output's parameters (a template reads them as `params.<name>`).
    public var parameters: OutputParameters

    /// Creates the context.
    public init(systems: [TokenTemplateSystem], sourceFiles: [String], parameters: OutputParameters) {
        self.systems = systems
        self.sourceFiles = sourceFiles
        self.parameters = parameters
    }

    /// `systems`, `system` (the first), `tokens` and `tokensOfType` (the first system's), `sourceFiles`, `params`,
    /// `generator` (`tokenc`).
    public func child(named name: String) -> Any? {
        switch name {
        case "systems": return systems
        case "system": return TemplateNull.wrap(systems.first)
        case "tokens": return systems.first?.child(named: "tokens") ?? [TokenTemplateToken]()
        case "tokensOfType": return systems.first?.child(named: "tokensOfType") ?? TemplateNull()
        case "sourceFiles": return sourceFiles
        case "params": return Parameters(values: parameters.values)
        case "generator": return "tokenc"
        default: return nil
        }
    }

    /// `params.<name>`: a parameter's text, number, boolean or list.
    struct Parameters: MustacheParent {
        var values: [String: JSONValue]
        func child(named name: String) -> Any? {
            guard let value = values[name] else { return TemplateNull() }
            return Self.plain(value)
        }
        static func plain(_ value: JSONValue) -> Any {
            switch value {
            case .string(let s): return TemplateText(s)
            case .number(let n): return DecimalText.format(n)
            case .bool(let b): return b
            case .array(let items): return items.map(plain)
            case .object(let members): return Dictionary(members.map { ($0.0, plain($0.1)) }, uniquingKeysWith: { a, _ in a })
            case .null: return TemplateNull()
            }
        }
    }
}
