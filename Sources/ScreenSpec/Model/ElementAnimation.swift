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
public struct ElementAnimation: Sendable, Hashable, CustomReflectable {
    /// The animation's values, shared between copies until one of them is changed (an animation
    /// is copied into every list of placed animations and into the other modes' screens). The
    /// timing values, each written by few animations, are boxed on their own (``SharedValue``):
    /// an animation is ~130 bytes instead of ~490.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var trigger: AnimationTrigger
        @usableFromInline var triggerRange: SourceRange
        @usableFromInline var properties: [AnimatedProperty]
        @usableFromInline var duration: SharedValue<SpecValue<Duration>>?
        @usableFromInline var delay: SharedValue<SpecValue<Duration>>?
        @usableFromInline var stagger: SharedValue<SpecValue<Duration>>?
        @usableFromInline var easing: SharedValue<SpecValue<CubicBezier>>?
        @usableFromInline var spring: SharedValue<SpecValue<Spring>>?
        @usableFromInline var transition: SharedValue<SpecValue<Transition>>?
        @usableFromInline var repetition: AnimationRepeat?
        @usableFromInline var autoreverses: Bool
        @usableFromInline var reducedMotion: ReducedMotionAlternative?
        @usableFromInline var range: SourceRange
    }

    /// The shared, copy-on-write storage of ``Fields``.
    @usableFromInline
    final class Box: @unchecked Sendable {
        /// Read without the run-time exclusivity check a class's stored property costs (every
        /// rule reads every animation's values through it: ~2 % of a lint's instructions): the box is
        /// only changed through ``makeUnique()`` by the one value that owns it, never while
        /// it is being read.
        @exclusivity(unchecked) @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    /// The values, shared with the copies of this animation.
    @usableFromInline var box: Box

    /// Gives this animation its own box before a change, when other copies share it.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// When the animation runs.
    public var trigger: AnimationTrigger {
        @inlinable get { box.fields.trigger }
        @inlinable _modify { makeUnique(); yield &box.fields.trigger }
    }
    /// Where the trigger (the animation's key) is written.
    public var triggerRange: SourceRange {
        @inlinable get { box.fields.triggerRange }
        @inlinable _modify { makeUnique(); yield &box.fields.triggerRange }
    }
    /// The animated properties with their start and end values, in the order first written.
    public var properties: [AnimatedProperty] {
        @inlinable get { box.fields.properties }
        @inlinable _modify { makeUnique(); yield &box.fields.properties }
    }
    /// Fixed duration (`duration:`).
    public var duration: SpecValue<Duration>? {
        @inlinable get { box.fields.duration?.value }
        @inlinable set { makeUnique(); box.fields.duration = newValue.map(SharedValue.init) }
    }
    /// Delay before it starts (`delay:`).
    public var delay: SpecValue<Duration>? {
        @inlinable get { box.fields.delay?.value }
        @inlinable set { makeUnique(); box.fields.delay = newValue.map(SharedValue.init) }
    }
    /// Extra delay per item for a group of children (`stagger:`).
    public var stagger: SpecValue<Duration>? {
        @inlinable get { box.fields.stagger?.value }
        @inlinable set { makeUnique(); box.fields.stagger = newValue.map(SharedValue.init) }
    }
    /// Easing curve (`easing:`, or `curve:`): a cubic Bézier token, CSS keyword or four numbers.
    public var easing: SpecValue<CubicBezier>? {
        @inlinable get { box.fields.easing?.value }
        @inlinable set { makeUnique(); box.fields.easing = newValue.map(SharedValue.init) }
    }
    /// Spring timing (`spring:`).
    public var spring: SpecValue<Spring>? {
        @inlinable get { box.fields.spring?.value }
        @inlinable set { makeUnique(); box.fields.spring = newValue.map(SharedValue.init) }
    }
    /// A DTCG transition token giving duration, delay and curve at once (`transition:`).
    public var transition: SpecValue<Transition>? {
        @inlinable get { box.fields.transition?.value }
        @inlinable set { makeUnique(); box.fields.transition = newValue.map(SharedValue.init) }
    }
    /// How often it runs (`repeat:`): a count or `forever`; nil = once.
    public var repetition: AnimationRepeat? {
        @inlinable get { box.fields.repetition }
        @inlinable _modify { makeUnique(); yield &box.fields.repetition }
    }
    /// Whether each repetition plays back in reverse (`autoreverses: true`).
    public var autoreverses: Bool {
        @inlinable get { box.fields.autoreverses }
        @inlinable _modify { makeUnique(); yield &box.fields.autoreverses }
    }
    /// What runs instead when Reduce Motion is on (`reduced-motion:`, on the animation or in the
    /// screen's `reduced-motion:` map); nil when the spec gives none.
    public var reducedMotion: ReducedMotionAlternative? {
        @inlinable get { box.fields.reducedMotion }
        @inlinable _modify { makeUnique(); yield &box.fields.reducedMotion }
    }
    /// The whole animation mapping.
    public var range: SourceRange {
        @inlinable get { box.fields.range }
        @inlinable _modify { makeUnique(); yield &box.fields.range }
    }

    /// Creates an animation.
    public init(trigger: AnimationTrigger, triggerRange: SourceRange, properties: [AnimatedProperty] = [],
                duration: SpecValue<Duration>? = nil, delay: SpecValue<Duration>? = nil, stagger: SpecValue<Duration>? = nil,
                easing: SpecValue<CubicBezier>? = nil, spring: SpecValue<Spring>? = nil, transition: SpecValue<Transition>? = nil,
                repetition: AnimationRepeat? = nil, autoreverses: Bool = false,
                reducedMotion: ReducedMotionAlternative? = nil, range: SourceRange) {
        box = Box(Fields(trigger: trigger, triggerRange: triggerRange, properties: properties,
                         duration: duration.map(SharedValue.init), delay: delay.map(SharedValue.init),
                         stagger: stagger.map(SharedValue.init), easing: easing.map(SharedValue.init),
                         spring: spring.map(SharedValue.init), transition: transition.map(SharedValue.init),
                         repetition: repetition, autoreverses: autoreverses, reducedMotion: reducedMotion, range: range))
    }

    /// The duration in effect: `duration:`, else the transition token's.
    public var effectiveDuration: Duration? { duration?.value ?? transition?.value.duration }
    /// The delay in effect: `delay:`, else the transition token's.
    public var effectiveDelay: Duration? { delay?.value ?? transition?.value.delay }
    /// The easing in effect: `easing:`, else the transition token's.
    public var effectiveEasing: CubicBezier? { easing?.value ?? transition?.value.timingFunction }

    /// Whether two animations are equal: the same values (shared storage is equal at once).
    public static func == (lhs: ElementAnimation, rhs: ElementAnimation) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the animation's values.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Its values, as a stored-property struct would show them (in test failures, `dump`).
    public var customMirror: Mirror {
        let children: [Mirror.Child] = [
            ("trigger", trigger),
            ("triggerRange", triggerRange),
            ("properties", properties),
            ("duration", duration as Any),
            ("delay", delay as Any),
            ("stagger", stagger as Any),
            ("easing", easing as Any),
            ("spring", spring as Any),
            ("transition", transition as Any),
            ("repetition", repetition as Any),
            ("autoreverses", autoreverses),
            ("reducedMotion", reducedMotion as Any),
            ("range", range),
        ]
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
