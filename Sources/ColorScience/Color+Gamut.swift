extension Color {
    /// How far outside 0–1 a component of an RGB space may be and still count as in gamut, to
    /// absorb the rounding of conversions (an sRGB color converted to Display P3 and back).
    public static let gamutTolerance = 0.000_01

    /// Whether the color can be shown in `destination` (components within 0–1 in its RGB cube,
    /// with ``gamutTolerance``). `hsl` and `hwb` are checked against sRGB; spaces without gamut
    /// limits (`lab`, `lch`, `oklab`, `oklch`, XYZ) contain every color.
    public func isInGamut(_ destination: ColorSpace) -> Bool {
        guard let rgbSpace = destination.gamutSpace else { return true }
        return Self.isInCube(vector(in: rgbSpace))
    }

    @inline(__always)
    static func isInCube(_ v: SIMD3<Double>, tolerance: Double = gamutTolerance) -> Bool {
        v.x >= -tolerance && v.x <= 1 + tolerance
            && v.y >= -tolerance && v.y <= 1 + tolerance
            && v.z >= -tolerance && v.z <= 1 + tolerance
    }

    @inline(__always)
    static func clipToCube(_ v: SIMD3<Double>) -> SIMD3<Double> {
        var result = v.replacing(with: 0, where: .!(v .>= 0))  // also turns NaN into 0
        result = result.replacing(with: 1, where: result .> 1)
        return result
    }

    /// The color brought into the gamut of `destination` by CSS Color 4's gamut-mapping
    /// algorithm (§ 13.2 "CSS Gamut Mapping"), expressed in `destination`.
    ///
    /// The color is converted to OKLCH; lightness ≥ 1 gives white and ≤ 0 black; otherwise chroma
    /// is reduced by binary search (ε 0.0001) until clipping the candidate changes it by less
    /// than a just-noticeable difference (ΔEOK 0.02), and the clipped candidate is returned. So
    /// hue and lightness are kept and the result is always inside 0–1. For `hsl` and `hwb` the
    /// mapping is done in sRGB. Spaces without gamut limits just convert. Alpha is kept.
    public func gamutMapped(to destination: ColorSpace) -> Color {
        guard let rgbSpace = destination.gamutSpace else { return converted(to: destination) }
        let mapped = Self.gamutMap(vector, from: space, into: rgbSpace)
        let result = ColorConversion.convert(mapped, from: rgbSpace, to: destination)
        return Color(space: destination, vector: result, alpha: alpha)
    }

    /// The gamut-mapping algorithm on bare vectors: `v` in `source` mapped into the cube of the
    /// RGB space `rgbSpace`, returned in `rgbSpace` and always within 0–1.
    static func gamutMap(_ v: SIMD3<Double>, from source: ColorSpace, into rgbSpace: ColorSpace) -> SIMD3<Double> {
        let direct = ColorConversion.convert(v, from: source, to: rgbSpace)
        // In gamut (the common case): no search, just remove the tolerated rounding.
        if isInCube(direct) { return clipToCube(direct) }
        guard direct.x.isFinite, direct.y.isFinite, direct.z.isFinite else { return clipToCube(direct) }

        let origin = ColorConversion.convert(v, from: source, to: .oklch)
        if origin.x >= 1 {
            return clipToCube(ColorConversion.convert(SIMD3(1, 0, 0), from: .oklab, to: rgbSpace))
        }
        if origin.x <= 0 {
            return clipToCube(ColorConversion.convert(SIMD3(0, 0, 0), from: .oklab, to: rgbSpace))
        }

        let justNoticeable = 0.02
        let epsilon = 0.0001

        @inline(__always) func toRGB(_ lch: SIMD3<Double>) -> SIMD3<Double> {
            ColorConversion.convert(lch, from: .oklch, to: rgbSpace)
        }
        @inline(__always) func delta(_ rgb: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
            let a = ColorConversion.convert(rgb, from: rgbSpace, to: .oklab)
            let b = ColorConversion.polarToRectangular(lch)
            let d = a - b
            return (d * d).sum().squareRoot()
        }

        var current = origin
        var clipped = clipToCube(toRGB(current))
        var e = delta(clipped, current)
        if e < justNoticeable { return clipped }

        var minimum = 0.0
        var maximum = origin.y
        var minimumInGamut = true
        // Bisection from chroma ≤ 0.4-ish down to ε needs ~12 steps; the cap guards against
        // pathological inputs (huge chroma) without changing any real result.
        var iterations = 0
        while maximum - minimum > epsilon, iterations < 100 {
            iterations += 1
            let chroma = (minimum + maximum) / 2
            current.y = chroma
            let candidate = toRGB(current)
            if minimumInGamut && isInCube(candidate, tolerance: 0) {
                minimum = chroma
                continue
            }
            clipped = clipToCube(candidate)
            e = delta(clipped, current)
            if e < justNoticeable {
                if justNoticeable - e < epsilon { return clipped }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        return clipped
    }
}
