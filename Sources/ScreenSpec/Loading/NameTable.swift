/// A fixed set of names (the properties a part of a spec accepts), looked up by a key's length
/// and first and last bytes, then compared whole.
///
/// Every key of every mapping of a spec is looked up once: as a `[String: …]` dictionary that
/// cost ~300 instructions a key (SipHash over the bytes, then the comparison), and as a scan of
/// the allowed names ~30 a name; here it is ~40 a key (`knownElementPairs` and `knownPairs` were
/// ~3 % of a lint's instructions).
struct NameTable: Sendable {
    /// The names, in the order given ("did you mean" reads them).
    let names: [String]
    /// Open addressing: each slot holds an index into `names` plus one, 0 when empty.
    private let slots: [Int32]
    private let mask: Int

    init(_ names: [String]) {
        self.names = names
        var size = 8
        while size < names.count * 3 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (i, name) in names.enumerated() where Self.find(name, names: names, slots: slots, mask: size - 1) == nil {
            var slot = (Self.hash(name) ?? 0) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(i + 1)
        }
        self.slots = slots
        mask = size - 1
    }

    /// The index in ``names`` of `key`, nil when it is not one of them.
    func index(of key: String) -> Int? {
        Self.find(key, names: names, slots: slots, mask: mask)
    }

    /// Whether `key` is one of the names.
    func contains(_ key: String) -> Bool { index(of: key) != nil }

    private static func find(_ key: String, names: [String], slots: [Int32], mask: Int) -> Int? {
        // A key not stored contiguously (none that a spec gives) is looked for name by name.
        guard let hash = hash(key) else { return names.firstIndex(of: key) }
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if names[entry - 1] == key { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The length and the first two and last bytes, mixed; nil when the key's bytes are not
    /// stored contiguously. Names are compared whole with `==`, so a key matches only a name it
    /// equals; and no key with other bytes can equal one of these names (all ASCII, none with the
    /// three ASCII characters that a non-ASCII one is canonically equivalent to: `K`, `;`, `` ` ``).
    private static func hash(_ key: String) -> Int? {
        key.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            let count = bytes.count
            guard count > 0 else { return 0 }
            let mixed = count &* 0x9E37 ^ Int(bytes[0]) &* 0x85EB ^ Int(bytes[min(1, count - 1)]) &* 0xC2B2 ^ Int(bytes[count - 1]) &* 0x27D4
            return mixed ^ (mixed >> 7)
        }
    }
}
