import Mustache

/// The context of `android/resources.xml.mustache`: one Android `values*/…xml` resource file.
///
/// | name | type | value |
/// |---|---|---|
/// | `sources` | string | the token files, for the header |
/// | `resources` | list of ``AndroidResourceContext`` | the resources |
public struct AndroidResourcesContext: MustacheParent, Sendable, Equatable {
    /// The token files.
    public var sources: String
    /// The resources.
    public var resources: [AndroidResourceContext]

    /// Creates a context.
    public init(sources: String, resources: [AndroidResourceContext]) {
        self.sources = sources
        self.resources = resources
    }

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "sources": return TemplateText(sources)
        case "resources": return resources
        default: return nil
        }
    }
}
