import YAML

extension ValueReader {
    /// A shadow field: one `{color, offsetX, offsetY, blur, spread, inset?}` object, a non-empty
    /// array of them (layers; an item may reference a shadow token, whose layers are spliced in),
    /// or a reference to a shadow token.
    func shadow(_ node: YAMLNode) -> [Shadow]? {
        field(node, as: .shadow, extract: { value in
            if case .shadow(let layers) = value { return layers }
            return nil
        }, literal: { literal -> [Shadow]? in
            switch literal.content {
            case .mapping:
                return shadowLayer(literal).map { [$0] }
            case .sequence(let items):
                guard !items.isEmpty else {
                    report(.error("invalid-shadow", "a shadow list must have at least one layer", at: literal.range))
                    return nil
                }
                var layers: [Shadow] = []
                var failed = false
                for item in items {
                    let decoded = field(item, as: .shadow, extract: { value -> [Shadow]? in
                        if case .shadow(let layers) = value { return layers }
                        return nil
                    }, literal: { itemNode -> [Shadow]? in
                        guard itemNode.pairs != nil else {
                            mismatch(itemNode, expected: "a shadow layer (a {color, offsetX, offsetY, blur, spread} object)")
                            return nil
                        }
                        return shadowLayer(itemNode).map { [$0] }
                    })
                    if let decoded { layers += decoded } else { failed = true }
                }
                return failed ? nil : layers
            case .scalar:
                mismatch(literal, expecting: .shadow)
                return nil
            }
        })
    }

    private func shadowLayer(_ node: YAMLNode) -> Shadow? {
        let fields = ObjectFields(node, what: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
                                  optional: ["inset"], reader: self)
        var failed = !fields.hasAllRequired
        let color = fields.decode("color", failed: &failed, self.color)
        let offsetX = fields.decode("offsetX", failed: &failed) { dimension($0) }
        let offsetY = fields.decode("offsetY", failed: &failed) { dimension($0) }
        let blur = fields.decode("blur", failed: &failed) { dimension($0, nonNegativeField: "blur") }
        let spread = fields.decode("spread", failed: &failed) { dimension($0) }
        let inset = fields.decode("inset", failed: &failed, boolean)
        guard !failed, let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread,
                      inset: inset ?? false)
    }

    /// A `true`/`false` field (after following a `$ref` pointer).
    func boolean(_ node: YAMLNode) -> Bool? {
        guard let target = context.dereference(node) else { return nil }
        if case .bool(let value)? = target.coreValue { return value }
        mismatch(target, expected: "true or false")
        return nil
    }
}
