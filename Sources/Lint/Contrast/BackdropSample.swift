import ColorScience

/// One point of what is painted behind an element: the opaque sRGB color there and how it came
/// about (where along the gradients, which glow, what was assumed underneath).
public struct BackdropSample: Sendable, Hashable {
    /// The composited, opaque color.
    public var color: Color
    /// The position along the backdrop's gradients (0–1), when there is a gradient.
    public var gradientPosition: Double?
    /// The index (into the layers) of the glow this point lies under, if any.
    public var glow: Int?
    /// The color assumed beneath a stack that is not opaque (white or black), if one was needed.
    public var assumedBase: Color?

    /// Creates a sample.
    public init(color: Color, gradientPosition: Double? = nil, glow: Int? = nil, assumedBase: Color? = nil) {
        self.color = color
        self.gradientPosition = gradientPosition
        self.glow = glow
        self.assumedBase = assumedBase
    }
}
