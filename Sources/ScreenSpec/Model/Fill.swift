import ColorScience

/// What a surface or a glyph is painted with: a solid color or a gradient.
public enum Fill: Sendable, Hashable {
    /// A solid color (its alpha is part of the color).
    case color(SpecValue<Color>)
    /// A gradient.
    case gradient(GradientSpec)

    /// Every color the fill can show, stops included (for a solid color, that color).
    public var colors: [Color] {
        switch self {
        case .color(let value): return [value.value]
        case .gradient(let gradient): return gradient.stops.map(\.color.value)
        }
    }
}
