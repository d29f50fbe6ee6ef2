import Emit
import Foundation
import YAML

/// A project's `tokenc.yaml`: inputs, the output directory, and the outputs to generate.
/// Relative paths are relative to the folder the configuration is in (``directory``).
public struct ProjectConfiguration: Sendable {
    /// The configuration file's path as given (nil for a configuration made in code).
    public var file: String?
    /// The folder relative paths start from.
    public var directory: String
    /// Token files and folders (`tokens:`), default `[tokens]`.
    public var tokens: [String]
    /// Screen-spec files and folders (`specs:`), default `[specs]`.
    public var specs: [String]
    /// The output directory (`output:`), default `generated`. Every output lies inside it.
    public var output: String
    /// A folder of templates that override and extend the built-ins by name (`templates:`).
    public var templates: String?
    /// The outputs (`outputs:`), in order.
    public var outputs: [OutputConfiguration]
    /// The `lint:` section as written, for the lint configuration (not interpreted here).
    public var lint: YAMLNode?

    /// Creates a configuration.
    public init(file: String? = nil, directory: String = ".", tokens: [String] = ["tokens"], specs: [String] = ["specs"],
                output: String = "generated", templates: String? = nil, outputs: [OutputConfiguration] = [],
                lint: YAMLNode? = nil) {
        self.file = file
        self.directory = directory
        self.tokens = tokens
        self.specs = specs
        self.output = output
        self.templates = templates
        self.outputs = outputs
        self.lint = lint
    }

    /// A path of the configuration made usable from the current directory: absolute paths as
    /// they are, relative ones joined to ``directory``.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || directory == "." || directory.isEmpty { return path }
        return directory + "/" + path
    }

    /// The output directory, usable from the current directory.
    public var outputDirectory: String { resolve(output) }
}
