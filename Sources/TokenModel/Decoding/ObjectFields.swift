import Diagnostics
import YAML

/// The fields of a composite value's mapping (`{color, offsetX, …}`), checked against the
/// fields its type allows.
///
/// Creating one reports a `missing-field` error at the mapping for each required field that is
/// absent, and an `unknown-field` warning at each key that is not a field (with "did you mean"
/// and a rename fix-it when a field name is close). When a missing field is what an unknown key
/// was probably meant to be (`offsetx` for `offsetX`), the error says so.
struct ObjectFields {
    /// The mapping node.
    let node: YAMLNode
    /// Whether every required field is present.
    let hasAllRequired: Bool
    /// The fields the type allows, required then optional (kept apart: joined, they cost an
    /// array per value decoded), and the value of each one present at its position in the two
    /// lists taken as one (a few fields at most: arrays searched in order beat hashing here).
    private let required: [String]
    private let optional: [String]
    private let values: [YAMLNode?]

    /// Reads the pairs of `node`, which must be a mapping.
    ///
    /// - Parameters:
    ///   - what: the value's name for messages (`shadow`, `typography`).
    ///   - required: fields that must be present, in the order to report them.
    ///   - optional: fields that may be present.
    init(_ node: YAMLNode, what: String, required: [String], optional: [String] = [], reader: ValueReader) {
        self.node = node
        self.required = required
        self.optional = optional
        let fieldCount = required.count + optional.count
        var values = [YAMLNode?](unsafeUninitializedCapacity: fieldCount) { buffer, initialized in
            buffer.initialize(repeating: nil)
            initialized = buffer.count
        }
        var misspelled: [String: YAMLNode] = [:]  // intended field → the key written for it
        guard case .mapping(let pairs) = node.content else {
            self.values = values
            self.hasAllRequired = Self.reportMissing(required, values: values, misspelled: [:], in: node, what: what, reader: reader)
            return
        }
        for p in pairs.indices {
            guard case .scalar(let keyScalar) = pairs[p].key.content else {
                reader.report(.warning("unknown-field", "\(what) fields are names; this key is \(pairs[p].key.kindDescription)",
                                       at: pairs[p].key.range))
                continue
            }
            let key = keyScalar.text
            if let i = Self.position(of: key, required: required, optional: optional) {
                if values[i] == nil { values[i] = pairs[p].value }
                continue
            }
            let pair = pairs[p]
            let allowed = required + optional
            let guess = Suggestions.nearest(to: key, among: allowed.indices.filter { values[$0] == nil }.map { allowed[$0] })
            let fields = allowed.map { "'\($0)'" }.joined(separator: ", ")
            if let guess {
                if misspelled[guess] == nil { misspelled[guess] = pair.key }
                reader.report(.warning("unknown-field", "unknown \(what) field '\(key)'; the fields are \(fields)",
                                       at: pair.key.range,
                                       fixIts: [reader.replacing(pair.key, with: guess)],
                                       suggestion: "did you mean '\(guess)'?"))
            } else {
                reader.report(.warning("unknown-field", "unknown \(what) field '\(key)'; the fields are \(fields)",
                                       at: pair.key.range))
            }
        }
        self.values = values
        self.hasAllRequired = Self.reportMissing(required, values: values, misspelled: misspelled, in: node, what: what, reader: reader)
    }

    /// Reports each required field that has no value (saying which written key was probably
    /// meant for it) and returns whether all are there.
    private static func reportMissing(_ required: [String], values: [YAMLNode?], misspelled: [String: YAMLNode],
                                      in node: YAMLNode, what: String, reader: ValueReader) -> Bool {
        var complete = true
        for (i, field) in required.enumerated() where values[i] == nil {
            complete = false
            if let key = misspelled[field], let written = key.scalar?.text {
                reader.report(.error("missing-field", "\(what) is missing the required field '\(field)'",
                                     at: node.range,
                                     notes: [.init("'\(written)' is probably meant to be '\(field)'", at: key.range)],
                                     suggestion: "rename '\(written)' to '\(field)'"))
            } else {
                reader.report(.error("missing-field", "\(what) is missing the required field '\(field)'",
                                     at: node.range))
            }
        }
        return complete
    }

    /// The value node of a field, if present.
    subscript(field: String) -> YAMLNode? {
        Self.position(of: field, required: required, optional: optional).flatMap { values[$0] }
    }

    /// Where `field` is among the required then the optional fields, or nil.
    private static func position(of field: String, required: [String], optional: [String]) -> Int? {
        if let i = required.firstIndex(of: field) { return i }
        if let i = optional.firstIndex(of: field) { return required.count + i }
        return nil
    }

    /// Decodes a field when present; nil when absent or invalid (`failed` tells which).
    func decode<Value>(_ field: String, failed: inout Bool, _ decoder: (YAMLNode) -> Value?) -> Value? {
        guard let value = self[field] else { return nil }
        let decoded = decoder(value)
        if decoded == nil { failed = true }
        return decoded
    }
}
