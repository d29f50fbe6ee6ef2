extension Color {
    /// The three components as numbers: `none` (nil) reads as 0, and a missing or non-finite
    /// component as 0, so a malformed color never traps.
    var vector: SIMD3<Double> {
        SIMD3(finiteComponent(0), finiteComponent(1), finiteComponent(2))
    }

    @inline(__always)
    private func finiteComponent(_ index: Int) -> Double {
        guard let value = component(index), value.isFinite else { return 0 }
        return value
    }

    /// Alpha clamped to [0, 1] (a non-finite alpha reads as 1).
    var clampedAlpha: Double {
        alpha.isFinite ? min(max(alpha, 0), 1) : 1
    }

    /// Creates a color from a component vector.
    init(space: ColorSpace, vector: SIMD3<Double>, alpha: Double) {
        self.init(space: space, vector.x, vector.y, vector.z, alpha: alpha)
    }

    /// The components in another space, without building a `Color` (for hot paths): those of
    /// ``converted(to:)``, `none` and non-finite components read as 0.
    public func vector(in destination: ColorSpace) -> SIMD3<Double> {
        ColorConversion.convert(vector, from: space, to: destination)
    }

    /// The same color expressed in `destination`, with the math of CSS Color Module Level 4.
    ///
    /// `none` components convert as 0. When the result is achromatic in a polar space
    /// (`hsl`, `hwb`, `lch`, `oklch`) its powerless hue is reported as 0, never as numerical
    /// noise. Hues come out in [0, 360). Alpha is carried over unchanged. No gamut mapping is
    /// done: a color outside the destination's gamut gets components outside 0–1 (see
    /// ``gamutMapped(to:)``). Converting to the color's own space returns it unchanged (`none`
    /// components included).
    public func converted(to destination: ColorSpace) -> Color {
        if destination == space { return self }
        return Color(space: destination, vector: vector(in: destination), alpha: alpha)
    }

    /// The components with every `none` replaced by 0 (a missing component also reads as 0).
    public var resolvedComponents: (Double, Double, Double) {
        let v = vector
        return (v.x, v.y, v.z)
    }
}
