import ColorScience
import Diagnostics
import TokenModel

/// The visual properties of an element. Every field is optional, so the same type holds an
/// element's base style and a state's overrides (``ElementState``); ``overridden(by:)`` merges them.
public struct ElementStyle: Sendable, Hashable, CustomReflectable {
    /// The style's values, shared between copies until one of them is changed (a style is copied
    /// whenever an element's style is read, so a copy is one reference count). Each property is
    /// boxed on its own (``SharedValue``): most elements write three or four of the fifteen, and
    /// held inline the others took some 1.6 KB a style; a style made from another (an override,
    /// another mode) shares the boxes of the properties it keeps.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var foreground: SharedValue<Fill>? = nil
        @usableFromInline var placeholderColor: SharedValue<SpecValue<Color>>? = nil
        @usableFromInline var background: SharedValue<Background>? = nil
        @usableFromInline var opacity: SharedValue<SpecValue<Double>>? = nil
        @usableFromInline var border: SharedValue<BorderSpec>? = nil
        @usableFromInline var typography: SharedValue<TypographySpec>? = nil
        @usableFromInline var width: SharedValue<SpecValue<Dimension>>? = nil
        @usableFromInline var height: SharedValue<SpecValue<Dimension>>? = nil
        @usableFromInline var minHeight: SharedValue<SpecValue<Dimension>>? = nil
        @usableFromInline var padding: SharedValue<EdgeInsetsSpec>? = nil
        @usableFromInline var spacing: SharedValue<SpecValue<Dimension>>? = nil
        @usableFromInline var cornerRadius: SharedValue<SpecValue<Dimension>>? = nil
        @usableFromInline var shadow: SharedValue<SpecValue<[Shadow]>>? = nil
        @usableFromInline var backdropBlur: SharedValue<SpecValue<Dimension>>? = nil
        @usableFromInline var scale: SharedValue<SpecValue<Double>>? = nil
    }

    /// The shared, copy-on-write storage of ``Fields``.
    @usableFromInline
    final class Box: @unchecked Sendable {
        /// Read without the run-time exclusivity check a class's stored property costs (every
        /// rule reads every style's values through it: ~2 % of a lint's instructions): the box is
        /// only changed through ``makeUnique()`` by the one value that owns it, never while
        /// it is being read.
        @exclusivity(unchecked) @usableFromInline var fields: Fields
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
        @inlinable get { box.fields.foreground?.value }
        @inlinable set { makeUnique(); box.fields.foreground = newValue.map(SharedValue.init) }
    }
    /// An input's placeholder color (`placeholder-color:`).
    public var placeholderColor: SpecValue<Color>? {
        @inlinable get { box.fields.placeholderColor?.value }
        @inlinable set { makeUnique(); box.fields.placeholderColor = newValue.map(SharedValue.init) }
    }
    /// The element's own background (`background:`), what its text and children are painted on.
    public var background: Background? {
        @inlinable get { box.fields.background?.value }
        @inlinable set { makeUnique(); box.fields.background = newValue.map(SharedValue.init) }
    }
    /// Opacity of the whole element, text and background alike (`opacity:`); compounds with
    /// ancestors' opacity.
    public var opacity: SpecValue<Double>? {
        @inlinable get { box.fields.opacity?.value }
        @inlinable set { makeUnique(); box.fields.opacity = newValue.map(SharedValue.init) }
    }
    /// Border (`border:`).
    public var border: BorderSpec? {
        @inlinable get { box.fields.border?.value }
        @inlinable set { makeUnique(); box.fields.border = newValue.map(SharedValue.init) }
    }
    /// Typography (`typography:`).
    public var typography: TypographySpec? {
        @inlinable get { box.fields.typography?.value }
        @inlinable set { makeUnique(); box.fields.typography = newValue.map(SharedValue.init) }
    }
    /// Width (`width:`, or `size:` for both).
    public var width: SpecValue<Dimension>? {
        @inlinable get { box.fields.width?.value }
        @inlinable set { makeUnique(); box.fields.width = newValue.map(SharedValue.init) }
    }
    /// Height (`height:`, or `size:` for both).
    public var height: SpecValue<Dimension>? {
        @inlinable get { box.fields.height?.value }
        @inlinable set { makeUnique(); box.fields.height = newValue.map(SharedValue.init) }
    }
    /// Minimum height (`min-height:`), e.g. a button that grows with Dynamic Type.
    public var minHeight: SpecValue<Dimension>? {
        @inlinable get { box.fields.minHeight?.value }
        @inlinable set { makeUnique(); box.fields.minHeight = newValue.map(SharedValue.init) }
    }
    /// Padding (`padding:`).
    public var padding: EdgeInsetsSpec? {
        @inlinable get { box.fields.padding?.value }
        @inlinable set { makeUnique(); box.fields.padding = newValue.map(SharedValue.init) }
    }
    /// Spacing between children (`spacing:`).
    public var spacing: SpecValue<Dimension>? {
        @inlinable get { box.fields.spacing?.value }
        @inlinable set { makeUnique(); box.fields.spacing = newValue.map(SharedValue.init) }
    }
    /// Corner radius (`corner-radius:`).
    public var cornerRadius: SpecValue<Dimension>? {
        @inlinable get { box.fields.cornerRadius?.value }
        @inlinable set { makeUnique(); box.fields.cornerRadius = newValue.map(SharedValue.init) }
    }
    /// Drop shadow(s) (`shadow:`).
    public var shadow: SpecValue<[Shadow]>? {
        @inlinable get { box.fields.shadow?.value }
        @inlinable set { makeUnique(); box.fields.shadow = newValue.map(SharedValue.init) }
    }
    /// Background blur behind the element (`backdrop-blur:`), glass panels.
    public var backdropBlur: SpecValue<Dimension>? {
        @inlinable get { box.fields.backdropBlur?.value }
        @inlinable set { makeUnique(); box.fields.backdropBlur = newValue.map(SharedValue.init) }
    }
    /// Scale transform (`scale:`), e.g. 0.98 when pressed.
    public var scale: SpecValue<Double>? {
        @inlinable get { box.fields.scale?.value }
        @inlinable set { makeUnique(); box.fields.scale = newValue.map(SharedValue.init) }
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
        box = Box(Fields(foreground: foreground.map(SharedValue.init), placeholderColor: placeholderColor.map(SharedValue.init),
                         background: background.map(SharedValue.init), opacity: opacity.map(SharedValue.init),
                         border: border.map(SharedValue.init), typography: typography.map(SharedValue.init),
                         width: width.map(SharedValue.init), height: height.map(SharedValue.init),
                         minHeight: minHeight.map(SharedValue.init), padding: padding.map(SharedValue.init),
                         spacing: spacing.map(SharedValue.init), cornerRadius: cornerRadius.map(SharedValue.init),
                         shadow: shadow.map(SharedValue.init), backdropBlur: backdropBlur.map(SharedValue.init),
                         scale: scale.map(SharedValue.init)))
    }

    /// This style with every property `overrides` writes taking precedence. Typography and
    /// border merge field by field; the rest replace whole.
    public func overridden(by overrides: ElementStyle) -> ElementStyle {
        let o = overrides.box.fields
        var f = box.fields
        // Whole properties are taken over by sharing their boxes.
        if let v = o.foreground { f.foreground = v }
        if let v = o.placeholderColor { f.placeholderColor = v }
        if let v = o.background { f.background = v }
        if let v = o.opacity { f.opacity = v }
        if let v = o.border?.value {
            if var b = f.border?.value {
                if let base = v.base { b = BorderSpec(base: base, range: v.range) }
                if let c = v.color { b.color = c }
                if let w = v.width { b.width = w }
                if let st = v.style { b.style = st }
                if let op = v.opacity { b.opacity = op }
                f.border = SharedValue(b)
            } else {
                f.border = o.border
            }
        }
        if let v = o.typography { f.typography = f.typography.map { SharedValue($0.value.overridden(by: v.value)) } ?? v }
        if let v = o.width { f.width = v }
        if let v = o.height { f.height = v }
        if let v = o.minHeight { f.minHeight = v }
        if let v = o.padding { f.padding = v }
        if let v = o.spacing { f.spacing = v }
        if let v = o.cornerRadius { f.cornerRadius = v }
        if let v = o.shadow { f.shadow = v }
        if let v = o.backdropBlur { f.backdropBlur = v }
        if let v = o.scale { f.scale = v }
        var result = self
        result.box = Box(f)
        return result
    }

    /// The effective opacity of this element alone (1 when not written).
    public var effectiveOpacity: Double { box.fields.opacity?.value.value ?? 1 }

    /// The typography's ``TypographySpec/effectivePointsAndWeight``, read in its storage (nil
    /// without a typography).
    @inlinable public var typographyPointsAndWeight: (points: Double?, weight: Double?)? {
        guard let stored = box.fields.typography else { return nil }
        return TypographySpec.pointsAndWeight(of: stored.value)
    }

    /// Whether a foreground (`color:`) is written, without copying it.
    @inlinable public var hasForeground: Bool { box.fields.foreground != nil }

    /// Whether two styles are equal: the same values (shared storage is equal at once).
    public static func == (lhs: ElementStyle, rhs: ElementStyle) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the style's values.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Its values, as a stored-property struct would show them (in test failures, `dump`).
    public var customMirror: Mirror {
        let children: [Mirror.Child] = [
            ("foreground", foreground as Any), ("placeholderColor", placeholderColor as Any), ("background", background as Any),
            ("opacity", opacity as Any), ("border", border as Any), ("typography", typography as Any), ("width", width as Any),
            ("height", height as Any), ("minHeight", minHeight as Any), ("padding", padding as Any), ("spacing", spacing as Any),
            ("cornerRadius", cornerRadius as Any), ("shadow", shadow as Any), ("backdropBlur", backdropBlur as Any),
            ("scale", scale as Any),
        ]
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
