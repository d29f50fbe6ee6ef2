import ColorScience
import Foundation
import ScreenSpec
import TokenModel

/// Flattens what is painted behind an element into a ``Backdrop``: the screen's background
/// stack, then each ancestor's background (outermost first), then — for what the element draws
/// on itself — its own background. Every layer's colors carry the opacities that apply to it: the
/// layer's own, and the `opacity` of the element that owns it and of that element's ancestors.
public struct BackdropBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// The backdrop of what an element draws: inside its own background when `includeOwn`
    /// (text, icons), or only what is outside it (a border, the element's own surface).
    public func backdrop(for placed: PlacedElement, style: ElementStyle, in screen: Screen, includeOwn: Bool) -> Backdrop {
        backdrop(for: placed, style: style, outside: outsideLayers(of: placed, over: screenLayers(of: screen)), includeOwn: includeOwn)
    }

    /// What is outside an element: the screen's stack (``screenLayers(of:)``), then each
    /// ancestor's background, outermost first.
    public func outsideLayers(of placed: PlacedElement, over screenLayers: [PaintLayer]) -> Outside {
        var outside = Outside(screenLayers: screenLayers)
        for ancestor in placed.ancestors { outside = self.outside(ofChildrenOf: ancestor, over: outside) }
        return outside
    }

    /// The screen's own background stack as paint layers, the bottom of every element's
    /// backdrop: made once per screen by callers that build many backdrops.
    public func screenLayers(of screen: Screen) -> [PaintLayer] {
        var layers: [PaintLayer] = []
        for (i, layer) in screen.background.enumerated() {
            if let painted = paint(layer, factor: 1, origin: .screen(index: i)) { layers.append(painted) }
        }
        return layers
    }

    /// What is painted outside an element — the screen's stack, then each ancestor's
    /// background — and the opacity its ancestors pass on.
    public struct Outside: Sendable {
        /// The layers, bottom first.
        public private(set) var layers: [PaintLayer]
        /// The product of the ancestors' opacities, in order from the outermost.
        public var factor: Double
        /// What ``Backdrop/color(at:glow:base:)`` composites for these layers before its last
        /// step, when they make a plain opaque backdrop (``PlainColor``); nil when they do not.
        var plain: PlainColor?

        /// Creates the outside of a top-level element: the screen's stack.
        public init(screenLayers: [PaintLayer]) {
            layers = screenLayers
            factor = 1
            for layer in screenLayers { plain = PlainColor.adding(layer.paint, to: plain) }
        }

        /// Puts a layer on top.
        mutating func append(_ layer: PaintLayer) {
            layers.append(layer)
            plain = PlainColor.adding(layer.paint, to: plain)
        }
    }

    /// The color behind everything in front of a stack that ``Backdrop/isPlainOpaque`` (an opaque
    /// layer, then only solid colors), composited in the same steps and order as
    /// ``Backdrop/color(at:glow:base:)``: from the topmost opaque layer up, over transparent black.
    /// Kept as layers are added, so that a backdrop's color can be had without building it.
    struct PlainColor: Sendable {
        /// The layers composited so far (before ``Backdrop/color(at:glow:base:)``'s final step
        /// for a stack that is not opaque, which ``prepared`` takes).
        let composited: Color
        /// The color behind what is in front (the backdrop's at any point), prepared for measuring.
        let prepared: Contrast.PreparedBackground

        init(composited: Color) {
            self.composited = composited
            prepared = Contrast.PreparedBackground(composited.alpha < 1 ? composited.composited(over: .srgb(0, 0, 0)) : composited)
        }

        /// The state after a layer painting `paint` is put on top of a stack in state `below`
        /// (nil: not plain opaque).
        static func adding(_ paint: PaintLayer.Paint, to below: PlainColor?) -> PlainColor? {
            composite(paint, over: below?.composited).map(PlainColor.init(composited:))
        }

        /// ``adding(_:to:)`` on the composited colors alone.
        static func composite(_ paint: PaintLayer.Paint, over below: Color?) -> Color? {
            switch paint {
            case .solid(let color):
                // An opaque layer hides everything under it: the visible stack starts there.
                if color.isOpaque { return color.composited(over: Color.srgb(0, 0, 0, alpha: 0)) }
                return below.map { color.composited(over: $0) }
            case .gradient, .glow:
                // Whether it is opaque (then it starts the visible stack) or not, a gradient or a
                // glow shows: the backdrop is not plain.
                return nil
            }
        }
    }

    /// What is outside the children of `element`, which is painted over `outside`: `outside`
    /// with the element's own background (in its default style) on top.
    public func outside(ofChildrenOf element: Element, over outside: Outside) -> Outside {
        var result = outside
        result.factor *= element.style.effectiveOpacity
        for layer in element.style.background?.layers ?? [] {
            if let painted = paint(layer, factor: result.factor, origin: .element(id: element.id)) { result.append(painted) }
        }
        return result
    }

    /// The color of ``backdrop(for:style:outside:includeOwn:)``'s backdrop when it is plain
    /// opaque (``Backdrop/isPlainOpaque``), found without building it; nil when it is not.
    func plainColor(style: ElementStyle, outside: Outside, includeOwn: Bool) -> Contrast.PreparedBackground? {
        guard includeOwn, let layers = style.background?.layers, !layers.isEmpty else { return outside.plain?.prepared }
        var composited = outside.plain?.composited
        let factor = outside.factor * style.effectiveOpacity
        for layer in layers {
            if let paint = paint(of: layer, factor: factor) { composited = PlainColor.composite(paint, over: composited) }
        }
        return composited.map { PlainColor(composited: $0).prepared }
    }

    /// The same as ``backdrop(for:style:in:includeOwn:)``, with what is outside the element
    /// already made (the same for all children of one element).
    public func backdrop(for placed: PlacedElement, style: ElementStyle, outside: Outside, includeOwn: Bool) -> Backdrop {
        var layers = outside.layers
        if includeOwn {
            let factor = outside.factor * style.effectiveOpacity
            for layer in style.background?.layers ?? [] {
                if let painted = paint(layer, factor: factor, origin: .element(id: placed.element.id)) { layers.append(painted) }
            }
        }
        return Backdrop(layers: layers)
    }

    /// The opacity that applies to what an element draws: its own (in the given style) times its
    /// ancestors'.
    public func opacity(of placed: PlacedElement, style: ElementStyle) -> Double {
        placed.ancestors.reduce(style.effectiveOpacity) { $0 * $1.style.effectiveOpacity }
    }

    private func paint(_ layer: BackgroundLayer, factor: Double, origin: PaintLayer.PaintedLayer.Origin) -> PaintLayer? {
        guard let paint = paint(of: layer, factor: factor) else { return nil }
        var glowPeak: Double?
        if case .glow(let glow) = layer.content {
            let peak = Self.glowPeak(glow)
            glowPeak = peak < 0.995 ? peak : nil
        }
        return PaintLayer(paint: paint, from: .init(origin: origin, layer: layer, factor: factor, glowPeak: glowPeak), range: layer.range)
    }

    /// What a background layer paints with `factor` (its owners' opacity) applied; nil for a
    /// gradient without stops, which paints nothing.
    private func paint(of layer: BackgroundLayer, factor: Double) -> PaintLayer.Paint? {
        let alpha = layer.effectiveOpacity * factor
        switch layer.content {
        case .fill(.color(let color)):
            return .solid(color.value.multiplyingAlpha(alpha))
        case .fill(.gradient(let gradient)):
            let stops = gradient.resolvedStops.map { GradientStop(color: $0.color.multiplyingAlpha(alpha), position: $0.position) }
            return stops.isEmpty ? nil : .gradient(stops)
        case .glow(let glow):
            return .glow(glow.color.value.multiplyingAlpha(alpha * Self.glowPeak(glow)))
        }
    }

    /// How strong a blurred glow is at its center, 0–1: a disc of radius R (half the smaller of its
    /// width and height) blurred with a Gaussian of σ = the blur radius keeps `1 − e^(−R²/2σ²)` of
    /// its color there. Without a size or a blur, 1.
    static func glowPeak(_ glow: GlowLayer) -> Double {
        let sizes = [glow.width?.value.points, glow.height?.value.points].compactMap { $0 }.filter { $0 > 0 }
        guard let diameter = sizes.min(), let sigma = glow.blur?.value.points, sigma > 0 else { return 1 }
        let radius = diameter / 2
        return 1 - exp(-(radius * radius) / (2 * sigma * sigma))
    }
}
