import ColorScience
import Diagnostics
import TokenModel

/// The reduced-motion alternative of an animation.
public indirect enum ReducedMotionAlternative: Sendable, Hashable {
    /// No animation: the element appears in its final state (`reduced-motion: none`).
    case removed(SourceRange)
    /// A gentler animation (usually a short fade).
    case replacement(ElementAnimation)

    /// Where the alternative is written.
    public var range: SourceRange {
        switch self {
        case .removed(let range): return range
        case .replacement(let animation): return animation.range
        }
    }
}
