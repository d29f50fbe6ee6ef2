@testable import Emit
import XCTest

/// The byte-level fast path of the name transforms (used for every ASCII token and group name
/// while contexts are built) gives exactly what the general, Unicode-character path gives.
final class TemplateRendererNameStyleTests: XCTestCase {
    /// Names of the kinds tokens have, and the corner cases of the word rules.
    private let samples = [
        "", "a", "A", "1", "-", "deep-purple.p500", "HTTPStatus", "signIn", "2xl", "x2XL", "ABCdef", "abcDEF",
        "p500A", "a1B", "A1b", "version2Beta", "iOS17", "text_primary", "Text Primary", "--x--", "a..b",
        "URLSession", "getHTTPResponseCode", "$root", "c50", "l-strong", "XMLHttpRequest2", "_private", "9lives",
        "aB", "Ab", "AB", "ABc", "aBC", "a1", "1a", "A1", "1A", "mixed.Case-with_separators and spaces",
    ]

    func testASCIIFastPathMatchesTheGeneralPath() {
        for style in NameStyle.allCases {
            for name in samples {
                XCTAssertEqual(style.applyASCII(name), style.applyUnicode(name), "\(style) of '\(name)'")
            }
        }
    }

    func testASCIIFastPathMatchesOnGeneratedNames() {
        // Every name of up to four characters over an alphabet that exercises each rule
        // (lowercase, uppercase, digit, separator): 4 + 16 + 64 + 256 + 1,024 names per style.
        let alphabet: [Character] = ["a", "B", "7", "-"]
        var names = [""]
        var frontier = [""]
        for _ in 0..<5 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + String($0) } }
            names += frontier
        }
        for style in NameStyle.allCases {
            for name in names where style.applyASCII(name) != style.applyUnicode(name) {
                XCTFail("\(style) of '\(name)': fast \(style.applyASCII(name) ?? "nil"), general \(style.applyUnicode(name))")
            }
        }
    }

    /// The reference: the style applied to the prefix and to each path component (a final `$root`
    /// dropped), non-empty results joined — how CSS property and Android resource names are made.
    private func joinedPath(_ style: NameStyle, _ path: String, prefix: String) -> String {
        var parts = path.split(separator: ".").map(String.init)
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        let separator = style == .kebabCase ? "-" : "_"
        return ([prefix] + parts).map { style.applyUnicode($0) }.filter { !$0.isEmpty }.joined(separator: separator)
    }

    func testDottedPathFastPathMatchesComponentByComponent() {
        let paths = samples + [
            "color.brand.primary", "color.$root", "$root", ".$root", "a..$root", "a.$root.", "a.b.$root", "size.2xl",
            "font.Heading.L", "color..brand", "...", "x.$rootx", "Color.BrandPrimary.$root",
        ]
        for style in [NameStyle.kebabCase, .snakeCase] {
            for prefix in ["", "tk", "myApp", "--"] {
                for path in paths {
                    XCTAssertEqual(style.applyASCII(toPath: path, prefix: prefix), joinedPath(style, path, prefix: prefix),
                                   "\(style) of '\(path)' with prefix '\(prefix)'")
                }
            }
        }
        XCTAssertNil(NameStyle.camelCase.applyASCII(toPath: "a.b", prefix: ""))
        XCTAssertNil(NameStyle.kebabCase.applyASCII(toPath: "café.b", prefix: ""))
    }

    func testDottedPathFastPathMatchesOnGeneratedPaths() {
        // Every path of up to five characters over lowercase, capital, digit, separator, dot and
        // a non-ASCII letter: the all-lowercase shortcut, the switch to the general way at a
        // capital met late, and the non-ASCII refusal, against the component-by-component result.
        let alphabet: [Character] = ["a", "B", "7", "-", ".", "é"]
        var paths = [""]
        var frontier = [""]
        for _ in 0..<5 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + String($0) } }
            paths += frontier
        }
        for style in [NameStyle.kebabCase, .snakeCase] {
            for prefix in ["", "tk", "my2App", "x-y"] {
                for path in paths {
                    let fast = style.applyASCII(toPath: path, prefix: prefix)
                    if path.contains("é") {
                        XCTAssertNil(fast, "\(style) of '\(path)'")
                    } else if fast != joinedPath(style, path, prefix: prefix) {
                        XCTFail("\(style) of '\(path)' with prefix '\(prefix)': \(fast ?? "nil"), expected \(joinedPath(style, path, prefix: prefix))")
                    }
                }
            }
        }
    }

    func testNonASCIINamesTakeTheGeneralPath() {
        XCTAssertNil(NameStyle.camelCase.applyASCII("café-au-lait"))
        XCTAssertEqual(NameStyle.camelCase.apply("café-au-lait"), "caféAuLait")
        XCTAssertEqual(NameStyle.kebabCase.apply("ÉtéChaud"), "été-chaud")
    }

    func testKnownResults() {
        XCTAssertEqual(NameStyle.camelCase.apply("deep-purple.p500"), "deepPurpleP500")
        XCTAssertEqual(NameStyle.pascalCase.apply("HTTPStatus"), "HTTPStatus")
        XCTAssertEqual(NameStyle.camelCase.apply("HTTPStatus"), "httpStatus")
        XCTAssertEqual(NameStyle.snakeCase.apply("getHTTPResponseCode"), "get_http_response_code")
        XCTAssertEqual(NameStyle.kebabCase.apply("text_primary 2xl"), "text-primary-2xl")
    }
}
