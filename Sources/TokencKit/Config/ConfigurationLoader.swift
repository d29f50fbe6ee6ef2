import Diagnostics
import Emit
import Foundation
import TokenModel
import YAML

/// Reads `tokenc.yaml` with the project's YAML front end and checks it, reporting every problem
/// at file:line:column: unknown keys (with "did you mean"), wrong types, unknown formats and
/// templates, and output paths that would leave the output directory.
public struct ConfigurationLoader {
    /// The keys of the top-level mapping.
    public static let topLevelKeys = ["tokens", "specs", "output", "templates", "outputs", "lint"]
    /// The keys of one output.
    public static let outputKeys = ["format", "template", "path", "params"]
    /// Parameters every format understands; others are passed to the emitter as written.
    public static let commonParameters = ["access", "prefix", "systems", "modes", "include", "exclude"]

    /// Where problems go.
    public var diagnostics: DiagnosticSink
    /// The files read (the configuration is added so diagnostics can show its lines).
    public var sources: SourceManager
    /// The format names `format:` may use.
    public var formats: [String]
    /// The built-in template names `template:` may use.
    public var builtinTemplates: [String]

    /// Creates a loader.
    public init(diagnostics: DiagnosticSink, sources: SourceManager,
                formats: [String] = EmitterRegistry.builtin.formatNames,
                builtinTemplates: [String] = TemplateLibrary.builtinNames) {
        self.diagnostics = diagnostics
        self.sources = sources
        self.formats = formats
        self.builtinTemplates = builtinTemplates
    }

    /// Reads and checks a configuration file. Returns nil when it cannot be read or parsed, or
    /// has errors (all reported).
    public func load(path: String) -> ProjectConfiguration? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(.error("io-error", "cannot read configuration file \(path)", at: nil))
            return nil
        }
        let bytes = [UInt8](data)
        let file = sources.add(path: path, contents: bytes)
        let directory = (path as NSString).deletingLastPathComponent
        return load(YAMLParser().parse(bytes, file: file, sink: diagnostics), file: path,
                    directory: directory.isEmpty ? "." : directory)
    }

    /// Checks a configuration given as text (for tests and tools).
    public func load(text: String, path: String = "tokenc.yaml", directory: String = ".") -> ProjectConfiguration? {
        let file = sources.add(path: path, text: text)
        return load(YAMLParser().parse(text, file: file, sink: diagnostics), file: path, directory: directory)
    }

    private func load(_ root: YAMLNode?, file: String, directory: String) -> ProjectConfiguration? {
        let errorsBefore = diagnostics.count(of: .error)
        guard let root else { return nil }
        var configuration = ProjectConfiguration(file: file, directory: directory)
        if root.isNull { return configuration }
        guard let pairs = root.pairs else {
            diagnostics.report(.error("config-type", "tokenc.yaml must be a mapping of settings, not \(root.kindDescription)",
                                      at: root.range))
            return nil
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                diagnostics.report(.error("config-type", "a setting's name must be text", at: pair.key.range))
                continue
            }
            switch key {
            case "tokens": configuration.tokens = stringList(pair.value, key: key) ?? configuration.tokens
            case "specs": configuration.specs = stringList(pair.value, key: key) ?? configuration.specs
            case "output":
                if let output = string(pair.value, key: key) {
                    if output.isEmpty {
                        diagnostics.report(.error("config-type", "'output' must name a folder", at: pair.value.range))
                    } else {
                        configuration.output = output
                    }
                }
            case "templates":
                if let folder = string(pair.value, key: key) {
                    configuration.templates = folder
                    var isDirectory: ObjCBool = false
                    let resolved = configuration.resolve(folder)
                    if !FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) || !isDirectory.boolValue {
                        diagnostics.report(.error("config-template-not-found", "template folder '\(folder)' does not exist",
                                                  at: pair.value.range))
                    }
                }
            case "outputs": configuration.outputs = outputs(pair.value, configuration: configuration)
            case "lint": configuration.lint = pair.value
            default: unknownKey(pair.key, key, among: Self.topLevelKeys, context: "tokenc.yaml")
            }
        }
        return diagnostics.count(of: .error) > errorsBefore ? nil : configuration
    }

    // MARK: - Outputs

    private func outputs(_ node: YAMLNode, configuration: ProjectConfiguration) -> [OutputConfiguration] {
        guard let items = node.items else {
            diagnostics.report(.error("config-type", "'outputs' must be a list of outputs, not \(node.kindDescription)",
                                      at: node.range))
            return []
        }
        var result: [OutputConfiguration] = []
        var seenPaths: [String: SourceRange] = [:]
        for item in items {
            guard let pairs = item.pairs else {
                diagnostics.report(.error("config-type", "an output must be a mapping with 'format' (or 'template') and 'path', not \(item.kindDescription)",
                                          at: item.range))
                continue
            }
            var format: (String, SourceRange)?
            var template: (String, SourceRange)?
            var path: (String, SourceRange)?
            var parameters = OutputParameters()
            var valid = true
            for pair in pairs {
                guard let key = pair.key.scalar?.text else { continue }
                switch key {
                case "format":
                    guard let name = string(pair.value, key: key) else { valid = false; continue }
                    format = (name, pair.value.range)
                case "template":
                    guard let name = string(pair.value, key: key) else { valid = false; continue }
                    template = (name, pair.value.range)
                case "path":
                    guard let text = string(pair.value, key: key) else { valid = false; continue }
                    path = (text, pair.value.range)
                case "params":
                    guard let parsed = self.parameters(pair.value) else { valid = false; continue }
                    parameters = parsed
                default:
                    unknownKey(pair.key, key, among: Self.outputKeys, context: "an output")
                    valid = false
                }
            }
            if let (name, range) = format, !formats.contains(name) {
                diagnostics.report(.error(
                    "config-unknown-format", "unknown format '\(name)'", at: range,
                    suggestion: suggestion(for: name, among: formats, listing: "formats")))
                valid = false
            }
            if let (name, range) = template, !templateExists(name, configuration: configuration) {
                diagnostics.report(.error(
                    "config-template-not-found",
                    "template '\(name)' is neither a file (relative to tokenc.yaml) nor a built-in template", at: range,
                    suggestion: suggestion(for: name, among: builtinTemplates, listing: "built-in templates")))
                valid = false
            }
            if format != nil, template != nil {
                diagnostics.report(.error("config-type", "an output has either 'format' or 'template', not both",
                                          at: template?.1,
                                          suggestion: "to change how a format renders, override its templates with the top-level 'templates:' folder"))
                valid = false
            }
            if format == nil, template == nil {
                diagnostics.report(.error("config-missing-key", "an output needs 'format' or 'template'", at: item.range))
                valid = false
            }
            let outputPath: (String, SourceRange?)
            if let path {
                outputPath = (path.0, path.1)
            } else if template != nil {
                diagnostics.report(.error("config-missing-key", "a template output needs 'path' (the file to write)", at: item.range))
                valid = false
                outputPath = ("", nil)
            } else {
                outputPath = (".", nil)
            }
            if let range = outputPath.1 {
                if !checkInsideOutput(outputPath.0, range: range, allowRoot: template == nil) { valid = false }
                let normalized = (try? OutputWriter.components(ofRelativePath: outputPath.0).joined(separator: "/")) ?? outputPath.0
                if template != nil, let first = seenPaths[normalized] {
                    diagnostics.report(.error("config-duplicate-path", "two outputs write '\(outputPath.0)'", at: range,
                                              notes: [.init("the other output", at: first)]))
                    valid = false
                }
                seenPaths[normalized] = range
            }
            guard valid else { continue }
            let source: OutputConfiguration.Source = format.map { .format($0.0) } ?? .template(template?.0 ?? "")
            result.append(OutputConfiguration(source: source, path: outputPath.0, parameters: parameters, range: item.range))
        }
        return result
    }

    private func parameters(_ node: YAMLNode) -> OutputParameters? {
        guard let pairs = node.pairs else {
            if node.isNull { return OutputParameters() }
            diagnostics.report(.error("config-type", "'params' must be a mapping, not \(node.kindDescription)", at: node.range))
            return nil
        }
        var values: [String: JSONValue] = [:]
        var valid = true
        for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            let value = ResolvedDocument.json(pair.value)
            switch key {
            case "access":
                if value != .string("public") && value != .string("internal") {
                    diagnostics.report(.error("config-type", "'access' must be 'public' or 'internal'", at: pair.value.range,
                                              suggestion: (pair.value.string).flatMap { Suggestions.nearest(to: $0, among: ["public", "internal"]) }
                                                .map { "did you mean '\($0)'?" }))
                    valid = false
                }
            case "prefix":
                if pair.value.string == nil {
                    diagnostics.report(.error("config-type", "'prefix' must be text, not \(pair.value.kindDescription)", at: pair.value.range))
                    valid = false
                }
            case "systems", "modes", "include", "exclude":
                if stringList(pair.value, key: key) == nil { valid = false }
            default:
                break  // format-specific parameters are checked by their emitter
            }
            values[key] = value
        }
        return valid ? OutputParameters(values) : nil
    }

    private func templateExists(_ name: String, configuration: ProjectConfiguration) -> Bool {
        if builtinTemplates.contains(name) { return true }
        if let folder = configuration.templates,
           FileManager.default.fileExists(atPath: configuration.resolve(folder) + "/" + name + ".mustache") {
            return true
        }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: configuration.resolve(name), isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reports a path that is absolute or goes up with `..`.
    private func checkInsideOutput(_ path: String, range: SourceRange, allowRoot: Bool) -> Bool {
        do {
            _ = try OutputWriter.components(ofRelativePath: path)
            return true
        } catch .emptyPath(_) where allowRoot {
            return true
        } catch {
            diagnostics.report(.error("config-path-escapes", error.description, at: range,
                                      suggestion: "output paths are relative to 'output' and stay inside it"))
            return false
        }
    }

    // MARK: - Scalars and lists

    private func string(_ node: YAMLNode, key: String) -> String? {
        if let text = node.string { return text }
        diagnostics.report(.error("config-type", "'\(key)' must be text, not \(node.kindDescription)", at: node.range))
        return nil
    }

    private func stringList(_ node: YAMLNode, key: String) -> [String]? {
        if let text = node.string { return [text] }
        guard let items = node.items else {
            diagnostics.report(.error("config-type", "'\(key)' must be a list of text, not \(node.kindDescription)", at: node.range))
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string else {
                diagnostics.report(.error("config-type", "each item of '\(key)' must be text, not \(item.kindDescription)",
                                          at: item.range))
                return nil
            }
            result.append(text)
        }
        return result
    }

    private func unknownKey(_ keyNode: YAMLNode, _ key: String, among known: [String], context: String) {
        let nearest = Suggestions.nearest(to: key, among: known)
        diagnostics.report(.error("config-unknown-key", "unknown key '\(key)' in \(context)", at: keyNode.range,
                                  fixIts: nearest.map { [.init(range: keyNode.range, replacement: $0)] } ?? [],
                                  suggestion: suggestion(for: key, among: known, listing: "keys")))
    }

    private func suggestion(for name: String, among candidates: [String], listing what: String) -> String {
        if let nearest = Suggestions.nearest(to: name, among: candidates) { return "did you mean '\(nearest)'?" }
        return "known \(what): \(candidates.joined(separator: ", "))"
    }
}
