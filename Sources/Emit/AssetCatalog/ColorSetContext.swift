/// The context of `xcassets/colorset.mustache`: the `Contents.json` of one `<name>.colorset`.
///
/// | name | type | value |
/// |---|---|---|
/// | `tokenPath` | string | the color token's path, `color.brand.primary` |
/// | `assetName` | string | the name Xcode looks the color up by, `color/brand/primary` |
/// | `entries` | list of ``ColorSetEntryContext`` | the variants, in Xcode's order (Any first) |
public struct ColorSetContext: TemplateContext, Sendable, Equatable {
    /// The color token's path.
    public var tokenPath: String
    /// The name `Color(_:bundle:)` and `UIColor(named:)` look the color up by.
    public var assetName: String
    /// The folder of the color set inside the catalog (`color/brand/primary.colorset`).
    public var folder: String
    /// The variants.
    public var entries: [ColorSetEntryContext]

    /// Creates a context.
    public init(tokenPath: String, assetName: String, folder: String, entries: [ColorSetEntryContext]) {
        self.tokenPath = tokenPath
        self.assetName = assetName
        self.folder = folder
        self.entries = entries
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "tokenPath": return .text(tokenPath)
        case "assetName": return .text(assetName)
        case "folder": return .text(folder)
        case "entries": return .list(entries)
        default: return nil
        }
    }
}
