import YAML

extension ValueReader {
    /// A gradient field: a non-empty array of `{color, position}` stops (an item may reference a
    /// gradient token, whose stops are spliced in), or a reference to a gradient token.
    ///
    /// A position outside [0, 1] is clamped, as DTCG 2025.10 specifies, with a
    /// `gradient-position-clamped` warning.
    func gradient(_ node: YAMLNode) -> [GradientStop]? {
        field(node, as: .gradient, extract: { value in
            if case .gradient(let stops) = value { return stops }
            return nil
        }, literal: { literal -> [GradientStop]? in
            guard let items = literal.items else {
                mismatch(literal, expecting: .gradient)
                return nil
            }
            guard !items.isEmpty else {
                report(.error("invalid-gradient", "a gradient must have at least one stop", at: literal.range))
                return nil
            }
            var stops: [GradientStop] = []
            var failed = false
            for item in items {
                let decoded = field(item, as: .gradient, extract: { value -> [GradientStop]? in
                    if case .gradient(let stops) = value { return stops }
                    return nil
                }, literal: { itemNode -> [GradientStop]? in
                    gradientStop(itemNode).map { [$0] }
                })
                if let decoded { stops += decoded } else { failed = true }
            }
            return failed ? nil : stops
        })
    }

    private func gradientStop(_ node: YAMLNode) -> GradientStop? {
        guard node.pairs != nil else {
            mismatch(node, expected: "a gradient stop (a {color, position} object)")
            return nil
        }
        let fields = ObjectFields(node, what: "gradient stop", required: ["color", "position"], reader: self)
        var failed = !fields.hasAllRequired
        let color = fields.decode("color", failed: &failed, self.color)
        let position = fields.decode("position", failed: &failed) { positionNode -> Double? in
            guard let position = number(positionNode) else { return nil }
            let clamped = min(max(position, 0), 1)
            if clamped != position {
                report(.warning("gradient-position-clamped",
                                "gradient position \(position.decodingDescription) is outside [0, 1]; it is clamped to \(clamped.decodingDescription)",
                                at: positionNode.range))
            }
            return clamped
        }
        guard !failed, let color, let position else { return nil }
        return GradientStop(color: color, position: position)
    }
}
