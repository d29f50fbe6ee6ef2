/// A path glob from `lint.ignore`: `*` matches any run of characters except `/`, `?` one
/// character except `/`, `**` any run including `/` (`specs/**/draft-*.yaml`). A pattern without a
/// `/` matches the last path component anywhere (`*.draft.screen.yaml`). Paths are compared
/// after dropping a leading `./`.
public struct GlobPattern: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
    }

    /// Whether the path matches.
    public func matches(_ path: String) -> Bool {
        var p = Substring(pattern)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let patternScalars = Array(p.unicodeScalars)
        if !patternScalars.contains("/") {
            let last = text.split(separator: "/").last.map(Substring.init) ?? text
            return Self.match(patternScalars, Array(last.unicodeScalars))
        }
        if Self.match(patternScalars, Array(text.unicodeScalars)) { return true }
        // A relative pattern also matches below an absolute or longer prefix (`/repo/specs/x`).
        var scalars = Array(text.unicodeScalars)
        while let slash = scalars.firstIndex(of: "/") {
            scalars.removeFirst(slash + 1)
            if Self.match(patternScalars, scalars) { return true }
        }
        return false
    }

    /// Iterative wildcard matching that backtracks to the last `*` (within one path component)
    /// or, when that cannot extend past a `/`, to the last `**`; never recursive.
    static func match(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var single: (p: Int, t: Int)?
        var double: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                if p + 1 < pattern.count, pattern[p + 1] == "*" {
                    p += 2
                    // `**/` also matches zero directories.
                    if p < pattern.count, pattern[p] == "/" { p += 1 }
                    double = (p, t)
                    single = nil
                } else {
                    p += 1
                    single = (p, t)
                }
                continue
            }
            if p < pattern.count, pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t] {
                p += 1
                t += 1
                continue
            }
            if let s = single, text[s.t] != "/" {
                single = (s.p, s.t + 1)
                p = s.p
                t = s.t + 1
                continue
            }
            if let d = double {
                single = nil
                double = (d.p, d.t + 1)
                p = d.p
                t = d.t + 1
                continue
            }
            return false
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
