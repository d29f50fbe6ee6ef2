import Emit
import XCTest

/// tokenc's Mustache renderer against the Mustache specification's required modules, for the
/// features tokenc supports (interpolation, sections, inverted sections, comments, partials,
/// set delimiters). The cases are written from the spec's rules, one test per rule; the expected
/// texts follow from those rules by hand.
final class TemplateRendererSpecTests: XCTestCase {
    /// Renders `template` with `data` (and named partials), as a user template would be.
    private func render(_ template: String, _ data: Any = [String: Any](), partials: [String: String] = [:]) throws -> String {
        var library = TemplateLibrary()
        for (name, source) in partials.sorted(by: { $0.key < $1.key }) {
            try library.register(source: source, named: name, file: "\(name).mustache")
        }
        try library.register(source: template, named: "test", file: "test.mustache")
        return try library.renderChecked("test", context: data)
    }

    // MARK: - Interpolation

    func testInterpolationReplacesNamesAndLeavesOtherTextAlone() throws {
        XCTAssertEqual(try render("Hello, {{subject}}!", ["subject": "world"]), "Hello, world!")
        XCTAssertEqual(try render("Hello from {Mustache}!\n"), "Hello from {Mustache}!\n")
        XCTAssertEqual(try render("{{a}}{{b}}-{{c}}", ["a": "1", "b": "2", "c": "3"]), "12-3")
    }

    func testNumbersBooleansAndNullInterpolate() throws {
        XCTAssertEqual(try render("{{n}} {{d}} {{t}} {{f}}", ["n": 85, "d": 1.21, "t": true, "f": false]), "85 1.21 true false")
        XCTAssertEqual(try render("[{{missing}}][{{none}}]", ["none": TemplateNull()]), "[][]")
    }

    func testTextIsNotEscapedUnlessTheTemplateAsksForHTML() throws {
        let data = ["x": "& \" < > '"]
        XCTAssertEqual(try render("{{x}}|{{{x}}}|{{&x}}", data), "& \" < > '|& \" < > '|& \" < > '")
        // The pragma line stands alone, so it leaves no line behind.
        XCTAssertEqual(try render("{{%CONTENT_TYPE:HTML}}\n{{x}}|{{{x}}}|{{&x}}", data),
                       "&amp; &quot; &lt; &gt; &#39;|& \" < > '|& \" < > '")
        // The pragma holds to the end of the section it is in.
        XCTAssertEqual(try render("{{#s}}{{%CONTENT_TYPE:HTML}}{{x}}{{/s}}{{x}}", ["s": true, "x": "<"]), "&lt;<")
    }

    func testDottedNamesWalkIntoObjectsAndDoNotClimbAfterTheFirstPart() throws {
        let data: [String: Any] = ["person": ["name": "Joe"], "a": [String: Any](), "c": ["name": "Jim"]]
        XCTAssertEqual(try render("{{person.name}} == {{#person}}{{name}}{{/person}}", data), "Joe == Joe")
        // `a` is found, `a.b` is not: the chain is broken, nothing is taken from `c`.
        XCTAssertEqual(try render("[{{a.b.c.name}}]", data), "[]")
        // The first part is looked up in the enclosing objects: `b` inside `a` wins over the outer `b`.
        let precedence: [String: Any] = ["a": ["b": [String: Any]()], "b": ["c": "ERROR"]]
        XCTAssertEqual(try render("{{#a}}[{{b.c}}]{{/a}}", precedence), "[]")
        XCTAssertEqual(try render("{{#a}}{{b.c.d.e.name}}{{/a}}",
                                  ["a": ["x": 1], "b": ["c": ["d": ["e": ["name": "Phil"]]]]]), "Phil")
    }

    func testImplicitIteratorIsTheCurrentItem() throws {
        XCTAssertEqual(try render("{{#list}}({{.}}){{/list}}", ["list": ["a", "b", "c"]]), "(a)(b)(c)")
        XCTAssertEqual(try render("{{#list}}({{#.}}{{.}}{{/.}}){{/list}}", ["list": [["1", "2"], ["3"]]]), "(12)(3)")
    }

    func testVariableTagsAreNeverStandaloneAndKeepTheirWhitespace() throws {
        XCTAssertEqual(try render("| {{string}} |", ["string": "---"]), "| --- |")
        XCTAssertEqual(try render("  {{string}}\n", ["string": "---"]), "  ---\n")
        XCTAssertEqual(try render("  {{string}}\n", [String: Any]()), "  \n")
        XCTAssertEqual(try render("|{{ string }}|{{{ string }}}|{{& string }}|", ["string": "-"]), "|-|-|-|")
    }

    // MARK: - Sections

    func testSectionsRenderForTruthyValuesOnly() throws {
        let template = "\"{{#b}}This should be rendered.{{/b}}\""
        XCTAssertEqual(try render(template, ["b": true]), "\"This should be rendered.\"")
        XCTAssertEqual(try render(template, ["b": false]), "\"\"")
        XCTAssertEqual(try render(template, ["b": TemplateNull()]), "\"\"")
        XCTAssertEqual(try render(template, [String: Any]()), "\"\"")
        XCTAssertEqual(try render(template, ["b": [String]()]), "\"\"")
    }

    func testSectionsOpenObjectsAndRepeatForLists() throws {
        XCTAssertEqual(try render("\"{{#context}}Hi {{name}}.{{/context}}\"", ["context": ["name": "Joe"]]), "\"Hi Joe.\"")
        XCTAssertEqual(try render("\"{{#list}}{{item}}{{/list}}\"", ["list": [["item": 1], ["item": 2], ["item": 3]]]),
                       "\"123\"")
    }

    func testNestedSectionsSeeEveryEnclosingObject() throws {
        let data: [String: Any] = ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3]]
        XCTAssertEqual(try render("{{#a}}{{one}}{{#b}}{{one}}{{two}}{{#c}}{{one}}{{two}}{{three}}{{/c}}{{/b}}{{/a}}", data),
                       "112123")
        XCTAssertEqual(try render("| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", ["bool": true]), "| A B C D E |")
        XCTAssertEqual(try render("| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", ["bool": false]), "| A  E |")
    }

    func testASectionsItemShadowsItsOwnName() throws {
        XCTAssertEqual(try render("{{#foo}}{{.}} is {{foo}}{{/foo}}", ["foo": "bar"]), "bar is bar")
        XCTAssertEqual(try render("\"{{#a.b.c}}Here{{/a.b.c}}\" == \"Here\"", ["a": ["b": ["c": true]]]), "\"Here\" == \"Here\"")
    }

    func testSectionWhitespaceAndStandaloneLines() throws {
        XCTAssertEqual(try render(" | {{#boolean}}\t|\t{{/boolean}} | \n", ["boolean": true]), " | \t|\t | \n")
        XCTAssertEqual(try render(" | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", ["boolean": true]),
                       " |  \n  | \n")
        XCTAssertEqual(try render(" {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", ["boolean": true]),
                       " YES\n GOOD\n")
        XCTAssertEqual(try render("| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", ["boolean": true]),
                       "| This Is\n|\n| A Line\n")
        XCTAssertEqual(try render("| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n", ["boolean": true]),
                       "| This Is\n|\n| A Line\n")
        XCTAssertEqual(try render("|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", ["boolean": true]), "|\r\n|")
        XCTAssertEqual(try render("  {{#boolean}}\n#{{/boolean}}\n/", ["boolean": true]), "#\n/")
        XCTAssertEqual(try render("#{{#boolean}}\n/\n  {{/boolean}}", ["boolean": true]), "#\n/\n")
        XCTAssertEqual(try render("|{{# boolean }}={{/ boolean }}|", ["boolean": true]), "|=|")
    }

    func testTwoTagsOnALineAreNotStandalone() throws {
        XCTAssertEqual(try render("{{#a}}{{/a}}\nx", ["a": true]), "\nx")
        XCTAssertEqual(try render("{{#a}}\n{{/a}}{{#a}}\n{{/a}}", ["a": true]), "\n")
    }

    // MARK: - Inverted sections

    func testInvertedSectionsRenderForFalsyValuesOnly() throws {
        let template = "\"{{^b}}This should be rendered.{{/b}}\""
        XCTAssertEqual(try render(template, ["b": false]), "\"This should be rendered.\"")
        XCTAssertEqual(try render(template, ["b": true]), "\"\"")
        XCTAssertEqual(try render(template, ["b": TemplateNull()]), "\"This should be rendered.\"")
        XCTAssertEqual(try render(template, [String: Any]()), "\"This should be rendered.\"")
        XCTAssertEqual(try render(template, ["b": [String]()]), "\"This should be rendered.\"")
        XCTAssertEqual(try render(template, ["b": ["x"]]), "\"\"")
        XCTAssertEqual(try render("\"{{^context}}Hi {{name}}.{{/context}}\"", ["context": ["name": "Joe"]]), "\"\"")
        XCTAssertEqual(try render("| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n", ["boolean": false]),
                       "| This Is\n|\n| A Line\n")
        XCTAssertEqual(try render("{{#bool}}A{{/bool}}{{^bool}}B{{/bool}}", ["bool": false]), "B")
    }

    // MARK: - Comments

    func testCommentsRenderNothingAndStandaloneCommentsLeaveNoLine() throws {
        XCTAssertEqual(try render("12345{{! Comment Block! }}67890"), "1234567890")
        XCTAssertEqual(try render("12345{{!\n  This is a\n  multi-line comment...\n}}67890\n"), "1234567890\n")
        XCTAssertEqual(try render("Begin.\n{{! Comment Block! }}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("Begin.\n  {{! Indented Comment Block! }}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("|\r\n{{! Standalone Comment }}\r\n|"), "|\r\n|")
        XCTAssertEqual(try render("  {{! I'm Still Standalone }}\n!"), "!")
        XCTAssertEqual(try render("!\n  {{! I'm Still Standalone }}"), "!\n")
        XCTAssertEqual(try render("Begin.\n{{!\nSomething's going on here\n}}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("Begin.\n  {{!\n    Something's going on here\n  }}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("  12 {{! 34 }}\n"), "  12 \n")
        XCTAssertEqual(try render("12345 {{! Comment Block! }} 67890"), "12345  67890")
        XCTAssertEqual(try render("comments never show: >{{! comment }}<", ["! comment": 1, " comment": 2]),
                       "comments never show: ><")
    }

    // MARK: - Partials

    func testPartialsRenderInTheCurrentContext() throws {
        XCTAssertEqual(try render("\"{{>text}}\"", partials: ["text": "from partial"]), "\"from partial\"")
        XCTAssertEqual(try render("\"{{>missing}}\""), "\"\"")
        XCTAssertEqual(try render("\"{{>partial}}\"", ["text": "content"], partials: ["partial": "*{{text}}*"]), "\"*content*\"")
        XCTAssertEqual(try render("{{>outer}}", ["a": "yes", "b": "no"],
                                  partials: ["outer": "*{{a}} {{>inner}}*", "inner": "!{{b}}!"]), "*yes !no!*")
        XCTAssertEqual(try render("|{{> partial }}|", ["boolean": true], partials: ["partial": "[]"]), "|[]|")
    }

    func testPartialsMayIncludeThemselvesUntilTheDataEnds() throws {
        let data: [String: Any] = ["content": "X", "nodes": [["content": "Y", "nodes": [[String: Any]]()]]]
        XCTAssertEqual(try render("{{>node}}", data, partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"]),
                       "X<Y<>>")
    }

    func testStandalonePartialsAreIndentedLineByLine() throws {
        XCTAssertEqual(try render("| {{>partial}} |", partials: ["partial": "\t|\t"]), "| \t|\t |")
        // Inside a line, a partial is not indented.
        XCTAssertEqual(try render("  {{data}}  {{> partial}}\n", ["data": "|"], partials: ["partial": ">\n>"]),
                       "  |  >\n>\n")
        XCTAssertEqual(try render("|\r\n{{>partial}}\r\n|", partials: ["partial": ">"]), "|\r\n>|")
        XCTAssertEqual(try render("  {{>partial}}\n>", partials: ["partial": ">\n>"]), "  >\n  >>")
        XCTAssertEqual(try render(">\n  {{>partial}}", partials: ["partial": ">\n>"]), ">\n  >\n  >")
        // Data with line breaks is not indented; every line of the partial is.
        XCTAssertEqual(try render("\\\n {{>partial}}\n/\n", ["content": "<\n->"], partials: ["partial": "|\n{{{content}}}\n|\n"]),
                       "\\\n |\n <\n->\n |\n/\n")
        // Indentation adds up through nested standalone partials, and repeats in each item.
        XCTAssertEqual(try render("  {{>list}}\n", ["items": ["a", "b"]],
                                  partials: ["list": "{{#items}}\n- {{.}}\n  {{>detail}}\n{{/items}}\n", "detail": "({{.}})\n"]),
                       "  - a\n    (a)\n  - b\n    (b)\n")
    }

    func testDynamicPartialsTakeTheirNameFromAField() throws {
        XCTAssertEqual(try render("[{{>*kind}}]", ["kind": "b"], partials: ["a": "A", "b": "B"]), "[B]")
        XCTAssertEqual(try render("[{{>*kind}}]", ["kind": "c"], partials: ["a": "A"]), "[]")
    }

    // MARK: - Set delimiters

    func testSetDelimiterTagsChangeTheTagMarkers() throws {
        XCTAssertEqual(try render("{{=<% %>=}}(<%text%>)", ["text": "Hey!"]), "(Hey!)")
        XCTAssertEqual(try render("({{=[ ]=}}[text])", ["text": "It worked!"]), "(It worked!)")
        XCTAssertEqual(try render("|{{= @   @ =}}|"), "||")
        XCTAssertEqual(try render("| {{=@ @=}} |"), "|  |")
        XCTAssertEqual(try render(" | {{=@ @=}}\n"), " | \n")
        XCTAssertEqual(try render("Begin.\n{{=@ @=}}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("Begin.\n  {{=@ @=}}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("|\r\n{{= @ @ =}}\r\n|"), "|\r\n|")
        XCTAssertEqual(try render("  {{=@ @=}}\n="), "=")
        XCTAssertEqual(try render("=\n  {{=@ @=}}"), "=\n")
        let sections = "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n"
        XCTAssertEqual(try render(sections, ["section": true, "data": "I got interpolated."]),
                       "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n")
    }

    func testPartialsKeepTheDefaultDelimiters() throws {
        XCTAssertEqual(try render("[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", ["value": "yes"],
                                  partials: ["include": ".{{value}}."]), "[ .yes. ]\n[ .yes. ]\n")
        XCTAssertEqual(try render("[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n", ["value": "yes"],
                                  partials: ["include": ".{{value}}. {{= | | =}} .|value|."]),
                       "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n")
    }
}
