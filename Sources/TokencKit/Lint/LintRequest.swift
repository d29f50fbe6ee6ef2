import YAML

/// What to lint: where the tokens and the screen specs are, the `lint:` section of
/// `tokenc.yaml`, and which files' findings to report.
public struct LintRequest: Sendable {
    /// Token files and folders (as ``ProjectDiscovery`` reads them).
    public var tokenPaths: [String]
    /// Screen-spec files and folders.
    public var specPaths: [String]
    /// The `lint:` node of the configuration, if any.
    public var lint: YAMLNode?
    /// Report only findings in files at or under these paths; nil reports everything.
    public var scope: [String]?

    /// Creates a request.
    public init(tokenPaths: [String], specPaths: [String], lint: YAMLNode? = nil, scope: [String]? = nil) {
        self.tokenPaths = tokenPaths
        self.specPaths = specPaths
        self.lint = lint
        self.scope = scope
    }
}
