/// The token groups of a system as a tree, for the Swift namespaces: a node per group and per
/// token, children in the order first met. The nodes are values in one array, addressed by index
/// (`0` is the root) — 100,000 tokens were 100,000 objects to allocate, reference-count and free —
/// and each node's children are a list through the nodes (an array per group, grown as children
/// were added, was ~135 instructions a child).
struct SwiftGroupTree {
    /// One node: a group, a token, or both (a token and a group may share a name).
    struct Node {
        /// The last path component ("" for the root).
        let name: String
        /// ``NameFingerprint`` of ``name``: children are found by it before their names are compared.
        let print: UInt64
        /// The node's parent (-1 for the root).
        let parent: Int32
        /// The index of the token at this path, or -1.
        var token: Int32 = -1
        /// The index of the group's `$root` token, or -1.
        var rootToken: Int32 = -1
        /// The first and last child (-1: none), the next sibling (-1: the last), and the number
        /// of children: the children in the order first met.
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var nextSibling: Int32 = -1
        var childCount: Int32 = 0
        /// Children by name, made only when a name is looked up that is not the last child's
        /// (tokens of a group are usually consecutive, so most lookups never need it) and the
        /// group has outgrown a linear scan.
        var childIndex: [String: Int32]?
    }

    /// The nodes; the root first.
    private(set) var nodes: [Node]

    /// A tree with only its root.
    init(capacity: Int = 0) {
        nodes = []
        nodes.reserveCapacity(capacity + 1)
        nodes.append(Node(name: "", print: NameFingerprint.of(""), parent: -1))
    }

    /// The root's index.
    static let root = 0

    /// The child of `node` named `name`, made when there is none yet.
    mutating func child(of node: Int, named name: String) -> Int {
        child(of: node, named: name, print: NameFingerprint.of(name))
    }

    /// ``child(of:named:)`` with the name's ``NameFingerprint`` made by the caller (from the
    /// bytes it made the name of).
    mutating func child(of node: Int, named name: String, print: UInt64) -> Int {
        let last = nodes[node].lastChild
        if last >= 0, NameFingerprint.mayMatch(nodes[Int(last)].print, print), nodes[Int(last)].name == name {
            return Int(last)
        }
        if nodes[node].childCount < 16 {
            // A small group: a scan is cheaper than hashing (by fingerprint: a new child's name,
            // compared as a string with each of its siblings, was ~60 instructions a sibling).
            var child = nodes[node].firstChild
            while child >= 0 {
                if NameFingerprint.mayMatch(nodes[Int(child)].print, print), nodes[Int(child)].name == name {
                    return Int(child)
                }
                child = nodes[Int(child)].nextSibling
            }
        } else {
            if nodes[node].childIndex == nil {
                var index: [String: Int32] = [:]
                index.reserveCapacity(2 * Int(nodes[node].childCount))
                for child in children(of: node) where index[nodes[Int(child)].name] == nil {
                    index[nodes[Int(child)].name] = child
                }
                nodes[node].childIndex = index
            }
            if let existing = nodes[node].childIndex?[name] { return Int(existing) }
            let next = Int32(nodes.count)
            nodes[node].childIndex?[name] = next
        }
        let index = Int32(nodes.count)
        nodes.append(Node(name: name, print: print, parent: Int32(node)))
        if last >= 0 { nodes[Int(last)].nextSibling = index } else { nodes[node].firstChild = index }
        nodes[node].lastChild = index
        nodes[node].childCount += 1
        return Int(index)
    }

    /// The children of a node, in the order first met.
    func children(of node: Int) -> Children { Children(nodes: nodes, first: nodes[node].firstChild) }

    /// A node's children: each the next sibling of the one before.
    struct Children: Sequence, IteratorProtocol {
        let nodes: [Node]
        var upcoming: Int32

        init(nodes: [Node], first: Int32) {
            self.nodes = nodes
            upcoming = first
        }

        mutating func next() -> Int32? {
            guard upcoming >= 0 else { return nil }
            defer { upcoming = nodes[Int(upcoming)].nextSibling }
            return upcoming
        }
    }

    /// The number of children of a node.
    func childCount(of node: Int) -> Int { Int(nodes[node].childCount) }

    /// Sets the token at a node.
    mutating func setToken(_ token: Int, at node: Int) { nodes[node].token = Int32(token) }

    /// Sets a group's `$root` token.
    mutating func setRootToken(_ token: Int, at node: Int) { nodes[node].rootToken = Int32(token) }

    /// What a walk reads of a node.
    struct Entry {
        /// The node's index.
        let index: Int
        /// The last path component.
        let name: String
        /// The index of the token at this path, or -1.
        let token: Int
        /// The index of the group's `$root` token, or -1.
        let rootToken: Int
    }

    /// A node as a walk reads it.
    func entry(_ node: Int) -> Entry {
        Entry(index: node, name: nodes[node].name, token: Int(nodes[node].token), rootToken: Int(nodes[node].rootToken))
    }

    /// The dotted path of a node ("" for the root).
    func path(of node: Int) -> String {
        // The length first, then the names written right to left into one string (no array of
        // names, no joining).
        var total = -1
        var current = node
        while current > 0 {
            total += nodes[current].name.utf8.count + 1
            current = Int(nodes[current].parent)
        }
        guard total > 0 else { return total == 0 ? nodes[node].name : "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var end = total
            var current = node
            while current > 0 {
                if current != node {
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
                let name = nodes[current].name
                let count = name.utf8.count
                end -= count
                var position = end
                let copied: Void? = name.utf8.withContiguousStorageIfAvailable { bytes in
                    for byte in bytes {
                        buffer[position] = byte
                        position += 1
                    }
                }
                if copied == nil {
                    for byte in name.utf8 {
                        buffer[position] = byte
                        position += 1
                    }
                }
                current = Int(nodes[current].parent)
            }
            return total
        }
    }
}
