import ColorScience
import Diagnostics
import TokenModel

/// An animation of an element: what triggers it, which properties go from what to what, and its
/// timing (a duration with an easing curve, or a spring), with its reduced-motion alternative.
///
/// ```yaml
/// animations:
///   entry:
///     from: { opacity: 0, scale: 0.8 }
///     to: { opacity: 1, scale: 1 }
///     duration: "{motion.duration.slow}"
///     delay: 100ms
///     easing: "{motion.ease.out-expo}"
///     reduced-motion: { to: { opacity: 1 }, duration: 0ms }   # or `reduced-motion: none`
/// ```
public struct ElementAnimation: Sendable, Hashable {
    /// When the animation runs.
    public var trigger: AnimationTrigger
    /// Where the trigger (the animation's key) is written.
    public var triggerRange: SourceRange
    /// The animated properties with their start and end values, in the order first written.
    public var properties: [AnimatedProperty]
    /// Fixed duration (`duration:`).
    public var duration: SpecValue<Duration>?
    /// Delay before it starts (`delay:`).
    public var delay: SpecValue<Duration>?
    /// Extra delay per item for a group of children (`stagger:`).
    public var stagger: SpecValue<Duration>?
    /// Easing curve (`easing:`, or `curve:`): a cubic Bézier token, CSS keyword or four numbers.
    public var easing: SpecValue<CubicBezier>?
    /// Spring timing (`spring:`).
    public var spring: SpecValue<Spring>?
    /// A DTCG transition token giving duration, delay and curve at once (`transition:`).
    public var transition: SpecValue<Transition>?
    /// How often it runs (`repeat:`): a count or `forever`; nil = once.
    public var repetition: AnimationRepeat?
    /// Whether each repetition plays back in reverse (`autoreverses: true`).
    public var autoreverses: Bool
    /// What runs instead when Reduce Motion is on (`reduced-motion:`, on the animation or in the
    /// screen's `reduced-motion:` map); nil when the spec gives none.
    public var reducedMotion: ReducedMotionAlternative?
    /// The whole animation mapping.
    public var range: SourceRange

    /// Creates an animation.
    public init(trigger: AnimationTrigger, triggerRange: SourceRange, properties: [AnimatedProperty] = [],
                duration: SpecValue<Duration>? = nil, delay: SpecValue<Duration>? = nil, stagger: SpecValue<Duration>? = nil,
                easing: SpecValue<CubicBezier>? = nil, spring: SpecValue<Spring>? = nil, transition: SpecValue<Transition>? = nil,
                repetition: AnimationRepeat? = nil, autoreverses: Bool = false,
                reducedMotion: ReducedMotionAlternative? = nil, range: SourceRange) {
        self.trigger = trigger; self.triggerRange = triggerRange; self.properties = properties
        self.duration = duration; self.delay = delay; self.stagger = stagger; self.easing = easing
        self.spring = spring; self.transition = transition; self.repetition = repetition
        self.autoreverses = autoreverses; self.reducedMotion = reducedMotion; self.range = range
    }

    /// The duration in effect: `duration:`, else the transition token's.
    public var effectiveDuration: Duration? { duration?.value ?? transition?.value.duration }
    /// The delay in effect: `delay:`, else the transition token's.
    public var effectiveDelay: Duration? { delay?.value ?? transition?.value.delay }
    /// The easing in effect: `easing:`, else the transition token's.
    public var effectiveEasing: CubicBezier? { easing?.value ?? transition?.value.timingFunction }
}
