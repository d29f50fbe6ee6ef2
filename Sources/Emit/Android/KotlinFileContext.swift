/// The context of `android/compose.kt.mustache`: a Kotlin file with the Jetpack Compose token
/// objects (the default mode, then one object per other mode with the values that differ).
///
/// | name | type | value |
/// |---|---|---|
/// | `sources` | string | the token files, for the header |
/// | `package` | string | the Kotlin package |
/// | `imports` | list of string | the fully qualified names imported, sorted |
/// | `objects` | list of ``KotlinObjectContext`` | the top-level objects |
public struct KotlinFileContext: TemplateContext, Sendable {
    /// The token files.
    public var sources: String
    /// The package.
    public var package: String
    /// The imports.
    public var imports: [String]
    /// The top-level objects.
    public var objects: [KotlinObjectContext]

    /// Creates a context.
    public init(sources: String, package: String, imports: [String], objects: [KotlinObjectContext]) {
        self.sources = sources
        self.package = package
        self.imports = imports
        self.objects = objects
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "sources": return .text(sources)
        case "package": return .text(package)
        case "imports": return .texts(imports)
        case "objects": return .list(objects)
        default: return nil
        }
    }
}
