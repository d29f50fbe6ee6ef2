/// One animated property: `opacity` from 0 to 1.
public struct AnimatedPropertyConstant: Sendable, Hashable, Codable {
    /// lowerCamelCase name (`opacity`, `offsetY`).
    public var identifier: String
    /// Start value (points for lengths); nil when not written or a color.
    public var from: Double?
    /// End value; nil when not written or a color.
    public var to: Double?
    /// Start color as `#rrggbb` or `#rrggbbaa`, for color properties.
    public var fromColor: String?
    /// End color, for color properties.
    public var toColor: String?

    /// Creates an animated property constant.
    public init(identifier: String, from: Double?, to: Double?, fromColor: String? = nil, toColor: String? = nil) {
        self.identifier = identifier; self.from = from; self.to = to; self.fromColor = fromColor; self.toColor = toColor
    }
}
