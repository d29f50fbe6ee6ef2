import Emit
import Foundation
import TokenModel
import XCTest

/// The template engine wrapper: embedded copies, plain-text rendering, partials, overrides,
/// error locations, and the name transforms offered to templates.
final class TemplateLibraryTests: XCTestCase {
    /// Every `*.mustache` file under `templates/`, by name.
    private func templateFiles() throws -> [String: String] {
        let root = SwiftFixtures.repositoryRoot + "/templates/"
        var files: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        for case let relative as String in enumerator where relative.hasSuffix(".mustache") {
            files[String(relative.dropLast(".mustache".count))] = try String(contentsOfFile: root + relative, encoding: .utf8)
        }
        return files
    }

    func testEmbeddedTemplatesAreExactlyTheFilesInTemplatesFolder() throws {
        let files = try templateFiles()
        let library = TemplateLibrary.builtin()
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(Set(library.names), Set(files.keys),
                       "run scripts/embed-templates after adding, removing or renaming a template")
        for (name, text) in files {
            XCTAssertEqual(library.source(of: name), text,
                           "templates/\(name).mustache differs from its embedded copy; run scripts/embed-templates")
        }
    }

    func testBuiltinNamesAreKnownWithoutCompilingAndAllCompile() throws {
        // The configuration checks `template:` names against `builtinNames` before anything is
        // compiled; every one of them must then be in the compiled library.
        let names = TemplateLibrary.builtinNames
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(names, TemplateLibrary.builtin().names)
        XCTAssertTrue(names.contains("swift/tokens"), "\(names)")
    }

    func testBuiltinPartialsAreLinkedAsWhenRegisteredOneByOne() throws {
        // The built-in library links partials once; registering the same templates one at a
        // time (relinking after each) must render every one of them the same.
        var oneByOne = TemplateLibrary()
        for name in TemplateLibrary.builtinNames {
            try oneByOne.register(source: try XCTUnwrap(TemplateLibrary.builtin().source(of: name)), named: name, file: "builtin:\(name)")
        }
        let context: [String: Any] = ["tokens": [] as [Any], "groups": [] as [Any], "name": "X", "prefix": "P"]
        for name in TemplateLibrary.builtinNames {
            XCTAssertEqual(TemplateLibrary.builtin().render(name, context: context), oneByOne.render(name, context: context), name)
        }
    }

    func testEmbeddedTemplatesMatchWhatTheScriptGenerates() throws {
        let script = SwiftFixtures.repositoryRoot + "/scripts/embed-templates"
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("python3 is not installed") }
        let result = try SwiftFixtures.run("/usr/bin/python3", [script, "--check"])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testVariablesAreNotHTMLEscaped() throws {
        var library = TemplateLibrary()
        try library.register(source: "{{text}}|{{{text}}}", named: "t", file: "t.mustache")
        let text = "<a href=\"x\">Terms & 'Privacy'</a>"
        XCTAssertEqual(library.render("t", context: ["text": text]), text + "|" + text)
    }

    func testStandaloneTagsLeaveNoBlankLines() throws {
        var library = TemplateLibrary()
        try library.register(source: "{{! comment }}\n{{#items}}\n- {{.}}\n{{/items}}\nend\n", named: "list", file: "list.mustache")
        XCTAssertEqual(library.render("list", context: ["items": ["a", "b"]]), "- a\n- b\nend\n")
    }

    func testPartialsResolveByName() throws {
        var library = TemplateLibrary()
        try library.register(source: "[{{name}}]", named: "shared/item", file: "item.mustache")
        try library.register(source: "{{#items}}{{> shared/item}}{{/items}}", named: "main", file: "main.mustache")
        XCTAssertEqual(library.render("main", context: ["items": [["name": "x"], ["name": "y"]]]), "[x][y]")
    }

    func testUnknownTemplateRendersNil() {
        XCTAssertNil(TemplateLibrary.builtin().render("no/such", context: [String: String]()))
    }

    func testSyntaxErrorReportsTheFilesLineAndColumn() {
        var library = TemplateLibrary()
        // Line 3 closes a section named `b` that was opened as `a` on line 2.
        XCTAssertThrowsError(try library.register(source: "first line\n{{#a}}\n{{/b}}\n", named: "bad", file: "bad.mustache")) { error in
            guard let error = error as? TemplateError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.file, "bad.mustache")
            XCTAssertEqual(error.line, 3)
            XCTAssertTrue(error.message.contains("closed with a different name"), error.message)
        }
    }

    func testProjectFolderOverridesBuiltinsAndUserFilesUseBuiltinPartials() throws {
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/swift", withIntermediateDirectories: true)
        try "// custom header for {{systemName}}\n".write(toFile: directory + "/swift/header.mustache", atomically: false, encoding: .utf8)
        let library = try TemplateLibrary.builtin(overriddenBy: directory)
        XCTAssertEqual(library.source(of: "swift/header"), "// custom header for {{systemName}}\n")
        XCTAssertNotNil(library.source(of: "swift/tokens"), "the other built-ins stay")

        let (system, _, _) = SwiftFixtures.system("color:\n  red: { $type: color, $value: '#FF0000' }\n")
        let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string("App")]),
                              sourceFiles: [], diagnostics: .init(), templates: library)
        let file = try XCTUnwrap(SwiftEmitter().emit(input)?.first)
        XCTAssertTrue(file.contents.hasPrefix("// custom header for test\n"), String(file.contents.prefix(80)))

        try "{{> swift/header}}-- mine\n".write(toFile: directory + "/mine.mustache", atomically: false, encoding: .utf8)
        let withUser = try library.adding(templateFile: directory + "/mine.mustache", named: "user:mine")
        XCTAssertEqual(withUser.render("user:mine", context: ["systemName": "demo"]), "// custom header for demo\n-- mine\n")
    }

    func testMissingTemplateFolderAndFileAreErrors() {
        XCTAssertThrowsError(try TemplateLibrary(directory: "/nonexistent/tokenc-templates"))
        XCTAssertThrowsError(try TemplateLibrary().adding(templateFile: "/nonexistent/x.mustache", named: "x")) { error in
            XCTAssertEqual((error as? TemplateError)?.message, "cannot read template file")
        }
    }

    func testNameTransformsInTemplates() throws {
        var library = TemplateLibrary()
        try library.register(
            source: "{{camelCase(name)}} {{pascalCase(name)}} {{kebabCase(name)}} {{snakeCase(name)}} {{swiftMember(name)}} {{swiftType(name)}}",
            named: "t", file: "t.mustache")
        XCTAssertEqual(library.render("t", context: ["name": TemplateText("deep-purple.p500")]),
                       "deepPurpleP500 DeepPurpleP500 deep-purple-p500 deep_purple_p500 deepPurpleP500 DeepPurpleP500")
        XCTAssertEqual(library.render("t", context: ["name": TemplateText("2xl")]), "2xl 2xl 2xl 2xl _2xl _2xl")
    }
}
