@testable import Diagnostics
import XCTest

final class SourceManagerLineTests: XCTestCase {
    /// The line starts found with `memchr` are those of a byte-by-byte scan, for texts with and
    /// without a final line feed, empty lines, CRLF and multi-byte characters.
    func testLineStartsAreEveryOffsetAfterALineFeed() {
        let texts = ["", "\n", "\n\n", "a", "a\n", "a\nb", "ab\n\ncd\r\nef\n", "né\n🎨\n\nx", String(repeating: "line\n", count: 1000) + "end"]
        for text in texts {
            let bytes = Array(text.utf8)
            var expected = [0]
            for (offset, byte) in bytes.enumerated() where byte == 10 { expected.append(offset + 1) }
            XCTAssertEqual(SourceManager.lineStarts(of: bytes), expected, text.debugDescription)
        }
    }

    func testLinesAreReadWithoutTheirBreaks() {
        let sources = SourceManager()
        let file = sources.add(path: "a.yaml", text: "one\r\ntwo\n\nfour")
        XCTAssertEqual(sources.line(1, of: file), "one")
        XCTAssertEqual(sources.line(2, of: file), "two")
        XCTAssertEqual(sources.line(3, of: file), "")
        XCTAssertEqual(sources.line(4, of: file), "four")
        XCTAssertNil(sources.line(5, of: file))
        XCTAssertNil(sources.line(0, of: file))
    }
}
