import Diagnostics
import TokenModel

/// One value of a screen spec, type-erased: every color, dimension, duration, easing, spring,
/// typography, shadow, opacity, haptic and copy string a spec writes, in document order.
///
/// This is what rules that look at values regardless of where they sit (raw-value,
/// unused-token) iterate over: ``Screen/values``.
public struct SpecValueOccurrence: Sendable, Hashable {
    /// The property path for messages: `logo.background.color`, `background[1].opacity`,
    /// `logo.animations.entry.duration`, `tagline.typography.font-size`.
    public var property: String {
        get { propertyPath.description }
        set { propertyPath = PropertyPath(newValue) }
    }
    /// ``property``, joined only when read.
    var propertyPath: PropertyPath
    /// The id of the element the value belongs to; nil for screen-level values.
    public var elementID: String?
    /// The referenced token's path; nil for a literal.
    public var tokenPath: String?
    /// The literal's text as written; nil for a reference.
    public var literalText: String?
    /// The resolved value (in the screen's mode).
    public var value: TokenValue {
        get { sharedValue.value }
        set { sharedValue = SharedValue(newValue) }
    }
    /// The value, boxed: every reference to one token in one screen shares a box (a value is
    /// up to 80 bytes and a screen writes a few hundred), and so does the same occurrence in
    /// another mode when the token's value there is the same.
    var sharedValue: SharedValue<TokenValue>
    /// Where the value is written.
    public var range: SourceRange
    /// The token type the property expects (after the range, where it packs into its padding).
    public var type: TokenType

    /// Whether the value is a literal.
    public var isLiteral: Bool { tokenPath == nil }

    /// Creates an occurrence.
    public init(property: String, elementID: String?, type: TokenType, tokenPath: String?,
                literalText: String?, value: TokenValue, range: SourceRange) {
        self.init(property: PropertyPath(property), elementID: elementID, type: type, tokenPath: tokenPath, literalText: literalText,
                  sharedValue: SharedValue(value), range: range)
    }

    /// Creates an occurrence whose value is already boxed (shared with others).
    init(property: PropertyPath, elementID: String?, type: TokenType, tokenPath: String?, literalText: String?,
         sharedValue: SharedValue<TokenValue>, range: SourceRange) {
        self.propertyPath = property; self.elementID = elementID; self.type = type
        self.tokenPath = tokenPath; self.literalText = literalText; self.sharedValue = sharedValue; self.range = range
    }
}
