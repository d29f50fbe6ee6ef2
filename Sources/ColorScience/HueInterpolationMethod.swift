/// How hue angles are interpolated in polar spaces (CSS Color 4 § 12.4).
public enum HueInterpolationMethod: String, Sendable, Hashable, CaseIterable {
    /// The arc of at most 180° (the CSS default).
    case shorter
    /// The arc of at least 180°.
    case longer
    /// Hue only grows (wrapping past 360°).
    case increasing
    /// Hue only shrinks (wrapping past 0°).
    case decreasing

    /// The two hues (degrees, in [0, 360)) adjusted so that plain linear interpolation between
    /// them follows this method's arc.
    func fixUp(_ h1: Double, _ h2: Double) -> (Double, Double) {
        var a = h1
        var b = h2
        let difference = b - a
        switch self {
        case .shorter:
            if difference > 180 {
                a += 360
            } else if difference < -180 {
                b += 360
            }
        case .longer:
            if difference > 0 && difference < 180 {
                a += 360
            } else if difference > -180 && difference <= 0 {
                b += 360
            }
        case .increasing:
            if b < a { b += 360 }
        case .decreasing:
            if a < b { a += 360 }
        }
        return (a, b)
    }
}
