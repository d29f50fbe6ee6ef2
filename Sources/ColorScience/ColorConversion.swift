import Foundation

/// The conversion math of CSS Color Module Level 4 (§ "Sample code for color conversions"),
/// on bare component vectors in DTCG units.
///
/// The spaces form a tree rooted at `xyz-d65`; a conversion walks up from the source to the
/// lowest common ancestor and down to the destination, so `hsl` → `hwb` goes through `srgb`
/// only, and `lab` → `prophoto-rgb` stays in D50. No step allocates.
enum ColorConversion {
    typealias Vector = SIMD3<Double>

    // MARK: Public entry point

    /// `v` (components of a color in `source`) expressed in `destination`.
    static func convert(_ v: Vector, from source: ColorSpace, to destination: ColorSpace) -> Vector {
        if source == destination { return v }
        if source == .srgb && destination == .displayP3 { return srgbToDisplayP3(v) }
        return walk(v, from: source, to: destination)
    }

    /// sRGB → Display P3, the Swift output's conversion of every hex color: the steps
    /// ``walk(_:from:to:)`` takes (linearize, to XYZ, to linear P3, encode), in the same order on
    /// the same matrices, so the same bits, without finding the common ancestor and dispatching
    /// each step on the space: `converted(to: .displayP3)` of an sRGB color ~1,030 → ~860
    /// instructions (most of the rest is the three `pow`s of the encoding).
    @inline(__always)
    static func srgbToDisplayP3(_ v: Vector) -> Vector {
        let linear = Vector(linearizeSRGB(v.x), linearizeSRGB(v.y), linearizeSRGB(v.z))
        return encode(xyzToLinearP3(linearSRGBToXYZ(linear)), with: encodeSRGB)
    }

    /// ``convert(_:from:to:)`` by the tree: up from `source` to the common ancestor, then down.
    static func walk(_ v: Vector, from source: ColorSpace, to destination: ColorSpace) -> Vector {
        if source == destination { return v }
        let ancestor = commonAncestor(source, destination)
        var value = v
        var space = source
        while space != ancestor, let up = parent(of: space) {
            value = toParent(value, from: space)
            space = up
        }
        return descend(value, from: ancestor, to: destination)
    }

    // MARK: The tree

    /// The space a space is defined from (`nil` for the root, `xyz-d65`).
    static func parent(of space: ColorSpace) -> ColorSpace? {
        switch space {
        case .xyzD65: nil
        case .srgbLinear, .displayP3, .a98RGB, .rec2020, .xyzD50, .oklab: .xyzD65
        case .srgb: .srgbLinear
        case .hsl, .hwb: .srgb
        case .prophotoRGB, .lab: .xyzD50
        case .lch: .lab
        case .oklch: .oklab
        }
    }

    static func depth(of space: ColorSpace) -> Int {
        switch space {
        case .xyzD65: 0
        case .srgbLinear, .displayP3, .a98RGB, .rec2020, .xyzD50, .oklab: 1
        case .srgb, .prophotoRGB, .lab, .oklch: 2
        case .hsl, .hwb, .lch: 3
        }
    }

    static func commonAncestor(_ a: ColorSpace, _ b: ColorSpace) -> ColorSpace {
        var p = a
        var q = b
        while depth(of: p) > depth(of: q), let up = parent(of: p) { p = up }
        while depth(of: q) > depth(of: p), let up = parent(of: q) { q = up }
        while p != q, let pp = parent(of: p), let qq = parent(of: q) {
            p = pp
            q = qq
        }
        return p
    }

    /// Walks down from `ancestor` to `destination` (depth at most 3, so the recursion is bounded).
    private static func descend(_ v: Vector, from ancestor: ColorSpace, to destination: ColorSpace) -> Vector {
        if destination == ancestor { return v }
        guard let up = parent(of: destination) else { return v }
        return fromParent(descend(v, from: ancestor, to: up), to: destination)
    }

    /// One step up the tree.
    static func toParent(_ v: Vector, from space: ColorSpace) -> Vector {
        switch space {
        case .xyzD65: v
        case .srgbLinear: linearSRGBToXYZ(v)
        case .srgb: Vector(linearizeSRGB(v.x), linearizeSRGB(v.y), linearizeSRGB(v.z))
        case .hsl: hslToSRGB(v)
        case .hwb: hwbToSRGB(v)
        case .displayP3:
            linearP3ToXYZ(Vector(linearizeSRGB(v.x), linearizeSRGB(v.y), linearizeSRGB(v.z)))
        case .a98RGB:
            linearA98ToXYZ(Vector(linearizeA98(v.x), linearizeA98(v.y), linearizeA98(v.z)))
        case .rec2020:
            linearRec2020ToXYZ(Vector(linearizeRec2020(v.x), linearizeRec2020(v.y), linearizeRec2020(v.z)))
        case .xyzD50: d50ToD65(v)
        case .prophotoRGB:
            linearProPhotoToXYZ(Vector(linearizeProPhoto(v.x), linearizeProPhoto(v.y), linearizeProPhoto(v.z)))
        case .lab: labToXYZ(v)
        case .lch: polarToRectangular(v)
        case .oklab: oklabToXYZ(v)
        case .oklch: polarToRectangular(v)
        }
    }

    /// One step down the tree (from the parent into `space`).
    static func fromParent(_ v: Vector, to space: ColorSpace) -> Vector {
        switch space {
        case .xyzD65: v
        case .srgbLinear: xyzToLinearSRGB(v)
        case .srgb: Vector(encodeSRGB(v.x), encodeSRGB(v.y), encodeSRGB(v.z))
        case .hsl: srgbToHSL(v)
        case .hwb: srgbToHWB(v)
        case .displayP3: encode(xyzToLinearP3(v), with: encodeSRGB)
        case .a98RGB: encode(xyzToLinearA98(v), with: encodeA98)
        case .rec2020: encode(xyzToLinearRec2020(v), with: encodeRec2020)
        case .xyzD50: d65ToD50(v)
        case .prophotoRGB: encode(xyzToLinearProPhoto(v), with: encodeProPhoto)
        case .lab: xyzToLab(v)
        case .lch: rectangularToPolar(v, achromaticChroma: lchAchromaticChroma)
        case .oklab: xyzToOKLab(v)
        case .oklch: rectangularToPolar(v, achromaticChroma: oklchAchromaticChroma)
        }
    }

    @inline(__always)
    private static func encode(_ v: Vector, with transfer: (Double) -> Double) -> Vector {
        Vector(transfer(v.x), transfer(v.y), transfer(v.z))
    }

    // MARK: Transfer functions (extended to negative values by reflection, as CSS Color 4 does)

    /// The sRGB transfer function undone. A component that is exactly `k / 255` for a byte `k`
    /// (every hex color's) is looked up in ``linearSRGBBytes`` — the same formula's results,
    /// so the same bits — instead of paying for a `pow` each time.
    @inline(__always)
    static func linearizeSRGB(_ c: Double) -> Double {
        let scaled = c * 255
        if scaled >= 0, scaled <= 255 {
            let byte = Int(scaled.rounded())
            if Double(byte) / 255 == c { return linearSRGBBytes[byte] }
        }
        return linearizeSRGBFormula(c)
    }

    /// ``linearizeSRGB(_:)`` of `k / 255` for every byte `k`, computed by the formula.
    static let linearSRGBBytes: [Double] = (0...255).map { linearizeSRGBFormula(Double($0) / 255) }

    /// The sRGB transfer function undone, by CSS Color 4's formula.
    static func linearizeSRGBFormula(_ c: Double) -> Double {
        let magnitude = abs(c)
        if magnitude < 0.04045 { return c / 12.92 }
        let linear = pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    @inline(__always)
    static func encodeSRGB(_ c: Double) -> Double {
        let magnitude = abs(c)
        if magnitude > 0.0031308 {
            let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return c < 0 ? -encoded : encoded
        }
        return 12.92 * c
    }

    @inline(__always)
    static func linearizeA98(_ c: Double) -> Double {
        let linear = pow(abs(c), 563 / 256)
        return c < 0 ? -linear : linear
    }

    @inline(__always)
    static func encodeA98(_ c: Double) -> Double {
        let encoded = pow(abs(c), 256 / 563)
        return c < 0 ? -encoded : encoded
    }

    @inline(__always)
    static func linearizeProPhoto(_ c: Double) -> Double {
        let magnitude = abs(c)
        if magnitude <= 16 / 512 { return c / 16 }
        let linear = pow(magnitude, 1.8)
        return c < 0 ? -linear : linear
    }

    @inline(__always)
    static func encodeProPhoto(_ c: Double) -> Double {
        let magnitude = abs(c)
        if magnitude >= 1 / 512 {
            let encoded = pow(magnitude, 1 / 1.8)
            return c < 0 ? -encoded : encoded
        }
        return 16 * c
    }

    static let rec2020Alpha = 1.09929682680944
    static let rec2020Beta = 0.018053968510807

    @inline(__always)
    static func linearizeRec2020(_ c: Double) -> Double {
        let magnitude = abs(c)
        if magnitude < rec2020Beta * 4.5 { return c / 4.5 }
        let linear = pow((magnitude + rec2020Alpha - 1) / rec2020Alpha, 1 / 0.45)
        return c < 0 ? -linear : linear
    }

    @inline(__always)
    static func encodeRec2020(_ c: Double) -> Double {
        let magnitude = abs(c)
        if magnitude > rec2020Beta {
            let encoded = rec2020Alpha * pow(magnitude, 0.45) - (rec2020Alpha - 1)
            return c < 0 ? -encoded : encoded
        }
        return 4.5 * c
    }

    // MARK: RGB ↔ XYZ matrices (the exact rational forms of CSS Color 4's sample code)

    static let linearSRGBToXYZ = Matrix3(
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270]
    )
    static let xyzToLinearSRGB = Matrix3(
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667]
    )
    static let linearP3ToXYZ = Matrix3(
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800]
    )
    static let xyzToLinearP3 = Matrix3(
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415]
    )
    static let linearA98ToXYZ = Matrix3(
        [573536 / 994567, 263643 / 1420810, 187206 / 994567],
        [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
        [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835]
    )
    static let xyzToLinearA98 = Matrix3(
        [1829569 / 896150, -506331 / 896150, -308931 / 896150],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [16779 / 1248040, -147721 / 1248040, 1266979 / 1248040]
    )
    static let linearRec2020ToXYZ = Matrix3(
        [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
        [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
        [0, 19567812 / 697040785, 295819943 / 278816314]
    )
    static let xyzToLinearRec2020 = Matrix3(
        [30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100],
        [-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200],
        [792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125]
    )
    /// ProPhoto is defined relative to D50, so these map to and from XYZ-D50.
    static let linearProPhotoToXYZ = Matrix3(
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0.0, 0.0, 0.8251046025104602]
    )
    static let xyzToLinearProPhoto = Matrix3(
        [1.3457868816471583, -0.25557208737979464, -0.05110186497554526],
        [-0.5446307051249019, 1.5082477428451468, 0.02052744743642139],
        [0.0, 0.0, 1.2119675456389452]
    )

    // MARK: Chromatic adaptation (Bradford)

    /// Bradford adaptation between the D65 and D50 whites of 4-figure chromaticities (the
    /// matrices of the current CSS Color 4 sample code, mutual inverses to 2e-16).
    static let d65ToD50 = Matrix3(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )
    static let d50ToD65 = Matrix3(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )

    // MARK: CIE Lab (D50)

    /// The D50 white point from its 4-figure CIE x,y chromaticities, as CSS Color 4 defines it.
    static let d50White = Vector(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    static let labEpsilon = 216.0 / 24389.0
    static let labKappa = 24389.0 / 27.0

    static func xyzToLab(_ xyz: Vector) -> Vector {
        let scaled = xyz / d50White
        @inline(__always) func f(_ t: Double) -> Double {
            t > labEpsilon ? cbrt(t) : (labKappa * t + 16) / 116
        }
        let fx = f(scaled.x)
        let fy = f(scaled.y)
        let fz = f(scaled.z)
        return Vector(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func labToXYZ(_ lab: Vector) -> Vector {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let fx3 = fx * fx * fx
        let fz3 = fz * fz * fz
        let x = fx3 > labEpsilon ? fx3 : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
        let z = fz3 > labEpsilon ? fz3 : (116 * fz - 16) / labKappa
        return Vector(x, y, z) * d50White
    }

    // MARK: OKLab (matrices as recalculated in CSS Color 4 for a consistent D65 white)

    static let xyzToLMS = Matrix3(
        [0.8190224432164319, 0.3619062562801221, -0.12887378261216414],
        [0.0329836671980271, 0.9292868468965546, 0.03614466816999844],
        [0.048177199566046255, 0.26423952494422764, 0.6335478258136937]
    )
    static let lmsToOKLab = Matrix3(
        [0.2104542553, 0.7936177850, -0.0040720468],
        [1.9779984951, -2.4285922050, 0.4505937099],
        [0.0259040371, 0.7827717662, -0.8086757660]
    )
    static let lmsToXYZ = Matrix3(
        [1.2268798733741557, -0.5578149965554813, 0.28139105017721583],
        [-0.04057576262431372, 1.1122868293970594, -0.07171106666151701],
        [-0.07637294974672142, -0.4214933239627914, 1.5869240244272418]
    )
    static let okLabToLMS = Matrix3(
        [0.99999999845051981432, 0.39633779217376785678, 0.21580375806075880339],
        [1.0000000088817607767, -0.1055613423236563494, -0.063854174771705903402],
        [1.0000000546724109177, -0.089484182094965759684, -1.2914855378640917399]
    )

    static func xyzToOKLab(_ xyz: Vector) -> Vector {
        let lms = xyzToLMS(xyz)
        return lmsToOKLab(Vector(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    static func oklabToXYZ(_ lab: Vector) -> Vector {
        let lms = okLabToLMS(lab)
        return lmsToXYZ(lms * lms * lms)
    }

    // MARK: Polar forms

    /// Below this chroma an LCH color is treated as achromatic and its hue reported as 0
    /// (sRGB grays carry up to ~1e-5 of numerical chroma through the D65→D50 adaptation).
    static let lchAchromaticChroma = 0.0015
    /// Below this chroma an OKLCH color is treated as achromatic (sRGB grays carry ~4e-8).
    static let oklchAchromaticChroma = 0.000004

    static func rectangularToPolar(_ v: Vector, achromaticChroma: Double) -> Vector {
        let chroma = (v.y * v.y + v.z * v.z).squareRoot()
        if !(chroma >= achromaticChroma) { return Vector(v.x, chroma.isNaN ? 0 : chroma, 0) }
        var hue = atan2(v.z, v.y) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return Vector(v.x, chroma, hue)
    }

    static func polarToRectangular(_ v: Vector) -> Vector {
        let radians = v.z * Double.pi / 180
        return Vector(v.x, v.y * cos(radians), v.y * sin(radians))
    }

    // MARK: HSL and HWB (via sRGB)

    /// Hue in [0, 360), for any finite input.
    @inline(__always)
    static func normalizedHue(_ hue: Double) -> Double {
        guard hue.isFinite else { return 0 }
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        return h >= 360 ? 0 : h
    }

    /// Below this spread of the sRGB channels a color has no hue (CSS Color 4 uses 1e-5 in its
    /// `rgbToHwb`; the same bound serves `hsl`).
    static let achromaticSpread = 1.0 / 100_000

    static func hslToSRGB(_ hsl: Vector) -> Vector {
        let hue = normalizedHue(hsl.x)
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        let a = saturation * min(lightness, 1 - lightness)
        @inline(__always) func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Vector(channel(0), channel(8), channel(4))
    }

    /// Hue (degrees, 0 when achromatic), saturation and lightness (0–1) of sRGB `rgb`.
    static func srgbToHSL(_ rgb: Vector) -> Vector {
        let maximum = max(rgb.x, rgb.y, rgb.z)
        let minimum = min(rgb.x, rgb.y, rgb.z)
        let lightness = (minimum + maximum) / 2
        let spread = maximum - minimum
        var hue = 0.0
        var saturation = 0.0
        if spread != 0 {
            saturation = (lightness == 0 || lightness == 1)
                ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            if maximum == rgb.x {
                hue = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
            } else if maximum == rgb.y {
                hue = (rgb.z - rgb.x) / spread + 2
            } else {
                hue = (rgb.x - rgb.y) / spread + 4
            }
            hue *= 60
        }
        // Very out-of-gamut colors can produce a negative saturation: rotate the hue instead.
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        if !(spread >= achromaticSpread) { hue = 0 }
        return Vector(hue, saturation * 100, lightness * 100)
    }

    static func hwbToSRGB(_ hwb: Vector) -> Vector {
        let white = hwb.y / 100
        let black = hwb.z / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return Vector(gray, gray, gray)
        }
        let pure = hslToSRGB(Vector(hwb.x, 100, 50))
        return pure * (1 - white - black) + white
    }

    static func srgbToHWB(_ rgb: Vector) -> Vector {
        let hsl = srgbToHSL(rgb)
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        let hue = (white + black >= 1 - achromaticSpread) ? 0 : hsl.x
        return Vector(hue, white * 100, black * 100)
    }
}
