/// Convenient, allocation-light access to node contents.
extension YAMLNode {
    /// The scalar, if this is a scalar node.
    public var scalar: YAMLScalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The pairs, if this is a mapping node.
    public var pairs: [YAMLPair]? {
        if case .mapping(let p) = content { return p }
        return nil
    }

    /// The items, if this is a sequence node.
    public var items: [YAMLNode]? {
        if case .sequence(let i) = content { return i }
        return nil
    }

    /// The value for a string key of a mapping (first match), or nil.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        for i in pairs.indices {
            if case .scalar(let k) = pairs[i].key.content, k.text == key { return pairs[i].value }
        }
        return nil
    }

    /// The pair for a string key of a mapping (first match), so both key and value ranges are at hand.
    public func pair(forKey key: String) -> YAMLPair? {
        guard case .mapping(let pairs) = content else { return nil }
        for i in pairs.indices {
            if case .scalar(let k) = pairs[i].key.content, k.text == key { return pairs[i] }
        }
        return nil
    }

    /// The scalar's value under the YAML 1.2 core schema, or nil for a collection.
    public var coreValue: CoreValue? { scalar?.coreValue }

    /// The scalar's text if it is a string under the core schema (quoted, or plain and not a
    /// null, bool or number).
    public var string: String? {
        guard case .scalar(let scalar) = content else { return nil }
        // A plain untagged scalar is a string exactly when its kind, worked out when it was
        // parsed, says so: a number is not converted (with `strtod`) only to be found no string.
        if scalar.style == .plain, scalar.tag == nil {
            return scalar.plainKind == .string ? scalar.text : nil
        }
        if case .string(let s) = scalar.coreValue { return s }
        return nil
    }

    /// The scalar's number if it is an int or float under the core schema.
    public var number: Double? {
        switch coreValue {
        case .int(let i)?: return Double(i)
        case .float(let d)?: return d
        default: return nil
        }
    }

    /// Whether the node is a null scalar (`~`, `null`, or empty plain).
    public var isNull: Bool {
        if case .null? = coreValue { return true }
        return false
    }

    /// A short name for the node's kind, for messages: "a string", "a number", "a mapping", …
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let s):
            switch s.coreValue {
            case .null: return "an empty value"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            case .string: return "a string"
            }
        }
    }
}

extension YAMLScalar {
    /// The scalar's value under the YAML 1.2 core schema. Quoted and block scalars are strings.
    ///
    /// An explicit tag decides first: `!!str` and the non-specific `!` make a string; `!!null`,
    /// `!!bool`, `!!int` and `!!float` resolve the text whatever its style (`!!int "12"` is 12,
    /// `!!float 1` is 1.0), and a text that does not fit its tag stays a string (the parser
    /// reports it as `invalid-tagged-value`). Other tags do not change the resolution.
    public var coreValue: CoreValue {
        if let tag, let expected = CoreTag.Kind(tag: tag) {
            return expected.value(of: text)
        }
        if style != .plain { return .string(text) }
        switch plainKind {
        case .string: return .string(text)
        case .null: return .null
        case .boolTrue: return .bool(true)
        case .boolFalse: return .bool(false)
        case .number: return CoreSchema.resolve(text)
        }
    }
}

extension YAMLNode {
    /// Takes a mapping's pairs out of the node, leaving it an empty mapping, and returns them (nil,
    /// and the node unchanged, when it is not a mapping). When the node held the only reference,
    /// the caller now does, so it can change the pairs in place — and release each value as it is
    /// done with it — without copying them.
    public mutating func takePairs() -> [YAMLPair]? {
        guard case .mapping(let pairs) = content else { return nil }
        content = .mapping([])
        return pairs
    }
}
