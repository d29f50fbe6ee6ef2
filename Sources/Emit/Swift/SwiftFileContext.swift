/// The context of the `swift/tokens` template: one Swift file for one design system.
///
/// Documented field by field in `Documentation/Templates.md`.
public struct SwiftFileContext: Sendable, TemplateContext {
    /// The generated file's name (`TANDATokens.swift`).
    public var fileName: String
    /// The design system's name (`tanda`).
    public var systemName: String
    /// The token files it was generated from, relative to the configuration.
    public var sourceFiles: [String]
    /// `public` or `internal`.
    public var access: String
    /// The type-name prefix (`TANDA`).
    public var prefix: String
    /// The namespace enum that holds the value types and root-level tokens (`TANDATokens`).
    public var valuesNamespace: String
    /// The top-level groups as namespaces (`TANDAColors`, `TANDASpacing`, …).
    public var namespaces: [SwiftNamespaceContext]
    /// Tokens at the root of the token tree (declared inside ``valuesNamespace``).
    public var rootMembers: [SwiftMemberContext]
    /// The modes behind the appearances (`light: light, dark: dark`), for the file's comment.
    public var appearanceSummary: String
    /// Value types needed by the tokens, by name: `Color`, `FontFamily`, `FontWeight`,
    /// `CubicBezier`, `StrokeStyle`, `Border`, `Transition`, `Shadow`, `Gradient`, `Typography`,
    /// `Spring`, `Haptic`, `Copy` (a template tests `{{#uses.Color}}`).
    public var usedValueTypes: Set<String>

    /// Creates a file context.
    public init(fileName: String, systemName: String, sourceFiles: [String], access: String, prefix: String,
                valuesNamespace: String, namespaces: [SwiftNamespaceContext], rootMembers: [SwiftMemberContext],
                appearanceSummary: String, usedValueTypes: Set<String>) {
        self.fileName = fileName
        self.systemName = systemName
        self.sourceFiles = sourceFiles
        self.access = access
        self.prefix = prefix
        self.valuesNamespace = valuesNamespace
        self.namespaces = namespaces
        self.rootMembers = rootMembers
        self.appearanceSummary = appearanceSummary
        self.usedValueTypes = usedValueTypes
    }

    /// The fields above by name; `uses` is an object answering each value type name with a Bool.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "fileName": return .text(fileName)
        case "systemName": return .text(systemName)
        case "sourceFiles": return .texts(sourceFiles)
        case "access": return .text(access)
        case "prefix": return .text(prefix)
        case "valuesNamespace", "ns": return .text(valuesNamespace)
        case "namespaces": return .list(namespaces)
        case "rootMembers": return .list(rootMembers)
        case "hasRootMembers": return .bool(!rootMembers.isEmpty)
        case "appearanceSummary": return .text(appearanceSummary)
        case "uses": return .context(UsedTypes(names: usedValueTypes))
        default: return nil
        }
    }

    /// `{{#uses.Shadow}}`: whether a value type is needed.
    struct UsedTypes: TemplateContext {
        var names: Set<String>
        func child(named name: String) -> TemplateValue? { .bool(names.contains(name)) }
    }
}
