import Diagnostics

/// One node of a parsed YAML (or JSON) document. Every node, keys included, keeps its source range.
///
/// A document holds hundreds of thousands of nodes (two per mapping pair), so a node is kept at
/// 48 bytes: the content (24), the range packed into 16 bytes — its start, and its end as a line
/// offset from the start and a column — and one optional box for what rarely occurs: a tag, or an
/// end that does not fit the packing (a collection spanning more than 1,022 lines, a column past
/// 4,194,303).
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
    /// The range's start line and column, as ``SourceLocation`` stores them.
    private var startLine: Int32
    private var startColumn: Int32
    /// The range's file.
    private var file: UInt32
    /// The range's end: the line offset from the start in the top 10 bits, the column in the low
    /// 22; ``Extras/unpackedEnd`` means the end is in `extras`.
    private var packedEnd: UInt32
    /// The tag and an end that does not pack; nil for nearly every node.
    private var extras: Extras?

    /// Where the node is in its file. For a node produced by an alias, the range of the alias.
    public var range: SourceRange {
        get {
            let start = SourceLocation(line: Int(startLine), column: Int(startColumn))
            let end: SourceLocation
            if packedEnd != Extras.unpackedEnd {
                end = SourceLocation(line: Int(startLine) + Int(packedEnd >> Extras.columnBits),
                                     column: Int(packedEnd & Extras.columnMask))
            } else {
                end = extras?.end ?? start
            }
            return SourceRange(file: FileID(rawValue: file), start: start, end: end)
        }
        set {
            let tag = extras?.tag
            (startLine, startColumn, file, packedEnd, extras) = Self.pack(newValue, tag: tag)
        }
    }

    /// The explicit tag (`!!str`, `!custom`), if any. Resolved shorthand `!!x` is
    /// `tag:yaml.org,2002:x`.
    public var tag: String? {
        get { extras?.tag }
        set {
            let end = packedEnd == Extras.unpackedEnd ? extras?.end : nil
            extras = Extras.make(tag: newValue, end: end)
        }
    }

    /// The stored form of a range and a tag.
    private static func pack(_ range: SourceRange, tag: String?)
        -> (Int32, Int32, UInt32, UInt32, Extras?) {
        let startLine = Int32(clamping: range.start.line)
        let startColumn = Int32(clamping: range.start.column)
        let lines = range.end.line - Int(startLine)
        let column = range.end.column
        if lines >= 0, lines < Extras.maxLineOffset, column >= 0, column <= Int(Extras.columnMask) {
            let packed = UInt32(lines) << Extras.columnBits | UInt32(column)
            return (startLine, startColumn, range.file.rawValue, packed, Extras.make(tag: tag, end: nil))
        }
        return (startLine, startColumn, range.file.rawValue, Extras.unpackedEnd, Extras.make(tag: tag, end: range.end))
    }

    /// Immutable storage for the rare parts; replaced, never mutated.
    private final class Extras: Sendable {
        /// Bits of `packedEnd` that hold the end column.
        static let columnBits: UInt32 = 22
        static let columnMask: UInt32 = (1 << columnBits) - 1
        /// Line offsets from this on do not pack (the top bits all set mean "unpacked").
        static let maxLineOffset = (1 << (32 - Int(columnBits))) - 1
        /// The `packedEnd` of a node whose end is in its extras.
        static let unpackedEnd = UInt32.max

        let tag: String?
        let end: SourceLocation?

        private init(tag: String?, end: SourceLocation?) {
            self.tag = tag
            self.end = end
        }

        static func make(tag: String?, end: SourceLocation?) -> Extras? {
            if tag == nil && end == nil { return nil }
            return Extras(tag: tag, end: end)
        }
    }
}

extension YAMLNode {
    /// Creates a node. Through the memberwise initializer (this one is kept out of the type's
    /// body so that there is one): assigning each property itself, it built the node in a
    /// temporary, copied it whole and destroyed the temporary, at every node made.
    public init(_ content: Content, range: SourceRange, tag: String? = nil) {
        let (startLine, startColumn, file, packedEnd, extras) = Self.pack(range, tag: tag)
        self.init(content: content, startLine: startLine, startColumn: startColumn, file: file, packedEnd: packedEnd,
                  extras: extras)
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
