import Foundation
import Mustache

/// A set of compiled Mustache templates addressed by name (`swift/tokens`, `css/variables`): the
/// path under `templates/` without the `.mustache` extension.
///
/// Templates render as plain text (no HTML escaping: `{{name}}` and `{{{name}}}` are the same) and
/// may include one another as partials by name (`{{> swift/header}}`). Contexts should be typed
/// values conforming to `MustacheParent` (see `Documentation/Templates.md`).
public struct TemplateLibrary: Sendable {
    /// The pragma put before every template so that variables are not HTML-escaped. It is a
    /// standalone line of its own (so it leaves no blank line); error line numbers are corrected.
    static let textPragma = "{{%CONTENT_TYPE:TEXT}}\n"

    private var library: MustacheLibrary
    private var sources: [String: String]

    /// The built-in templates embedded in the binary (the same files as the repository's
    /// `templates/` folder). Parsed once per process.
    public static func builtin() -> TemplateLibrary { builtinLibrary }

    private static let builtinLibrary: TemplateLibrary = {
        // The embedded templates are checked by the test suite (each parses, and each equals its
        // file in `templates/`); one that failed to parse would simply be absent.
        var result = TemplateLibrary()
        for (name, source) in BuiltinTemplates.sources.sorted(by: { $0.key < $1.key }) {
            try? result.register(source: source, named: name, file: "builtin:\(name)")
        }
        return result
    }()

    /// An empty library.
    public init() {
        library = MustacheLibrary()
        sources = [:]
    }

    /// The templates of a folder: every `*.mustache` file below it, named by its relative path
    /// without the extension (`css/variables.mustache` → `css/variables`).
    /// - Throws: ``TemplateError`` for a file that cannot be read or parsed.
    public init(directory: String) throws {
        self.init()
        try addDirectory(directory)
    }

    /// The built-in templates, overridden by (and extended with) those of a folder.
    /// - Throws: ``TemplateError`` for a file that cannot be read or parsed.
    public static func builtin(overriddenBy directory: String) throws -> TemplateLibrary {
        var result = builtin()
        try result.addDirectory(directory)
        return result
    }

    /// Every template name, sorted.
    public var names: [String] { sources.keys.sorted() }

    /// The source text of a template, as written.
    public func source(of name: String) -> String? { sources[name] }

    /// Whether a template of that name exists.
    public func contains(_ name: String) -> Bool { sources[name] != nil }

    /// Renders a template with a context. Returns nil when no template has that name.
    public func render(_ name: String, context: Any) -> String? {
        library.render(context, withTemplate: name)
    }

    /// Adds (or replaces) a template from source text.
    /// - Parameters:
    ///   - source: the Mustache text.
    ///   - name: the name it is rendered and included by.
    ///   - file: where it came from, for error messages.
    /// - Throws: ``TemplateError`` when the text does not parse.
    public mutating func register(source: String, named name: String, file: String) throws {
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(string: Self.textPragma + source)
        } catch let error as MustacheTemplate.ParserError {
            let context = error.context
            // The pragma adds one line before the file's first.
            throw TemplateError(
                file: file, line: max(1, context.lineNumber - 1), column: context.columnNumber,
                message: "template syntax error: \(Self.describe(error.error))")
        } catch {
            throw TemplateError(file: file, line: 0, column: 0, message: "template syntax error: \(error)")
        }
        library.register(template, named: name)
        sources[name] = source
    }

    /// Adds (or replaces) a template read from a file, under a name.
    /// - Throws: ``TemplateError`` when the file cannot be read or does not parse.
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
    /// - Throws: ``TemplateError`` when the file cannot be read or does not parse.
    public func adding(templateFile path: String, named name: String) throws -> TemplateLibrary {
        var copy = self
        try copy.registerFile(atPath: path, named: name)
        return copy
    }

    /// Adds every `*.mustache` file below a folder, named by relative path without extension.
    /// - Throws: ``TemplateError`` when the folder or a file cannot be read, or a file does not parse.
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

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "unfinished tag name"
        case .expectedSectionEnd: return "a section is not closed"
        case .invalidSetDelimiter: return "malformed set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection: return "illegal tag inside a partial's inherited section"
        case .textInsideInheritSection: return "text inside a partial's inherited section"
        case .invalidConfigVariableSyntax: return "malformed pragma tag"
        case .unrecognisedConfigVariable: return "unknown pragma"
        }
    }
}
