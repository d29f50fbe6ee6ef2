/// The timing and animated properties of one animation.
public struct AnimationTiming: Sendable, Hashable, Codable {
    /// Duration in seconds.
    public var duration: Double?
    /// Delay in seconds.
    public var delay: Double?
    /// Stagger in seconds.
    public var stagger: Double?
    /// Cubic Bézier control points `[x1, y1, x2, y2]`.
    public var curve: [Double]?
    /// Spring parameters.
    public var spring: SpringConstant?
    /// Repeat count; nil = once (see ``repeatsForever``).
    public var repeatCount: Int?
    /// Whether it repeats until the element goes away.
    public var repeatsForever: Bool
    /// Whether repetitions play back in reverse.
    public var autoreverses: Bool
    /// Animated properties.
    public var properties: [AnimatedPropertyConstant]

    /// Creates a timing.
    public init(duration: Double?, delay: Double?, stagger: Double?, curve: [Double]?, spring: SpringConstant?,
                repeatCount: Int?, repeatsForever: Bool, autoreverses: Bool, properties: [AnimatedPropertyConstant]) {
        self.duration = duration; self.delay = delay; self.stagger = stagger; self.curve = curve; self.spring = spring
        self.repeatCount = repeatCount; self.repeatsForever = repeatsForever; self.autoreverses = autoreverses
        self.properties = properties
    }
}
