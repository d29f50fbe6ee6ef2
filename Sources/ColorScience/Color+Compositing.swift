extension Color {
    /// This color painted over `background` (Porter-Duff source-over), as an sRGB color.
    ///
    /// Both colors are converted to gamma-encoded sRGB first and blended there, as browsers and
    /// UIKit/Core Graphics blend by default: result alpha `αs + αb·(1 − αs)` and channels
    /// `(Cs·αs + Cb·αb·(1 − αs)) / α`. Colors outside sRGB are blended as extended sRGB (not
    /// gamut mapped). Two fully transparent colors give transparent black.
    public func composited(over background: Color) -> Color {
        let source = vector(in: .srgb)
        let backdrop = background.vector(in: .srgb)
        let sourceAlpha = clampedAlpha
        let backdropAlpha = background.clampedAlpha
        let backdropWeight = backdropAlpha * (1 - sourceAlpha)
        let resultAlpha = sourceAlpha + backdropWeight
        guard resultAlpha > 0 else {
            return Color(space: .srgb, components: [0, 0, 0], alpha: 0)
        }
        let blended = (source * sourceAlpha + backdrop * backdropWeight) / resultAlpha
        return Color(space: .srgb, vector: blended, alpha: resultAlpha)
    }

    /// The same color with its alpha replaced by `alpha` (clamped to 0–1).
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        return copy
    }

    /// The same color with its alpha multiplied by `factor` (an element's opacity), clamped to 0–1.
    public func multiplyingAlpha(_ factor: Double) -> Color {
        withAlpha(clampedAlpha * (factor.isFinite ? factor : 1))
    }

    /// Whether the color is fully opaque (alpha ≥ 1).
    public var isOpaque: Bool {
        clampedAlpha >= 1
    }
}
