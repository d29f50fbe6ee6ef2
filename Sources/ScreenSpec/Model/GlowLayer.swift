import ColorScience
import Diagnostics
import TokenModel

/// A blurred glow: a soft colored ellipse painted in a background stack (Laten's purple and blue
/// orbs). Its opacity is the layer's ``BackgroundLayer/opacity``.
public struct GlowLayer: Sendable, Hashable {
    /// The glow's color.
    public var color: SpecValue<Color>
    /// The glow's width (its diameter when it is a circle).
    public var width: SpecValue<Dimension>?
    /// The glow's height (equal to the width when only `size` is written).
    public var height: SpecValue<Dimension>?
    /// Where its center sits in the area it is painted on.
    public var center: UnitPoint
    /// The blur radius.
    public var blur: SpecValue<Dimension>?

    /// Creates a glow.
    public init(color: SpecValue<Color>, width: SpecValue<Dimension>? = nil, height: SpecValue<Dimension>? = nil,
                center: UnitPoint = .center, blur: SpecValue<Dimension>? = nil) {
        self.color = color; self.width = width; self.height = height; self.center = center; self.blur = blur
    }
}
