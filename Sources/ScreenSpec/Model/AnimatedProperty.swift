import ColorScience
import Diagnostics
import TokenModel

/// One animated property.
public struct AnimatedProperty: Sendable, Hashable {
    /// The property's name: one of ``knownNames``.
    public var name: String
    /// The start value, if written.
    public var from: AnimationValue?
    /// The end value, if written.
    public var to: AnimationValue?

    /// Creates an animated property.
    public init(name: String, from: AnimationValue? = nil, to: AnimationValue? = nil) {
        self.name = name; self.from = from; self.to = to
    }

    /// The property names tokenc knows, with the kind of value each takes.
    public static let knownNames: [(name: String, kind: AnimationValue.Kind)] = [
        ("opacity", .number), ("scale", .number), ("rotation", .number),
        ("offset-x", .dimension), ("offset-y", .dimension), ("blur", .dimension),
        ("width", .dimension), ("height", .dimension), ("corner-radius", .dimension),
        ("shadow-opacity", .number), ("shadow-blur", .dimension), ("glow-opacity", .number),
        ("color", .color), ("background-color", .color), ("border-color", .color), ("progress", .number),
        ("shadow", .shadow),
    ]
}
