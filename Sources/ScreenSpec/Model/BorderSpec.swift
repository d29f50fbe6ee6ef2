import ColorScience
import Diagnostics
import TokenModel

/// An element's border (an input's outline, a card's hairline, a focus ring).
///
/// Written `border: "{border.input}"` (a border token), or
/// `border: { color: "{color.border}", width: 1pt, style: solid }`, or both:
/// `border: { base: "{border.input}", color: "{color.focus}" }`, with an optional `opacity: 0.5`.
public struct BorderSpec: Sendable, Hashable {
    /// The border token (or literal composite) the fields start from.
    public var base: SpecValue<Border>?
    /// The stroke color, overriding the base's.
    public var color: SpecValue<Color>?
    /// The stroke width, overriding the base's.
    public var width: SpecValue<Dimension>?
    /// The stroke style, overriding the base's.
    public var style: StrokeStyle?
    /// Opacity of the stroke (`opacity:`, "border at 50%"), multiplied into the color's alpha.
    public var opacity: SpecValue<Double>?
    /// Where the border is written.
    public var range: SourceRange

    /// Creates a border spec.
    public init(base: SpecValue<Border>? = nil, color: SpecValue<Color>? = nil, width: SpecValue<Dimension>? = nil,
                style: StrokeStyle? = nil, range: SourceRange) {
        self.base = base; self.color = color; self.width = width; self.style = style; self.range = range
    }

    /// The color in effect, with ``opacity`` multiplied into its alpha.
    public var effectiveColor: Color? {
        guard let c = color?.value ?? base?.value.color else { return nil }
        guard let opacity else { return c }
        return c.multiplyingAlpha(opacity.value)
    }
    /// The width in effect.
    public var effectiveWidth: Dimension? { width?.value ?? base?.value.width }
    /// Where the color in effect is written (the color field, else the base).
    public var colorRange: SourceRange { color?.range ?? base?.range ?? range }
}
