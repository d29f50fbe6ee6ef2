import Diagnostics
import YAML

/// The tokens and groups of one design system as written, merged from all of its files, before
/// resolution. Built by ``TokenLoader``; consumed by ``TokenResolver``.
public struct TokenTree: Sendable {
    /// The system's name (`tanda`).
    public var name: String
    /// Every token, in document order (files in the order loaded).
    public var tokens: [TokenDefinition] = []
    /// Token index by path.
    public var index: [String: Int] = [:]
    /// Every group, in document order; the root group has path "".
    public var groups: [GroupDefinition] = []
    /// Group index by path.
    public var groupIndex: [String: Int] = [:]
    /// The modes declared by `dev.tokenc.system`; the first is the default. Empty: no modes.
    public var modes: [String] = []
    /// Where the modes were declared.
    public var modesRange: SourceRange?
    /// `$extends` declarations: (extending group path, extended group path, range of the reference).
    public var extends: [(group: String, target: String, range: SourceRange)] = []

    /// Creates an empty tree for a system.
    public init(name: String) { self.name = name }

    /// The modes tokens resolve in: the declared ones, or a single unnamed mode.
    public var effectiveModes: [String] { modes.isEmpty ? ["default"] : modes }
}
