import CLibYAML
import Diagnostics
import Foundation
import XCTest
@testable import YAML

/// libyaml is handed its input already decoded when its reader would accept every character
/// (`DecodedInput`). The count of characters is checked against a reference built on the
/// standard library's UTF-8 validation and the YAML 1.1 spec's printable set (production [1],
/// `c-printable`); a parse of decoded input must give every node, range and problem the usual
/// read gives.
final class DecodedInputTests: XCTestCase {
    // MARK: What the reader accepts

    /// The spec's printable characters: tab, line feed, carriage return, U+0020–U+007E, U+0085,
    /// U+00A0–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    private static func isPrintable(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// The reference: nil for a byte-order mark at the start, for bytes that are not UTF-8, or
    /// for a character outside the printable set; else the number of characters.
    private static func reference(_ bytes: [UInt8]) -> Int? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let scalars = text.unicodeScalars
        return scalars.allSatisfy(isPrintable) ? scalars.count : nil
    }

    private static func characters(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { DecodedInput.characters(in: $0) }
    }

    func testCharactersTheReaderAcceptsOrRefuses() {
        let cases: [(String, [UInt8], Int?)] = [
            ("empty", [], 0),
            ("tab, line breaks", Array("a\tb\r\nc".utf8), 6),
            ("NUL", [0x61, 0x00], nil),
            ("vertical tab", [0x0B], nil),
            ("form feed", [0x0C], nil),
            ("escape", [0x1B], nil),
            ("delete", [0x7F], nil),
            ("U+0080, a C1 control", [0xC2, 0x80], nil),
            ("U+0085, next line", [0xC2, 0x85], 1),
            ("U+009F", [0xC2, 0x9F], nil),
            ("U+00A0", [0xC2, 0xA0], 1),
            ("U+D7FF", [0xED, 0x9F, 0xBF], 1),
            ("a surrogate, U+D800", [0xED, 0xA0, 0x80], nil),
            ("U+E000", [0xEE, 0x80, 0x80], 1),
            ("U+FEFF after the start", [0x61, 0xEF, 0xBB, 0xBF], 2),
            ("a byte-order mark at the start", [0xEF, 0xBB, 0xBF, 0x61], nil),
            ("U+FFFD", [0xEF, 0xBF, 0xBD], 1),
            ("U+FFFE", [0xEF, 0xBF, 0xBE], nil),
            ("U+FFFF", [0xEF, 0xBF, 0xBF], nil),
            ("U+10000", [0xF0, 0x90, 0x80, 0x80], 1),
            ("U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF], 1),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], nil),
            ("overlong slash", [0xC0, 0xAF], nil),
            ("overlong three bytes", [0xE0, 0x80, 0xAF], nil),
            ("a lone continuation byte", [0x80], nil),
            ("cut short", [0x61, 0xE2, 0x82], nil),
            ("a UTF-16 byte-order mark", [0xFF, 0xFE, 0x61, 0x00], nil),
            // Eight-byte words: a refused byte first, last, and just after one.
            ("NUL at byte 0 of a word", [0x00] + Array("bcdefgh".utf8), nil),
            ("unit separator at byte 7", Array("abcdefg".utf8) + [0x1F], nil),
            ("delete at byte 8", Array("abcdefgh".utf8) + [0x7F], nil),
            ("carriage returns and tabs filling a word", [0x0D, 0x0A, 0x09, 0x0D, 0x0A, 0x09, 0x20, 0x7E], 8),
            ("é across a word's end", Array("abcdefg".utf8) + [0xC3, 0xA9] + Array("xyz".utf8), 11),
        ]
        for (name, bytes, expected) in cases {
            XCTAssertEqual(Self.characters(bytes), expected, name)
            XCTAssertEqual(Self.reference(bytes), expected, "reference: \(name)")
        }
    }

    func testCharacterCountAgreesWithTheReferenceOnRandomBytes() {
        // Bytes drawn mostly from what files hold, with every kind of refused one mixed in.
        let pool: [UInt8] = Array("abc xyz:-{}\"'#\n\n\n\t\r".utf8)
            + [0x00, 0x01, 0x0B, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xBB, 0xBF, 0xBE, 0xC0, 0xC2, 0xC3, 0xE0, 0xE2,
               0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        // A fixed linear congruential sequence (Knuth's MMIX constants), so every run draws the same.
        var state: UInt64 = 2026
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 29
        }
        var accepted = 0
        for _ in 0..<20_000 {
            let count = Int(next() % 41)
            // One draw in four is plain text but for one byte, so that long accepted runs occur.
            let plainish = next() % 4 == 0
            var bytes: [UInt8] = []
            for _ in 0..<count {
                let r = next()
                bytes.append(plainish && r % 13 != 0 ? pool[Int(r % 17)] : pool[Int(r % UInt64(pool.count))])
            }
            let expected = Self.reference(bytes)
            if expected != nil { accepted += 1 }
            XCTAssertEqual(Self.characters(bytes), expected, "\(bytes)")
        }
        // Both answers occur often enough to mean something.
        XCTAssertGreaterThan(accepted, 2_000)
        XCTAssertLessThan(accepted, 18_000)
    }

    // MARK: The parser's state

    /// Sets a fresh parser's input and reads every event: (end-of-input flag set at once, event
    /// count, the stream end's mark).
    private static func events(_ bytes: [UInt8]) -> (decoded: Bool, events: Int, end: String)? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else { return nil }
        defer { yaml_parser_delete(parser) }
        return bytes.withUnsafeBufferPointer { text -> (decoded: Bool, events: Int, end: String)? in
            DecodedInput.set(parser, to: text.baseAddress!, count: text.count)
            let decoded = parser.pointee.eof != 0
            var count = 0
            var event = yaml_event_t()
            while yaml_parser_parse(parser, &event) != 0 {
                count += 1
                let type = event.type, mark = event.start_mark
                yaml_event_delete(&event)
                if type == YAML_STREAM_END_EVENT { return (decoded, count, "\(mark.index):\(mark.line):\(mark.column)") }
            }
            return (decoded, count, "error")
        }
    }

    func testCleanTextIsHandedOverDecodedAndTheRestIsRead() throws {
        // `a: é` then a line break: 5 characters (6 bytes); the stream ends after them, at index 5,
        // line 1 (0-based), column 0.
        let clean = try XCTUnwrap(Self.events(Array("a: é\n".utf8)))
        XCTAssertTrue(clean.decoded)
        // Stream, document and mapping starts, two scalars, and the three ends.
        XCTAssertEqual(clean.events, 8)
        XCTAssertEqual(clean.end, "5:1:0")
        let withControl = try XCTUnwrap(Self.events(Array("a: b\u{1}\n".utf8)))
        XCTAssertFalse(withControl.decoded)
        XCTAssertEqual(withControl.end, "error")
    }

    // MARK: The same parse either way

    /// Every input the parse tests use, and more that end in the middle of a construct (the
    /// scanner looks ahead past the end there).
    private static let documents: [String] = [
        "", "a", "a: 1", "a: 1\n", "---", "---\n", "...", "a: 1\n---", "a: 1\n...", "a: 1\n--", "- ", "-", "? ",
        "key: [1, 2", "key: {a: 1", "key: \"open", "key: 'open", "key: |\n  text", "key: >-\n  folded\n  text\n",
        "a: &x 1\nb: *x\n", "<<: {a: 1}\n", "a: !!int 3\nb: !custom x\n", "%YAML 1.1\n---\na: 1\n",
        "a: 1\r\nb: 2\r\n", "a: 1\rb: 2\r", "a: \u{2028}x\nb: \u{85}y\n", "t:\t1\n", "é: ü\nemoji: \"🎨 ✓\"\n",
        "a: \"esc \\u00e9 \\x41 \\t\"\n", "a: 1 # comment ✓\nb: [x, y] # more\n", "a:\n  - b: 1\n    c: 2\n  - 3\n",
        "a: 1\na: 2\n", "first\n---\nsecond\n", "  a: 1\n b: 2\n", "a: b: c\n", "{\"json\": [1, 2.5, true, null]}",
        "\u{FEFF}a: 1\n", "a: \u{FEFF}x\n",
    ]

    /// The tree, the flat document and the event reader (whole, and cut in two) of `bytes`,
    /// with every problem, as text.
    private static func parses(_ bytes: [UInt8], decoded: Bool) -> [String] {
        let sources = SourceManager()
        let file = sources.add(path: "test.yaml", contents: bytes)
        var parser = YAMLParser()
        parser.decodesInput = decoded
        var out: [String] = []
        let treeSink = DiagnosticSink()
        out.append(parser.parse(bytes, file: file, sink: treeSink).map(FlatDocumentTests.dump) ?? "no root")
        out += treeSink.diagnostics.map(FlatDocumentTests.describe)
        let flatSink = DiagnosticSink()
        out.append(parser.parseFlat(bytes, file: file, sink: flatSink).map { $0.withRoot(FlatDocumentTests.dump) } ?? "no root")
        out += flatSink.diagnostics.map(FlatDocumentTests.describe)
        parser.pipelineThreshold = 0
        let pipelinedSink = DiagnosticSink()
        out.append(parser.parse(bytes, file: file, sink: pipelinedSink).map(FlatDocumentTests.dump) ?? "no root")
        out += pipelinedSink.diagnostics.map(FlatDocumentTests.describe)
        for split in [nil, (from: max(1, bytes.count / 2), window: 1)] as [(from: Int, window: Int)?] {
            if let split {
                parser.splitThreshold = 0
                parser.splitFrom = split.from
                parser.splitWindow = split.window
            }
            let sink = DiagnosticSink()
            var reading: [String] = []
            _ = parser.readEvents(bytes, file: file, sink: sink) { reader in
                loop: while true {
                    switch reader.next() {
                    case .event(let event): reading.append(SplitReadingTests.describe(event))
                    case .end: reading.append("end"); break loop
                    case .stop: reading.append("stop"); break loop
                    }
                }
            }
            out += reading + sink.diagnostics.map(FlatDocumentTests.describe)
        }
        return out
    }

    func testDecodedAndReadInputsGiveTheSameParses() {
        var decodedCount = 0
        for text in Self.documents {
            let bytes = Array(text.utf8)
            if !bytes.isEmpty, Self.characters(bytes) != nil { decodedCount += 1 }
            XCTAssertEqual(Self.parses(bytes, decoded: true), Self.parses(bytes, decoded: false), text.debugDescription)
        }
        // Nearly all of them are handed over decoded (the byte-order mark at the start is not).
        XCTAssertGreaterThanOrEqual(decodedCount, Self.documents.count - 2)
    }

    func testALargeFileCutInTwoReadsTheSameWithItsStartDecoded() {
        // ~115 KB: the head's decoded start is followed by reads of 16 KiB through its handler.
        var text = ""
        for g in 0..<300 {
            text += "group\(g):\n"
            for t in 0..<8 { text += "  token\(t): { $type: color, $value: \"#0d7377\", $description: café \(g)·\(t) }\n" }
        }
        let bytes = Array(text.utf8)
        let middle = bytes.count / 2
        // The cut looked for from a line start, from inside `é`, and from just after it.
        let e = bytes[middle...].firstIndex(of: 0xC3)!
        for from in [bytes[middle...].firstIndex(of: 0x0A)! + 1, e + 1, e + 2, 60_000] {
            var decoded = YAMLParser()
            decoded.splitThreshold = 0
            decoded.splitFrom = from
            var read = decoded
            read.decodesInput = false
            func events(_ parser: YAMLParser) -> [String] {
                let sink = DiagnosticSink()
                var out: [String] = []
                _ = parser.readEvents(bytes, file: FileID(rawValue: 0), sink: sink) { reader in
                    while case .event(let event) = reader.next() { out.append(SplitReadingTests.describe(event)) }
                    out.append("in two: \(reader.readInTwo)")
                }
                return out + sink.diagnostics.map(FlatDocumentTests.describe)
            }
            let both = events(decoded)
            XCTAssertEqual(both.last, "in two: true", "cut from \(from)")
            XCTAssertEqual(both, events(read), "cut from \(from)")
            XCTAssertGreaterThan(both.count, 300 * 8 * 6)
        }
    }

    func testInputTheReaderRefusesIsReportedAsBefore() {
        for bytes: [UInt8] in [Array("a: b\u{1}\n".utf8), Array("a: \u{7F}\n".utf8), [0x61, 0x3A, 0x20, 0xC2, 0x80, 0x0A],
                               [0x61, 0x3A, 0x20, 0xEF, 0xBF, 0xBE, 0x0A], [0x61, 0x3A, 0x20, 0xFF, 0x0A]] {
            let decoded = Self.parses(bytes, decoded: true)
            XCTAssertEqual(decoded, Self.parses(bytes, decoded: false), "\(bytes)")
            XCTAssertTrue(decoded.contains { $0.hasPrefix("invalid-utf8") || $0.hasPrefix("yaml-syntax") }, "\(decoded)")
        }
    }

    func testTheSeedDesignSystemsParseTheSameEitherWay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [String] = []
        for folder in ["tokens", "specs"] {
            let base = root.appendingPathComponent(folder).path
            guard let walk = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walk.nextObject() as? String {
                if relative.hasSuffix(".yaml") { files.append(base + "/" + relative) }
            }
        }
        XCTAssertGreaterThan(files.count, 10)
        var nonASCII = 0
        for path in files.sorted() {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path).map(Array.init))
            XCTAssertNotNil(Self.characters(bytes), path)
            if bytes.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
            XCTAssertEqual(Self.parses(bytes, decoded: true), Self.parses(bytes, decoded: false), path)
        }
        // The seeds' copy has characters beyond ASCII, so that path is covered too.
        XCTAssertGreaterThan(nonASCII, 0)
    }
}
