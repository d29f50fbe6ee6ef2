import Diagnostics
import YAML

extension ValueReader {
    /// A number with a unit written out: the string `"16px"`, the object `{value, unit}`, or a
    /// bare `0`.
    func quantityLiteral<Unit>(_ node: YAMLNode, grammar: QuantityGrammar<Unit>) -> (Double, Unit)? {
        switch node.content {
        case .mapping:
            let fields = ObjectFields(node, what: grammar.name, required: ["value", "unit"], reader: self)
            var failed = !fields.hasAllRequired
            let number = fields.decode("value", failed: &failed) { self.number($0, allowsQuoted: true) }
            let unit = fields.decode("unit", failed: &failed) { unitNode -> Unit? in
                guard let name = stringLiteral(unitNode, expected: "a unit (\(grammar.unitList))") else { return nil }
                return quantityUnit(named: name, grammar: grammar, at: unitNode)
            }
            guard !failed, let number, let unit else { return nil }
            return (number, unit)
        case .scalar(let scalar):
            if let number = node.number, scalar.style == .plain {
                return bareNumber(number, node: node, grammar: grammar)
            }
            guard case .string(let text) = scalar.coreValue else { break }
            guard let quantity = QuantityText(text) else {
                report(.error(grammar.code,
                              "\"\(text)\" is not a \(grammar.name): expected a number followed by \(grammar.unitList)",
                              at: node.range))
                return nil
            }
            if quantity.unit.isEmpty {
                return bareNumber(quantity.number, node: node, grammar: grammar)
            }
            if let unit = Unit(rawValue: quantity.unit) {
                if quantity.hasSpaceBeforeUnit {
                    let fixed = quantity.number.decodingDescription + quantity.unit
                    report(.error(grammar.code, "a \(grammar.name) has no space between number and unit",
                                  at: node.range, fixIts: [replacing(node, with: fixed)],
                                  suggestion: "write \"\(fixed)\""))
                    return nil
                }
                return (quantity.number, unit)
            }
            let guess = unitGuess(quantity.unit, grammar: grammar)
            let fixed = guess.map { quantity.number.decodingDescription + $0 }
            report(.error(grammar.code,
                          "unknown unit '\(quantity.unit)' in \"\(text)\"; a \(grammar.name)'s unit is \(grammar.unitList)",
                          at: node.range, fixIts: fixed.map { [replacing(node, with: $0)] } ?? [],
                          suggestion: fixed.map { "did you mean \"\($0)\"?" }))
            return nil
        case .sequence:
            break
        }
        mismatch(node, expecting: grammar.type)
        return nil
    }

    private func bareNumber<Unit>(_ number: Double, node: YAMLNode, grammar: QuantityGrammar<Unit>) -> (Double, Unit)? {
        guard number.isFinite else {
            report(.error("invalid-number", "a number must be finite", at: node.range))
            return nil
        }
        if number == 0 { return (0, grammar.zeroUnit) }
        report(.error(grammar.code, "a \(grammar.name) needs a unit: \(number.decodingDescription) alone is ambiguous",
                      at: node.range, suggestion: grammar.bareNumberSuggestion(number)))
        return nil
    }

    private func quantityUnit<Unit>(named name: String, grammar: QuantityGrammar<Unit>, at node: YAMLNode) -> Unit? {
        if let unit = Unit(rawValue: name) { return unit }
        let guess = unitGuess(name, grammar: grammar)
        report(.error(grammar.code, "unknown unit '\(name)'; a \(grammar.name)'s unit is \(grammar.unitList)",
                      at: node.range, fixIts: guess.map { [replacing(node, with: $0)] } ?? [],
                      suggestion: guess.map { "did you mean '\($0)'?" }))
        return nil
    }

    /// The unit probably meant by `written`: a known synonym, else the nearest unit name.
    private func unitGuess<Unit>(_ written: String, grammar: QuantityGrammar<Unit>) -> String? {
        grammar.synonyms[written.lowercased()] ?? Suggestions.nearest(to: written, among: grammar.unitNames)
    }
}
