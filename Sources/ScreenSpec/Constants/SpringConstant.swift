/// A spring in both forms.
public struct SpringConstant: Sendable, Hashable, Codable {
    /// Stiffness.
    public var stiffness: Double
    /// Damping.
    public var damping: Double
    /// Mass.
    public var mass: Double
    /// SwiftUI response (seconds).
    public var response: Double
    /// SwiftUI damping fraction.
    public var dampingFraction: Double

    /// Creates a spring constant.
    public init(stiffness: Double, damping: Double, mass: Double, response: Double, dampingFraction: Double) {
        self.stiffness = stiffness; self.damping = damping; self.mass = mass
        self.response = response; self.dampingFraction = dampingFraction
    }
}
