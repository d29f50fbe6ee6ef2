extension ColorSpace {
    /// Whether the space is cylindrical (one of its components is a hue angle in degrees).
    public var isPolar: Bool {
        hueIndex != nil
    }

    /// The index of the hue component (`0` for `hsl`/`hwb`, `2` for `lch`/`oklch`), or `nil` for
    /// rectangular spaces.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Whether the space has a gamut: its in-gamut colors are the RGB cube (`hsl` and `hwb` are
    /// the sRGB cube). `lab`, `lch`, `oklab`, `oklch` and the XYZ spaces have no gamut limits.
    public var hasGamutLimits: Bool {
        switch self {
        case .srgb, .srgbLinear, .hsl, .hwb, .displayP3, .a98RGB, .prophotoRGB, .rec2020: true
        case .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50: false
        }
    }

    /// The RGB space whose cube bounds this space's gamut: the space itself for RGB spaces,
    /// `srgb` for `hsl` and `hwb`, `nil` for spaces without gamut limits.
    public var gamutSpace: ColorSpace? {
        switch self {
        case .hsl, .hwb: .srgb
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: self
        case .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50: nil
        }
    }

    /// The names of the three components, as the DTCG Color Module and CSS Color 4 write them
    /// (`["r", "g", "b"]`, `["h", "s", "l"]`, `["l", "c", "h"]`, …).
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["r", "g", "b"]
        case .hsl: ["h", "s", "l"]
        case .hwb: ["h", "w", "b"]
        case .lab, .oklab: ["l", "a", "b"]
        case .lch, .oklch: ["l", "c", "h"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        }
    }

    /// The reference range of each component in DTCG units (what 0% and 100% mean). For `lab`
    /// and `oklab` a and b, and `lch`/`oklch` chroma, this is the CSS Color 4 percentage
    /// reference (±125, 150, ±0.4, 0.4), not a hard limit.
    public var componentReferenceRanges: [ClosedRange<Double>] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            [0...1, 0...1, 0...1]
        case .hsl, .hwb: [0...360, 0...100, 0...100]
        case .lab: [0...100, -125...125, -125...125]
        case .lch: [0...100, 0...150, 0...360]
        case .oklab: [0...1, -0.4...0.4, -0.4...0.4]
        case .oklch: [0...1, 0...0.4, 0...360]
        }
    }

    /// The identifier CSS Color 4 uses for this space inside `color()`, or `nil` for spaces
    /// that have their own function (`hsl()`, `lab()`, …).
    public var cssPredefinedName: String? {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            rawValue
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: nil
        }
    }
}
