import Foundation

/// Contrast between two colors: the WCAG 2.x ratio and APCA's lightness contrast.
///
/// Both measures are defined on sRGB. A color is first converted to sRGB and, when outside
/// it, gamut mapped with ``Color/gamutMapped(to:)`` (what a browser would show on an sRGB
/// display). Nothing is rounded to 8 bits.
public enum Contrast {
    /// WCAG 2.x relative luminance (0 for black, 1 for white) of the color's sRGB form.
    ///
    /// Linearization uses the sRGB standard's threshold 0.04045 (WCAG 2.x's text says 0.03928,
    /// a typo inherited from an old sRGB draft; no 8-bit value falls between the two, so results
    /// for 8-bit colors are identical). Coefficients 0.2126, 0.7152, 0.0722. Alpha is ignored.
    public static func relativeLuminance(_ color: Color) -> Double {
        luminance(ofSRGB: displayedSRGB(color))
    }

    /// The WCAG 2.x contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, from 1 to 21.
    ///
    /// For opaque colors the order does not matter. If `foreground` is translucent it is first
    /// composited over `background` (that is what is seen); the background's own alpha is
    /// ignored (treated as opaque) — composite it over its backdrop first if that matters.
    public static func wcagRatio(_ foreground: Color, _ background: Color) -> Double {
        let (text, backdrop) = visiblePair(foreground, background)
        let a = luminance(ofSRGB: text)
        let b = luminance(ofSRGB: backdrop)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A background prepared for many ``wcagRatio(_:over:)`` measurements against it: its
    /// displayed sRGB form and luminance, worked out once.
    public struct PreparedBackground: Sendable {
        /// The background.
        public let color: Color
        let srgb: SIMD3<Double>
        let luminance: Double

        /// Prepares `color` (taken as opaque, as ``wcagRatio(_:_:)`` takes a background).
        public init(_ color: Color) {
            self.color = color
            srgb = displayedSRGB(color)
            luminance = Contrast.luminance(ofSRGB: srgb)
        }
    }

    /// ``wcagRatio(_:_:)`` against a prepared background: the same figure, from the same steps.
    public static func wcagRatio(_ foreground: Color, over background: PreparedBackground) -> Double {
        var text = displayedSRGB(foreground)
        let alpha = foreground.clampedAlpha
        if alpha < 1 {
            text = text * alpha + background.srgb * (1 - alpha)
        }
        let a = luminance(ofSRGB: text)
        let b = background.luminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// APCA lightness contrast Lc (APCA-W3 0.0.98G-4g, the constants of apca-w3 0.1.x): positive
    /// for dark text on a light background, negative for light text on a dark one, roughly
    /// −108…106; 0 when the two are too close to judge.
    ///
    /// Screen luminance uses the sRGB coefficients 0.2126729, 0.7151522, 0.0721750 with a simple
    /// 2.4 gamma. A translucent `text` is composited over `background` first (as the reference's
    /// `calcAPCA` does, without its rounding to 8 bits); the background's alpha is ignored.
    public static func apcaLc(text: Color, background: Color) -> Double {
        let (foreground, backdrop) = visiblePair(text, background)
        return apcaContrast(textY: apcaScreenLuminance(foreground), backgroundY: apcaScreenLuminance(backdrop))
    }

    // MARK: Internals

    /// The color's gamma-encoded sRGB components as shown on an sRGB display (gamut mapped).
    static func displayedSRGB(_ color: Color) -> SIMD3<Double> {
        Color.gamutMap(color.vector, from: color.space, into: .srgb)
    }

    /// The foreground as seen over the (opaque) background, and the background, both in sRGB.
    static func visiblePair(_ foreground: Color, _ background: Color) -> (SIMD3<Double>, SIMD3<Double>) {
        let backdrop = displayedSRGB(background)
        var text = displayedSRGB(foreground)
        let alpha = foreground.clampedAlpha
        if alpha < 1 {
            text = text * alpha + backdrop * (1 - alpha)
        }
        return (text, backdrop)
    }

    static func luminance(ofSRGB rgb: SIMD3<Double>) -> Double {
        let linear = SIMD3(
            ColorConversion.linearizeSRGB(rgb.x),
            ColorConversion.linearizeSRGB(rgb.y),
            ColorConversion.linearizeSRGB(rgb.z)
        )
        return (linear * SIMD3(0.2126, 0.7152, 0.0722)).sum()
    }

    static func apcaScreenLuminance(_ rgb: SIMD3<Double>) -> Double {
        0.2126729 * pow(rgb.x, 2.4) + 0.7151522 * pow(rgb.y, 2.4) + 0.0721750 * pow(rgb.z, 2.4)
    }

    /// APCA-W3 `APCAcontrast(txtY, bgY)` with the 0.0.98G-4g constants.
    static func apcaContrast(textY: Double, backgroundY: Double) -> Double {
        let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
        let blkThrs = 0.022, blkClmp = 1.414
        let scaleBoW = 1.14, scaleWoB = 1.14
        let loBoWoffset = 0.027, loWoBoffset = 0.027
        let deltaYmin = 0.0005, loClip = 0.1

        guard textY.isFinite, backgroundY.isFinite,
              min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else { return 0 }

        let txtY = textY > blkThrs ? textY : textY + pow(blkThrs - textY, blkClmp)
        let bgY = backgroundY > blkThrs ? backgroundY : backgroundY + pow(blkThrs - backgroundY, blkClmp)
        if abs(bgY - txtY) < deltaYmin { return 0 }

        let output: Double
        if bgY > txtY {
            let sapc = (pow(bgY, normBG) - pow(txtY, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWoffset
        } else {
            let sapc = (pow(bgY, revBG) - pow(txtY, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBoffset
        }
        return output * 100
    }
}
