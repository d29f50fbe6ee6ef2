/// One item of a screen enum: a constant (`member`) or a nested enum (`namespace`): an element,
/// a background layer, an interaction state.
public enum ScreenEntryContext: Sendable, TemplateContext {
    /// A constant.
    case member(ScreenMemberContext)
    /// A nested enum.
    case namespace(ScreenNamespaceContext)

    /// `member` or `namespace` (the other is null), so a template can branch with sections.
    public func child(named name: String) -> TemplateValue? {
        switch (self, name) {
        case (.member(let member), "member"): return .context(member)
        case (.namespace(let namespace), "namespace"): return .context(namespace)
        case (_, "member"), (_, "namespace"): return .null
        default: return nil
        }
    }
}
