import Diagnostics
import Emit
import Foundation
import XCTest

/// What tokenc's renderer adds to the Mustache spec (typed contexts, transforms, list positions),
/// its limits, and its syntax errors, each with the file, line and column of the mistake.
final class TemplateRendererTests: XCTestCase {
    private func library(_ templates: [String: String]) throws -> TemplateLibrary {
        var library = TemplateLibrary()
        for (name, source) in templates.sorted(by: { $0.key < $1.key }) {
            try library.register(source: source, named: name, file: "\(name).mustache")
        }
        return library
    }

    private func render(_ template: String, _ data: Any) throws -> String {
        try library(["test": template]).renderChecked("test", context: data)
    }

    // MARK: - Typed contexts

    /// A typed context: a field it has, an empty field (null), and fields it does not have.
    private struct Card: TemplateContext {
        var title: String
        var subtitle: String?
        var tags: [String]
        var children: [Card] = []
        func child(named name: String) -> TemplateValue? {
            switch name {
            case "title": return .text(title)
            case "subtitle": return .optional(subtitle)
            case "tags": return .texts(tags)
            case "children": return .list(children)
            default: return nil
            }
        }
    }

    func testTypedContextsAnswerTheirFieldsAndNullStopsTheLookup() throws {
        let card = Card(title: "Outer", subtitle: "outer subtitle", tags: ["a", "b"],
                        children: [Card(title: "Inner", subtitle: nil, tags: [])])
        // The inner card's subtitle is null: it renders empty rather than the outer card's.
        // A field the inner card does not have (none here) would come from the outer one.
        XCTAssertEqual(try render("{{title}}:{{#children}} {{title}}[{{subtitle}}]{{/children}}", card), "Outer: Inner[]")
        XCTAssertEqual(try render("{{#tags}}<{{.}}>{{/tags}}", card), "<a><b>")
        XCTAssertEqual(try render("{{tags}}", card), "a, b")
        XCTAssertEqual(TemplateValue.context(card).child(named: "title")?.renderedText, "Outer")
    }

    func testAnEmptyTextIsStillTrueInASection() throws {
        // Fields that may be absent are null; an empty text is a value (as swift-mustache had it).
        XCTAssertEqual(try render("{{#x}}[{{.}}]{{/x}}", ["x": ""]), "[]")
        XCTAssertEqual(try render("{{^x}}none{{/x}}", ["x": ""]), "")
    }

    // MARK: - Transforms and list positions

    func testNameTransformsApplyToEveryText() throws {
        let out = try render("{{camelCase(n)}} {{pascalCase(n)}} {{kebabCase(n)}} {{snakeCase(n)}} {{swiftMember(k)}} {{swiftType(t)}} {{swiftString(q)}}",
                             ["n": "deep-purple.p500", "k": "default", "t": "type", "q": "say \"hi\""])
        XCTAssertEqual(out, "deepPurpleP500 DeepPurpleP500 deep-purple-p500 deep_purple_p500 `default` Type_ \"say \\\"hi\\\"\"")
        XCTAssertEqual(try render("{{uppercased(snakeCase(n))}}|{{lowercased(n)}}|{{reversed(n)}}", ["n": "HTTPStatus"]),
                       "HTTP_STATUS|httpstatus|sutatSPTTH")
        // A transform that does not apply gives nothing.
        XCTAssertEqual(try render("[{{camelCase(list)}}][{{swiftMember(dash)}}]", ["list": ["a"], "dash": "--"]), "[][]")
    }

    func testListTransformsAndPositions() throws {
        let data: [String: Any] = ["items": ["a", "b", "c"], "none": [String]()]
        XCTAssertEqual(try render("{{#items}}{{index()}}{{.}}{{^last()}}, {{/last()}}{{/items}}", data), "0a, 1b, 2c")
        XCTAssertEqual(try render("{{#items}}{{#first()}}[{{/first()}}{{.}}{{#last()}}]{{/last()}}{{/items}}", data), "[abc]")
        XCTAssertEqual(try render("{{#items}}{{#even()}}{{.}}{{/even()}}{{/items}}|{{#items}}{{#odd()}}{{.}}{{/odd()}}{{/items}}", data),
                       "ac|b")
        XCTAssertEqual(try render("{{count(items)}} {{first(items)}} {{last(items)}} {{#empty(none)}}empty{{/empty(none)}}", data),
                       "3 a c empty")
        XCTAssertEqual(try render("{{#reversed(items)}}{{.}}{{/reversed(items)}} {{#sorted(names)}}{{.}}{{/sorted(names)}}",
                                  ["items": ["a", "b", "c"], "names": ["b", "c", "a"]]), "cba abc")
        XCTAssertEqual(try render("{{plusone(n)}} {{minusone(n)}} {{#equalzero(z)}}zero{{/equalzero(z)}}", ["n": 4, "z": 0]), "5 3 zero")
        // A position is the innermost list item's, also inside a true/false section; an object
        // section has none.
        XCTAssertEqual(try render("{{#items}}{{#flag}}{{index()}}{{/flag}}{{/items}}", ["items": ["a", "b"], "flag": true]), "01")
        XCTAssertEqual(try render("{{#items}}{{#obj}}[{{index()}}]{{/obj}}{{/items}}", ["items": ["a"], "obj": ["k": 1]]), "[]")
        XCTAssertEqual(try render("[{{index()}}]{{^first()}}not in a list{{/first()}}", [String: Any]()), "[]not in a list")
    }

    func testAnchoredNamesLookOnlyInTheCurrentObject() throws {
        let data: [String: Any] = ["name": "outer", "inner": ["other": 1]]
        XCTAssertEqual(try render("{{#inner}}[{{name}}][{{.name}}]{{/inner}}", data), "[outer][]")
    }

    // MARK: - Limits

    func testAPartialIncludingItselfWithoutEndIsAnErrorNotACrash() throws {
        let library = try library(["loop": "x\n  {{>loop}}\n"])
        XCTAssertThrowsError(try library.renderChecked("loop", context: [String: Any]())) { error in
            guard let error = error as? TemplateError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.file, "loop.mustache")
            XCTAssertEqual(error.line, 2)
            XCTAssertEqual(error.column, 3)
            XCTAssertTrue(error.message.contains("includes itself"), error.message)
        }
        XCTAssertNil(library.render("loop", context: [String: Any]()))
    }

    func testUnknownTemplatesAreErrors() throws {
        XCTAssertThrowsError(try TemplateLibrary().renderChecked("nope", context: [String: Any]())) { error in
            XCTAssertEqual((error as? TemplateError)?.message, "no template named 'nope'")
        }
    }

    func testSectionsNestedTooDeeplyAreAnError() {
        let depth = 300
        let source = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        XCTAssertThrowsError(try library(["deep": source])) { error in
            XCTAssertTrue((error as? TemplateError)?.message.contains("nest more than") ?? false, "\(error)")
        }
    }

    // MARK: - Syntax errors

    /// The error a template's source gives.
    private func syntaxError(_ source: String, file: String = "t.mustache") -> TemplateError? {
        var library = TemplateLibrary()
        do {
            try library.register(source: source, named: "t", file: file)
            return nil
        } catch {
            return error as? TemplateError
        }
    }

    func testSyntaxErrorsCarryFileLineAndColumn() throws {
        // A section closed with another name: the error is at the closing tag.
        let mismatch = try XCTUnwrap(syntaxError("first\n{{#a}}\n  x {{/b}}\n", file: "my/tokens.mustache"))
        XCTAssertEqual([mismatch.line, mismatch.column], [3, 5])
        XCTAssertEqual(mismatch.description.prefix(24), "my/tokens.mustache:3:5: ")
        XCTAssertTrue(mismatch.message.contains("closed with a different name"), mismatch.message)
        XCTAssertTrue(mismatch.message.contains("opened on line 2"), mismatch.message)

        // A section never closed: the error is at its opening tag.
        let unclosed = try XCTUnwrap(syntaxError("a\nb {{#items}}\nc\n"))
        XCTAssertEqual([unclosed.line, unclosed.column], [2, 3])
        XCTAssertTrue(unclosed.message.contains("not closed"), unclosed.message)

        // Columns count Unicode scalars, not bytes: "é" is one column.
        let accented = try XCTUnwrap(syntaxError("é {{/x}}"))
        XCTAssertEqual([accented.line, accented.column], [1, 3])
    }

    func testEachKindOfMistakeIsReported() throws {
        let cases: [(source: String, line: Int, column: Int, says: String)] = [
            ("{{name", 1, 1, "not closed"),
            ("ok\n{{name\n}}", 2, 1, "not closed"),
            ("{{}}", 1, 1, "empty tag"),
            ("{{first name}}", 1, 1, "no spaces"),
            ("{{camelcase(name)}}", 1, 1, "unknown transform 'camelcase' (did you mean 'camelCase'?)"),
            ("{{camelCase(name}}", 1, 1, "unbalanced parentheses"),
            ("{{camelCase()}}", 1, 1, "without a name"),
            ("{{a..b}}", 1, 1, "empty part"),
            ("x {{=<% %>}}", 1, 3, "set-delimiter"),
            ("{{%PRAGMA}}", 1, 1, "unknown pragma"),
            ("{{%CONTENT_TYPE:XML}}", 1, 1, "unknown content type"),
            ("{{/a}}", 1, 1, "no section of that name is open"),
            ("{{! never closed", 1, 1, "comment"),
            ("{{<parent}}{{/parent}}", 1, 1, "inheritance"),
            ("{{> }}", 1, 1, "partial name"),
        ]
        for item in cases {
            guard let error = syntaxError(item.source) else {
                XCTFail("no error for \(item.source.debugDescription)")
                continue
            }
            XCTAssertEqual([error.line, error.column], [item.line, item.column], item.source.debugDescription)
            XCTAssertTrue(error.message.contains(item.says), "\(item.source.debugDescription): \(error.message)")
            XCTAssertTrue(error.message.hasPrefix("template syntax error: "), error.message)
        }
    }

    func testAUserTemplateFileWithAMistakeNamesItsPath() throws {
        let directory = NSTemporaryDirectory() + "tokenc-renderer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/swift", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/swift/header.mustache"
        try "// {{fileName}}\n{{#sourceFiles}}\n//   {{.}}\n{{/source}}\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try TemplateLibrary.builtin(overriddenBy: directory)) { error in
            guard let error = error as? TemplateError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.file, path)
            XCTAssertEqual(error.line, 4)
            XCTAssertEqual(error.column, 1)
            XCTAssertTrue(error.description.hasPrefix("\(path):4:1: template syntax error: "), error.description)

            // As a diagnostic: compiler-style location, the offending line, a caret under the tag.
            let sources = SourceManager()
            let diagnostic = error.diagnostic(in: sources)
            XCTAssertEqual(diagnostic.code, "template-error")
            XCTAssertEqual(diagnostic.range?.start, SourceLocation(line: 4, column: 1))
            let rendered = DiagnosticRenderer(sources: sources).render(diagnostic)
            XCTAssertTrue(rendered.hasPrefix("\(path):4:1: error: template syntax error: "), rendered)
            XCTAssertTrue(rendered.contains("{{/source}}"), rendered)
            XCTAssertTrue(rendered.contains("^"), rendered)
        }
    }

    func testAnErrorInABuiltinTemplateIsLocatedInItsEmbeddedText() throws {
        let error = TemplateError(file: "builtin:swift/header", line: 2, column: 4, message: "example")
        let sources = SourceManager()
        let rendered = DiagnosticRenderer(sources: sources).render(error.diagnostic(in: sources))
        XCTAssertTrue(rendered.hasPrefix("builtin:swift/header:2:4: error: example"), rendered)
        XCTAssertTrue(rendered.contains("// {{fileName}}"), rendered)
        // Without a line there is nothing to point at: the diagnostic says where in words.
        let unread = TemplateError(file: "/nonexistent/x.mustache", line: 0, column: 0, message: "cannot read template file")
        XCTAssertNil(unread.diagnostic(in: sources).range)
        XCTAssertEqual(unread.diagnostic(in: sources).message, "/nonexistent/x.mustache: cannot read template file")
    }
}
