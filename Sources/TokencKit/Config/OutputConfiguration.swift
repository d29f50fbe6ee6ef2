import Diagnostics
import Emit

/// One entry of `outputs:` in `tokenc.yaml`: what to generate and where.
public struct OutputConfiguration: Sendable {
    /// How the output is produced.
    public enum Source: Sendable, Equatable {
        /// A built-in format (`swift`, `css`, …); `path` is the folder its files go into.
        case format(String)
        /// A Mustache template file (path relative to the configuration) or a built-in template
        /// name, rendered with the generic token context; `path` is the file written.
        case template(String)
    }

    /// The format or template.
    public var source: Source
    /// Where the files go, relative to the output directory.
    public var path: String
    /// The `params` mapping.
    public var parameters: OutputParameters
    /// Where the entry is written in `tokenc.yaml`.
    public var range: SourceRange?

    /// Creates an output configuration.
    public init(source: Source, path: String, parameters: OutputParameters = OutputParameters(), range: SourceRange? = nil) {
        self.source = source
        self.path = path
        self.parameters = parameters
        self.range = range
    }
}
