import ColorScience
import Diagnostics
import TokenModel

/// The visual properties of an element. Every field is optional, so the same type holds an
/// element's base style and a state's overrides (``ElementState``); ``overridden(by:)`` merges them.
public struct ElementStyle: Sendable, Hashable, CustomReflectable {
    /// The style's values, shared between copies until one of them is changed: a style is large
    /// (every property is optional and held inline) and is copied whenever an element's style is
    /// read, so a copy is one reference count instead of some 1.6 KB and a count per value.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var foreground: Fill? = nil
        @usableFromInline var placeholderColor: SpecValue<Color>? = nil
        @usableFromInline var background: Background? = nil
        @usableFromInline var opacity: SpecValue<Double>? = nil
        @usableFromInline var border: BorderSpec? = nil
        @usableFromInline var typography: TypographySpec? = nil
        @usableFromInline var width: SpecValue<Dimension>? = nil
        @usableFromInline var height: SpecValue<Dimension>? = nil
        @usableFromInline var minHeight: SpecValue<Dimension>? = nil
        @usableFromInline var padding: EdgeInsetsSpec? = nil
        @usableFromInline var spacing: SpecValue<Dimension>? = nil
        @usableFromInline var cornerRadius: SpecValue<Dimension>? = nil
        @usableFromInline var shadow: SpecValue<[Shadow]>? = nil
        @usableFromInline var backdropBlur: SpecValue<Dimension>? = nil
        @usableFromInline var scale: SpecValue<Double>? = nil
    }

    /// The shared, copy-on-write storage of ``Fields``.
    @usableFromInline
    final class Box: @unchecked Sendable {
        @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    /// The values, shared with the copies of this style.
    @usableFromInline var box: Box

    /// Gives this style its own box before a change, when other copies share it.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// Text / glyph color (`color:`): a solid color or a gradient.
    public var foreground: Fill? {
        @inlinable get { box.fields.foreground }
        @inlinable _modify { makeUnique(); yield &box.fields.foreground }
    }
    /// An input's placeholder color (`placeholder-color:`).
    public var placeholderColor: SpecValue<Color>? {
        @inlinable get { box.fields.placeholderColor }
        @inlinable _modify { makeUnique(); yield &box.fields.placeholderColor }
    }
    /// The element's own background (`background:`), what its text and children are painted on.
    public var background: Background? {
        @inlinable get { box.fields.background }
        @inlinable _modify { makeUnique(); yield &box.fields.background }
    }
    /// Opacity of the whole element, text and background alike (`opacity:`); compounds with
    /// ancestors' opacity.
    public var opacity: SpecValue<Double>? {
        @inlinable get { box.fields.opacity }
        @inlinable _modify { makeUnique(); yield &box.fields.opacity }
    }
    /// Border (`border:`).
    public var border: BorderSpec? {
        @inlinable get { box.fields.border }
        @inlinable _modify { makeUnique(); yield &box.fields.border }
    }
    /// Typography (`typography:`).
    public var typography: TypographySpec? {
        @inlinable get { box.fields.typography }
        @inlinable _modify { makeUnique(); yield &box.fields.typography }
    }
    /// Width (`width:`, or `size:` for both).
    public var width: SpecValue<Dimension>? {
        @inlinable get { box.fields.width }
        @inlinable _modify { makeUnique(); yield &box.fields.width }
    }
    /// Height (`height:`, or `size:` for both).
    public var height: SpecValue<Dimension>? {
        @inlinable get { box.fields.height }
        @inlinable _modify { makeUnique(); yield &box.fields.height }
    }
    /// Minimum height (`min-height:`), e.g. a button that grows with Dynamic Type.
    public var minHeight: SpecValue<Dimension>? {
        @inlinable get { box.fields.minHeight }
        @inlinable _modify { makeUnique(); yield &box.fields.minHeight }
    }
    /// Padding (`padding:`).
    public var padding: EdgeInsetsSpec? {
        @inlinable get { box.fields.padding }
        @inlinable _modify { makeUnique(); yield &box.fields.padding }
    }
    /// Spacing between children (`spacing:`).
    public var spacing: SpecValue<Dimension>? {
        @inlinable get { box.fields.spacing }
        @inlinable _modify { makeUnique(); yield &box.fields.spacing }
    }
    /// Corner radius (`corner-radius:`).
    public var cornerRadius: SpecValue<Dimension>? {
        @inlinable get { box.fields.cornerRadius }
        @inlinable _modify { makeUnique(); yield &box.fields.cornerRadius }
    }
    /// Drop shadow(s) (`shadow:`).
    public var shadow: SpecValue<[Shadow]>? {
        @inlinable get { box.fields.shadow }
        @inlinable _modify { makeUnique(); yield &box.fields.shadow }
    }
    /// Background blur behind the element (`backdrop-blur:`), glass panels.
    public var backdropBlur: SpecValue<Dimension>? {
        @inlinable get { box.fields.backdropBlur }
        @inlinable _modify { makeUnique(); yield &box.fields.backdropBlur }
    }
    /// Scale transform (`scale:`), e.g. 0.98 when pressed.
    public var scale: SpecValue<Double>? {
        @inlinable get { box.fields.scale }
        @inlinable _modify { makeUnique(); yield &box.fields.scale }
    }

    /// Creates a style; every property defaults to not written.
    public init(foreground: Fill? = nil, placeholderColor: SpecValue<Color>? = nil, background: Background? = nil,
                opacity: SpecValue<Double>? = nil, border: BorderSpec? = nil, typography: TypographySpec? = nil,
                width: SpecValue<Dimension>? = nil, height: SpecValue<Dimension>? = nil,
                minHeight: SpecValue<Dimension>? = nil, padding: EdgeInsetsSpec? = nil,
                spacing: SpecValue<Dimension>? = nil, cornerRadius: SpecValue<Dimension>? = nil,
                shadow: SpecValue<[Shadow]>? = nil, backdropBlur: SpecValue<Dimension>? = nil,
                scale: SpecValue<Double>? = nil) {
        // Every style has a box of its own from the start. (A static empty box shared by all
        // would save an allocation, but its safety rests on `isKnownUniquelyReferenced` never
        // taking a statically initialized object for unique; not worth relying on.)
        box = Box(Fields(foreground: foreground, placeholderColor: placeholderColor, background: background,
                         opacity: opacity, border: border, typography: typography, width: width, height: height,
                         minHeight: minHeight, padding: padding, spacing: spacing, cornerRadius: cornerRadius,
                         shadow: shadow, backdropBlur: backdropBlur, scale: scale))
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

    /// Whether two styles are equal: the same values (shared storage is equal at once).
    public static func == (lhs: ElementStyle, rhs: ElementStyle) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the style's values.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Its values, as a stored-property struct would show them (in test failures, `dump`).
    public var customMirror: Mirror { Mirror(self, children: Mirror(reflecting: box.fields).children, displayStyle: .struct) }
}
