/// An animation with what it belongs to, from ``Screen/allAnimations``.
public struct PlacedAnimation: Sendable, Hashable {
    /// `screen`, a background layer's name (or `background[2]`), an element id, or
    /// `<element-id>.<layer>` for an element's background layer.
    public var owner: String
    /// The element it belongs to, if any.
    public var elementID: String?
    /// The animation.
    public var animation: ElementAnimation

    /// Creates a placed animation.
    public init(owner: String, elementID: String?, animation: ElementAnimation) {
        self.owner = owner; self.elementID = elementID; self.animation = animation
    }
}
