/// A scalar's text and how it was written.
///
/// 24 bytes: the text and one word that holds either the style and core-schema kind (nearly
/// every scalar) or a box with them and the rare parts, a tag and a trailing comment.
public struct YAMLScalar: Sendable, Hashable {
    /// The scalar's text after YAML unescaping and folding.
    public var text: String {
        didSet { setKind(style: style) }
    }
    /// The style, the core-schema kind and the rare parts.
    private var meta: Meta

    /// How it was written.
    public var style: ScalarStyle {
        get { meta.style }
        set { setKind(style: newValue) }
    }

    /// What the core schema makes of a plain scalar's text, worked out once (see
    /// ``coreValue``); `.string` for the other styles.
    var plainKind: CoreSchema.PlainKind { meta.plainKind }

    /// For an empty plain scalar only: the comment that starts right after it on the same line,
    /// from `#` to the end of the line (`#0D7377`). This is the YAML comment trap —
    /// `primary: #0D7377` is a null followed by a comment.
    public var trailingComment: String? {
        get { meta.annotations?.trailingComment }
        set { meta = Meta(style: style, plainKind: plainKind, trailingComment: newValue, tag: tag) }
    }

    /// The scalar's explicit tag, the same as its node's (`tag:yaml.org,2002:str` for `!!str`,
    /// `!` for the non-specific tag), or nil. It decides the core-schema type: `!!str 12` and
    /// `! 12` are strings, `!!int "12"` is an integer.
    public var tag: String? {
        get { meta.annotations?.tag }
        set { meta = Meta(style: style, plainKind: plainKind, trailingComment: trailingComment, tag: newValue) }
    }

    /// Creates a scalar.
    public init(text: String, style: ScalarStyle, trailingComment: String? = nil, tag: String? = nil) {
        self.text = text
        self.meta = Meta(style: style, plainKind: Self.kind(text, style), trailingComment: trailingComment, tag: tag)
    }

    /// A scalar whose plain-scalar kind the parser has already worked out from libyaml's bytes.
    @inline(__always)
    init(text: String, style: ScalarStyle, tag: String?, trailingComment: String?, plainKind: CoreSchema.PlainKind) {
        self.text = text
        let styleAndKind = StyleAndKind(style: style, plainKind: style == .plain ? plainKind : .string)
        if let tag {
            meta = .annotated(Annotations(styleAndKind: styleAndKind, trailingComment: trailingComment, tag: tag))
        } else if let trailingComment {
            meta = .annotated(Annotations(styleAndKind: styleAndKind, trailingComment: trailingComment, tag: nil))
        } else {
            meta = .inline(styleAndKind)
        }
    }

    /// Sets the style and works the kind out again from the text.
    private mutating func setKind(style: ScalarStyle) {
        meta = Meta(style: style, plainKind: Self.kind(text, style), trailingComment: trailingComment, tag: tag)
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

    /// The style and kind in one byte (the style in the low three bits).
    private struct StyleAndKind: Sendable {
        let raw: UInt8

        init(style: ScalarStyle, plainKind: CoreSchema.PlainKind) {
            raw = Self.code(of: style) | plainKind.rawValue << 3
        }

        var style: ScalarStyle {
            switch raw & 7 {
            case 1: return .singleQuoted
            case 2: return .doubleQuoted
            case 3: return .literal
            case 4: return .folded
            default: return .plain
            }
        }

        var plainKind: CoreSchema.PlainKind { CoreSchema.PlainKind(rawValue: raw >> 3) ?? .string }

        private static func code(of style: ScalarStyle) -> UInt8 {
            switch style {
            case .plain: return 0
            case .singleQuoted: return 1
            case .doubleQuoted: return 2
            case .literal: return 3
            case .folded: return 4
            }
        }
    }

    /// The style and kind inline, or boxed with a tag or trailing comment: one word either way.
    private enum Meta: Sendable {
        case inline(StyleAndKind)
        case annotated(Annotations)

        init(style: ScalarStyle, plainKind: CoreSchema.PlainKind, trailingComment: String?, tag: String?) {
            let styleAndKind = StyleAndKind(style: style, plainKind: plainKind)
            if trailingComment == nil && tag == nil {
                self = .inline(styleAndKind)
            } else {
                self = .annotated(Annotations(styleAndKind: styleAndKind, trailingComment: trailingComment, tag: tag))
            }
        }

        private var styleAndKind: StyleAndKind {
            switch self {
            case .inline(let s): return s
            case .annotated(let a): return a.styleAndKind
            }
        }

        var style: ScalarStyle { styleAndKind.style }
        var plainKind: CoreSchema.PlainKind { styleAndKind.plainKind }

        var annotations: Annotations? {
            if case .annotated(let a) = self { return a }
            return nil
        }
    }

    /// Immutable storage for the rare fields; replaced, never mutated.
    private final class Annotations: Sendable {
        let styleAndKind: StyleAndKind
        let trailingComment: String?
        let tag: String?

        init(styleAndKind: StyleAndKind, trailingComment: String?, tag: String?) {
            self.styleAndKind = styleAndKind
            self.trailingComment = trailingComment
            self.tag = tag
        }
    }
}
