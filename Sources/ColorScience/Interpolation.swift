/// The color a fraction `t` of the way from `a` to `b`, interpolated as CSS Color 4 § 12 does
/// for gradients and `color-mix()`.
///
/// Both colors are converted to `space`; `none` components are carried forward to analogous
/// components (a missing `hsl` hue stays a missing `oklch` hue) and an achromatic color
/// converted into a polar space gets a missing hue. A component missing in one color takes the
/// other's value (missing in both: `nil` in the result). Components are premultiplied by alpha
/// (hue excepted), interpolated linearly, then un-premultiplied; hues follow `hue`.
///
/// The default space is sRGB (gamma encoded), which is what iOS and most design tools draw
/// gradients in; CSS's own default for gradients is `oklab`. `t` is clamped to 0–1. The result
/// is in `space`.
public func interpolate(
    _ a: Color,
    _ b: Color,
    t: Double,
    in space: ColorSpace = .srgb,
    hue: HueInterpolationMethod = .shorter
) -> Color {
    let progress = t.isFinite ? min(max(t, 0), 1) : 0
    let start = InterpolationEndpoint(a, in: space)
    let end = InterpolationEndpoint(b, in: space)
    let hueIndex = space.hueIndex
    let startAlpha = a.clampedAlpha
    let endAlpha = b.clampedAlpha
    let alpha = startAlpha + (endAlpha - startAlpha) * progress

    var result: [Double?] = [nil, nil, nil]
    var hues: (Double, Double)?
    if let h = hueIndex, !start.missing[h], !end.missing[h] {
        hues = hue.fixUp(
            ColorConversion.normalizedHue(start.values[h]),
            ColorConversion.normalizedHue(end.values[h])
        )
    }
    for index in 0..<3 {
        let missingStart = start.missing[index]
        let missingEnd = end.missing[index]
        if missingStart && missingEnd { continue }
        var from = missingStart ? end.values[index] : start.values[index]
        var to = missingEnd ? start.values[index] : end.values[index]
        if index == hueIndex {
            if let (h1, h2) = hues {
                from = h1
                to = h2
            }
            result[index] = ColorConversion.normalizedHue(from + (to - from) * progress)
            continue
        }
        from *= startAlpha
        to *= endAlpha
        let mixed = from + (to - from) * progress
        result[index] = alpha > 0 ? mixed / alpha : mixed
    }
    return Color(space: space, components: result, alpha: alpha)
}

/// One end of an interpolation: its components in the interpolation space and which of them
/// are missing.
private struct InterpolationEndpoint {
    var values: SIMD3<Double>
    var missing = MissingComponents()

    init(_ color: Color, in space: ColorSpace) {
        values = color.vector(in: space)
        if color.space == space {
            for index in 0..<3 where color.component(index) == nil {
                missing[index] = true
            }
            return
        }
        // Carry forward analogous missing components.
        for index in 0..<3 where color.component(index) == nil {
            let kind = AnalogousComponent(space: color.space, index: index)
            guard kind != .unique else { continue }
            for target in 0..<3 where AnalogousComponent(space: space, index: target) == kind {
                missing[target] = true
            }
        }
        // A hue produced by conversion of an achromatic color is powerless, hence missing.
        if let h = space.hueIndex, Self.isAchromatic(values, in: space) {
            missing[h] = true
        }
    }

    static func isAchromatic(_ v: SIMD3<Double>, in space: ColorSpace) -> Bool {
        switch space {
        case .hsl:
            let spread = 2 * (v.y / 100) * min(v.z, 100 - v.z) / 100
            return !(abs(spread) >= ColorConversion.achromaticSpread)
        case .hwb:
            return !((v.y + v.z) / 100 < 1 - ColorConversion.achromaticSpread)
        case .lch:
            return !(v.y >= ColorConversion.lchAchromaticChroma)
        case .oklch:
            return !(v.y >= ColorConversion.oklchAchromaticChroma)
        default:
            return false
        }
    }
}

/// The CSS Color 4 § 12.2 categories of analogous components.
private enum AnalogousComponent {
    case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB, unique

    init(space: ColorSpace, index: Int) {
        switch (space, index) {
        case (.srgb, 0), (.srgbLinear, 0), (.displayP3, 0), (.a98RGB, 0), (.prophotoRGB, 0), (.rec2020, 0),
             (.xyzD65, 0), (.xyzD50, 0):
            self = .red
        case (.srgb, 1), (.srgbLinear, 1), (.displayP3, 1), (.a98RGB, 1), (.prophotoRGB, 1), (.rec2020, 1),
             (.xyzD65, 1), (.xyzD50, 1):
            self = .green
        case (.srgb, 2), (.srgbLinear, 2), (.displayP3, 2), (.a98RGB, 2), (.prophotoRGB, 2), (.rec2020, 2),
             (.xyzD65, 2), (.xyzD50, 2):
            self = .blue
        case (.hsl, 0), (.hwb, 0), (.lch, 2), (.oklch, 2): self = .hue
        case (.hsl, 1), (.lch, 1), (.oklch, 1): self = .colorfulness
        case (.hsl, 2), (.lab, 0), (.oklab, 0), (.lch, 0), (.oklch, 0): self = .lightness
        case (.lab, 1), (.oklab, 1): self = .opponentA
        case (.lab, 2), (.oklab, 2): self = .opponentB
        default: self = .unique
        }
    }
}

/// Three flags, one per component, without an allocation.
private struct MissingComponents {
    private var bits: UInt8 = 0

    subscript(index: Int) -> Bool {
        get { bits & (1 << UInt8(index)) != 0 }
        set {
            if newValue {
                bits |= 1 << UInt8(index)
            } else {
                bits &= ~(1 << UInt8(index))
            }
        }
    }
}
