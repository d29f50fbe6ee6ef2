/// Finds the known word a misspelled one was meant to be, for "did you mean" suggestions.
enum SpellingSuggestion {
    /// The candidate closest to `word` (case-insensitive optimal-string-alignment distance,
    /// so a swapped pair of letters costs 1), if it is close enough to be a plausible typo:
    /// at most 1 edit for words of up to 4 letters, 2 up to 8, 3 beyond. Ties go to the
    /// earlier candidate.
    static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= 64 else { return nil }
        let limit = target.count <= 4 ? 1 : (target.count <= 8 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            if abs(scalars.count - target.count) > limit { continue }
            let d = distance(target, scalars)
            if d <= limit, d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.name
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transposition).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
