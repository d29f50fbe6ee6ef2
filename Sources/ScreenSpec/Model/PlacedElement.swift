/// An element with its ancestors, outermost first: what a rule needs to know what is painted
/// behind it (each ancestor's background, over the screen's stack) and the opacity it inherits.
public struct PlacedElement: Sendable, Hashable {
    /// The element.
    public var element: Element
    /// Its ancestors, outermost first (empty for a top-level element).
    public var ancestors: [Element]

    /// Creates a placed element.
    public init(element: Element, ancestors: [Element]) {
        self.element = element; self.ancestors = ancestors
    }

    /// The element's opacity times every ancestor's (1 when none is written).
    public var inheritedOpacity: Double {
        ancestors.reduce(element.style.effectiveOpacity) { $0 * $1.style.effectiveOpacity }
    }

    /// The ids from the outermost ancestor to the element, for messages: `form › submit`.
    public var path: String { (ancestors.map(\.id) + [element.id]).joined(separator: " › ") }
}
