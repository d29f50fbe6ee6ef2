import ColorScience
import Diagnostics
import TokenModel

/// A gradient in a spec: stops (each color a reference or a literal), kind and angle.
///
/// Written `gradient: "{gradient.brand}"` (a gradient token), or
/// `gradient: { stops: ["{color.brand.primary}", "#A855F7"], angle: 135deg }`, where stops are
/// colors spread evenly or `{color, position}` mappings, or `stops: "{gradient.brand}"`.
public struct GradientSpec: Sendable, Hashable {
    /// The geometry of a gradient.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Along a line at ``GradientSpec/angle``.
        case linear
        /// From the center outwards.
        case radial
        /// Around the center.
        case angular
    }

    /// The geometry.
    public var kind: Kind
    /// The direction of a linear gradient in degrees, CSS convention: 0 = towards the top,
    /// 90 = towards the trailing edge, 180 (the default) = towards the bottom.
    public var angle: Double
    /// The stops in order of position. For a gradient token, each stop's color is a
    /// ``SpecValue/reference(path:value:range:)`` to the gradient token (range: the reference).
    public var stops: [GradientStopSpec]
    /// The gradient token's path when the stops come from one.
    public var tokenPath: String?
    /// Where the gradient is written.
    public var range: SourceRange

    /// Creates a gradient.
    public init(kind: Kind = .linear, angle: Double = 180, stops: [GradientStopSpec], tokenPath: String? = nil, range: SourceRange) {
        self.kind = kind; self.angle = angle; self.stops = stops; self.tokenPath = tokenPath; self.range = range
    }

    /// The stops as plain token-model stops (resolved colors and positions).
    public var resolvedStops: [GradientStop] { stops.map { GradientStop(color: $0.color.value, position: $0.position) } }
}
