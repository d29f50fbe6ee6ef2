import YAML

extension ValueReader {
    /// A border field: `{color, width, style}` or a reference to a border token.
    func border(_ node: YAMLNode) -> Border? {
        field(node, as: .border, extract: { value in
            if case .border(let border) = value { return border }
            return nil
        }, literal: { literal -> Border? in
            guard literal.pairs != nil else {
                mismatch(literal, expecting: .border)
                return nil
            }
            let fields = ObjectFields(literal, what: "border", required: ["color", "width", "style"], reader: self)
            var failed = !fields.hasAllRequired
            let color = fields.decode("color", failed: &failed, self.color)
            let width = fields.decode("width", failed: &failed) { dimension($0, nonNegativeField: "width") }
            let style = fields.decode("style", failed: &failed, strokeStyle)
            guard !failed, let color, let width, let style else { return nil }
            return Border(color: color, width: width, style: style)
        })
    }
}
