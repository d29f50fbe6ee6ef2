@testable import Emit
import XCTest

/// The Swift file is assembled from the rendered frame and the namespaces' ready text, put at
/// the offsets the renderer marked; it must be what inserting each namespace's text where it was
/// marked gives, however the marks come (the built-in templates mark each namespace once, in order).
final class SwiftFileTextTests: XCTestCase {
    /// The same splice, written plainly.
    private func splice(_ frame: String, _ places: [(item: Int, offset: Int)], _ pieces: [String]) -> String {
        let bytes = Array(frame.utf8)
        var out: [UInt8] = []
        var start = 0
        for place in places {
            out += bytes[start..<place.offset]
            out += Array(pieces[place.item].utf8)
            start = place.offset
        }
        out += bytes[start...]
        return String(decoding: out, as: UTF8.self)
    }

    private func namespaces(_ pieces: [String]) -> (text: [UInt8], ranges: [Range<Int>]) {
        var text: [UInt8] = []
        var ranges: [Range<Int>] = []
        for piece in pieces {
            let start = text.count
            text += Array(piece.utf8)
            ranges.append(start..<text.count)
        }
        return (text, ranges)
    }

    func testNamespacesGoWhereTheyWereMarked() {
        let frame = "// header é\n\nimport Foundation\n\n// values\n"
        let pieces = ["enum A {\n}\n", "enum Bé {\n    static let x = 1\n}\n", "", "enum D {}\n"]
        let cases: [[(item: Int, offset: Int)]] = [
            [(0, 30), (1, 30), (2, 31), (3, 31)],     // the built-in shape: each once, in order
            [],                                        // no namespace
            [(0, 0), (3, frame.utf8.count)],           // at both ends
            [(1, 12), (0, 20)],                        // out of order
            [(2, 5), (2, 5), (1, 40)],                 // one twice
        ]
        for places in cases {
            let made = SwiftFileText.assemble(frame: frame, places: places, namespaces: namespaces(pieces))
            XCTAssertEqual(made, splice(frame, places, pieces), "\(places)")
        }
    }

    /// A large namespace is copied in steps, its pages released behind: the text is still whole.
    func testALargeNamespaceIsCopiedWhole() {
        var big = ""
        for index in 0..<120_000 { big += "    static let member\(index) = \(index)\n" }
        let pieces = ["enum A {\n" + big + "}\n", "enum B {\n" + big + "}\n"]
        let frame = "// header\n\n// values\n"
        let places: [(item: Int, offset: Int)] = [(0, 11), (1, 11)]
        let made = SwiftFileText.assemble(frame: frame, places: places, namespaces: namespaces(pieces))
        XCTAssertGreaterThan(made.utf8.count, 8_000_000)
        XCTAssertEqual(made, splice(frame, places, pieces))
    }
}
