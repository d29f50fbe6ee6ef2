/// One rule block: a selector, optionally inside `@media` and `@supports`.
///
/// | name | type | value |
/// |---|---|---|
/// | `mode` | string | the mode the values belong to |
/// | `media` | string or null | the media query, `(prefers-color-scheme: dark)` |
/// | `supports` | string or null | the `@supports` condition guarding CSS Color 4 values |
/// | `selector` | string | `:root` or `[data-theme="dark"]` |
/// | `supportsIndent`, `selectorIndent`, `declarationIndent` | string | spaces for the nesting |
/// | `declarations` | list of ``CSSDeclarationContext`` | the custom properties |
public struct CSSBlockContext: TemplateContext, Sendable, Equatable {
    /// The mode.
    public var mode: String
    /// The media query, if any.
    public var media: String?
    /// The supports condition, if any.
    public var supports: String?
    /// The selector.
    public var selector: String
    /// The declarations.
    public var declarations: [CSSDeclarationContext]

    /// Creates a block.
    public init(mode: String, media: String?, supports: String?, selector: String, declarations: [CSSDeclarationContext]) {
        self.mode = mode
        self.media = media
        self.supports = supports
        self.selector = selector
        self.declarations = declarations
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        let depth = (media == nil ? 0 : 1) + (supports == nil ? 0 : 1)
        switch name {
        case "mode": return .text(mode)
        case "media": return .optional(media)
        case "supports": return .optional(supports)
        case "selector": return .text(selector)
        case "supportsIndent": return .text(media == nil ? "" : "  ")
        case "selectorIndent": return .text(IndentationText.spaces(2 * depth))
        case "declarationIndent": return .text(IndentationText.spaces(2 * (depth + 1)))
        case "declarations": return .list(declarations)
        default: return nil
        }
    }
}
