/// The context of `xcstrings/l10n.swift.mustache`: the Swift accessors of a String Catalog
/// (`L10n.Auth.signIn`, `L10n.Errors.providerNotEnabled(provider)`).
///
/// | name | type | value |
/// |---|---|---|
/// | `sources` | string | the token files, for the header |
/// | `access` | string | `public` or `internal` |
/// | `enumName` | string | the root namespace, `L10n` |
/// | `table` | string | the catalog's table name, `Localizable` |
/// | `tableLiteral` | string | the same as a Swift string literal |
/// | `bundle` | string | the bundle expression, `Bundle.main` or `Bundle.module` |
/// | `root` | ``L10nNamespaceContext`` | the root namespace's accessors and nested namespaces |
public struct L10nFileContext: TemplateContext, Sendable {
    /// The token files the strings come from.
    public var sources: String
    /// `public` or `internal`.
    public var access: String
    /// The root enum's name.
    public var enumName: String
    /// The table (catalog file name without extension).
    public var table: String
    /// `Bundle.main` or `Bundle.module`.
    public var bundle: String
    /// The root namespace.
    public var root: L10nNamespaceContext

    /// Creates a context.
    public init(sources: String, access: String, enumName: String, table: String, bundle: String,
                root: L10nNamespaceContext) {
        self.sources = sources
        self.access = access
        self.enumName = enumName
        self.table = table
        self.bundle = bundle
        self.root = root
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "sources": return .text(sources)
        case "access": return .text(access)
        case "enumName": return .text(enumName)
        case "table": return .text(table)
        case "tableLiteral": return .text(SwiftIdentifier.stringLiteral(table))
        case "bundle": return .text(bundle)
        case "root": return .context(root)
        default: return nil
        }
    }
}
