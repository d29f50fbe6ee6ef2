import Diagnostics

/// An element's own background: a stack of layers (usually one) and the shape it fills.
///
/// Written `background: "{color.surface}"`, `background: { color: …, shape: circle }`,
/// `background: { gradient: …, opacity: 0.9 }`, or a list of layers as for a screen.
public struct Background: Sendable, Hashable {
    /// The shape a background fills.
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        /// The element's bounds (with its corner radius).
        case rectangle
        /// A circle inscribed in the bounds.
        case circle
        /// A pill: corner radius of half the height.
        case capsule
    }

    /// The layers, bottom first.
    public var layers: [BackgroundLayer]
    /// The shape, when written.
    public var shape: Shape?
    /// Where the background is written.
    public var range: SourceRange

    /// Creates a background.
    public init(layers: [BackgroundLayer], shape: Shape? = nil, range: SourceRange) {
        self.layers = layers; self.shape = shape; self.range = range
    }
}
