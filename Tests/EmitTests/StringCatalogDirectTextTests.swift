import Diagnostics
@testable import Emit
import Foundation
import Parallel
import TokenModel
import XCTest

/// The String Catalog and accessors written directly (``StringCatalogDirectText``, used with the
/// built-in templates) against the general path (contexts rendered through the templates, taken
/// when a template's text differs — here the built-in text with a comment line added, which
/// renders the same): the same files, bytes and diagnostics over the seeds, a fixture of every
/// kind of string and name, every parameter, and the problems the template path reports.
final class StringCatalogDirectTextTests: XCTestCase {
    private static let templateNames = ["xcstrings/catalog", "xcstrings/l10n.swift", "xcstrings/l10n-namespace"]

    /// The built-in library with the named templates replaced by their own text plus a comment.
    private func library(overriding names: [String]) throws -> TemplateLibrary {
        var library = TemplateLibrary.builtin()
        for name in names {
            let source = try XCTUnwrap(library.source(of: name))
            try library.register(source: "{{! the same text, through the template }}\n" + source, named: name, file: "test:\(name)")
            XCTAssertFalse(library.isBuiltin(name))
        }
        return library
    }

    private func input(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue], templates: TemplateLibrary,
                       sink: DiagnosticSink) -> EmitInput {
        EmitInput(systems: systems, parameters: OutputParameters(parameters), sourceFiles: ["a.tokens.yaml", "b.json"],
                  diagnostics: sink, templates: templates)
    }

    private func emit(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue], templates: TemplateLibrary)
        -> (files: [GeneratedFile]?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink()
        return (StringCatalogEmitter().emit(input(systems, parameters, templates: templates, sink: sink)), sink.diagnostics)
    }

    /// Whether the direct path writes the files (rather than leaving them to the templates).
    private func takesDirectPath(_ systems: [ResolvedSystem], _ parameters: [String: JSONValue] = [:]) -> Bool {
        let sink = DiagnosticSink()
        let emitInput = input(systems, parameters, templates: .builtin(), sink: sink)
        let emitter = StringCatalogEmitter()
        return emitter.directFiles(emitter.copySources(emitInput), emitInput) != nil
    }

    /// Both paths, with each template overridden in turn and all at once, over every parameter
    /// set; returns the direct path's files for each set.
    @discardableResult
    private func assertPathsAgree(_ systems: [ResolvedSystem], _ parameterSets: [[String: JSONValue]], expectOutput: Bool = true,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> [[GeneratedFile]?] {
        let overrides = try (Self.templateNames.map { [$0] } + [Self.templateNames]).map(library(overriding:))
        var results: [[GeneratedFile]?] = []
        for parameters in parameterSets {
            let direct = emit(systems, parameters, templates: .builtin())
            XCTAssertEqual(direct.files != nil, expectOutput, "\(parameters): \(direct.diagnostics.map(\.message))", file: file, line: line)
            for templates in overrides {
                let rendered = emit(systems, parameters, templates: templates)
                XCTAssertEqual(direct.files?.map(\.path), rendered.files?.map(\.path), "\(parameters)", file: file, line: line)
                for (made, expected) in zip(direct.files ?? [], rendered.files ?? []) where made.contents != expected.contents {
                    XCTFail("\(parameters) \(made.path) differs:\n\(Self.firstDifference(made.contents, expected.contents))",
                            file: file, line: line)
                }
                XCTAssertEqual(direct.diagnostics, rendered.diagnostics, "\(parameters)", file: file, line: line)
            }
            results.append(direct.files)
        }
        return results
    }

    /// The lines around the first difference of two texts.
    private static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.components(separatedBy: "\n"), right = b.components(separatedBy: "\n")
        let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        let range = max(0, index - 3)..<(index + 3)
        return "direct:\n" + left[range.clamped(to: left.indices)].joined(separator: "\n")
            + "\ntemplate:\n" + right[range.clamped(to: right.indices)].joined(separator: "\n")
    }

    private static func file(_ path: String, in files: [GeneratedFile]?, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(files?.first { $0.path == path }, "no \(path) in \(files?.map(\.path) ?? [])", file: file, line: line).contents
    }

    /// Parameter sets that change every part of the frame.
    private static let parameterSets: [[String: JSONValue]] = [
        [:],
        ["swift": .bool(false)],
        ["bundle": .string("module"), "enumName": .string("Strings"), "table": .string("Copy \"Main\""), "sourceLanguage": .string("pt-BR")],
        ["access": .string("internal"), "table": .string("Ünï"), "sourceLanguage": .string("zh\\Hant")],
    ]

    // MARK: Seeds

    func testSeedsAreTheSameBothWays() throws {
        for name in FormatFixtures.seedNames {
            let system = try FormatFixtures.seed(name)
            XCTAssertTrue(takesDirectPath([system]), "\(name): the direct path is taken")
            let files = try assertPathsAgree([system], Self.parameterSets + [["modes": .array(system.modes.reversed().map(JSONValue.string))]])
            XCTAssertEqual(try XCTUnwrap(files[0]).map(\.path), ["Localizable.xcstrings", "L10n.swift"], name)
        }
    }

    // MARK: Every kind of string and name

    /// Placeholders of each format (declared or not, used twice, with `%` and an undeclared
    /// `{name}`), alternates (with fewer placeholders), keys of their own, comments and
    /// descriptions over lines, deprecations with and without a reason, names that need escaping
    /// (keywords, leading digits, forbidden type names, hyphens), keys and texts beyond ASCII,
    /// texts with quotes, backslashes and controls, numbers in keys.
    private static let variedYAML = #"""
        copy:
          $type: dev.tokenc.copy
          auth:
            sign-in:
              $value: { text: "Sign In", key: auth.signIn, comment: Primary button }
              $description: "The button.\nOn two lines."
            welcome: { $value: "Welcome back, {name}!" }
            default: { $value: "The default" }
            continue: { $value: "Continue", $deprecated: true }
            2fa-code: { $value: "Code: {code}", $deprecated: "Use \"auth.otp\" \\ instead" }
          cart:
            summary:
              $value:
                text: "{count} items for {total}, {count} total ({percent}% off) {unknown}"
                placeholders: [{ name: count, format: int }, { name: total, format: double }]
                comment: "Cart\r\nsummary"
                alternates: { short: "{count} items", long: "{count} items for {total} ({percent}%)", zero: "Nothing 100%" }
              $description: Cart summary.
            percent: { $value: "100% sure" }
            item2: { $value: "Item 2" }
            item10: { $value: "Item 10" }
            item010: { $value: "Item 010" }
          type:
            self: { $value: "Type self" }
            Protocol: { $value: "Protocol" }
          escapes:
            quote: { $value: "It's \"done\" \\ \t tab", $description: "Tab\there, CR\rthere" }
            control: { $value: "Bell \u0007 and DEL \u007F" }
            unicode: { $value: "Café — 日本 🎉 {who}", $description: "Non-ASCII: ü" }
            line-separator: { $value: "A\u2028B", $description: "next\u0085line" }
          café:
            naïve: { $value: "Naïve" }
            crème: { $value: { text: "Crème {x}", key: "menu.crème-brûlée" } }
          keys:
            upper: { $value: { text: "Upper", key: "Keys.UPPER" } }
            lower: { $value: { text: "lower", key: "keys.lower" } }
            punct: { $value: { text: "Punct", key: "keys.under_score" } }
            same-text-a: { $value: { text: "Shared", key: "keys.shared" } }
            same-text-b: { $value: { text: "Shared", key: "keys.shared" }, $description: "Left out: the same key and text." }
            braces: { $value: "{{count}} and {count} and {", $extensions: {} }
            dollar: { $value: { text: "{a}{b}{a}", placeholders: [{ name: b, format: double }, { name: a, format: int }] } }
            param-names: { $value: { text: "{default} {self} {_x}", placeholders: [default, self, _x] } }

        """#

    func testVariedStringsAndNamesAreTheSameBothWays() throws {
        let system = FormatFixtures.system(Self.variedYAML)
        XCTAssertTrue(takesDirectPath([system]), "the direct path is taken")
        let results = try assertPathsAgree([system], Self.parameterSets)
        let files = try XCTUnwrap(results[0])
        XCTAssertEqual(files.map(\.path), ["Localizable.xcstrings", "L10n.swift"])
        // The shapes the comparison must have reached.
        let catalog = try Self.file("Localizable.xcstrings", in: files)
        for expected in [
            #""value" : "%1$lld items for %2$lf, %1$lld total (%3$@%% off) %4$@""#, #""value" : "100% sure""#,
            #""copy.cart.summary.short" : {"#, #""comment" : "Cart\r\nsummary\nCart summary.","#,
            #""value" : "It's \"done\" \\ \t tab""#, #""value" : "Café — 日本 🎉 %1$@""#, #""menu.crème-brûlée" : {"#,
        ] {
            XCTAssertTrue(catalog.contains(expected), "missing \(expected)")
        }
        XCTAssertEqual(catalog.components(separatedBy: "\"keys.shared\" : {").count, 2, "one entry for a key used twice with one text")
        let swift = try Self.file("L10n.swift", in: files)
        for expected in [
            "    public enum Auth {\n", "            public static var `default`: String { L10n.tr(\"copy.auth.default\", \"The default\") }\n",
            "            @available(*, deprecated, message: \"\")\n            public static var `continue`: String",
            "            @available(*, deprecated, message: \"Use \\\"auth.otp\\\" \\\\ instead\")\n            public static func _2faCode(_ code: String) -> String {\n",
            "        public enum Type_ {\n", "            public static var `self`: String", "            public static var `protocol`: String",
            "            /// Cart summary.\n", "            /// Tab\there, CR there\n", "/// The button. On two lines.\n",
            "(_ `default`: String, _ `self`: String, _ x: String)", "(_ a: Int, _ b: Double) -> String {\n",
            "L10n.tr(\"copy.keys.dollar\", \"%1$lld%2$lf%1$lld\", a, b)", "        public static var upper: String { L10n.tr(\"Keys.UPPER\"",
            "\"Bell \\u{7} and DEL \\u{7f}\"",
            "    public enum Menu {\n        /// Crème {x}\n        public static func crèmeBrûlée(_ x: String) -> String {\n",
        ] {
            XCTAssertTrue(swift.contains(expected), "missing \(expected) in\n\(swift)")
        }
        XCTAssertEqual(try XCTUnwrap(results[1]).map(\.path), ["Localizable.xcstrings"])
        XCTAssertEqual(try XCTUnwrap(results[2]).map(\.path), ["Copy \"Main\".xcstrings", "Strings.swift"])
        XCTAssertTrue(try Self.file("Strings.swift", in: results[2]).contains("table: \"Copy \\\"Main\\\"\")"))
        XCTAssertTrue(try Self.file("Ünï.xcstrings", in: results[3]).hasPrefix("{\n  \"sourceLanguage\" : \"zh\\\\Hant\",\n"))
    }

    /// No strings: an empty catalog and an empty namespace; one string: its key's first part kept.
    func testEmptyAndSingleStringCatalogsAreTheSameBothWays() throws {
        let empty = FormatFixtures.system("spacing: { $type: dimension, md: { $value: 16pt } }\n")
        XCTAssertTrue(takesDirectPath([empty]))
        let emptyFiles = try XCTUnwrap(try assertPathsAgree([empty], Self.parameterSets)[0])
        XCTAssertTrue(try Self.file("L10n.swift", in: emptyFiles).contains("public enum L10n {\n}\n"))
        let single = FormatFixtures.system("copy: { $type: dev.tokenc.copy, hello: { $value: \"Hi\" } }\n")
        let singleFiles = try XCTUnwrap(try assertPathsAgree([single], Self.parameterSets)[0])
        XCTAssertTrue(try Self.file("L10n.swift", in: singleFiles).contains("    public enum Copy {\n        /// Hi\n        public static var hello: String"))
    }

    /// Two systems, one filtered, and a mode the parameters name that a system lacks (its
    /// warning reported once either way).
    func testSeveralSystemsFiltersAndModesAreTheSameBothWays() throws {
        let first = FormatFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark] }
            copy: { $type: dev.tokenc.copy, a: { $value: "A" }, b: { $value: "B", $extensions: { dev.tokenc.modes: { dark: "B dark" } } } }

            """, name: "one")
        let second = FormatFixtures.system("copy: { $type: dev.tokenc.copy, c: { $value: \"C\" }, a: { $value: \"A\" } }\n", name: "two")
        XCTAssertTrue(takesDirectPath([first, second]))
        let results = try assertPathsAgree([first, second], [
            [:], ["modes": .array([.string("dark")])], ["exclude": .array([.string("copy.c")])],
        ])
        XCTAssertTrue(try Self.file("Localizable.xcstrings", in: results[1]).contains("\"B dark\""))
        XCTAssertEqual(emit([first, second], ["modes": .array([.string("dark")])], templates: .builtin()).diagnostics.map(\.code),
                       ["unknown-output-mode"])
    }

    // MARK: Problems

    /// Keys used twice with different texts, key parts that are no Swift names, keys that become
    /// one accessor, keys that are one string in different bytes: the direct path gives up and
    /// the same diagnostics come, in the same order, with the same outcome.
    func testProblemsAreReportedTheSameBothWays() throws {
        let cases: [(yaml: String, codes: [String])] = [
            ("""
             copy:
               $type: dev.tokenc.copy
               a: { $value: { text: "One", key: shared } }
               b: { $value: { text: "Two", key: shared } }
               c: { $value: { text: "Three", key: shared } }
               d: { $value: { text: "One", key: "shared" } }

             """, ["copy-duplicate-key", "copy-duplicate-key"]),
            ("""
             copy:
               $type: dev.tokenc.copy
               a: { $value: { text: "Dots", key: "a..b" } }
               b: { $value: { text: "Dash", key: "a.-" } }
               c: { $value: { text: "Fine", key: "a.fine" } }
               d: { $value: { text: "Trailing", key: "a.end." } }

             """, ["l10n-invalid-name", "l10n-invalid-name", "l10n-invalid-name"]),
            ("""
             copy:
               $type: dev.tokenc.copy
               a: { $value: { text: "One", key: auth.sign-in } }
               b: { $value: { text: "Two", key: auth.signIn } }
               c: { $value: { text: "Three", key: auth.sign_in } }
               d: { $value: { text: "Four", key: Auth.x.y } }
               e: { $value: { text: "Five", key: auth.X.y } }

             """, ["l10n-name-collision", "l10n-name-collision", "l10n-name-collision"]),
            ("""
             copy:
               $type: dev.tokenc.copy
               a: { $value: { text: "Precomposed", key: "menu.caf\u{E9}" } }
               b: { $value: { text: "Decomposed", key: "menu.cafe\u{301}" } }

             """, ["copy-duplicate-key"]),
        ]
        for (yaml, codes) in cases {
            let system = FormatFixtures.system(yaml)
            XCTAssertFalse(takesDirectPath([system]), yaml)
            try assertPathsAgree([system], [[:], ["swift": .bool(false)]], expectOutput: false)
            XCTAssertEqual(emit([system], [:], templates: .builtin()).diagnostics.map(\.code), codes, yaml)
        }
        // One string in two byte forms with the same text: one entry (the first), no error.
        let same = FormatFixtures.system("""
            copy:
              $type: dev.tokenc.copy
              a: { $value: { text: "Café", key: "menu.caf\u{E9}" } }
              b: { $value: { text: "Café", key: "menu.cafe\u{301}" } }
              c: { $value: "Other" }

            """)
        let files = try XCTUnwrap(try assertPathsAgree([same], [[:]])[0])
        XCTAssertEqual(try Self.file("Localizable.xcstrings", in: files).components(separatedBy: "\"menu.caf").count, 2)
        // Across systems: the first system's key kept, the second's text differing is reported.
        let one = FormatFixtures.system("copy: { $type: dev.tokenc.copy, a: { $value: \"One\" } }\n", name: "one")
        let two = FormatFixtures.system("copy: { $type: dev.tokenc.copy, a: { $value: \"Two\" } }\n", name: "two")
        XCTAssertFalse(takesDirectPath([one, two]))
        try assertPathsAgree([one, two], [[:]], expectOutput: false)
    }

    // MARK: Large catalogs

    /// Enough strings for the text to be written in parts on all cores, cut inside namespaces
    /// and between them; alone and as one job of a build's.
    func testLargeCatalogsAreTheSameBothWays() throws {
        var yaml = "copy:\n  $type: dev.tokenc.copy\n"
        for group in 0..<112 {
            yaml += "  g\(group):\n"
            for index in 0..<(group % 9 == 0 ? 3 : 90) {
                let description = index % 5 == 0 ? ", $description: \"Shade \(index) of \(group).\"" : ""
                let text = index % 4 == 0 ? "{count} of \(index)% in {name}" : "Label \(index) of \(group)"
                let alternates = index % 11 == 0 ? ", alternates: { short: \"S\(index)\" }" : ""
                let key = index % 13 == 0 ? ", key: \"k\(index).g\(group).x\"" : ""
                yaml += "    c\(index): { $value: { text: \"\(text)\"\(alternates)\(key) }\(description) }\n"
            }
            if group % 10 == 0 { yaml += "    nested: { deep: { x: { $value: \"Deep \(group)\" } } }\n" }
        }
        let system = FormatFixtures.system(yaml)
        // Enough for the keys to be read, weighed and sorted in parts too.
        XCTAssertGreaterThan(system.tokens.count, StringCatalogKeyOrder.CollationKeys.parallelThreshold)
        XCTAssertTrue(takesDirectPath([system]))
        try assertPathsAgree([system], [[:], ["swift": .bool(false)]])

        @Sendable func emitAlone() -> [GeneratedFile]? {
            StringCatalogEmitter().emit(EmitInput(systems: [system], parameters: OutputParameters([:]), sourceFiles: ["t"],
                                                  diagnostics: DiagnosticSink()))
        }
        let alone = try XCTUnwrap(emitAlone())
        let inJob = ParallelMap.jobs(2) { job -> [GeneratedFile]? in job == 0 ? emitAlone() : nil }[0]
        XCTAssertEqual(inJob, alone)
        XCTAssertEqual(emitAlone(), alone, "the same bytes each time")
    }

    // MARK: Pieces

    /// The byte escapes against ``JSONText/literal(_:)`` and ``SwiftIdentifier/stringLiteral(_:)``.
    func testByteEscapesAreTheSameAsTheStringOnes() {
        var texts = ["", "plain", "quote \" and \\ backslash", "tab\t nl\n cr\r crlf\r\n", "Café — 日本 🎉", "e\u{301}\u{2028}\u{85}", "\r\r\n\n\u{2029}\u{0B}\u{0C}x\r", "\n\u{301}é\u{2027}\u{2030}\u{84}\u{86}", "a\r\n\u{301}"]
        texts += (0..<0x80).map { "<\(String(UnicodeScalar(UInt8($0))))>" }
        // Each character at every place of longer texts (read eight bytes at a time).
        for special in ["\"", "\\", "\n", "\r\n", "\u{0B}", "\u{0D}", "\u{0E}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "é", " ", "~", "!", "#", "[", "]"] {
            texts += (0..<20).map { String(repeating: "x", count: $0) + special + String(repeating: "y", count: 19 - $0) }
        }
        for text in texts {
            var json = ByteWriter(capacity: 16)
            StringCatalogDirectText.appendJSON(text, to: &json)
            XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), JSONText.literal(text), text.debugDescription)
            var swift = ByteWriter(capacity: 16)
            StringCatalogDirectText.appendSwiftLiteral(text, to: &swift)
            XCTAssertEqual(String(decoding: swift.bytes, as: UTF8.self), SwiftIdentifier.stringLiteral(text), text.debugDescription)
            var comment = ByteWriter(capacity: 16)
            StringCatalogDirectText.appendCommentText(text, to: &comment)
            XCTAssertEqual(String(decoding: comment.bytes, as: UTF8.self), SwiftIdentifier.commentText(text), text.debugDescription)
        }
    }

    /// The checks eight bytes at a time against the byte-by-byte ones, each byte at each place.
    func testPlainChecksAreTheByteByByteOnes() {
        for byte in 0...UInt8.max {
            for length in 1...19 {
                for place in 0..<length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    bytes.withUnsafeBufferPointer { bytes in
                        XCTAssertEqual(StringCatalogDirectText.isPlainJSON(bytes), bytes.allSatisfy(JSONText.isPlain), "\(byte) at \(place)")
                        XCTAssertEqual(StringCatalogDirectText.isPlainSwift(bytes), bytes.allSatisfy(LiteralText.isPlainASCII), "\(byte) at \(place)")
                    }
                }
            }
        }
    }

    /// The ASCII format string against ``CopyFormatString``'s.
    func testASCIIFormatStringsAreTheSameAsTheGeneralOnes() {
        let placeholders = [Copy.Placeholder(name: "a", format: "int"), Copy.Placeholder(name: "bb", format: "double"),
                            Copy.Placeholder(name: "a", format: "string"), Copy.Placeholder(name: "c")]
        for text in ["", "%", "{a}", "{{a}}", "{a}{bb}{c}{a}", "{", "}", "{a", "a}", "{d}{a}", "100% {bb}%%", "{}", "{ a}", "x{bb}y{c}z\r\n{a}",
                     "{b}", "{bbb}", "{a}}{", "%{a}%", String(repeating: "{c}", count: 12)] {
            var bytes = ByteWriter(capacity: 4)
            var copy = text
            copy.withUTF8 { CopyFormatString.appendASCII($0, placeholders: placeholders, specifiers: .apple, to: &bytes) }
            XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self),
                           CopyFormatString(text, placeholders: placeholders, specifiers: .apple).text, text)
        }
        // Positions of two digits.
        let many = (0..<12).map { Copy.Placeholder(name: "p\($0)", format: $0 % 2 == 0 ? "int" : "string") }
        var bytes = ByteWriter(capacity: 4)
        var text = "{p11} {p9} {p10} {p0}"
        text.withUTF8 { CopyFormatString.appendASCII($0, placeholders: many, specifiers: .android, to: &bytes) }
        XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self), CopyFormatString(text, placeholders: many, specifiers: .android).text)
        XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self), "%12$s %10$s %11$d %1$d")
    }

    /// Long ASCII texts (read eight bytes at a time) with `%`, `{`, `}` and placeholders at every
    /// offset of a word, against ``CopyFormatString``'s.
    func testLongASCIIFormatStringsAreTheSameAsTheGeneralOnes() {
        let placeholders = [Copy.Placeholder(name: "name"), Copy.Placeholder(name: "count", format: "int")]
        let pieces = ["Hello ", "{name}", "{count}", "%", "{", "}", "{x}", "a", "items in group 0", "\u{7F}", "{{name}}", "50%"]
        var state: UInt64 = 2026
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<(1 + Int(state % 9)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            var bytes = ByteWriter(capacity: 4)
            var copy = text
            copy.withUTF8 { CopyFormatString.appendASCII($0, placeholders: placeholders, specifiers: .apple, to: &bytes) }
            XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self),
                           CopyFormatString(text, placeholders: placeholders, specifiers: .apple).text, text)
        }
    }
}
