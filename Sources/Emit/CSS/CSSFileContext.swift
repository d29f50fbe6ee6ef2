/// The context of `css/variables.mustache`: one stylesheet of custom properties.
///
/// | name | type | value |
/// |---|---|---|
/// | `sources` | string | the token files, for the header |
/// | `system` | string | the design system |
/// | `blocks` | list of ``CSSBlockContext`` | the rule blocks, in cascade order |
public struct CSSFileContext: TemplateContext, Sendable, Equatable {
    /// The token files.
    public var sources: String
    /// The design system's name.
    public var system: String
    /// The blocks, in cascade order: the default mode, its CSS Color 4 overrides, then each mode's
    /// `@media` blocks, then each mode's `[data-theme]` blocks.
    public var blocks: [CSSBlockContext]

    /// Creates a context.
    public init(sources: String, system: String, blocks: [CSSBlockContext]) {
        self.sources = sources
        self.system = system
        self.blocks = blocks
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "sources": return .text(sources)
        case "system": return .text(system)
        case "blocks": return .list(blocks)
        default: return nil
        }
    }
}
