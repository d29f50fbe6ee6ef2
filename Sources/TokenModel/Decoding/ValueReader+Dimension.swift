import YAML

extension ValueReader {
    /// How dimensions are written. `dp`/`sp` (Android) and spelled-out units map to what was
    /// probably meant; a bare `0` is `0px`, the DTCG unit.
    static let dimensionGrammar = QuantityGrammar<Dimension.Unit>(
        type: .dimension, code: "invalid-dimension",
        synonyms: ["dp": "pt", "dip": "pt", "sp": "pt", "pts": "pt", "point": "pt", "points": "pt",
                   "pixel": "px", "pixels": "px", "em": "rem", "rems": "rem"],
        exampleUnit: .pt, zeroUnit: .px)

    /// A dimension field: `"16pt"`, `{value: 16, unit: pt}`, a bare `0`, or a reference to a
    /// dimension token.
    ///
    /// - Parameters:
    ///   - type: the token type a reference must have (`dimension`; `dev.tokenc.blur` for a blur
    ///     token's own value).
    ///   - nonNegativeField: when set, a negative length is an error naming this field (`blur`).
    func dimension(_ node: YAMLNode, as type: TokenType = .dimension, nonNegativeField: String? = nil) -> Dimension? {
        let decoded: Dimension?
        if case .scalar(let scalar) = node.content, let (number, unit) = ValueDecoder.quantityText(scalar, as: Dimension.Unit.self) {
            // What `field` and `quantityLiteral` make of such a text (no reference, no `$ref`,
            // a known unit right after the number), without them: a typography's letter
            // spacing ~2,100 → ~1,000 instructions.
            decoded = Dimension(number, unit)
        } else {
            decoded = field(node, as: type, extract: { value -> Dimension? in
                switch value {
                case .dimension(let dimension), .blur(let dimension): return dimension
                default: return nil
                }
            }, literal: { literal -> Dimension? in
                quantityLiteral(literal, grammar: Self.dimensionGrammar).map { Dimension($0.0, $0.1) }
            })
        }
        guard let dimension = decoded else { return nil }
        if let name = nonNegativeField, dimension.value < 0 {
            report(.error("invalid-dimension",
                          "\(name) cannot be negative, found \(dimension.value.decodingDescription)\(dimension.unit.rawValue)",
                          at: node.range))
            return nil
        }
        return dimension
    }
}
