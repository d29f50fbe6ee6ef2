import YAML

extension ValueReader {
    /// The DTCG stroke-style keywords.
    static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The DTCG line caps of a dashed stroke.
    static let lineCaps = ["round", "butt", "square"]

    /// A stroke-style field: a keyword, `{dashArray: [dimension…], lineCap}`, or a reference to a
    /// stroke-style token.
    func strokeStyle(_ node: YAMLNode) -> StrokeStyle? {
        field(node, as: .strokeStyle, extract: { value in
            if case .strokeStyle(let style) = value { return style }
            return nil
        }, literal: strokeStyleLiteral)
    }

    private func strokeStyleLiteral(_ node: YAMLNode) -> StrokeStyle? {
        switch node.content {
        case .scalar:
            guard let text = node.string else { break }
            return keyword(text, among: Self.strokeStyleKeywords, what: "stroke style", code: "invalid-stroke-style",
                           node: node).map(StrokeStyle.keyword)
        case .mapping:
            let fields = ObjectFields(node, what: "stroke style", required: ["dashArray", "lineCap"], reader: self)
            var failed = !fields.hasAllRequired
            let dashes = fields.decode("dashArray", failed: &failed, dashArray)
            let cap = fields.decode("lineCap", failed: &failed) { capNode -> String? in
                guard let text = stringLiteral(capNode, expected: "a line cap (round, butt or square)") else { return nil }
                return keyword(text, among: Self.lineCaps, what: "line cap", code: "invalid-stroke-style", node: capNode)
            }
            guard !failed, let dashes, let cap else { return nil }
            return .dashed(dashArray: dashes, lineCap: cap)
        case .sequence:
            break
        }
        mismatch(node, expecting: .strokeStyle)
        return nil
    }

    private func dashArray(_ node: YAMLNode) -> [Dimension]? {
        guard let list = context.dereference(node) else { return nil }
        guard let items = list.items else {
            mismatch(list, expected: "an array of dimensions (dash and gap lengths)")
            return nil
        }
        guard !items.isEmpty else {
            report(.error("invalid-stroke-style", "dashArray must list at least one length", at: list.range))
            return nil
        }
        let dashes = items.map { dimension($0, nonNegativeField: "a dash length") }
        return dashes.contains(where: { $0 == nil }) ? nil : dashes.compactMap { $0 }
    }

    /// One of a fixed set of keywords; otherwise an error with "did you mean".
    func keyword(_ text: String, among keywords: [String], what: String, code: String, node: YAMLNode) -> String? {
        if keywords.contains(text) { return text }
        let guess = Suggestions.nearest(to: text, among: keywords)
        report(.error(code, "unknown \(what) '\(text)'; it must be one of \(keywords.joined(separator: ", "))",
                      at: node.range, fixIts: guess.map { [replacing(node, with: $0)] } ?? [],
                      suggestion: guess.map { "did you mean '\($0)'?" }))
        return nil
    }
}
