import Diagnostics
import TokenModel

/// Padding on the four edges. Written `padding: 16pt` (all edges),
/// `padding: { horizontal: 24pt, vertical: "{spacing.md}" }`, or
/// `padding: { top: …, leading: …, bottom: …, trailing: … }`.
public struct EdgeInsetsSpec: Sendable, Hashable {
    /// Top inset.
    public var top: SpecValue<Dimension>?
    /// Leading inset.
    public var leading: SpecValue<Dimension>?
    /// Bottom inset.
    public var bottom: SpecValue<Dimension>?
    /// Trailing inset.
    public var trailing: SpecValue<Dimension>?
    /// Where the padding is written.
    public var range: SourceRange

    /// Creates insets.
    public init(top: SpecValue<Dimension>? = nil, leading: SpecValue<Dimension>? = nil,
                bottom: SpecValue<Dimension>? = nil, trailing: SpecValue<Dimension>? = nil, range: SourceRange) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing; self.range = range
    }
}
