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
    /// Whether every required field is present.
    let hasAllRequired: Bool
    /// The mapping's pairs (none when the node is no mapping); a field's value is the value of
    /// the first pair whose key is the field's name.
    private let pairs: [YAMLPair]
    /// The fields the type allows, required then optional (kept apart: joined, they cost an
    /// array per value decoded; a few fields at most: arrays searched in order beat hashing here).
    private let required: [String]
    private let optional: [String]
    /// Where each field's pair is, a byte each at the field's position in the two lists taken as
    /// one: 0 when absent, else the pair's index plus one, or `farSlot` for a pair at index
    /// `farSlot - 1` or later (looked for again). A `[YAMLNode?]` of the values, made for every
    /// object decoded, cost an allocation, a copy of each node and their release (making the
    /// fields 2,500 → 1,200 instructions an object, releasing them ~800 → a few); searching the
    /// pairs by name on each lookup instead copied every key passed (~420 instructions a lookup).
    private let slots: UInt64
    private static let farSlot = 255

    /// Reads the pairs of `node`, which must be a mapping.
    ///
    /// - Parameters:
    ///   - what: the value's name for messages (`shadow`, `typography`).
    ///   - required: fields that must be present, in the order to report them.
    ///   - optional: fields that may be present.
    init(_ node: YAMLNode, what: String, required: [String], optional: [String] = [], reader: ValueReader) {
        precondition(required.count + optional.count <= 8, "a slot byte for each field")
        self.required = required
        self.optional = optional
        var slots: UInt64 = 0
        var misspelled: [String: YAMLNode] = [:]  // intended field → the key written for it
        guard case .mapping(let pairs) = node.content else {
            self.pairs = []
            self.slots = slots
            self.hasAllRequired = Self.reportMissing(required, slots: slots, misspelled: [:], in: node, what: what, reader: reader)
            return
        }
        self.pairs = pairs
        for p in pairs.indices {
            guard case .scalar(let keyScalar) = pairs[p].key.content else {
                reader.report(.warning("unknown-field", "\(what) fields are names; this key is \(pairs[p].key.kindDescription)",
                                       at: pairs[p].key.range))
                continue
            }
            let key = keyScalar.text
            if let i = Self.position(of: key, required: required, optional: optional) {
                if Self.slot(i, in: slots) == 0 { slots |= UInt64(min(p + 1, Self.farSlot)) << UInt64(8 * i) }
                continue
            }
            let pair = pairs[p]
            let allowed = required + optional
            let guess = Suggestions.nearest(to: key, among: allowed.indices.filter { Self.slot($0, in: slots) == 0 }.map { allowed[$0] })
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
        self.slots = slots
        self.hasAllRequired = Self.reportMissing(required, slots: slots, misspelled: misspelled, in: node, what: what, reader: reader)
    }

    /// The slot byte of the field at position `i`.
    private static func slot(_ i: Int, in slots: UInt64) -> Int {
        Int(truncatingIfNeeded: slots >> UInt64(8 * i)) & 0xFF
    }

    /// Reports each required field that has no value (saying which written key was probably
    /// meant for it) and returns whether all are there.
    private static func reportMissing(_ required: [String], slots: UInt64, misspelled: [String: YAMLNode],
                                      in node: YAMLNode, what: String, reader: ValueReader) -> Bool {
        var complete = true
        for (i, field) in required.enumerated() where slot(i, in: slots) == 0 {
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
        pairIndex(of: field).map { pairs[$0].value }
    }

    /// The index of the pair that holds `field`, if present.
    private func pairIndex(of field: String) -> Int? {
        guard let i = Self.position(of: field, required: required, optional: optional) else { return nil }
        let slot = Self.slot(i, in: slots)
        if slot == 0 { return nil }
        if slot < Self.farSlot { return slot - 1 }
        for p in (Self.farSlot - 1)..<pairs.count {
            if case .scalar(let key) = pairs[p].key.content, key.text == field { return p }
        }
        return nil
    }

    /// Where `field` is among the required then the optional fields, or nil.
    private static func position(of field: String, required: [String], optional: [String]) -> Int? {
        if let i = required.firstIndex(of: field) { return i }
        if let i = optional.firstIndex(of: field) { return required.count + i }
        return nil
    }

    /// Decodes a field when present; nil when absent or invalid (`failed` tells which).
    ///
    /// The value is handed to `decoder` from the pairs in place: taken out as a `YAMLNode?`
    /// first, it was copied and destroyed again (~100 instructions a field: a typography
    /// 18,350 → 17,840).
    func decode<Value>(_ field: String, failed: inout Bool, _ decoder: (YAMLNode) -> Value?) -> Value? {
        guard let p = pairIndex(of: field) else { return nil }
        let decoded = decoder(pairs[p].value)
        if decoded == nil { failed = true }
        return decoded
    }
}
