/// A property path for messages and occurrences (`logo.background.color`), kept as the path of
/// its parent and its last name and joined only when it is shown.
///
/// A spec writes a few hundred values, each recorded with its path; most paths are never shown
/// (only a finding does), and joining each at once was an allocation per value and a fiftieth
/// of a large lint. A parent's path is joined once, for all its values.
struct PropertyPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The parent's path (or the whole path, when there is no ``leaf``).
    private var base: String
    /// The last name (nil: none; an empty name still adds its dot).
    private var leaf: String?

    /// A path given whole.
    init(_ text: String) {
        base = text
        leaf = nil
    }

    /// A path written in the code (`"background"`, `"reduced-motion.\(owner).\(name)"`).
    init(stringLiteral text: String) { self.init(text) }

    init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// `base.leaf`.
    init(_ base: String, _ leaf: String) {
        self.base = base
        self.leaf = leaf
    }

    /// The path: `base.leaf`, made in one allocation (or none, up to 15 bytes).
    var description: String {
        guard var leaf else { return base }
        var base = base
        return base.withUTF8 { b in
            leaf.withUTF8 { n in
                String(unsafeUninitializedCapacity: b.count + 1 + n.count) { buffer in
                    let start = UnsafeMutableRawPointer(buffer.baseAddress!)
                    if let from = b.baseAddress { start.copyMemory(from: from, byteCount: b.count) }
                    buffer[b.count] = UInt8(ascii: ".")
                    if let from = n.baseAddress { (start + b.count + 1).copyMemory(from: from, byteCount: n.count) }
                    return b.count + 1 + n.count
                }
            }
        }
    }

    /// The same path joined now: for a parent of several values, whose path each would join again.
    var joined: PropertyPath { leaf == nil ? self : PropertyPath(description) }

    /// The path of a property inside this one: `self.name`.
    func appending(_ name: String) -> PropertyPath { PropertyPath(description, name) }

    /// Two paths are equal when they read the same (`a.b` + `c` is `a` + `b.c`).
    static func == (lhs: PropertyPath, rhs: PropertyPath) -> Bool {
        (lhs.base == rhs.base && lhs.leaf == rhs.leaf) || lhs.description == rhs.description
    }

    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
