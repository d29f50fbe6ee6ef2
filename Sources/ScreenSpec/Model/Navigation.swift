import Diagnostics
import TokenModel

/// Where a screen or element leads.
///
/// ```yaml
/// navigates-to: sign-up                            # on tap
/// navigates-to:
///   - { to: email-verification, when: success, transition: push }
///   - { to: app:home, when: success }                # `app:` = a screen outside the specs
///   - { to: onboarding-step-1, when: timeout, after: 2.5s }
/// ```
public struct Navigation: Sendable, Hashable {
    /// The target screen's name (the `screen:` of a spec of the same system), or, for
    /// ``isExternal`` targets, the name after `app:`.
    public var target: String
    /// Where the target is written.
    public var targetRange: SourceRange
    /// Whether the target is outside the specs (`app:home`), so not checked.
    public var isExternal: Bool
    /// What causes it (`tap`, `success`, `failure`, `timeout`, `auto`, `dismiss`, `back`, …).
    public var trigger: String
    /// How the next screen appears (`push`, `modal`, `sheet`, `replace`, `fade`, `dismiss`), when written.
    public var transition: String?
    /// A delay before navigating (`after:`), e.g. a splash's minimum display time.
    public var delay: SpecValue<Duration>?
    /// The navigation entry.
    public var range: SourceRange

    /// Creates a navigation.
    public init(target: String, targetRange: SourceRange, isExternal: Bool = false, trigger: String = "tap",
                transition: String? = nil, delay: SpecValue<Duration>? = nil, range: SourceRange) {
        self.target = target; self.targetRange = targetRange; self.isExternal = isExternal; self.trigger = trigger
        self.transition = transition; self.delay = delay; self.range = range
    }
}
