import Diagnostics

/// One node of a parsed YAML (or JSON) document. Every node, keys included, keeps its source range.
public struct YAMLNode: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        /// A scalar: its text, style and (for an empty plain scalar) the comment that followed it.
        case scalar(YAMLScalar)
        /// A mapping's pairs in document order (merge keys already applied, duplicates diagnosed).
        case mapping([YAMLPair])
        /// A sequence's items in order.
        case sequence([YAMLNode])
    }

    /// The node's content.
    public var content: Content
    /// Where the node is in its file. For a node produced by an alias, the range of the alias.
    public var range: SourceRange
    /// The tag, boxed: nearly no node has one, and a box is half the size of a `String?`.
    private var tagBox: TagBox?

    /// The explicit tag (`!!str`, `!custom`), if any. Resolved shorthand `!!x` is
    /// `tag:yaml.org,2002:x`.
    public var tag: String? {
        get { tagBox?.tag }
        set { tagBox = newValue.map(TagBox.init) }
    }

    /// Creates a node.
    public init(_ content: Content, range: SourceRange, tag: String? = nil) {
        self.content = content
        self.range = range
        self.tagBox = tag.map(TagBox.init)
    }

    /// Immutable storage for a tag; replaced, never mutated.
    private final class TagBox: Sendable {
        let tag: String
        init(_ tag: String) { self.tag = tag }
    }
}

/// A key–value pair of a mapping.
public struct YAMLPair: Sendable {
    /// The key node (usually a scalar).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// How a scalar was written.
public enum ScalarStyle: Sendable, Hashable {
    /// `value`
    case plain
    /// `'value'`
    case singleQuoted
    /// `"value"`
    case doubleQuoted
    /// `|` block
    case literal
    /// `>` block
    case folded

    /// Whether the scalar was quoted or a block scalar, i.e. always a string.
    public var isQuotedOrBlock: Bool { self != .plain }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    /// The scalar's text after YAML unescaping and folding.
    public var text: String {
        didSet { plainKind = Self.kind(text, style) }
    }
    /// How it was written.
    public var style: ScalarStyle {
        didSet { plainKind = Self.kind(text, style) }
    }
    /// What the core schema makes of a plain scalar's text, worked out once (see
    /// ``coreValue``); `.string` for the other styles.
    private(set) var plainKind: CoreSchema.PlainKind
    /// The rarely present parts, boxed so that the common scalar stays small: a document has
    /// hundreds of thousands of scalars and nearly none has a tag or a trailing comment.
    private var annotations: Annotations?

    /// For an empty plain scalar only: the comment that starts right after it on the same line,
    /// from `#` to the end of the line (`#0D7377`). This is the YAML comment trap —
    /// `primary: #0D7377` is a null followed by a comment.
    public var trailingComment: String? {
        get { annotations?.trailingComment }
        set { annotations = Annotations.make(trailingComment: newValue, tag: tag) }
    }

    /// The scalar's explicit tag, the same as its node's (`tag:yaml.org,2002:str` for `!!str`,
    /// `!` for the non-specific tag), or nil. It decides the core-schema type: `!!str 12` and
    /// `! 12` are strings, `!!int "12"` is an integer.
    public var tag: String? {
        get { annotations?.tag }
        set { annotations = Annotations.make(trailingComment: trailingComment, tag: newValue) }
    }

    /// Creates a scalar.
    public init(text: String, style: ScalarStyle, trailingComment: String? = nil, tag: String? = nil) {
        self.text = text
        self.style = style
        self.plainKind = Self.kind(text, style)
        self.annotations = Annotations.make(trailingComment: trailingComment, tag: tag)
    }

    /// A scalar whose plain-scalar kind the parser has already worked out from libyaml's bytes.
    init(text: String, style: ScalarStyle, tag: String?, plainKind: CoreSchema.PlainKind) {
        self.text = text
        self.style = style
        self.plainKind = style == .plain ? plainKind : .string
        self.annotations = Annotations.make(trailingComment: nil, tag: tag)
    }

    private static func kind(_ text: String, _ style: ScalarStyle) -> CoreSchema.PlainKind {
        style == .plain ? CoreSchema.plainKind(text) : .string
    }

    /// Whether two scalars have the same text, style, trailing comment and tag.
    public static func == (lhs: YAMLScalar, rhs: YAMLScalar) -> Bool {
        lhs.text == rhs.text && lhs.style == rhs.style
            && lhs.trailingComment == rhs.trailingComment && lhs.tag == rhs.tag
    }

    /// Hashes the same parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
        hasher.combine(trailingComment)
        hasher.combine(tag)
    }

    /// Immutable storage for the rare fields; replaced, never mutated.
    private final class Annotations: Sendable {
        let trailingComment: String?
        let tag: String?

        private init(trailingComment: String?, tag: String?) {
            self.trailingComment = trailingComment
            self.tag = tag
        }

        static func make(trailingComment: String?, tag: String?) -> Annotations? {
            if trailingComment == nil && tag == nil { return nil }
            return Annotations(trailingComment: trailingComment, tag: tag)
        }
    }
}

/// A scalar's value under the YAML 1.2 core schema.
///
/// `yes`, `no`, `on`, `off`, `y`, `n` are strings (YAML 1.1 booleans are not booleans here), and a
/// quoted or block scalar is always a string.
public enum CoreValue: Sendable, Hashable {
    /// `null`, `Null`, `NULL`, `~`, or empty.
    case null
    /// `true`/`True`/`TRUE`/`false`/`False`/`FALSE`.
    case bool(Bool)
    /// A decimal, `0o` octal or `0x` hexadecimal integer.
    case int(Int)
    /// A float, `.inf`, `-.inf`, `.nan` included.
    case float(Double)
    /// Anything else.
    case string(String)
}
