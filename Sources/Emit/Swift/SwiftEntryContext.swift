/// One item of a namespace: a token (`member`) or a nested group (`namespace`).
public enum SwiftEntryContext: Sendable, TemplateContext {
    /// A token.
    case member(SwiftMemberContext)
    /// A nested group.
    case namespace(SwiftNamespaceContext)

    /// `member` or `namespace` (nil for the other kind), so a template can branch with sections.
    public func child(named name: String) -> TemplateValue? {
        switch (self, name) {
        case (.member(let member), "member"): return .object(member.templateObject)
        case (.namespace(let namespace), "namespace"): return .context(namespace)
        case (_, "member"), (_, "namespace"): return .null
        default: return nil
        }
    }
}
