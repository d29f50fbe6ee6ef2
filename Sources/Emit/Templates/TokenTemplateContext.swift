import TokenModel

/// The context of a user template (an output with `template:` in `tokenc.yaml`): every selected
/// design system with its tokens. Fields are computed when a template asks for them, so a
/// template pays only for what it uses.
public struct TokenTemplateContext: Sendable, TemplateContext {
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
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "systems": return .list(systems)
        case "system": return .optional(systems.first)
        case "tokens": return systems.first?.child(named: "tokens") ?? .list([TokenTemplateToken]())
        case "tokensOfType": return systems.first?.child(named: "tokensOfType") ?? .null
        case "sourceFiles": return .texts(sourceFiles)
        case "params": return .context(Parameters(values: parameters.values))
        case "generator": return .text("tokenc")
        default: return nil
        }
    }

    /// `params.<name>`: a parameter's text, number, boolean, list or object.
    struct Parameters: TemplateContext {
        var values: [String: JSONValue]
        func child(named name: String) -> TemplateValue? {
            guard let value = values[name] else { return .null }
            return Self.plain(value)
        }
        static func plain(_ value: JSONValue) -> TemplateValue {
            switch value {
            case .string(let s): return .text(s)
            case .number(let n): return .text(DecimalText.format(n))
            case .bool(let b): return .bool(b)
            case .array(let items): return .list(TemplateList(values: items.map(plain)))
            case .object(let members):
                return .context(Parameters(values: Dictionary(members.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })))
            case .null: return .null
            }
        }
    }
}
