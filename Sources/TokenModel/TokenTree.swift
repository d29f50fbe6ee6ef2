import Diagnostics
import YAML

/// The tokens and groups of one design system as written, merged from all of its files, before
/// resolution. Built by ``TokenLoader``; consumed by ``TokenResolver``.
public struct TokenTree: Sendable {
    /// The system's name (`tanda`).
    public var name: String
    /// Every token, in document order (files in the order loaded).
    public var tokens: [TokenDefinition] = []
    /// Token index by path: the key of entry `i` is `tokens[i].path` (see ``tokenIndex(of:)``).
    public var index = PathIndex()
    /// Every group, in document order; the root group has path "".
    public var groups: [GroupDefinition] = []
    /// Group index by path: the key of entry `i` is `groups[i].path` (see ``groupIndex(of:)``).
    public var groupIndex = PathIndex()
    /// The modes declared by `dev.tokenc.system`; the first is the default. Empty: no modes.
    public var modes: [String] = []
    /// Where the modes were declared.
    public var modesRange: SourceRange?
    /// `$extends` declarations: (extending group path, extended group path, range of the reference).
    public var extends: [(group: String, target: String, range: SourceRange)] = []

    /// Creates an empty tree for a system.
    public init(name: String) { self.name = name }

    /// The index of the token at `path`.
    @inlinable public func tokenIndex(of path: String) -> Int? {
        index.find(path) { tokens[$0].path }
    }

    /// The index of the token at `path`, whose hash is `hash`.
    @inlinable public func tokenIndex(of path: String, hash: PathIndex.Hash) -> Int? {
        index.find(path, hash: hash) { tokens[$0].path }
    }

    /// The index of the group at `path`.
    @inlinable public func groupIndex(of path: String) -> Int? {
        groupIndex.find(path) { groups[$0].path }
    }

    /// The index of the group at `path`, whose hash is `hash`.
    @inlinable public func groupIndex(of path: String, hash: PathIndex.Hash) -> Int? {
        groupIndex.find(path, hash: hash) { groups[$0].path }
    }

    /// The modes tokens resolve in: the declared ones, or a single unnamed mode.
    public var effectiveModes: [String] { modes.isEmpty ? ["default"] : modes }
}
