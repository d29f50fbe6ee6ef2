import ColorScience
import TokenModel

/// What is painted behind an element, as an ordered stack of ``PaintLayer``s (bottom first), and
/// the colors it can show.
///
/// Layers are composited source-over in gamma-encoded sRGB (``Color/composited(over:)``), as
/// UIKit and browsers do. A gradient's colors are interpolated in gamma-encoded sRGB with
/// premultiplied alpha (``interpolate(_:_:t:in:hue:)``), and all gradients of one stack are taken
/// to run the same way (one position parameter). A glow contributes its peak color at its center,
/// where it is strongest; points outside every glow are sampled too. If nothing opaque is at the
/// bottom, the stack is evaluated over both white and black.
public struct Backdrop: Sendable, Hashable {
    /// The layers, bottom first (only those from the topmost opaque one up matter).
    public var layers: [PaintLayer]

    /// Creates a backdrop.
    public init(layers: [PaintLayer]) {
        self.layers = layers
    }

    /// The layers that can show: from the topmost opaque layer up.
    public var visibleLayers: ArraySlice<PaintLayer> {
        if let bottom = layers.lastIndex(where: \.isOpaque) { return layers[bottom...] }
        return layers[...]
    }

    /// Whether an opaque layer is painted and no gradient or glow shows above it: one color is
    /// behind everything in front.
    public var isPlainOpaque: Bool {
        guard let bottom = layers.lastIndex(where: \.isOpaque) else { return false }
        for index in bottom..<layers.count {
            switch layers[index].paint {
            case .solid: continue
            case .gradient, .glow: return false
            }
        }
        return true
    }

    /// Whether anything at all is painted.
    public var isEmpty: Bool { layers.isEmpty }

    /// Whether a gradient shows.
    public var hasGradient: Bool {
        visibleLayers.contains { if case .gradient = $0.paint { return true } else { return false } }
    }

    /// The indices (into ``layers``) of the glows that show.
    public var glowIndices: [Int] {
        visibleLayers.indices.filter { if case .glow = layers[$0].paint { return true } else { return false } }
    }

    /// The colors assumed beneath: none when the stack is opaque, else white and black.
    public var bases: [Color?] {
        layers.contains(where: \.isOpaque) ? [nil] : [.srgb(1, 1, 1), .srgb(0, 0, 0)]
    }

    /// The opaque color at a point: `position` along the gradients, under the glow at `glow` (or
    /// none), over `base` when the stack is not opaque.
    public func color(at position: Double, glow: Int?, base: Color?) -> Color {
        var result = base ?? Color.srgb(0, 0, 0, alpha: 0)
        for index in visibleLayers.indices {
            let paint: Color
            switch layers[index].paint {
            case .solid(let color): paint = color
            case .gradient(let stops): paint = Self.color(of: stops, at: position)
            case .glow(let color):
                guard index == glow else { continue }
                paint = color
            }
            result = paint.composited(over: result)
        }
        if result.alpha < 1 { result = result.composited(over: .srgb(0, 0, 0)) }
        return result
    }

    /// A gradient's color at a position: the first stop's before it, the last stop's after it,
    /// interpolated in gamma-encoded sRGB between.
    public static func color(of stops: [GradientStop], at position: Double) -> Color {
        // Sampled hundreds of times per gradient: stops already in order (the usual case) are
        // not sorted again (with no two at one position, sorting would change nothing).
        let sorted = isStrictlyIncreasing(stops) ? stops : stops.sorted { $0.position < $1.position }
        guard let first = sorted.first, let last = sorted.last else { return .srgb(0, 0, 0, alpha: 0) }
        if position <= first.position { return first.color }
        if position >= last.position { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where position >= a.position && position <= b.position {
            let span = b.position - a.position
            let t = span > 0 ? (position - a.position) / span : 1
            return interpolate(a.color, b.color, t: t, in: .srgb)
        }
        return last.color
    }

    /// Whether each stop lies after the one before it.
    static func isStrictlyIncreasing(_ stops: [GradientStop]) -> Bool {
        for i in stops.indices.dropFirst() where !(stops[i - 1].position < stops[i].position) { return false }
        return true
    }

    /// The positions worth sampling along the backdrop's gradients: every stop, and `perSegment`
    /// evenly spaced points between each pair of neighbouring stop positions. `[0]` without a gradient.
    public func samplePositions(perSegment: Int = 128) -> [Double] {
        // Most backdrops have no gradient: answer before collecting stops.
        guard hasGradient else { return [0] }
        var stopsAt = Set<Double>([0, 1])
        for layer in visibleLayers {
            if case .gradient(let stops) = layer.paint {
                for stop in stops { stopsAt.insert(min(max(stop.position, 0), 1)) }
            }
        }
        let sorted = stopsAt.sorted()
        var result: [Double] = []
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            for k in 0..<perSegment { result.append(a + (b - a) * Double(k) / Double(perSegment)) }
        }
        result.append(sorted.last ?? 1)
        return result
    }

    /// The stop positions of the backdrop's gradients, sorted, without repeats.
    public var stopPositions: [Double] {
        var positions = Set<Double>()
        for layer in visibleLayers {
            if case .gradient(let stops) = layer.paint {
                for stop in stops { positions.insert(min(max(stop.position, 0), 1)) }
            }
        }
        return positions.sorted()
    }
}
