import YAML

extension ValueReader {
    /// A spring: `{stiffness, damping, mass?}` or SwiftUI's `{response, dampingFraction, mass?}`
    /// (response in seconds, or a duration), or a reference to a spring token. Every parameter
    /// must be positive; mixing the two forms is an error.
    func spring(_ node: YAMLNode) -> Spring? {
        field(node, as: .spring, extract: { value in
            if case .spring(let spring) = value { return spring }
            return nil
        }, literal: springLiteral)
    }

    private func springLiteral(_ node: YAMLNode) -> Spring? {
        guard node.pairs != nil else {
            mismatch(node, expecting: .spring)
            return nil
        }
        let physical = ["stiffness", "damping"], swiftUI = ["response", "dampingFraction"]
        let fields = ObjectFields(node, what: "spring", required: [], optional: physical + swiftUI + ["mass"],
                                  reader: self)
        let writtenPhysical = physical.filter { fields[$0] != nil }
        let writtenSwiftUI = swiftUI.filter { fields[$0] != nil }
        if !writtenPhysical.isEmpty, !writtenSwiftUI.isEmpty {
            report(.error("invalid-spring",
                          "a spring is either {stiffness, damping, mass?} or {response, dampingFraction, mass?}, but this one mixes \(writtenPhysical.joined(separator: ", ")) with \(writtenSwiftUI.joined(separator: ", "))",
                          at: node.range, suggestion: "keep one form; tokenc converts between them exactly"))
            return nil
        }
        if writtenPhysical.isEmpty, writtenSwiftUI.isEmpty {
            report(.error("missing-field",
                          "spring is missing its parameters: stiffness and damping (or response and dampingFraction)",
                          at: node.range))
            return nil
        }
        let form = writtenSwiftUI.isEmpty ? physical : swiftUI
        var failed = false
        for name in form where fields[name] == nil {
            failed = true
            report(.error("missing-field", "spring is missing the required field '\(name)'", at: node.range))
        }
        let mass = fields.decode("mass", failed: &failed) { positive($0, name: "mass") { number($0) } }
        if writtenSwiftUI.isEmpty {
            let stiffness = fields.decode("stiffness", failed: &failed) { positive($0, name: "stiffness") { number($0) } }
            let damping = fields.decode("damping", failed: &failed) { positive($0, name: "damping") { number($0) } }
            guard !failed, let stiffness, let damping else { return nil }
            return Spring(stiffness: stiffness, damping: damping, mass: mass ?? 1)
        }
        let response = fields.decode("response", failed: &failed) { positive($0, name: "response") { seconds($0) } }
        let fraction = fields.decode("dampingFraction", failed: &failed) { positive($0, name: "dampingFraction") { number($0) } }
        guard !failed, let response, let fraction else { return nil }
        return Spring(response: response, dampingFraction: fraction, mass: mass ?? 1)
    }

    /// A number of seconds: a bare number, a duration (`"0.5s"`, `{value: 500, unit: ms}`), or a
    /// reference to a duration or number token.
    private func seconds(_ node: YAMLNode) -> Double? {
        field(node, as: .duration, extract: { value -> Double? in
            switch value {
            case .duration(let duration): return duration.seconds
            case .number(let number): return number
            default: return nil
            }
        }, literal: { literal -> Double? in
            if literal.number != nil { return numberLiteral(literal) }
            return quantityLiteral(literal, grammar: Self.durationGrammar).map { Duration($0.0, $0.1).seconds }
        })
    }

    /// `decode(node)`, reported as `invalid-spring` unless positive.
    private func positive(_ node: YAMLNode, name: String, _ decode: (YAMLNode) -> Double?) -> Double? {
        guard let value = decode(node) else { return nil }
        guard value > 0 else {
            report(.error("invalid-spring", "\(name) must be positive, found \(value.decodingDescription)", at: node.range))
            return nil
        }
        return value
    }
}
