import Mustache

/// One item of a namespace: a token (`member`) or a nested group (`namespace`).
public enum SwiftEntryContext: Sendable, MustacheParent {
    /// A token.
    case member(SwiftMemberContext)
    /// A nested group.
    case namespace(SwiftNamespaceContext)

    /// `member` or `namespace` (nil for the other kind), so a template can branch with sections.
    public func child(named name: String) -> Any? {
        switch (self, name) {
        case (.member(let member), "member"): return member
        case (.namespace(let namespace), "namespace"): return namespace
        case (_, "member"), (_, "namespace"): return TemplateNull()
        default: return nil
        }
    }
}
