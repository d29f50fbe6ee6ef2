import YAML

extension ValueReader {
    /// The DTCG font-weight keywords and their numeric weights, in the order of the spec's table.
    static let fontWeightKeywords: [(name: String, weight: Double)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]

    /// A font-weight field: a number 1–1000, a DTCG keyword (lowercase, as the spec spells
    /// them), or a reference to a font-weight token.
    func fontWeight(_ node: YAMLNode) -> FontWeight? {
        field(node, as: .fontWeight, extract: { value in
            if case .fontWeight(let weight) = value { return weight }
            return nil
        }, literal: fontWeightLiteral)
    }

    private func fontWeightLiteral(_ node: YAMLNode) -> FontWeight? {
        if let number = node.number {
            guard number.isFinite, (1...1000).contains(number) else {
                report(.error("invalid-font-weight",
                              "font weight must be between 1 and 1000, found \(node.scalar?.text ?? "")",
                              at: node.range))
                return nil
            }
            return FontWeight(number)
        }
        guard let text = node.string else {
            mismatch(node, expecting: .fontWeight)
            return nil
        }
        if let match = Self.fontWeightKeywords.first(where: { $0.name == text }) {
            return FontWeight(match.weight, keyword: match.name)
        }
        if let number = DecimalNumber.parse(Substring(text.trimmingWhitespace())) {
            report(.error("invalid-font-weight", "font weight \"\(text)\" is a string, not a number",
                          at: node.range, fixIts: [.init(range: node.range, replacement: number.decodingDescription)],
                          suggestion: "write \(number.decodingDescription) without quotes"))
            return nil
        }
        let guess = Suggestions.nearest(to: text, among: Self.fontWeightKeywords.map(\.name))
        report(.error("invalid-font-weight",
                      "unknown font weight '\(text)'; use a number from 1 to 1000 or a DTCG keyword such as 'regular', 'semi-bold', 'bold'",
                      at: node.range, fixIts: guess.map { [replacing(node, with: $0)] } ?? [],
                      suggestion: guess.map { "did you mean '\($0)'?" }))
        return nil
    }

    /// A font-family field: a name, a non-empty list of names (each may be a reference, whose
    /// names are spliced in), or a reference to a font-family token.
    func fontFamily(_ node: YAMLNode) -> FontFamily? {
        field(node, as: .fontFamily, extract: { value in
            if case .fontFamily(let family) = value { return family }
            return nil
        }, literal: fontFamilyLiteral)
    }

    private func fontFamilyLiteral(_ node: YAMLNode) -> FontFamily? {
        switch node.content {
        case .scalar:
            guard let name = fontFamilyName(node) else { return nil }
            return FontFamily([name])
        case .sequence(let items):
            guard !items.isEmpty else {
                report(.error("invalid-font-family", "a font family list must name at least one family", at: node.range))
                return nil
            }
            var names: [String] = []
            var failed = false
            for item in items {
                let family = field(item, as: .fontFamily, extract: { value -> [String]? in
                    if case .fontFamily(let family) = value { return family.names }
                    return nil
                }, literal: { literal -> [String]? in fontFamilyName(literal).map { [$0] } })
                if let family { names += family } else { failed = true }
            }
            return failed ? nil : FontFamily(names)
        case .mapping:
            mismatch(node, expecting: .fontFamily)
            return nil
        }
    }

    private func fontFamilyName(_ node: YAMLNode) -> String? {
        guard let name = node.string else {
            mismatch(node, expected: "a font family name (a string)")
            return nil
        }
        guard !name.trimmingWhitespace().isEmpty else {
            report(.error("invalid-font-family", "a font family name must not be empty", at: node.range))
            return nil
        }
        return name
    }
}
