import YAML

extension ValueReader {
    /// A transition field: `{duration, delay, timingFunction}` or a reference to a transition
    /// token.
    func transition(_ node: YAMLNode) -> Transition? {
        field(node, as: .transition, extract: { value in
            if case .transition(let transition) = value { return transition }
            return nil
        }, literal: { literal -> Transition? in
            guard literal.pairs != nil else {
                mismatch(literal, expecting: .transition)
                return nil
            }
            let fields = ObjectFields(literal, what: "transition",
                                      required: ["duration", "delay", "timingFunction"], reader: self)
            var failed = !fields.hasAllRequired
            let duration = fields.decode("duration", failed: &failed, self.duration)
            let delay = fields.decode("delay", failed: &failed, self.duration)
            let timing = fields.decode("timingFunction", failed: &failed, cubicBezier)
            guard !failed, let duration, let delay, let timing else { return nil }
            return Transition(duration: duration, delay: delay, timingFunction: timing)
        })
    }
}
