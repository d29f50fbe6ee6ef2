/// A caseless enum of the screens Swift (the `screens/namespace` template's context, rendered
/// recursively): a screen (`LatenSplash`), an element (`Logo`), the background stack and its
/// layers, an interaction state (`Pressed`).
public struct ScreenNamespaceContext: Sendable, TemplateContext {
    /// The leading spaces of the declaration (4 per nesting level).
    public var indent: String
    /// `public` or `internal`.
    public var access: String
    /// The Swift-safe type name (`LatenSplash`, `Logo`, `CenterGlow`).
    public var name: String
    /// The doc comment's lines.
    public var docLines: [SwiftDocLine]
    /// Constants and nested enums, constants first.
    public var entries: [ScreenEntryContext]
    /// What the enum stands for: `screen`, `element`, `background`, `layer` or `state`.
    public var role: String
    /// The spec's name for it: the screen's `screen:`, the element's `id`, the layer's `name`,
    /// the state's name.
    public var specName: String

    /// Creates a namespace context.
    public init(indent: String, access: String, name: String, docLines: [SwiftDocLine], entries: [ScreenEntryContext],
                role: String, specName: String) {
        self.indent = indent
        self.access = access
        self.name = name
        self.docLines = docLines
        self.entries = entries
        self.role = role
        self.specName = specName
    }

    /// The doc comment as ready lines.
    public var documentation: String { SwiftDocLine.comment(docLines, indent: indent) }

    /// The fields above by name, and `documentation`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "indent": return .text(indent)
        case "access": return .text(access)
        case "name": return .text(self.name)
        case "docLines": return .list(docLines)
        case "entries": return .list(entries)
        case "role": return .text(role)
        case "specName": return .text(specName)
        case "documentation": return .text(documentation)
        default: return nil
        }
    }
}
