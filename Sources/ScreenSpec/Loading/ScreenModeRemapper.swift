import ColorScience
import Diagnostics
import TokenModel

/// Makes a document's ``Screen`` in another mode from the one already decoded, without reading
/// the YAML again: the structure, literals, ranges and problems of a spec are the same in every
/// mode; only the values of `{token}` references change.
///
/// Every `{token}` value of the screen takes the token's value in the new mode. That is exactly
/// what decoding again would give when the decoder used the token values of its mode for nothing
/// else; where it did (``ScreenDecoder/opaqueTokens``: copies, gradient tokens' stops, stroke
/// styles, aliases inside literals, values of the wrong type), those tokens must have the same
/// value in both modes. When they do not, or a new value does not fit its property, ``remap(_:)``
/// gives nil and the document is decoded again in that mode.
struct ScreenModeRemapper {
    let system: ResolvedSystem
    /// The mode the screen was decoded in.
    let fromMode: Int
    /// The mode wanted.
    let toMode: Int
    /// Whether each token of the system (by index) has another value in ``toMode`` than in ``fromMode``.
    let changed: [Bool]
    /// Set when a value cannot be carried over.
    private var failed = false
    /// Counts the values changed so far (a part is stored back only when it changed).
    private var changes = 0

    /// Creates a remapper; `changed` is ``changedTokens(in:from:to:)`` for these modes (made
    /// here when not given).
    init(system: ResolvedSystem, from fromMode: Int, to toMode: Int, changed: [Bool]? = nil) {
        self.system = system; self.fromMode = fromMode; self.toMode = toMode
        self.changed = changed ?? Self.changedTokens(in: system, from: fromMode, to: toMode)
    }

    /// Whether each token of a system (by index) has another value in mode `to` than in mode `from`.
    static func changedTokens(in system: ResolvedSystem, from: Int, to: Int) -> [Bool] {
        system.tokens.map { token in
            let values = token.values
            let a = values.indices.contains(from) ? values[from] : values[0]
            let b = values.indices.contains(to) ? values[to] : values[0]
            return a != b
        }
    }

    /// The screen in ``toMode``, or nil when it has to be decoded again. `opaqueTokens` are the
    /// decoder's ``ScreenDecoder/opaqueTokens``; `mode` is the name the decoder gives the mode.
    mutating func remap(_ screen: Screen, opaqueTokens: [Int], mode: String) -> Screen? {
        for i in opaqueTokens where changed[i] { return nil }
        var result = screen
        result.mode = mode
        result.modeIndex = toMode
        var before = changes
        let background = screen.background.map { layer($0) }
        if changes != before { result.background = background }
        before = changes
        let elements = self.elements(screen.elements)
        if changes != before { result.elements = elements }
        before = changes
        let animations = screen.animations.map { animation($0) }
        if changes != before { result.animations = animations }
        before = changes
        let navigation = screen.navigation.map { self.navigation($0) }
        if changes != before { result.navigation = navigation }
        // The occurrences are remapped when first read (the rules that read them skip this screen).
        result.remapValues(RemappedValues(base: screen.values, system: system, toMode: toMode, changed: changed))
        // Set last: the assignments above clear it.
        result.provenance.remapped = true
        return failed ? nil : result
    }

    /// The value in ``toMode`` of the token at index `i`.
    private func newValue(_ i: Int) -> TokenValue {
        let values = system.tokens[i].values
        return values.indices.contains(toMode) ? values[toMode] : values[0]
    }

    // MARK: - Values

    /// Whether a value is a reference to a token whose value differs in the new mode: when no
    /// value of a part is, the part is kept as it is without being rebuilt to find that out.
    @inline(__always)
    private func refersToChanged<T>(_ value: SpecValue<T>?) -> Bool {
        guard let path = value?.tokenPath, let i = system.tokenIndex(of: path) else { return false }
        return changed[i]
    }

    private func refersToChanged(_ value: AnimationValue?) -> Bool {
        switch value {
        case .number(let v)?: return refersToChanged(v)
        case .dimension(let v)?: return refersToChanged(v)
        case .color(let v)?: return refersToChanged(v)
        case .shadow(let v)?: return refersToChanged(v)
        case nil: return false
        }
    }

    /// A value in the new mode: a reference whose token changed takes the new value (nil when it
    /// no longer fits); everything else is kept.
    @inline(__always)
    private mutating func spec<T>(_ value: SpecValue<T>, _ extract: (TokenValue) -> T?) -> SpecValue<T> {
        guard let path = value.tokenPath, let i = system.tokenIndex(of: path), changed[i] else { return value }
        guard let payload = extract(newValue(i)) else {
            failed = true
            return value
        }
        changes += 1
        var result = value
        result.value = payload
        return result
    }

    @inline(__always)
    private mutating func spec<T>(_ value: SpecValue<T>?, _ extract: (TokenValue) -> T?) -> SpecValue<T>? {
        value.map { spec($0, extract) }
    }

    private mutating func color(_ v: SpecValue<Color>?) -> SpecValue<Color>? {
        spec(v) { if case .color(let c) = $0 { return c } else { return nil } }
    }

    private mutating func color(_ v: SpecValue<Color>) -> SpecValue<Color> {
        spec(v) { if case .color(let c) = $0 { return c } else { return nil } }
    }

    /// A length's payload (a dimension or a blur radius).
    private static func dimensionPayload(_ value: TokenValue) -> Dimension? {
        switch value {
        case .dimension(let d), .blur(let d): return d
        default: return nil
        }
    }

    /// A number's payload (a number or an opacity).
    private static func numberPayload(_ value: TokenValue) -> Double? {
        switch value {
        case .opacity(let n), .number(let n): return n
        default: return nil
        }
    }

    /// A shadow's payload.
    private static func shadowPayload(_ value: TokenValue) -> [Shadow]? {
        if case .shadow(let s) = value { return s } else { return nil }
    }

    private mutating func dimension(_ v: SpecValue<Dimension>?) -> SpecValue<Dimension>? {
        spec(v, Self.dimensionPayload)
    }

    private mutating func number(_ v: SpecValue<Double>?) -> SpecValue<Double>? {
        spec(v, Self.numberPayload)
    }

    /// A duration's payload.
    private static func durationPayload(_ value: TokenValue) -> Duration? {
        if case .duration(let d) = value { return d } else { return nil }
    }

    private mutating func duration(_ v: SpecValue<Duration>?) -> SpecValue<Duration>? {
        spec(v, Self.durationPayload)
    }

    private mutating func shadow(_ v: SpecValue<[Shadow]>?) -> SpecValue<[Shadow]>? {
        spec(v, Self.shadowPayload)
    }

    // MARK: - Structure

    private mutating func elements(_ elements: [Element]) -> [Element] {
        var result = elements
        for i in result.indices {
            let before = changes
            let element = self.element(elements[i])
            if changes != before { result[i] = element }
        }
        return result
    }

    private mutating func element(_ element: Element) -> Element {
        var result = element
        var before = changes
        let style = self.style(element.style)
        if changes != before { result.style = style }
        before = changes
        let haptic = spec(element.haptic) { if case .haptic(let h) = $0 { return h } else { return nil } }
        if changes != before { result.haptic = haptic }
        before = changes
        var states = element.states
        for i in states.indices { states[i].style = self.style(states[i].style) }
        if changes != before { result.states = states }
        before = changes
        let animations = element.animations.map { animation($0) }
        if changes != before { result.animations = animations }
        before = changes
        let navigation = element.navigation.map { self.navigation($0) }
        if changes != before { result.navigation = navigation }
        before = changes
        let children = elements(element.children)
        if changes != before { result.children = children }
        return result
    }

    /// A style in the new mode; the same style (its storage shared) when none of its values
    /// changes, and otherwise one sharing the boxes of the properties that do not change.
    private mutating func style(_ style: ElementStyle) -> ElementStyle {
        var result = style
        if let v = changed(style.foreground, { $0.fill($1) }) { result.foreground = v }
        if let v = changed(style.placeholderColor, { $0.color($1) }) { result.placeholderColor = v }
        if let old = style.background, let layers = changed(old.layers, { r, layers in layers.map { r.layer($0) } }) {
            var background = old
            background.layers = layers
            result.background = background
        }
        if let v = changed(style.opacity, { $0.spec($1, Self.numberPayload) }) { result.opacity = v }
        if let v = changed(style.border, { r, old in
            var border = old
            border.base = r.spec(old.base) { if case .border(let b) = $0 { return b } else { return nil } }
            border.color = r.color(old.color)
            border.width = r.dimension(old.width)
            border.opacity = r.number(old.opacity)
            return border
        }) { result.border = v }
        if let t = style.typography,
           refersToChanged(t.base) || refersToChanged(t.fontFamily) || refersToChanged(t.fontSize)
            || refersToChanged(t.fontWeight) || refersToChanged(t.letterSpacing) || refersToChanged(t.lineHeight),
           let v = changed(style.typography, { r, old in
            var typography = old
            typography.base = r.spec(old.base) { if case .typography(let t) = $0 { return t } else { return nil } }
            typography.fontFamily = r.spec(old.fontFamily) { if case .fontFamily(let f) = $0 { return f } else { return nil } }
            typography.fontSize = r.dimension(old.fontSize)
            typography.fontWeight = r.spec(old.fontWeight) { if case .fontWeight(let w) = $0 { return w } else { return nil } }
            typography.letterSpacing = r.dimension(old.letterSpacing)
            typography.lineHeight = r.number(old.lineHeight)
            return typography
        }) { result.typography = v }
        if let v = changed(style.width, { $0.spec($1, Self.dimensionPayload) }) { result.width = v }
        if let v = changed(style.height, { $0.spec($1, Self.dimensionPayload) }) { result.height = v }
        if let v = changed(style.minHeight, { $0.spec($1, Self.dimensionPayload) }) { result.minHeight = v }
        if let p = style.padding,
           refersToChanged(p.top) || refersToChanged(p.leading) || refersToChanged(p.bottom) || refersToChanged(p.trailing),
           let v = changed(style.padding, { r, old in
            var padding = old
            padding.top = r.dimension(old.top)
            padding.leading = r.dimension(old.leading)
            padding.bottom = r.dimension(old.bottom)
            padding.trailing = r.dimension(old.trailing)
            return padding
        }) { result.padding = v }
        if let v = changed(style.spacing, { $0.spec($1, Self.dimensionPayload) }) { result.spacing = v }
        if let v = changed(style.cornerRadius, { $0.spec($1, Self.dimensionPayload) }) { result.cornerRadius = v }
        if let v = changed(style.shadow, { $0.spec($1, Self.shadowPayload) }) { result.shadow = v }
        if let v = changed(style.backdropBlur, { $0.spec($1, Self.dimensionPayload) }) { result.backdropBlur = v }
        if let v = changed(style.scale, { $0.spec($1, Self.numberPayload) }) { result.scale = v }
        return result
    }

    /// `transform(value)` when `value` is written and the transform changes something; nil when
    /// it keeps the value as it is.
    @inline(__always)
    private mutating func changed<T>(_ value: T?, _ transform: (inout ScreenModeRemapper, T) -> T) -> T? {
        guard let value else { return nil }
        let before = changes
        let new = transform(&self, value)
        return changes != before ? new : nil
    }

    private mutating func fill(_ fill: Fill) -> Fill {
        switch fill {
        case .color(let c): return .color(color(c))
        case .gradient(let g): return .gradient(gradient(g))
        }
    }

    private mutating func gradient(_ gradient: GradientSpec) -> GradientSpec {
        var g = gradient
        for i in g.stops.indices { g.stops[i].color = color(g.stops[i].color) }
        return g
    }

    private mutating func layer(_ layer: BackgroundLayer) -> BackgroundLayer {
        var l = layer
        switch layer.content {
        case .fill(let f): l.content = .fill(fill(f))
        case .glow(var glow):
            glow.color = color(glow.color)
            glow.width = dimension(glow.width)
            glow.height = dimension(glow.height)
            glow.blur = dimension(glow.blur)
            l.content = .glow(glow)
        }
        l.opacity = number(layer.opacity)
        l.animations = layer.animations.map { animation($0) }
        return l
    }

    /// An animation in the new mode; the same animation (its storage shared) when none of its
    /// values changes.
    private mutating func animation(_ animation: ElementAnimation) -> ElementAnimation {
        var a = animation
        // The animated values are copied and rebuilt only when one of them changes.
        if animation.properties.contains(where: { refersToChanged($0.from) || refersToChanged($0.to) }) {
            let before = changes
            var properties = animation.properties
            for i in properties.indices {
                properties[i].from = properties[i].from.map { animationValue($0) }
                properties[i].to = properties[i].to.map { animationValue($0) }
            }
            if changes != before { a.properties = properties }
        }
        if let v = changed(animation.duration, { $0.spec($1, Self.durationPayload) }) { a.duration = v }
        if let v = changed(animation.delay, { $0.spec($1, Self.durationPayload) }) { a.delay = v }
        if let v = changed(animation.stagger, { $0.spec($1, Self.durationPayload) }) { a.stagger = v }
        if let v = changed(animation.easing, { r, old in r.spec(old) { if case .cubicBezier(let c) = $0 { return c } else { return nil } } }) {
            a.easing = v
        }
        if let v = changed(animation.spring, { r, old in r.spec(old) { if case .spring(let s) = $0 { return s } else { return nil } } }) {
            a.spring = v
        }
        if let v = changed(animation.transition, { r, old in r.spec(old) { if case .transition(let t) = $0 { return t } else { return nil } } }) {
            a.transition = v
        }
        if case .replacement(let alternative) = animation.reducedMotion, let v = changed(alternative, { $0.animation($1) }) {
            a.reducedMotion = .replacement(v)
        }
        return a
    }

    private mutating func animationValue(_ value: AnimationValue) -> AnimationValue {
        switch value {
        case .number(let v): return .number(number(v) ?? v)
        case .dimension(let v): return .dimension(dimension(v) ?? v)
        case .color(let v): return .color(color(v))
        case .shadow(let v): return .shadow(shadow(v) ?? v)
        }
    }

    private mutating func navigation(_ navigation: Navigation) -> Navigation {
        var n = navigation
        n.delay = duration(navigation.delay)
        return n
    }
}
