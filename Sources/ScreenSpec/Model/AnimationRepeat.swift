import ColorScience
import Diagnostics
import TokenModel

/// How many times an animation plays.
public enum AnimationRepeat: Sendable, Hashable {
    /// A number of times.
    case count(Int)
    /// Until the element goes away.
    case forever
}
