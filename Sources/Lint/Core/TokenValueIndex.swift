import ColorScience
import TokenModel

/// The tokens of one system in one mode, indexed by value: for "use {color.primary}" (an exact
/// match) and "the nearest is …" (colors by ΔE OK, dimensions and durations by size). Built once
/// per system and mode and shared by every literal looked up.
struct TokenValueIndex {
    /// A token that has a value.
    struct Match {
        var path: String
        var value: TokenValue
        /// Whether the token is an alias (semantic) rather than a primitive.
        var isAlias: Bool
    }

    /// A nearby token and how far it is, in words.
    struct Nearest {
        var match: Match
        var distance: Double
        var distanceText: String
        var isClose: Bool
    }

    private var exact: [ExactKey: [Match]] = [:]
    // Parallel arrays: the search loops touch only the plain numbers, not the matches.
    private var colorMatches: [Match] = []
    private var colorLabs: [SIMD3<Double>] = []
    private var dimensionMatches: [Match] = []
    private var dimensionPoints: [Double] = []
    private var durationMatches: [Match] = []
    private var durationMilliseconds: [Double] = []
    private var copyByText: [String: (path: String, key: String)] = [:]

    /// Indexes a system's tokens in a mode.
    init(system: ResolvedSystem, mode: Int) {
        for token in system.tokens where token.deprecation == nil {
            let m = min(mode, token.values.count - 1)
            let value = token.values[m]
            let match = Match(path: token.path, value: value, isAlias: token.aliasOf[m] != nil)
            exact[Self.key(value), default: []].append(match)
            switch value {
            case .color(let color):
                colorMatches.append(match)
                colorLabs.append(Self.oklab(color))
            case .dimension(let d):
                dimensionMatches.append(match)
                dimensionPoints.append(d.points)
            case .duration(let d):
                durationMatches.append(match)
                durationMilliseconds.append(d.milliseconds)
            case .copy(let copy): if copyByText[copy.text] == nil { copyByText[copy.text] = (token.path, copy.key ?? token.path) }
            default: break
            }
        }
    }

    /// The first copy token (in document order) whose text is exactly `text`: its path and key.
    func copyToken(withText text: String) -> (path: String, key: String)? {
        copyByText[text]
    }

    /// What two equal values share: their type and ``DuplicateValueRule/ValueKey`` (colors
    /// compared in sRGB to 1e-5, with alpha).
    struct ExactKey: Hashable {
        var type: TokenType
        var value: DuplicateValueRule.ValueKey
    }

    /// The key two equal values share.
    static func key(_ value: TokenValue) -> ExactKey {
        ExactKey(type: value.type, value: DuplicateValueRule.key(value))
    }

    static func oklab(_ color: Color) -> SIMD3<Double> {
        let c = color.converted(to: .oklab).components
        return SIMD3(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0)
    }

    /// The tokens with exactly this value, best first (see ``rank(_:property:)``).
    func exactMatches(_ value: TokenValue, property: String = "") -> [Match] {
        Self.rank(exact[Self.key(value)] ?? [], property: property)
    }

    /// Equally good candidates, best first: those whose path shares the most words with the
    /// property (`padding` ~ `spacing`, `corner-radius` ~ `radius`, `font-size` ~ `font`/`type`),
    /// then primitives before aliases (an alias's name carries a meaning that may not fit), then
    /// the shorter (more general) path, then document order.
    static func rank(_ all: [Match], property: String) -> [Match] {
        let wanted = words(property, withSynonyms: true)
        let scored = all.enumerated().map { (offset: $0.offset, match: $0.element, score: words($0.element.path).intersection(wanted).count) }
        return scored.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.match.isAlias != b.match.isAlias { return !a.match.isAlias }
            let la = a.match.path.split(separator: ".").count, lb = b.match.path.split(separator: ".").count
            if la != lb { return la < lb }
            return a.offset < b.offset
        }.map(\.match)
    }

    /// The words of a path or property, with the usual synonyms added when asked.
    static func words(_ text: String, withSynonyms: Bool = false) -> Set<String> {
        var words = Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { Int($0) == nil })
        let synonyms: [String: [String]] = [
            "padding": ["spacing"], "margin": ["spacing"], "gap": ["spacing"], "spacing": ["padding", "gap"],
            "horizontal": ["padding"], "vertical": ["padding"], "corner": ["radius"], "radius": ["corner"],
            "font": ["typography", "type"], "typography": ["font", "type"], "height": ["size"], "width": ["size"],
            "size": ["height", "width"], "duration": ["motion"], "delay": ["motion"], "easing": ["motion", "ease"],
            "curve": ["ease", "easing"], "shadow": ["elevation"],
        ]
        guard withSynonyms else { return words }
        for word in words { words.formUnion(synonyms[word] ?? []) }
        return words
    }

    /// The nearest token of the value's type, for colors, dimensions and durations; among tokens
    /// at the same distance, the best ranked for the property.
    func nearest(_ value: TokenValue, property: String = "") -> Nearest? {
        guard var found = nearestUnranked(value) else { return nil }
        let ties = Self.rank(exactMatches(found.match.value, property: property), property: property)
        if let best = ties.first { found.match = best }
        return found
    }

    private func nearestUnranked(_ value: TokenValue) -> Nearest? {
        switch value {
        case .color(let color):
            let target = Self.oklab(color)
            guard let (i, distance) = Self.closest(colorLabs.count, { i in
                let d = colorLabs[i] - target
                return (d * d).sum().squareRoot()
            }) else { return nil }
            return Nearest(match: colorMatches[i], distance: distance, distanceText: "ΔE OK \(Format.decimal(distance, 3))", isClose: distance <= 0.05)
        case .dimension(let dimension):
            guard let (i, distance) = Self.closest(dimensionPoints.count, { abs(dimensionPoints[$0] - dimension.points) }) else { return nil }
            return Nearest(match: dimensionMatches[i], distance: distance, distanceText: "\(Format.decimal(distance, 2))pt away",
                           isClose: distance <= max(2, dimension.points * 0.1))
        case .duration(let duration):
            guard let (i, distance) = Self.closest(durationMilliseconds.count, { abs(durationMilliseconds[$0] - duration.milliseconds) }) else { return nil }
            return Nearest(match: durationMatches[i], distance: distance, distanceText: "\(Format.decimal(distance, 1))ms away",
                           isClose: distance <= max(50, duration.milliseconds * 0.2))
        default:
            return nil
        }
    }

    /// The index with the smallest distance (the first of equals), and that distance.
    private static func closest(_ count: Int, _ distance: (Int) -> Double) -> (Int, Double)? {
        guard count > 0 else { return nil }
        var best = 0
        var bestDistance = distance(0)
        for i in 1..<max(1, count) {
            let d = distance(i)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return (best, bestDistance)
    }

    /// A value as a message shows it.
    static func show(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): return Format.hex(c)
        case .dimension(let d): return "\(Format.decimal(d.value, 3))\(d.unit.rawValue)"
        case .duration(let d): return "\(Format.decimal(d.value, 3))\(d.unit.rawValue)"
        default: return ""
        }
    }
}
