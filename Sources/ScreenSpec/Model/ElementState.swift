import Diagnostics

/// An element's appearance in one interaction state: the properties that change.
///
/// ```yaml
/// states:
///   focused: { border: { color: "{color.primary}", width: 2pt } }
///   disabled: { opacity: 0.5 }
///   error: { border: { color: "{color.destructive}" }, copy: auth.error.email }
/// ```
public struct ElementState: Sendable, Hashable {
    /// The state's name: one of ``knownNames``, or a custom name.
    public var name: String
    /// Where the name is written.
    public var nameRange: SourceRange
    /// The style overrides.
    public var style: ElementStyle
    /// A different text in this state, if any.
    public var copy: CopyReference?
    /// A different literal text in this state, if any.
    public var text: SpecValue<String>?
    /// The state mapping.
    public var range: SourceRange

    /// Creates a state.
    public init(name: String, nameRange: SourceRange, style: ElementStyle, copy: CopyReference? = nil,
                text: SpecValue<String>? = nil, range: SourceRange) {
        self.name = name; self.nameRange = nameRange; self.style = style; self.copy = copy; self.text = text; self.range = range
    }

    /// The interaction states tokenc knows; others get a "did you mean" warning.
    public static let knownNames = ["default", "focused", "pressed", "disabled", "error", "loading",
                                    "selected", "success", "filled", "valid"]
}
