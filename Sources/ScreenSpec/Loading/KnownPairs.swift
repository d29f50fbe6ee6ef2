import YAML

/// The pairs of a mapping whose keys are allowed names, each with its key's text, in order
/// (``ScreenDecoder/knownPairs(_:allowed:in:)``): the mapping itself when every key is allowed
/// (nearly always, and then no array is made), else the pairs kept.
struct KnownPairs: Sequence {
    /// The mapping, when every key of it is allowed.
    private let all: FlatPairs?
    /// The pairs kept, when some key is not allowed.
    private let kept: [(key: String, pair: FlatPair)]

    /// Every pair of `pairs` (whose keys are all allowed names).
    init(all pairs: FlatPairs) {
        all = pairs
        kept = []
    }

    /// The pairs kept.
    init(kept: [(key: String, pair: FlatPair)]) {
        all = nil
        self.kept = kept
    }

    /// How many pairs there are.
    var count: Int { all?.count ?? kept.count }

    /// The first pair, if any.
    var first: (key: String, pair: FlatPair)? {
        var iterator = makeIterator()
        return iterator.next()
    }

    struct Iterator: IteratorProtocol {
        fileprivate let all: FlatPairs?
        fileprivate var position: Int
        fileprivate var kept: IndexingIterator<[(key: String, pair: FlatPair)]>

        mutating func next() -> (key: String, pair: FlatPair)? {
            guard let all else { return kept.next() }
            guard position != all.endIndex else { return nil }
            let pair = all[position]
            position = all.index(after: position)
            return (key: pair.key.scalarText ?? "", pair: pair)
        }
    }

    func makeIterator() -> Iterator {
        Iterator(all: all, position: all?.startIndex ?? 0, kept: kept.makeIterator())
    }
}
