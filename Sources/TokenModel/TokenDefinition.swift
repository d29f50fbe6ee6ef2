import Diagnostics
import YAML

/// A token as written, before resolution: where it is, its own and inherited metadata, and the
/// unresolved value nodes for each mode.
public struct TokenDefinition: Sendable {
    // The stored properties are declared largest first, so that the definition has no padding
    // inside (152 bytes a token before, 136 now; a system holds one per token).

    /// The dotted path (`color.brand.primary`; a group's root token is `color.accent.$root`).
    public var path: String
    /// The `$value` node.
    public var valueNode: YAMLNode
    /// `$description`.
    public var description: String?
    /// `$deprecated`: nil if not deprecated, "" if `true`, else the reason. Inherited from groups.
    public var deprecation: String?
    /// `$extensions`, as written (unknown ones are preserved in output).
    public var extensions: YAMLNode? {
        get { extensionsBox?.node }
        set { extensionsBox = BoxedNode.box(newValue) }
    }
    /// `extensions`, boxed: nearly no token has any.
    private var extensionsBox: BoxedNode?
    /// The box itself, for a resolved token to share.
    var sharedExtensionsBox: BoxedNode? { extensionsBox }
    /// Values for other modes (`dev.tokenc.modes`), keyed by mode name, with the key's range.
    public var modeValues: [(mode: String, keyRange: SourceRange, node: YAMLNode)]
    /// The range of the token's name (its key).
    public var nameRange: SourceRange
    /// The token's own `$type`, if written.
    public var ownType: TokenType?
    /// The nearest ancestor group's `$type`.
    public var groupType: TokenType?
    /// Whether the token was written with its own `$type` that failed to parse (already reported).
    public var hasInvalidType: Bool
}

extension TokenDefinition {
    /// Creates a definition. Through the memberwise initializer (this one is kept out of the
    /// type's body so that there is one): assigning each property itself, it built the
    /// definition in a temporary, copied it whole and destroyed the temporary (~400
    /// instructions a token loaded).
    init(path: String, nameRange: SourceRange, valueNode: YAMLNode, ownType: TokenType?, groupType: TokenType?,
         description: String?, deprecation: String?, extensions: YAMLNode?,
         modeValues: [(mode: String, keyRange: SourceRange, node: YAMLNode)], hasInvalidType: Bool) {
        self.init(path: path, valueNode: valueNode, description: description, deprecation: deprecation,
                  extensionsBox: BoxedNode.box(extensions), modeValues: modeValues, nameRange: nameRange, ownType: ownType,
                  groupType: groupType, hasInvalidType: hasInvalidType)
    }
}

/// A group's metadata, kept so resolved output can reproduce the nesting and descriptions.
public struct GroupDefinition: Sendable {
    /// The dotted path of the group ("" for the root).
    public var path: String
    /// `$type`, if written.
    public var type: TokenType?
    /// `$description`.
    public var description: String?
    /// `$deprecated` (see ``TokenDefinition/deprecation``).
    public var deprecation: String?
    /// `$extensions`, as written.
    public var extensions: YAMLNode?
    /// Where the group's name is.
    public var nameRange: SourceRange
}
