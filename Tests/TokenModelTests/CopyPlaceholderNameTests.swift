@testable import TokenModel
import XCTest

/// The placeholders a copy text uses: the names in braces that match `[A-Za-z_][A-Za-z0-9_]*`,
/// each once, in the order they first appear. The text is walked as UTF-8, so these include
/// characters of two, three and four bytes around and inside the braces.
final class CopyPlaceholderNameTests: XCTestCase {
    func testNamesInBracesOnceEachInOrder() {
        let cases: [(String, [String])] = [
            ("", []),
            ("no braces at all", []),
            ("Hello, {name}!", ["name"]),
            ("{a}{b}{a}", ["a", "b"]),
            ("{first_name} {_count2} {Total}", ["first_name", "_count2", "Total"]),
            ("{2fast} {} {a b} {a-b} {a.b}", []),          // not names (a dotted one is an alias)
            ("{{name}}", ["name"]),                          // the inner braces
            ("{open {name}", ["name"]),                      // a brace reopened before closing
            ("{unclosed", []),
            ("closed} {x", []),
            ("é{name}ü", ["name"]),                          // two-byte characters around
            ("{é} {naïve} {ok}", ["ok"]),                    // not ASCII: not a name
            ("日本{count}語 {件数}", ["count"]),               // three-byte characters
            ("🎉 {emoji} 🎉{🎉}", ["emoji"]),                  // four-byte characters
        ]
        for (text, expected) in cases {
            XCTAssertEqual(ValueReader.placeholderNames(in: text), expected, text)
        }
    }

    /// A text that is not stored as contiguous UTF-8 (bridged or built from other views) is
    /// read the same way.
    func testATextBuiltFromScalarsReadsTheSame() {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: "Hi {user}, {n} new {n}".unicodeScalars)
        XCTAssertEqual(ValueReader.placeholderNames(in: String(scalars)), ["user", "n"])
    }
}
