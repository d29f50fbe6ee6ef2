/// A token group as a caseless Swift `enum` (the `swift/namespace` template's context, rendered
/// recursively for nested groups).
public struct SwiftNamespaceContext: Sendable, TemplateContext {
    /// The leading spaces of the declaration (4 per nesting level).
    public var indent: String
    /// `public` or `internal`.
    public var access: String
    /// The Swift-safe type name (`TANDAColors`, `Purple`).
    public var name: String
    /// The group's `$description`, as doc lines.
    public var docLines: [SwiftDocLine]
    /// `@available(*, deprecated, …)` for a deprecated group, else nil.
    public var deprecationAttribute: String?
    /// Tokens and subgroups, in document order.
    public var entries: [SwiftEntryContext]
    /// The group's dotted path (`color.purple`).
    public var groupPath: String

    /// Creates a namespace context.
    public init(indent: String, access: String, name: String, docLines: [SwiftDocLine],
                deprecationAttribute: String?, entries: [SwiftEntryContext], groupPath: String) {
        self.indent = indent
        self.access = access
        self.name = name
        self.docLines = docLines
        self.deprecationAttribute = deprecationAttribute
        self.entries = entries
        self.groupPath = groupPath
    }

    /// The doc comment as ready lines (see ``SwiftMemberContext/documentation``).
    public var documentation: String { SwiftDocLine.comment(docLines, indent: indent) }

    /// The fields above by name, and `documentation`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "indent": return .text(indent)
        case "access": return .text(access)
        case "name": return .text(self.name)
        case "docLines": return .list(docLines)
        case "deprecationAttribute": return .optional(deprecationAttribute)
        case "entries": return .list(entries)
        case "groupPath": return .text(groupPath)
        case "documentation": return .text(documentation)
        default: return nil
        }
    }
}
