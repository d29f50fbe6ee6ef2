import ColorScience
import Diagnostics
import TokenModel

/// When an animation runs.
public enum AnimationTrigger: String, Sendable, Hashable, CaseIterable {
    /// When the element appears.
    case entry
    /// When the element or screen goes away.
    case exit
    /// Continuously while visible (a pulse, a shimmer, a spinner).
    case loop
    /// While pressed.
    case press
    /// When the element's state changes (focus, error shake, …).
    case state
    /// A transition between screens or modes.
    case transition
}
