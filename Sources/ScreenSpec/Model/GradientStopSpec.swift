import ColorScience
import Diagnostics
import TokenModel

/// One stop of a ``GradientSpec``.
public struct GradientStopSpec: Sendable, Hashable {
    /// The stop's color.
    public var color: SpecValue<Color>
    /// Its position in [0, 1] (evenly spread when not written).
    public var position: Double
    /// Where the position is written, if it is.
    public var positionRange: SourceRange?

    /// Creates a stop.
    public init(color: SpecValue<Color>, position: Double, positionRange: SourceRange? = nil) {
        self.color = color; self.position = position; self.positionRange = positionRange
    }
}
