import ColorScience
import Diagnostics
import TokenModel

/// A start or end value of an animated property.
public enum AnimationValue: Sendable, Hashable {
    /// The kind of value a property takes.
    public enum Kind: String, Sendable, Hashable {
        /// A plain number (opacity, scale, degrees of rotation, progress).
        case number
        /// A length.
        case dimension
        /// A color.
        case color
        /// A shadow (one or several layers), e.g. a pulsing glow between two shadow tokens.
        case shadow
    }
    /// A number (opacity, scale, rotation in degrees).
    case number(SpecValue<Double>)
    /// A length (offsets, blur, sizes).
    case dimension(SpecValue<Dimension>)
    /// A color.
    case color(SpecValue<Color>)
    /// A shadow.
    case shadow(SpecValue<[Shadow]>)

    /// Where the value is written.
    public var range: SourceRange {
        switch self {
        case .number(let v): return v.range
        case .dimension(let v): return v.range
        case .color(let v): return v.range
        case .shadow(let v): return v.range
        }
    }

    /// The value as a number: the number, a length in points, nil for a color or shadow.
    public var numericValue: Double? {
        switch self {
        case .number(let v): return v.value
        case .dimension(let v): return v.value.points
        case .color, .shadow: return nil
        }
    }
}
