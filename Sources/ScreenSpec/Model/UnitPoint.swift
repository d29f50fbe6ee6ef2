/// A point in a view's unit square: x from leading (0) to trailing (1), y from top (0) to bottom (1).
/// Written as a keyword (`center`, `top`, `top-leading`, …) or `{x: 20%, y: 0.3}`.
public struct UnitPoint: Sendable, Hashable {
    /// Horizontal position, 0 = leading edge, 1 = trailing edge (may lie outside [0, 1]).
    public var x: Double
    /// Vertical position, 0 = top, 1 = bottom (may lie outside [0, 1]).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The center.
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// The keywords and their points.
    public static let keywords: [(name: String, point: UnitPoint)] = [
        ("center", .init(x: 0.5, y: 0.5)), ("top", .init(x: 0.5, y: 0)), ("bottom", .init(x: 0.5, y: 1)),
        ("leading", .init(x: 0, y: 0.5)), ("trailing", .init(x: 1, y: 0.5)),
        ("top-leading", .init(x: 0, y: 0)), ("top-trailing", .init(x: 1, y: 0)),
        ("bottom-leading", .init(x: 0, y: 1)), ("bottom-trailing", .init(x: 1, y: 1)),
    ]
}
