import TokenModel

/// One design system as lint sees it: the tokens as written (for references inside values and
/// source ranges of values) and resolved (types and values in every mode).
public struct LintedSystem: Sendable {
    /// The tokens as written.
    public var tree: TokenTree
    /// The tokens resolved.
    public var resolved: ResolvedSystem

    /// Creates a linted system.
    public init(tree: TokenTree, resolved: ResolvedSystem) {
        self.tree = tree
        self.resolved = resolved
    }

    /// The system's name.
    public var name: String { resolved.name }

    /// The definition of a resolved token, if it has one.
    public func definition(of path: String) -> TokenDefinition? {
        tree.tokenIndex(of: path).map { tree.tokens[$0] }
    }
}
