import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel

/// One layer of what is painted behind an element, flattened from the screen's stack, the
/// ancestors' backgrounds and the element's own, with every opacity that applies already
/// multiplied into its colors' alpha.
public struct PaintLayer: Sendable, Hashable {
    /// What a layer paints.
    public enum Paint: Sendable, Hashable {
        /// One color everywhere.
        case solid(Color)
        /// A gradient: the color varies with the position along it.
        case gradient([GradientStop])
        /// A blurred glow: its peak color (at its center) over part of the area; elsewhere nothing.
        case glow(Color)
    }

    /// What it paints.
    public var paint: Paint
    /// A description for messages (`screen layer 1: gradient (4 stops)`, `'card' background: color {color.card}`).
    public var summary: String {
        get {
            switch description {
            case .text(let text): return text
            case .painted(let source): return source.summary
            }
        }
        set { description = .text(newValue) }
    }
    /// Where the layer is written.
    public var range: SourceRange
    /// How ``summary`` is had: given, or made from the layer it was painted from when it is
    /// shown (for a finding: most layers never are, and making the text was a tenth of measuring).
    var description: Description

    /// A summary, or what to make it from.
    enum Description: Sendable {
        case text(String)
        case painted(PaintedLayer)
    }

    /// The layer of a spec a paint layer comes from, with what its summary says about it.
    final class PaintedLayer: Sendable {
        /// Whose layer it is.
        enum Origin: Sendable {
            /// The screen's background stack, layer `index` (from 0).
            case screen(index: Int)
            /// An element's background.
            case element(id: String)
        }

        let origin: Origin
        let layer: BackgroundLayer
        /// The opacity its owners pass on.
        let factor: Double
        /// A glow's strength at its center after the blur, when it is shown (below 0.995).
        let glowPeak: Double?

        init(origin: Origin, layer: BackgroundLayer, factor: Double, glowPeak: Double?) {
            self.origin = origin; self.layer = layer; self.factor = factor; self.glowPeak = glowPeak
        }

        /// `screen layer 2: overlay {color.scrim} at 25%`, `'card' background: color {color.card} (× opacity 0.8)`.
        var summary: String {
            let owner: String
            switch origin {
            case .screen(let index): owner = "screen layer \(index + 1)"
            case .element(let id): owner = "'\(id)' background"
            }
            var text = owner + ": " + layer.summary + (factor < 1 ? " (× opacity \(Format.decimal(factor, 3)))" : "")
            if let glowPeak { text += " (peak \(Format.percent(glowPeak)) after blur)" }
            return text
        }
    }

    /// Creates a layer.
    public init(paint: Paint, summary: String, range: SourceRange) {
        self.paint = paint
        self.description = .text(summary)
        self.range = range
    }

    /// Creates a layer whose summary is made from the spec's layer when it is asked for.
    init(paint: Paint, from source: PaintedLayer, range: SourceRange) {
        self.paint = paint
        self.description = .painted(source)
        self.range = range
    }

    /// Whether two layers paint the same, are written at the same place and read the same.
    public static func == (lhs: PaintLayer, rhs: PaintLayer) -> Bool {
        lhs.paint == rhs.paint && lhs.range == rhs.range && lhs.summary == rhs.summary
    }

    /// Hashes what it paints and where it is written (equal layers have those equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(paint)
        hasher.combine(range)
    }

    /// Whether the layer covers everything below it (an opaque solid color or gradient).
    public var isOpaque: Bool {
        switch paint {
        case .solid(let color): return color.isOpaque
        case .gradient(let stops): return !stops.isEmpty && stops.allSatisfy { $0.color.isOpaque }
        case .glow: return false
        }
    }
}
