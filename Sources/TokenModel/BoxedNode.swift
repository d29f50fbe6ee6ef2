import YAML

/// A node kept behind a reference, for an optional node that is nearly always absent: `nil`
/// costs 8 bytes instead of a 64-byte node, in each of 100,000 token definitions and resolved
/// tokens. Immutable; replaced, never changed.
final class BoxedNode: Sendable {
    /// The node.
    let node: YAMLNode

    /// Boxes `node`.
    init(_ node: YAMLNode) { self.node = node }

    /// A box for `node`, or nil.
    static func box(_ node: YAMLNode?) -> BoxedNode? {
        node.map(BoxedNode.init)
    }
}
