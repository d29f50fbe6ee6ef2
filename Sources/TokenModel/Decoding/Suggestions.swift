/// "Did you mean …?" for names a user misspelled: unit names, color spaces, keywords, field
/// names, token references.
///
/// Distances are Damerau–Levenshtein (optimal string alignment: insertions, deletions,
/// substitutions and swaps of two adjacent characters each cost 1), computed on Unicode scalars
/// after lowercasing, so `Bold` is at distance 0 from `bold` and `semibold` at distance 1 from
/// `semi-bold`.
public enum Suggestions {
    /// The candidate closest to `name`, or nil when none is close enough to be a plausible typo.
    ///
    /// A candidate qualifies when its distance is at most `max(2, name.count / 3)` (counted in
    /// Unicode scalars) and smaller than the length of both strings (so a one-letter input does not
    /// "suggest" every other one-letter name). Among equally close candidates the first one in
    /// `candidates` wins, so results are deterministic. A candidate equal to `name` (ignoring case)
    /// is returned when present.
    ///
    /// - Parameters:
    ///   - name: what the user wrote.
    ///   - candidates: the valid names, in order of preference.
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let written = Array(name.lowercased().unicodeScalars)
        let threshold = max(2, written.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased().unicodeScalars)
            // Lengths alone bound the distance from below; skip hopeless candidates cheaply.
            if abs(target.count - written.count) > threshold { continue }
            let distance = editDistance(written, target)
            guard distance <= threshold,
                  distance < max(written.count, 1), distance < max(target.count, 1) else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The Damerau–Levenshtein distance (optimal string alignment) between two strings,
    /// case-insensitive, counted in Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rolling rows: two back (for transpositions), previous, current.
        var twoBack = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
