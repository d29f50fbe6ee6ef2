/// One file an emitter produces: a path relative to the output's location, and its contents.
public struct GeneratedFile: Sendable, Hashable {
    /// Path relative to the output path given in the configuration (for a single-file output,
    /// usually just its name; for a folder output such as an asset catalog, `Brand.colorset/Contents.json`).
    public var path: String
    /// The file's bytes, as UTF-8 text.
    public var contents: String

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
