import Diagnostics
import YAML

extension ValueReader {
    /// A typography field: `{fontFamily, fontSize, fontWeight, letterSpacing?, lineHeight?}`
    /// or a reference to a typography token. `lineHeight` is a multiplier of the font size (a
    /// number); a length or a percentage there is an error suggesting the multiplier.
    func typography(_ node: YAMLNode) -> Typography? {
        field(node, as: .typography, extract: { value in
            if case .typography(let typography) = value { return typography }
            return nil
        }, literal: { literal -> Typography? in
            guard literal.pairs != nil else {
                mismatch(literal, expecting: .typography)
                return nil
            }
            let fields = ObjectFields(literal, what: "typography",
                                      required: ["fontFamily", "fontSize", "fontWeight"],
                                      optional: ["letterSpacing", "lineHeight"], reader: self)
            var failed = !fields.hasAllRequired
            let family = fields.decode("fontFamily", failed: &failed, fontFamily)
            let size = fields.decode("fontSize", failed: &failed) { dimension($0, nonNegativeField: "fontSize") }
            let weight = fields.decode("fontWeight", failed: &failed, fontWeight)
            let spacing = fields.decode("letterSpacing", failed: &failed) { dimension($0) }
            let lineHeight = fields.decode("lineHeight", failed: &failed) { lineHeightMultiplier($0, fontSize: size) }
            guard !failed, let family, let size, let weight else { return nil }
            return Typography(fontFamily: family, fontSize: size, fontWeight: weight,
                              letterSpacing: spacing, lineHeight: lineHeight)
        })
    }

    /// A line height: a positive multiplier. A length (`24pt`, `{value: 24, unit: pt}`) or a
    /// percentage is reported with the multiplier it amounts to.
    private func lineHeightMultiplier(_ node: YAMLNode, fontSize: Dimension?) -> Double? {
        // A positive number written out, the common case: what the checks below come to for it
        // (no reference, no length, no percentage), without them (~1,750 → ~250 instructions).
        if let multiplier = node.number, multiplier.isFinite, multiplier > 0 { return multiplier }
        guard let target = context.dereference(node) else { return nil }
        // Asked once: each `referencePath` makes the path's text (~190 instructions).
        let isReference = target.referencePath != nil
        if !isReference, let length = writtenLength(target) {
            var suggestion = "lineHeight is a multiplier of fontSize (a number such as 1.4)"
            var fixIts: [Diagnostic.FixIt] = []
            if let fontSize, fontSize.points > 0 {
                let ratio = (length.points / fontSize.points).decodingDescription(places: 2)
                suggestion = "lineHeight is a multiplier: \(Self.describe(length)) / \(Self.describe(fontSize)) = \(ratio)"
                fixIts = [.init(range: target.range, replacement: ratio)]
            }
            report(.error("invalid-line-height", "lineHeight must be a number (a multiplier), found the length \(Self.describe(length))",
                          at: target.range, fixIts: fixIts, suggestion: suggestion))
            return nil
        }
        if !isReference, let text = target.string, let percent = Self.percentage(text) {
            let ratio = (percent / 100).decodingDescription(places: 4)
            report(.error("invalid-line-height", "lineHeight must be a number (a multiplier), found the percentage \"\(text)\"",
                          at: target.range, fixIts: [.init(range: target.range, replacement: ratio)],
                          suggestion: "lineHeight is a multiplier: \(text) = \(ratio)"))
            return nil
        }
        guard let multiplier = number(target) else { return nil }
        guard multiplier > 0 else {
            report(.error("invalid-line-height", "lineHeight must be positive, found \(multiplier.decodingDescription)",
                          at: target.range))
            return nil
        }
        return multiplier
    }

    /// The length a node spells (`"24pt"` or `{value: 24, unit: pt}`), decoded silently; nil
    /// when it is not one.
    private func writtenLength(_ node: YAMLNode) -> Dimension? {
        if let text = node.string, let quantity = QuantityText(text), !quantity.hasSpaceBeforeUnit,
           let unit = Dimension.Unit(rawValue: quantity.unit) {
            return Dimension(quantity.number, unit)
        }
        if let pairs = node.pairs, pairs.count == 2, let value = node["value"]?.number,
           let unitName = node["unit"]?.string, let unit = Dimension.Unit(rawValue: unitName) {
            return Dimension(value, unit)
        }
        return nil
    }

    /// `17pt`, `1.5rem`.
    static func describe(_ dimension: Dimension) -> String {
        dimension.value.decodingDescription + dimension.unit.rawValue
    }
}
