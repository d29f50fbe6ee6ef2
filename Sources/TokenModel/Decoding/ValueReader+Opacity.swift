import Diagnostics
import YAML

extension ValueReader {
    /// An opacity: a number in [0, 1], a percentage string (`"80%"`), or a reference to an
    /// opacity or number token.
    func opacity(_ node: YAMLNode) -> Double? {
        field(node, as: .opacity, extract: { value -> Double? in
            switch value {
            case .opacity(let opacity), .number(let opacity): return opacity
            default: return nil
            }
        }, literal: opacityLiteral)
    }

    private func opacityLiteral(_ node: YAMLNode) -> Double? {
        if let number = node.number {
            guard number.isFinite, (0...1).contains(number) else {
                let guess = number > 1 && number <= 100 ? (number / 100).decodingDescription(places: 4) : nil
                report(.error("invalid-opacity",
                              "opacity must be between 0 and 1, found \(node.scalar?.text ?? "")",
                              at: node.range, fixIts: guess.map { [.init(range: node.range, replacement: $0)] } ?? [],
                              suggestion: guess.map { "did you mean \($0) (\(number.decodingDescription)%)?" }))
                return nil
            }
            return number
        }
        guard let text = node.string else {
            mismatch(node, expecting: .opacity)
            return nil
        }
        if let percent = Self.percentage(text) {
            guard (0...100).contains(percent) else {
                report(.error("invalid-opacity", "opacity must be between 0% and 100%, found \"\(text)\"", at: node.range))
                return nil
            }
            return percent / 100
        }
        if let number = DecimalNumber.parse(Substring(text.trimmingWhitespace())) {
            report(.error("invalid-opacity", "opacity \"\(text)\" is a string, not a number", at: node.range,
                          fixIts: [.init(range: node.range, replacement: number.decodingDescription)],
                          suggestion: "write \(number.decodingDescription) without quotes"))
            return nil
        }
        report(.error("invalid-opacity", "\"\(text)\" is not an opacity: write a number from 0 to 1 or a percentage like \"80%\"",
                      at: node.range))
        return nil
    }

    /// The number of a percentage string (`"80%"` → 80), or nil.
    static func percentage(_ text: String) -> Double? {
        guard let quantity = QuantityText(text), quantity.unit == "%", !quantity.hasSpaceBeforeUnit else { return nil }
        return quantity.number
    }
}
