import Diagnostics
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// Elements share their values between copies (copy-on-write), screens keep their flattened
/// tree up to date, and spec files read on all cores come out in file order.
final class ElementStorageTests: XCTestCase {
    private let here = SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: 1, column: 1),
                                   end: SourceLocation(line: 1, column: 2))

    private func element(_ id: String, children: [Element] = []) -> Element {
        Element(id: id, idRange: here, kind: children.isEmpty ? .text : .container, kindRange: here,
                children: children, range: here)
    }

    func testChangingACopyLeavesTheOriginalAlone() {
        let original = element("card", children: [element("title")])
        var copy = original
        XCTAssertEqual(copy, original)
        copy.id = "other"
        copy.children.append(element("subtitle"))
        copy.visibleIn.append("error")
        XCTAssertEqual(original.id, "card")
        XCTAssertEqual(original.children.map(\.id), ["title"])
        XCTAssertEqual(original.visibleIn, [])
        XCTAssertEqual(copy.children.map(\.id), ["title", "subtitle"])
        XCTAssertNotEqual(copy, original)
    }

    func testEqualValuesAreEqualAndHashAlike() {
        let a = element("card", children: [element("title")])
        var b = Element(id: "card", idRange: here, kind: .container, kindRange: here, range: here)
        XCTAssertNotEqual(a, b)
        b.children = [element("title")]
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        b.note = "changed"
        XCTAssertEqual(Set([a, b]).count, 2)
    }

    func testAllElementsFollowsChangesToTheTree() {
        var screen = Screen(name: "s", nameRange: here, system: "fixture", mode: "dark", modeIndex: 0, modes: ["dark"],
                            elements: [element("card", children: [element("title")]), element("footer")], file: here.file,
                            range: here)
        XCTAssertEqual(screen.allElements.map(\.path), ["card", "card › title", "footer"])
        screen.elements[0].children.append(element("subtitle"))
        screen.elements.append(element("legal"))
        XCTAssertEqual(screen.allElements.map(\.path), ["card", "card › title", "card › subtitle", "footer", "legal"])
        XCTAssertEqual(screen.element(id: "subtitle")?.ancestors.map(\.id), ["card"])
        screen.elements.removeAll()
        XCTAssertTrue(screen.allElements.isEmpty)
    }

    func testFilesReadInParallelAreReportedAndReturnedInFileOrder() throws {
        let folder = NSTemporaryDirectory() + "tokenc-order-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        // Reading and parsing problems come first (file order), then decoding problems (file order).
        var readingProblems: [(code: String, file: String?)] = []
        var decodingProblems: [(code: String, file: String?)] = []
        for i in 0..<24 {
            let path = folder + "/screen-\(i).screen.yaml"
            paths.append(path)
            if i == 7 {
                readingProblems.append(("io-error", nil))  // listed, never written
                continue
            }
            let text: String
            if i % 5 == 3 {
                text = "screen: s\(i)\nsystem: fixture\nelements: [\n"  // a syntax error: no screen
                readingProblems.append(("yaml-syntax", path))
            } else {
                text = "screen: s\(i)\nsystem: fixture\nelements:\n  - { id: e\(i), kind: text, colr: \"#FFFFFF\" }\n"
                decodingProblems.append(("unknown-property", path))  // once, though decoded in two modes
            }
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
        let expected = readingProblems + decodingProblems
        var fixture = SpecFixture()
        fixture.addSystem("fixture", tokens: fixtureTokens)
        let screens = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink).load(files: paths, sources: fixture.sources)
        let decoded = (0..<24).filter { $0 != 7 && $0 % 5 != 3 }
        XCTAssertEqual(screens.map(\.name), decoded.flatMap { ["s\($0)", "s\($0)"] })
        XCTAssertEqual(screens.map(\.mode), decoded.flatMap { _ in ["dark", "light"] })
        XCTAssertEqual(fixture.sink.diagnostics.map(\.code), expected.map(\.code), fixture.rendered)
        XCTAssertEqual(fixture.sink.diagnostics.map { $0.range.map { fixture.sources.path(of: $0.file) } }, expected.map(\.file))
    }
}
