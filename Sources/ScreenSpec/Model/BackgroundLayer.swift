import Diagnostics

/// One layer of a background stack. Stacks are painted in order, first layer at the bottom.
///
/// YAML forms (each an item of a `background:` list):
/// `- color: "{color.background}"`, `- gradient: {…}`, `- overlay: { color: "#000", opacity: 0.25 }`,
/// `- glow: { color: …, size: 300pt, position: top-leading, blur: 80pt, opacity: 0.3 }`.
public struct BackgroundLayer: Sendable, Hashable {
    /// What the layer paints.
    public enum Content: Sendable, Hashable {
        /// A solid color or gradient covering the whole area.
        case fill(Fill)
        /// A blurred glow covering part of the area.
        case glow(GlowLayer)
    }

    /// What the layer paints.
    public var content: Content
    /// The layer's opacity (multiplied with its colors' alpha); nil = 1.
    public var opacity: SpecValue<Double>?
    /// Whether it was written as an `overlay:` (a fill meant to sit over the layers below it,
    /// like a 25% black scrim).
    public var isOverlay: Bool
    /// An optional name for messages and for the screen's `reduced-motion:` map (`name: center-glow`).
    public var name: String?
    /// The layer's animations (`animations:`, like an element's), e.g. a glow fading in.
    public var animations: [ElementAnimation] = []
    /// Where the layer is written.
    public var range: SourceRange

    /// Creates a layer.
    public init(content: Content, opacity: SpecValue<Double>? = nil, isOverlay: Bool = false, name: String? = nil, range: SourceRange) {
        self.content = content; self.opacity = opacity; self.isOverlay = isOverlay; self.name = name; self.range = range
    }

    /// The effective opacity (1 when not written).
    public var effectiveOpacity: Double { opacity?.value ?? 1 }

    /// A short description for messages: `overlay #000000 at 25%`, `gradient (4 stops)`, `glow`.
    public var summary: String {
        let kind: String
        switch content {
        case .fill(.color(let color)): kind = (isOverlay ? "overlay " : "color ") + (color.tokenPath.map { "{\($0)}" } ?? color.literalText ?? "")
        case .fill(.gradient(let gradient)): kind = (isOverlay ? "overlay " : "") + "gradient (\(gradient.stops.count) stops)"
        case .glow: kind = "glow"
        }
        let named = name.map { "\($0): " } ?? ""
        if let opacity, opacity.value != 1 { return named + kind + " at \(Int((opacity.value * 100).rounded()))%" }
        return named + kind
    }
}
