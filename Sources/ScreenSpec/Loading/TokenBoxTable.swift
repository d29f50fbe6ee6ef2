import TokenModel

/// A screen decoder's boxed token values, by token index (``ScreenDecoder/sharedValueInMode(tokenAt:)``).
///
/// A screen refers to tokens ~250 times, to a few dozen different ones: as a `Dictionary`, each
/// lookup hashed its `Int` with SipHash and each screen's table grew by rehashing, ~800
/// instructions a reference (2.5 % of a 1,000-screen lint). Here the index is hashed by one
/// multiplication into an open-addressed table (linear probing, at most half full), and found
/// in a few instructions.
struct TokenBoxTable {
    /// Token indexes (-1: an empty slot) and their boxes, side by side.
    private var keys: [Int]
    private var boxes: [SharedValue<TokenValue>?]
    /// Whether a token's box was used for a value or a copy reference the screen keeps
    /// (``markReferenced(_:)``), by slot.
    private var referenced: [Bool]
    /// How many slots are used.
    private(set) var count = 0
    /// log2 of the number of slots.
    private var bits: Int

    /// An empty table of 2^`bits` slots (doubled whenever it is half full).
    init(bits: Int = 7) {
        self.bits = bits
        keys = Array(repeating: -1, count: 1 << bits)
        boxes = Array(repeating: nil, count: 1 << bits)
        referenced = Array(repeating: false, count: 1 << bits)
    }

    /// The first slot to look at for `index` (Fibonacci hashing: the top bits of the product).
    @inline(__always)
    private func home(_ index: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The box of the token at `index`, if one was added.
    @inline(__always)
    func box(forTokenAt index: Int) -> SharedValue<TokenValue>? {
        let mask = keys.count - 1
        var slot = home(index)
        while true {
            let key = keys[slot]
            if key == index { return boxes[slot] }
            if key < 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Adds the box of the token at `index` (not in the table yet; `index` ≥ 0).
    mutating func add(_ box: SharedValue<TokenValue>, forTokenAt index: Int) {
        precondition(index >= 0, "token indexes are not negative")
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var slot = home(index)
        while keys[slot] >= 0 { slot = (slot + 1) & mask }
        keys[slot] = index
        boxes[slot] = box
        count += 1
    }

    /// Notes that the token at `index`, whose box is in the table, is referred to by a value or
    /// a copy reference the screen keeps.
    mutating func markReferenced(_ index: Int) {
        let mask = keys.count - 1
        var slot = home(index)
        while true {
            let key = keys[slot]
            if key == index { referenced[slot] = true; return }
            if key < 0 { preconditionFailure("token \(index) has no box") }
            slot = (slot + 1) & mask
        }
    }

    /// The indexes marked by ``markReferenced(_:)``, each once, in slot order.
    var referencedIndexes: [Int] {
        var result: [Int] = []
        for slot in keys.indices where referenced[slot] { result.append(keys[slot]) }
        return result
    }

    /// Doubles the slots and puts every entry in its place in them.
    private mutating func grow() {
        let oldKeys = keys, oldBoxes = boxes, oldReferenced = referenced
        bits += 1
        keys = Array(repeating: -1, count: 1 << bits)
        boxes = Array(repeating: nil, count: 1 << bits)
        referenced = Array(repeating: false, count: 1 << bits)
        count = 0
        for slot in oldKeys.indices where oldKeys[slot] >= 0 {
            add(oldBoxes[slot]!, forTokenAt: oldKeys[slot])
            if oldReferenced[slot] { markReferenced(oldKeys[slot]) }
        }
    }
}
