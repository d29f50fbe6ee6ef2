/// One animation as constants: `LatenSplash.Logo.entry`.
public struct AnimationConstants: Sendable, Hashable, Codable {
    /// The trigger, lowerCamelCase (`entry`, `loop`).
    public var identifier: String
    /// The timing and properties.
    public var timing: AnimationTiming
    /// The reduced-motion alternative; nil when there is none or it removes the animation.
    public var reducedMotion: AnimationTiming?
    /// Whether Reduce Motion removes the animation.
    public var reducedMotionRemoves: Bool

    /// Creates animation constants.
    public init(identifier: String, timing: AnimationTiming, reducedMotion: AnimationTiming?, reducedMotionRemoves: Bool) {
        self.identifier = identifier; self.timing = timing; self.reducedMotion = reducedMotion
        self.reducedMotionRemoves = reducedMotionRemoves
    }
}
