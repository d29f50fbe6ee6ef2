@testable import Emit
import TokenModel
import XCTest

/// The Swift file is written from pieces of the rendered frame and of the namespaces' ready text,
/// put at the offsets the renderer marked; it must be what inserting each namespace's text where
/// it was marked gives, however the marks come (the built-in templates mark each namespace once,
/// in order), whether the pieces are joined or written, and however the namespaces' text is cut
/// into buffers (the pieces the cores wrote it in).
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

    /// The namespaces' text in buffers of about `cut` bytes, cut between characters (a namespace
    /// split across them).
    private func namespaces(_ pieces: [String], cut: Int = .max) -> SwiftFileText.Namespaces {
        let text = Array(pieces.joined().utf8)
        var starts = [0]
        while cut < text.count - starts.last! {
            var start = starts.last! + cut
            while start < text.count && text[start] & 0xC0 == 0x80 { start += 1 }
            guard start < text.count else { break }
            starts.append(start)
        }
        let ends = starts.dropFirst() + [text.count]
        var made = SwiftFileText.Namespaces()
        made.buffers = zip(starts, ends).map { bounds in
            var buffer = ByteWriter(capacity: bounds.1 - bounds.0)
            buffer.append(Array(text[bounds.0..<bounds.1]))
            return buffer.takeBytes()
        }
        var start = 0
        for piece in pieces {
            let end = start + piece.utf8.count
            made.ranges.append(zip(starts, ends).enumerated().compactMap { buffer, bounds in
                let from = max(start, bounds.0), to = min(end, bounds.1)
                return from < to ? (buffer, (from - bounds.0)..<(to - bounds.0)) : nil
            })
            start = end
        }
        return made
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
        for (places, cut) in cases.flatMap({ places in [Int.max, 7, 1].map { (places, $0) } }) {
            let made = GeneratedFile(path: "T.swift", pieces: SwiftFileText.pieces(frame: frame, places: places,
                                                                                  namespaces: namespaces(pieces, cut: cut)))
            XCTAssertEqual(made.contents, splice(frame, places, pieces), "\(places)")
            XCTAssertEqual(made.byteCount, splice(frame, places, pieces).utf8.count)
            XCTAssertEqual(made.withBuffers { $0.flatMap(Array.init) }, Array(splice(frame, places, pieces).utf8), "\(places)")
        }
    }

    /// A large namespace is joined in steps: the text is still whole.
    func testALargeNamespaceIsJoinedWhole() {
        var big = ""
        for index in 0..<120_000 { big += "    static let member\(index) = \(index)\n" }
        let pieces = ["enum A {\n" + big + "}\n", "enum B {\n" + big + "}\n"]
        let frame = "// header\n\n// values\n"
        let places: [(item: Int, offset: Int)] = [(0, 11), (1, 11)]
        let made = GeneratedFile(path: "T.swift", pieces: SwiftFileText.pieces(frame: frame, places: places, namespaces: namespaces(pieces))).contents
        XCTAssertGreaterThan(made.utf8.count, 8_000_000)
        XCTAssertEqual(made, splice(frame, places, pieces))
    }
}
