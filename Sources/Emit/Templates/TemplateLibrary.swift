import Foundation

/// A set of compiled Mustache templates addressed by name (`swift/tokens`, `css/variables`): the
/// path under `templates/` without the `.mustache` extension.
///
/// Templates are compiled once, when registered, by tokenc's own renderer (``TemplateParser``,
/// ``TemplateRenderer``); `Documentation/Templates.md` lists the Mustache features it supports and
/// why it is not a library. Templates render as plain text (no HTML escaping: `{{name}}` and
/// `{{{name}}}` are the same unless a template says `{{%CONTENT_TYPE:HTML}}`) and may include one
/// another as partials by name (`{{> swift/header}}`). Contexts are typed values conforming to
/// ``TemplateContext``.
public struct TemplateLibrary: Sendable {
    /// The templates, partials linked to indexes in this array.
    private var templates: [CompiledTemplate] = []
    private var indexByName: [String: Int] = [:]

    /// The built-in templates embedded in the binary (the same files as the repository's
    /// `templates/` folder). Compiled once per process.
    public static func builtin() -> TemplateLibrary { builtinLibrary }

    private static let builtinLibrary: TemplateLibrary = {
        // The embedded templates are checked by the test suite (each compiles, and each equals
        // its file in `templates/`); one that failed to compile would simply be absent.
        var result = TemplateLibrary()
        for (name, source) in BuiltinTemplates.sources.sorted(by: { $0.key < $1.key }) {
            guard let nodes = try? TemplateParser(source: source, file: "builtin:\(name)").parse() else { continue }
            result.indexByName[name] = result.templates.count
            result.templates.append(CompiledTemplate(name: name, file: "builtin:\(name)", source: source, nodes: nodes))
        }
        // Partials linked once, all names known (registering one by one relinked every template
        // each time).
        result.link()
        return result
    }()

    /// The names of the built-in templates, sorted, known without compiling them.
    public static var builtinNames: [String] { BuiltinTemplates.sources.keys.sorted() }

    /// Starts compiling the built-in templates on another core, so that they are ready by the
    /// time the first output renders instead of delaying the start of a build (~3 ms).
    public static func prepareBuiltin() {
        DispatchQueue.global(qos: .userInitiated).async { _ = builtinLibrary }
    }

    /// An empty library.
    public init() {}

    /// The templates of a folder: every `*.mustache` file below it, named by its relative path
    /// without the extension (`css/variables.mustache` → `css/variables`).
    /// - Throws: ``TemplateError`` for a file that cannot be read or compiled.
    public init(directory: String) throws {
        self.init()
        try addDirectory(directory)
    }

    /// The built-in templates, overridden by (and extended with) those of a folder.
    /// - Throws: ``TemplateError`` for a file that cannot be read or compiled.
    public static func builtin(overriddenBy directory: String) throws -> TemplateLibrary {
        var result = builtin()
        try result.addDirectory(directory)
        return result
    }

    /// Every template name, sorted.
    public var names: [String] { indexByName.keys.sorted() }

    /// The source text of a template, as written.
    public func source(of name: String) -> String? { indexByName[name].map { templates[$0].source } }

    /// Whether a template of that name exists.
    public func contains(_ name: String) -> Bool { indexByName[name] != nil }

    /// Whether the template of that name is the built-in one: present, with the built-in text
    /// (an override with the same text renders the same output).
    public func isBuiltin(_ name: String) -> Bool {
        guard let index = indexByName[name], let builtin = BuiltinTemplates.sources[name] else { return false }
        return templates[index].source == builtin
    }

    /// Renders a template with a context: a ``TemplateContext`` (or, for tests and scripts, a
    /// `[String: Any]` dictionary, see ``TemplateValue/init(any:)``). Returns nil when no template has that
    /// name, or when rendering fails (see ``renderChecked(_:context:)``).
    public func render(_ name: String, context: Any) -> String? {
        try? renderChecked(name, context: context)
    }

    /// Renders a template with a context, or says why it cannot.
    /// - Throws: ``TemplateError`` when no template has that name, or when partials include one
    ///   another without end (the error is at the partial tag).
    public func renderChecked(_ name: String, context: Any) throws(TemplateError) -> String {
        guard let index = indexByName[name] else {
            throw TemplateError(file: name, line: 0, column: 0, message: "no template named '\(name)'")
        }
        var renderer = TemplateRenderer(templates: templates, indexByName: indexByName)
        renderer.render(templateAt: index, context: TemplateValue(any: context))
        if let failure = renderer.failure { throw failure }
        return renderer.takeText()
    }

    /// Adds (or replaces) a template from source text.
    /// - Parameters:
    ///   - source: the Mustache text.
    ///   - name: the name it is rendered and included by.
    ///   - file: where it came from, for error messages.
    /// - Throws: ``TemplateError`` (with the line and column) when the text does not compile.
    public mutating func register(source: String, named name: String, file: String) throws {
        let nodes = try TemplateParser(source: source, file: file).parse()
        let template = CompiledTemplate(name: name, file: file, source: source, nodes: nodes)
        if let index = indexByName[name] {
            templates[index] = template
        } else {
            indexByName[name] = templates.count
            templates.append(template)
        }
        // Partials are linked by index, so a template added or replaced changes what others include.
        link()
    }

    /// Links every template's partials to the templates now registered under their names.
    private mutating func link() {
        for index in templates.indices {
            templates[index] = templates[index].linked(indexByName)
        }
    }

    /// Adds (or replaces) a template read from a file, under a name.
    /// - Throws: ``TemplateError`` when the file cannot be read or does not compile.
    public mutating func registerFile(atPath path: String, named name: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateError(file: path, line: 0, column: 0, message: "cannot read template file")
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw TemplateError(file: path, line: 0, column: 0, message: "template file is not UTF-8 text")
        }
        try register(source: source, named: name, file: path)
    }

    /// A copy of this library with one more template read from a file (a user's template given
    /// by path in `tokenc.yaml`), which can include every template of this library as a partial.
    /// - Throws: ``TemplateError`` when the file cannot be read or does not compile.
    public func adding(templateFile path: String, named name: String) throws -> TemplateLibrary {
        var copy = self
        try copy.registerFile(atPath: path, named: name)
        return copy
    }

    /// Adds every `*.mustache` file below a folder, named by relative path without extension.
    /// - Throws: ``TemplateError`` when the folder or a file cannot be read, or a file does not compile.
    public mutating func addDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError(file: directory, line: 0, column: 0, message: "template folder does not exist")
        }
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw TemplateError(file: directory, line: 0, column: 0, message: "cannot list template folder")
        }
        var relativePaths: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".mustache") {
            relativePaths.append(relative)
        }
        for relative in relativePaths.sorted() {
            let name = String(relative.dropLast(".mustache".count))
            try registerFile(atPath: root + relative, named: name)
        }
    }
}
