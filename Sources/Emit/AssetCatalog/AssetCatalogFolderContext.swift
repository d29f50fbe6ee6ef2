/// The context of `xcassets/folder.mustache`: the `Contents.json` of the catalog itself or of a
/// group folder inside it.
///
/// | name | type | value |
/// |---|---|---|
/// | `providesNamespace` | bool | true for a group whose name prefixes its colors' names (`color/brand/primary`) |
public struct AssetCatalogFolderContext: TemplateContext, Sendable, Equatable {
    /// Whether the folder's name becomes part of the names of the assets in it.
    public var providesNamespace: Bool

    /// Creates a context.
    public init(providesNamespace: Bool) {
        self.providesNamespace = providesNamespace
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        name == "providesNamespace" ? .bool(providesNamespace) : nil
    }
}
