import Diagnostics
import TokenModel

/// Where each token of a design system lives in the token Swift that `format: swift` generates
/// with the same parameters (`color.primary` → `LatenColors.primary`), and which value types that
/// file declares. The screens Swift refers to tokens through it, so a view written against the
/// screen constants uses the very values of the token file.
///
/// Built from ``SwiftEmitter/context(for:input:)`` itself, so prefixes, pluralized namespace
/// names, escaping and `include`/`exclude` filters agree with the token output by construction.
struct TokenSwiftIndex {
    /// One token as the token Swift declares it.
    struct Member {
        /// The Swift expression naming it (`LatenColors.Strength.weak`).
        var expression: String
        /// Its declared type (`LatenTokens.Color`, `Double`, `[LatenTokens.Shadow]`).
        var type: String
    }

    /// The namespace of the value types (`LatenTokens`).
    var valuesNamespace: String
    /// The value types the token file declares (`Color`, `Spring`, …).
    var valueTypes: Set<String>
    /// The top-level type names of the token file (its namespaces and ``valuesNamespace``).
    var topLevelNames: Set<String>
    /// Every emitted token by path.
    var members: [String: Member]

    /// The index of one system's token Swift, or nil when that file cannot be generated (two
    /// tokens with one Swift name, …); the problems are then in `problems`.
    init?(system: ResolvedSystem, input: EmitInput, problems: DiagnosticSink) {
        var parameters = input.parameters
        parameters.values["fileName"] = nil
        parameters.values["template"] = nil
        let tokenInput = EmitInput(systems: input.systems, parameters: parameters, sourceFiles: input.sourceFiles,
                                   diagnostics: problems, templates: input.templates)
        guard let context = SwiftEmitter().context(for: system, input: tokenInput) else { return nil }
        valuesNamespace = context.valuesNamespace
        valueTypes = context.usedValueTypes
        topLevelNames = Set(context.namespaces.map(\.name)).union([context.valuesNamespace])
        var members: [String: Member] = [:]
        for member in context.rootMembers {
            members[member.tokenPath] = Member(expression: context.valuesNamespace + "." + member.name, type: member.type)
        }
        var pending = context.namespaces.map { ($0.name, $0) }
        while !pending.isEmpty {
            let (prefix, namespace) = pending.removeFirst()
            for entry in namespace.entries {
                switch entry {
                case .member(let member):
                    members[member.tokenPath] = Member(expression: prefix + "." + member.name, type: member.type)
                case .namespace(let child):
                    pending.append((prefix + "." + child.name, child))
                }
            }
        }
        self.members = members
    }

    /// Whether the token file declares every value type a value of `type` needs.
    func declares(_ type: TokenType) -> Bool {
        (SwiftEmitter.valueTypes[type] ?? []).allSatisfy(valueTypes.contains)
    }
}
