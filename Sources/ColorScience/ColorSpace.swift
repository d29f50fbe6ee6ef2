/// The color spaces of the DTCG Color Module 2025.10 (the same as CSS Color 4 `color()` plus the
/// polar and perceptual forms).
public enum ColorSpace: String, CaseIterable, Sendable, Hashable, Codable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}
