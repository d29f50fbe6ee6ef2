/// The token groups of a system as a tree, for the Swift namespaces: a node per group and per
/// token, children in the order first met. The nodes are values in one array, addressed by index
/// (`0` is the root) — 100,000 tokens were 100,000 objects to allocate, reference-count and free.
struct SwiftGroupTree {
    /// One node: a group, a token, or both (a token and a group may share a name).
    struct Node {
        /// The last path component ("" for the root).
        let name: String
        /// The node's parent (-1 for the root).
        let parent: Int32
        /// The index of the token at this path, or -1.
        var token: Int32 = -1
        /// The index of the group's `$root` token, or -1.
        var rootToken: Int32 = -1
        /// The children, in the order first met.
        var children: [Int32] = []
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
        nodes.append(Node(name: "", parent: -1))
    }

    /// The root's index.
    static let root = 0

    /// The child of `node` named `name`, made when there is none yet.
    mutating func child(of node: Int, named name: String) -> Int {
        if let last = nodes[node].children.last, nodes[Int(last)].name == name { return Int(last) }
        if nodes[node].children.count < 16 {
            // A small group: a scan is cheaper than hashing.
            for child in nodes[node].children where nodes[Int(child)].name == name { return Int(child) }
        } else {
            if nodes[node].childIndex == nil {
                var index: [String: Int32] = [:]
                index.reserveCapacity(2 * nodes[node].children.count)
                for child in nodes[node].children where index[nodes[Int(child)].name] == nil {
                    index[nodes[Int(child)].name] = child
                }
                nodes[node].childIndex = index
            }
            if let existing = nodes[node].childIndex?[name] { return Int(existing) }
            let next = Int32(nodes.count)
            nodes[node].childIndex?[name] = next
        }
        let index = nodes.count
        nodes.append(Node(name: name, parent: Int32(node)))
        nodes[node].children.append(Int32(index))
        return index
    }

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
