import ColorScience
import Diagnostics
import TokenModel

/// The visual properties of an element. Every field is optional, so the same type holds an
/// element's base style and a state's overrides (``ElementState``); ``overridden(by:)`` merges them.
public struct ElementStyle: Sendable, Hashable {
    /// Text / glyph color (`color:`): a solid color or a gradient.
    public var foreground: Fill?
    /// An input's placeholder color (`placeholder-color:`).
    public var placeholderColor: SpecValue<Color>?
    /// The element's own background (`background:`), what its text and children are painted on.
    public var background: Background?
    /// Opacity of the whole element, text and background alike (`opacity:`); compounds with
    /// ancestors' opacity.
    public var opacity: SpecValue<Double>?
    /// Border (`border:`).
    public var border: BorderSpec?
    /// Typography (`typography:`).
    public var typography: TypographySpec?
    /// Width (`width:`, or `size:` for both).
    public var width: SpecValue<Dimension>?
    /// Height (`height:`, or `size:` for both).
    public var height: SpecValue<Dimension>?
    /// Minimum height (`min-height:`), e.g. a button that grows with Dynamic Type.
    public var minHeight: SpecValue<Dimension>?
    /// Padding (`padding:`).
    public var padding: EdgeInsetsSpec?
    /// Spacing between children (`spacing:`).
    public var spacing: SpecValue<Dimension>?
    /// Corner radius (`corner-radius:`).
    public var cornerRadius: SpecValue<Dimension>?
    /// Drop shadow(s) (`shadow:`).
    public var shadow: SpecValue<[Shadow]>?
    /// Background blur behind the element (`backdrop-blur:`), glass panels.
    public var backdropBlur: SpecValue<Dimension>?
    /// Scale transform (`scale:`), e.g. 0.98 when pressed.
    public var scale: SpecValue<Double>?

    /// Creates a style; every property defaults to not written.
    public init(foreground: Fill? = nil, placeholderColor: SpecValue<Color>? = nil, background: Background? = nil,
                opacity: SpecValue<Double>? = nil, border: BorderSpec? = nil, typography: TypographySpec? = nil,
                width: SpecValue<Dimension>? = nil, height: SpecValue<Dimension>? = nil,
                minHeight: SpecValue<Dimension>? = nil, padding: EdgeInsetsSpec? = nil,
                spacing: SpecValue<Dimension>? = nil, cornerRadius: SpecValue<Dimension>? = nil,
                shadow: SpecValue<[Shadow]>? = nil, backdropBlur: SpecValue<Dimension>? = nil,
                scale: SpecValue<Double>? = nil) {
        self.foreground = foreground; self.placeholderColor = placeholderColor; self.background = background
        self.opacity = opacity; self.border = border; self.typography = typography
        self.width = width; self.height = height; self.minHeight = minHeight; self.padding = padding
        self.spacing = spacing; self.cornerRadius = cornerRadius; self.shadow = shadow
        self.backdropBlur = backdropBlur; self.scale = scale
    }

    /// This style with every property `overrides` writes taking precedence. Typography and
    /// border merge field by field; the rest replace whole.
    public func overridden(by overrides: ElementStyle) -> ElementStyle {
        var s = self
        if let v = overrides.foreground { s.foreground = v }
        if let v = overrides.placeholderColor { s.placeholderColor = v }
        if let v = overrides.background { s.background = v }
        if let v = overrides.opacity { s.opacity = v }
        if let v = overrides.border {
            if var b = s.border {
                if let base = v.base { b = BorderSpec(base: base, range: v.range) }
                if let c = v.color { b.color = c }
                if let w = v.width { b.width = w }
                if let st = v.style { b.style = st }
                if let o = v.opacity { b.opacity = o }
                s.border = b
            } else {
                s.border = v
            }
        }
        if let v = overrides.typography { s.typography = s.typography.map { $0.overridden(by: v) } ?? v }
        if let v = overrides.width { s.width = v }
        if let v = overrides.height { s.height = v }
        if let v = overrides.minHeight { s.minHeight = v }
        if let v = overrides.padding { s.padding = v }
        if let v = overrides.spacing { s.spacing = v }
        if let v = overrides.cornerRadius { s.cornerRadius = v }
        if let v = overrides.shadow { s.shadow = v }
        if let v = overrides.backdropBlur { s.backdropBlur = v }
        if let v = overrides.scale { s.scale = v }
        return s
    }

    /// The effective opacity of this element alone (1 when not written).
    public var effectiveOpacity: Double { opacity?.value ?? 1 }
}
