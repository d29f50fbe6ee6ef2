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
        public var layers: [PaintLayer]
        /// The product of the ancestors' opacities, in order from the outermost.
        public var factor: Double

        /// Creates the outside of a top-level element: the screen's stack.
        public init(screenLayers: [PaintLayer]) {
            layers = screenLayers
            factor = 1
        }
    }

    /// What is outside the children of `element`, which is painted over `outside`: `outside`
    /// with the element's own background (in its default style) on top.
    public func outside(ofChildrenOf element: Element, over outside: Outside) -> Outside {
        var result = outside
        result.factor *= element.style.effectiveOpacity
        for layer in element.style.background?.layers ?? [] {
            if let painted = paint(layer, factor: result.factor, origin: .element(id: element.id)) { result.layers.append(painted) }
        }
        return result
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
        let alpha = layer.effectiveOpacity * factor
        switch layer.content {
        case .fill(.color(let color)):
            return PaintLayer(paint: .solid(color.value.multiplyingAlpha(alpha)),
                              from: .init(origin: origin, layer: layer, factor: factor, glowPeak: nil), range: layer.range)
        case .fill(.gradient(let gradient)):
            let stops = gradient.resolvedStops.map { GradientStop(color: $0.color.multiplyingAlpha(alpha), position: $0.position) }
            guard !stops.isEmpty else { return nil }
            return PaintLayer(paint: .gradient(stops), from: .init(origin: origin, layer: layer, factor: factor, glowPeak: nil),
                              range: layer.range)
        case .glow(let glow):
            let peak = Self.glowPeak(glow)
            return PaintLayer(paint: .glow(glow.color.value.multiplyingAlpha(alpha * peak)),
                              from: .init(origin: origin, layer: layer, factor: factor, glowPeak: peak < 0.995 ? peak : nil),
                              range: layer.range)
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
