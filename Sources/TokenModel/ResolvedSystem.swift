import Diagnostics
import YAML

/// A token after resolution: its type and its value in every mode of its system.
public struct ResolvedToken: Sendable {
    /// The dotted path (`color.brand.primary`).
    public var path: String
    /// The resolved type.
    public var type: TokenType
    /// The value in each mode, indexed like ``ResolvedSystem/modes``.
    public var values: TokenValues
    /// For each mode, the path of the token this one is an alias of (when its whole value was a
    /// reference), so emitters can keep `var(--…)` links.
    public var aliasOf: [String?]
    /// `$description`.
    public var description: String?
    /// nil: not deprecated; "": deprecated; otherwise the reason.
    public var deprecation: String?
    /// `$extensions` as written.
    public var extensions: YAMLNode? {
        get { extensionsBox?.node }
        set { extensionsBox = BoxedNode.box(newValue) }
    }
    /// `extensions`, boxed: nearly no token has any, and a node is 64 bytes.
    private var extensionsBox: BoxedNode?
    /// Whether `extensions` is not nil, without copying the node out.
    var hasExtensions: Bool { extensionsBox != nil }
    /// Where the token's name is written.
    public var nameRange: SourceRange

    /// The value in the default mode.
    public var value: TokenValue { values[0] }
    /// The path's components.
    public var pathComponents: [Substring] { path.split(separator: ".") }
}

// The initializers delegate to the memberwise one, kept by declaring them in an extension:
// assigning the properties one by one, the optimizer built each token in a temporary and then
// copied it into place and destroyed the temporary (~320 instructions a token; 29 M at 100,000).
extension ResolvedToken {
    /// Creates a resolved token.
    init(path: String, type: TokenType, values: TokenValues, aliasOf: [String?], description: String?,
         deprecation: String?, extensions: YAMLNode?, nameRange: SourceRange) {
        self.init(path: path, type: type, values: values, aliasOf: aliasOf, description: description,
                  deprecation: deprecation, extensionsBox: BoxedNode.box(extensions), nameRange: nameRange)
    }

    /// Creates a resolved token sharing a definition's boxed extensions (no new box).
    init(path: String, type: TokenType, values: TokenValues, aliasOf: [String?], definition: borrowing TokenDefinition) {
        self.init(path: path, type: type, values: values, aliasOf: aliasOf, description: definition.description,
                  deprecation: definition.deprecation, extensionsBox: definition.sharedExtensionsBox,
                  nameRange: definition.nameRange)
    }
}

/// One design system, fully resolved: every valid token in every mode.
public struct ResolvedSystem: Sendable {
    /// The system's name.
    public var name: String
    /// The modes, default first; `["default"]` when the system declares none.
    public var modes: [String]
    /// Whether the modes were declared (false: the single implicit mode).
    public var hasDeclaredModes: Bool
    /// Tokens in document order; invalid tokens are left out (their errors were reported).
    public var tokens: [ResolvedToken]
    /// Groups in document order, for nesting and descriptions.
    public var groups: [GroupDefinition] { didSet { groupIndex = nil } }
    /// The index of the first of ``groups`` at each path, when known: the tree's own index, which
    /// the resolver hands on so that the resolved document need not hash every group's path
    /// again (0.55 M instructions at 10,000 tokens). Nil when unknown, and once `groups` changes.
    var groupIndex: PathIndex?
    /// Index into ``tokens`` by path: the key of entry `i` is `tokens[i].path` (see
    /// ``tokenIndex(of:)``), so it is made again whenever `tokens` changes (as
    /// `PathIndex(count: tokens.count) { tokens[$0].path }`).
    public var index: PathIndex

    /// Creates a resolved system.
    public init(name: String, modes: [String], hasDeclaredModes: Bool, tokens: [ResolvedToken],
                groups: [GroupDefinition], index: PathIndex) {
        self.name = name
        self.modes = modes
        self.hasDeclaredModes = hasDeclaredModes
        self.tokens = tokens
        self.groups = groups
        self.index = index
    }

    /// The token at a path.
    public subscript(path: String) -> ResolvedToken? {
        tokenIndex(of: path).map { tokens[$0] }
    }

    /// The index in ``tokens`` of the token at `path`.
    @inlinable public func tokenIndex(of path: String) -> Int? {
        index.find(path) { tokens[$0].path }
    }

    /// The index in ``tokens`` of the token whose path is the ASCII text `bytes` — `.some(nil)`
    /// when there is none — or nil when `bytes` are not all ASCII (``PathIndex/find(ascii:keyAt:)``).
    @inlinable public func tokenIndex(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int?? {
        index.find(ascii: bytes) { tokens[$0].path }
    }

    /// The index of a mode by name.
    public func modeIndex(_ name: String) -> Int? { modes.firstIndex(of: name) }
}
