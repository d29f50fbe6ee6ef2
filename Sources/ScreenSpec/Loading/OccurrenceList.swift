import Diagnostics
import TokenModel

/// The value occurrences a decoder records, kept so that they can be handed over in document
/// order in an array of exactly their number, moved rather than copied.
///
/// An `Array` grown by appending keeps up to twice the room it needs (a fifth of a large lint's
/// heap is occurrences); copying its elements into an exact array in order retained each one's
/// strings and then released the originals. Here the elements are moved out once, in order.
final class OccurrenceList {
    private var base: UnsafeMutablePointer<SpecValueOccurrence>
    private var capacity: Int
    /// The number of occurrences held.
    private(set) var count = 0

    /// Room for 512 at first: a screen of 50 elements writes about 300 values, and growing from
    /// fewer moved every occurrence three times (64 KB, well below where `malloc` maps pages).
    init(capacity: Int = 512) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends an occurrence.
    func append(_ occurrence: consuming SpecValueOccurrence) {
        makeRoomForOne()
        (base + count).initialize(to: occurrence)
        count += 1
    }

    /// Appends the occurrence of these parts, each written in its place in the list.
    ///
    /// Made first and then appended, an occurrence was made aside, copied in (its five strings
    /// and its box retained) and the original destroyed (all released again): ~300,000 times a
    /// mode in a 1,000-screen lint, whether `append` was inlined or not (a large struct is moved
    /// through memory, and this move was a copy). Here each stored property is initialized at its
    /// offset; `SpecValueOccurrenceTests` fails when a stored property is added that this does
    /// not write.
    func append(property: PropertyPath, elementID: String?, type: TokenType, tokenPath: String?, literalText: String?,
                sharedValue: SharedValue<TokenValue>, range: SourceRange) {
        makeRoomForOne()
        typealias O = SpecValueOccurrence
        let slot = UnsafeMutableRawPointer(base + count)
        (slot + MemoryLayout<O>.offset(of: \O.propertyPath)!).initializeMemory(as: PropertyPath.self, repeating: property, count: 1)
        (slot + MemoryLayout<O>.offset(of: \O.elementID)!).initializeMemory(as: String?.self, repeating: elementID, count: 1)
        (slot + MemoryLayout<O>.offset(of: \O.tokenPath)!).initializeMemory(as: String?.self, repeating: tokenPath, count: 1)
        (slot + MemoryLayout<O>.offset(of: \O.literalText)!).initializeMemory(as: String?.self, repeating: literalText, count: 1)
        (slot + MemoryLayout<O>.offset(of: \O.sharedValue)!).initializeMemory(as: SharedValue<TokenValue>.self, repeating: sharedValue,
                                                                               count: 1)
        (slot + MemoryLayout<O>.offset(of: \O.range)!).initializeMemory(as: SourceRange.self, repeating: range, count: 1)
        (slot + MemoryLayout<O>.offset(of: \O.type)!).initializeMemory(as: TokenType.self, repeating: type, count: 1)
        count += 1
    }

    /// Doubles the room when the list is full.
    @inline(__always)
    private func makeRoomForOne() {
        if count == capacity { grow() }
    }

    private func grow() {
        let larger = UnsafeMutablePointer<SpecValueOccurrence>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The occurrence at `index` (in the order appended).
    subscript(index: Int) -> SpecValueOccurrence {
        precondition(index >= 0 && index < count, "OccurrenceList index out of range")
        return base[index]
    }

    /// Where each occurrence starts, in the order appended (read in place).
    var starts: [SourceLocation] { (0..<count).map { base[$0].range.start } }

    /// Every occurrence, position `i` holding the one appended `order[i]`-th (`order` a
    /// permutation of `0..<count`), moved into an array of exactly `count`; the list is then empty.
    func take(in order: [Int]) -> [SpecValueOccurrence] {
        precondition(order.count == count, "not a permutation of the occurrences")
        var moved = [Bool](repeating: false, count: count)
        for j in order {
            precondition(j >= 0 && j < count && !moved[j], "not a permutation of the occurrences")
            moved[j] = true
        }
        let n = count
        let result = [SpecValueOccurrence](unsafeUninitializedCapacity: n) { buffer, initialized in
            for (i, j) in order.enumerated() {
                (buffer.baseAddress! + i).moveInitialize(from: base + j, count: 1)
            }
            initialized = n
        }
        count = 0
        return result
    }
}
