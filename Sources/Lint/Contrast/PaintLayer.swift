import ColorScience
import Diagnostics
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
    public var summary: String
    /// Where the layer is written.
    public var range: SourceRange

    /// Creates a layer.
    public init(paint: Paint, summary: String, range: SourceRange) {
        self.paint = paint
        self.summary = summary
        self.range = range
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
