/// The context of `android/resources.xml.mustache`: one Android `values*/…xml` resource file.
///
/// | name | type | value |
/// |---|---|---|
/// | `sources` | string | the token files, for the header |
/// | `resources` | list of ``AndroidResourceContext`` | the resources |
public struct AndroidResourcesContext: TemplateContext, Sendable, Equatable {
    /// The token files.
    public var sources: String
    /// The resources.
    public var resources: [AndroidResourceContext]

    /// Creates a context.
    public init(sources: String, resources: [AndroidResourceContext]) {
        self.sources = sources
        self.resources = resources
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "sources": return .text(sources)
        case "resources": return .list(resources)
        default: return nil
        }
    }
}
