import YAML

extension ValueReader {
    /// How durations are written. Spelled-out units map to `s`/`ms`; a bare `0` is `0ms`.
    static let durationGrammar = QuantityGrammar<Duration.Unit>(
        type: .duration, code: "invalid-duration",
        synonyms: ["sec": "s", "secs": "s", "second": "s", "seconds": "s",
                   "msec": "ms", "msecs": "ms", "millis": "ms", "millisecond": "ms", "milliseconds": "ms"],
        exampleUnit: .ms, zeroUnit: .ms)

    /// A duration field: `"300ms"`, `"0.3s"`, `{value: 300, unit: ms}`, a bare `0`, or a
    /// reference to a duration token. Never negative.
    func duration(_ node: YAMLNode) -> Duration? {
        let decoded = field(node, as: .duration, extract: { value -> Duration? in
            if case .duration(let duration) = value { return duration }
            return nil
        }, literal: { literal -> Duration? in
            quantityLiteral(literal, grammar: Self.durationGrammar).map { Duration($0.0, $0.1) }
        })
        guard let duration = decoded else { return nil }
        if duration.value < 0 {
            report(.error("invalid-duration",
                          "a duration cannot be negative, found \(duration.value.decodingDescription)\(duration.unit.rawValue)",
                          at: node.range))
            return nil
        }
        return duration
    }
}
