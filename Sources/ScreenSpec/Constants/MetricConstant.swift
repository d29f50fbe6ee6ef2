/// One number: `LatenSplash.Logo.size = 80`.
public struct MetricConstant: Sendable, Hashable, Codable {
    /// lowerCamelCase name (`size`, `cornerRadius`, `fontSize`).
    public var identifier: String
    /// The value: points for lengths, 1–1000 for weights, 0–1 for opacity, a factor for scale and line height.
    public var value: Double
    /// `pt`, `weight`, `fraction` (opacity), `factor` (scale, line height).
    public var unit: String
    /// The token it comes from, when written as a reference.
    public var tokenPath: String?

    /// Creates a metric.
    public init(identifier: String, value: Double, unit: String, tokenPath: String?) {
        self.identifier = identifier; self.value = value; self.unit = unit; self.tokenPath = tokenPath
    }
}
