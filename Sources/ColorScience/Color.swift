/// A color in one of the DTCG color spaces: three components and an alpha.
///
/// Components are in the units DTCG 2025.10 uses for the space (sRGB-like spaces 0–1, `hsl`
/// hue in degrees and saturation/lightness 0–100, `lab` L 0–100, `oklab` L 0–1, …). A component
/// written as `none` is stored as `nil`.
public struct Color: Sendable, Hashable {
    /// The space the components are in.
    public var space: ColorSpace
    /// The three components; `nil` stands for the keyword `none`.
    public var components: [Double?]
    /// Alpha, 0–1.
    public var alpha: Double

    /// Creates a color.
    public init(space: ColorSpace, components: [Double?], alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// Convenience for an sRGB color with components 0–1.
    public static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> Color {
        Color(space: .srgb, components: [r, g, b], alpha: alpha)
    }
}
