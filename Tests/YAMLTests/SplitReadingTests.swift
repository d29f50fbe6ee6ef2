import Diagnostics
import Foundation
import XCTest
@testable import YAML

/// A large block-style file is read by two libyaml parsers at once, cut at a line (`SplitPlan`).
/// The events a `YAMLEventReader` hands out — kinds, texts, styles, tags, comments and every
/// range — and the diagnostics must be those of reading the file whole, wherever the cut is; a
/// cut that cannot be proved safe stops the reader (its caller then parses the file whole)
/// without a diagnostic and without handing out a wrong event. These tests put the cut at every
/// line of files with the YAML a token file may hold.
final class SplitReadingTests: XCTestCase {
    /// Everything the reader hands out, one line an event, then how it ended and the diagnostics.
    struct Reading: Equatable {
        var events: [String] = []
        var ending = ""
        var diagnostics: [String] = []
        var readInTwo = false
    }

    static func read(_ bytes: [UInt8], split: (from: Int, window: Int)?) -> Reading {
        var parser = YAMLParser()
        if let split {
            parser.splitThreshold = 0
            parser.splitFrom = split.from
            parser.splitWindow = split.window
        } else {
            parser.splitThreshold = Int.max
        }
        let sink = DiagnosticSink()
        var reading = Reading()
        _ = parser.readEvents(bytes, file: FileID(rawValue: 0), sink: sink) { reader in
            loop: while true {
                switch reader.next() {
                case .event(let event): reading.events.append(describe(event))
                case .end: reading.ending = "end"; break loop
                case .stop: reading.ending = "stop"; break loop
                }
            }
            reading.readInTwo = reader.readInTwo
        }
        reading.diagnostics = sink.diagnostics.map { "\($0)" }
        return reading
    }

    static func describe(_ event: ParseEvent) -> String {
        switch event {
        case .scalar(let s, let anchor, let range):
            return "scalar \(s.text)|\(s.style)|\(s.tag ?? "-")|\(s.trailingComment ?? "-")|\(s.plainKind)|\(anchor ?? "-") @\(range)"
        case .mappingStart(let tag, let anchor, let range): return "map \(tag ?? "-") \(anchor ?? "-") @\(range)"
        case .sequenceStart(let tag, let anchor, let range): return "seq \(tag ?? "-") \(anchor ?? "-") @\(range)"
        case .collectionEnd(let range): return "end @\(range)"
        case .alias(let name, let range): return "alias \(name) @\(range)"
        }
    }

    /// Byte offsets of every line's start but the first.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        bytes.indices.filter { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\n") && $0 < bytes.count }
    }

    /// Puts the cut at every line (and, with `everyByte`, at every byte) of `text`. Returns at how
    /// many the file was read in two; asserts that every reading is the whole one, or a prefix of
    /// it that stops without a diagnostic of its own.
    @discardableResult
    func assertEveryCut(_ text: String, everyByte: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> (inTwo: Int, stopped: Int) {
        let bytes = Array(text.utf8)
        let whole = Self.read(bytes, split: nil)
        XCTAssertFalse(whole.readInTwo, file: file, line: line)
        var inTwo = 0, stopped = 0
        for from in everyByte ? Array(1..<bytes.count) : Self.lineStarts(bytes) {
            let split = Self.read(bytes, split: (from, 1))
            if split.readInTwo { inTwo += 1 }
            if split == Reading(events: whole.events, ending: whole.ending, diagnostics: whole.diagnostics,
                                readInTwo: split.readInTwo) { continue }
            // Only a cut the head could not prove safe may differ: it stops early, reports nothing.
            stopped += 1
            XCTAssertEqual(split.ending, "stop", "cut at byte \(from)", file: file, line: line)
            // A file with a syntax error is parsed whole by the caller either way, which reports it.
            if whole.ending == "stop", whole.diagnostics.contains(where: { $0.contains("yaml-syntax") }) { continue }
            XCTAssertFalse(split.readInTwo, "cut at byte \(from)", file: file, line: line)
            if let i = (0..<min(whole.events.count, split.events.count)).first(where: { whole.events[$0] != split.events[$0] })
                ?? (split.events.count > whole.events.count ? whole.events.count : nil) {
                XCTFail("cut at byte \(from), event \(i): whole \(whole.events.indices.contains(i) ? whole.events[i] : "-") / split \(split.events[i])",
                        file: file, line: line)
                continue
            }
            XCTAssertTrue(Set(split.diagnostics).isSubset(of: Set(whole.diagnostics)), "cut at byte \(from): \(split.diagnostics)",
                          file: file, line: line)
        }
        return (inTwo, stopped)
    }

    func testTokenShapesReadTheSameAtEveryCut() {
        let text = """
            # a comment before the root
            color:
              $type: color
              brand:
                primary: { $value: "#8B5CF6", $description: Brand purple }   # trailing comment
                secondary:
                  $value: "#EC4899"
                  $description: "Pink, quoted"
                empty:
                tertiary:
                  $value: '#22D3EE'

                  $extensions:
                    dev.tokenc.modes: { light: "{color.brand.primary}" }
              neutral:
                n100: { $value: "#F5F5F5" }
                n200:
                  $value: "#E5E5E5"
                  $description: |
                    A literal block
                    over two lines:
                      indented: not a key

                n300:
                  $value: "#D4D4D4"
                  $description: >-
                    folded
                    text
            spacing:
              $type: dimension
              xs: { $value: 4px }
              md:
                $value: { value: 16, unit: px }
              list:
                - 1
                - two: 2
                  three: 3
              indentless:
              - a
              - b
              after-list: x
            typography:
              cut:
                $value: 12px
                $description: Brand #8B5CF6
              body:
                $type: typography
                $value:
                  fontFamily: "{font.family.sans}"
                  fontSize: 16px
                  fontWeight: 400
              dangling:
            last: end

            """
        let result = assertEveryCut(text)
        XCTAssertGreaterThan(result.inTwo, 20)
        XCTAssertEqual(result.stopped, 0)
    }

    func testNonASCIITextReadsTheSameAtEveryCut() {
        let text = """
            café:
              crème: { $value: "#FFF", $description: "Déjà vu → 🎨" }
              plain: naïve text
            resume:
              ok: 1
              emoji: "🎨🎨"
              key: valué
              block: |
                ünïcode
              after: é
            résumé:
              a: 1
              b: 2
            tail:
              a: 1

            """
        let result = assertEveryCut(text)
        XCTAssertGreaterThan(result.inTwo, 2)
        XCTAssertEqual(result.stopped, 0)
    }

    func testMultiLineTextsAndFlowCollectionsAtTheCut() {
        // Lines that look like keys inside a quoted text, a flow collection or a block scalar:
        // the cut there must not be taken, or stop the reading.
        let text = """
            a:
              quoted: "first line
              b: inside the quotes
              still: inside"
              flow: [1,
              c: 2, 3]
              mapping: {x: 1,
              d: 2}
              block: |
                e: 1
              f: 1
              plain: multi
                line
              g: 2
            h: 3

            """
        assertEveryCut(text)
        assertEveryCut(text, everyByte: true)
    }

    func testAnchorsAliasesTagsAndDocumentMarkers() {
        for text in [
            "base: &b\n  x: 1\nuse:\n  y: *b\n  z: !!str 3\nmore:\n  w: 1\n",
            "---\na:\n  b: 1\nc:\n  d: 2\n...\n",
            "%YAML 1.1\n---\na:\n  b: 1\nc:\n  d: 2\n",
            "a:\n  b: 1\n---\nc:\n  d: 2\n",
            "a:\n  b: 1\n...\n---\nc:\n  d: 2\n",
            "? complex\n: value\na:\n  b: 1\nc: 2\n",
            "a:\n  b: 1\n  c: !custom 2\nd:\n\te: 1\n",
            "- a\n- b:\n    c: 1\n  d: 2\n- e\n",
            "scalar document\n",
            "a:\n  b: 1\n  c: [unterminated\nd: 1\n",
        ] {
            assertEveryCut(text)
        }
    }

    func testDeepNestingReadsTheSameAtEveryCut() {
        // Deeper than the head's first 64 levels of open collections, with siblings on the way out.
        var text = ""
        for level in 0..<100 { text += String(repeating: " ", count: level) + "k\(level):\n" }
        for level in stride(from: 99, through: 0, by: -1) { text += String(repeating: " ", count: level) + "s\(level): \(level)\n" }
        let result = assertEveryCut(text)
        XCTAssertGreaterThan(result.inTwo, 90)
        XCTAssertEqual(result.stopped, 0)
    }

    func testLineBreaksOtherThanNewlineBeforeTheCutAreNotCut() {
        for text in ["a:\r\n  b: 1\r\nc:\r\n  d: 2\r\n", "a:\n  b: x\u{85}y\nc:\n  d: 2\n", "a:\n  b: x\u{2028}y\nc:\n  d: 2\n"] {
            let bytes = Array(text.utf8)
            for from in Self.lineStarts(bytes) {
                XCTAssertFalse(Self.read(bytes, split: (from, 1)).readInTwo, "\(text.debugDescription) at \(from)")
            }
            assertEveryCut(text)
        }
    }

    func testSyntaxErrorsAfterTheCutAreLeftToTheWholeParse() {
        let text = "a:\n  b: 1\nc:\n  d: 2\n  e: [1, 2\nf: 1\n"
        let bytes = Array(text.utf8)
        let whole = Self.read(bytes, split: nil)
        XCTAssertEqual(whole.ending, "stop")
        XCTAssertEqual(whole.diagnostics.count, 1)
        // Cut at `c:`: the error is in the second part, which stops without reporting.
        let split = Self.read(bytes, split: (10, 1))
        XCTAssertEqual(split.ending, "stop")
        XCTAssertEqual(split.diagnostics, [])
        XCTAssertEqual(split.events, Array(whole.events.prefix(split.events.count)))
    }

    func testSeedTokenFilesReadTheSameAtEveryCut() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let tokens = root.appendingPathComponent("tokens")
        let enumerator = FileManager.default.enumerator(atPath: tokens.path)
        var files = 0, cuts = 0
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".yaml") else { continue }
            let text = try String(contentsOf: tokens.appendingPathComponent(path), encoding: .utf8)
            let result = assertEveryCut(text)
            XCTAssertEqual(result.stopped, 0, path)
            files += 1
            cuts += result.inTwo
        }
        XCTAssertGreaterThan(files, 20)
        XCTAssertGreaterThan(cuts, 1000)
    }

    func testALargeFileIsCutNearHalfWayByDefault() {
        var text = ""
        for g in 0..<600 {
            text += "group\(g):\n"
            for t in 0..<10 { text += "  token\(t): { $type: color, $value: \"#0d7377\" }\n" }
        }
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, 256 << 10)
        var parser = YAMLParser()
        parser.splitThreshold = 0
        let point = bytes.withUnsafeBufferPointer { SplitPoint.find(in: $0, from: $0.count / 2, window: $0.count / 8) }
        XCTAssertEqual(point?.indent, 0)
        XCTAssertEqual(point?.prefix, [])
        if let point {
            XCTAssertGreaterThanOrEqual(point.offset, bytes.count / 2)
            XCTAssertLessThan(point.offset, bytes.count / 2 + bytes.count / 8)
            XCTAssertTrue(String(decoding: bytes[point.offset...].prefix(5), as: UTF8.self).hasPrefix("group"))
            // Lines before it: 11 per group.
            XCTAssertEqual(point.lines % 11, 0)
        }
        let whole = Self.read(bytes, split: nil)
        let sink = DiagnosticSink()
        var reading = Reading()
        _ = parser.readEvents(bytes, file: FileID(rawValue: 0), sink: sink) { reader in
            while case .event(let event) = reader.next() { reading.events.append(Self.describe(event)) }
            reading.readInTwo = reader.readInTwo
        }
        XCTAssertTrue(reading.readInTwo)
        XCTAssertEqual(reading.events, whole.events)
    }

    func testAncestorsAreFoundAndCounted() {
        let text = "é: 1\nroot:\n  mid:\n    a: 1\n    # comment\n\n    b: 2\n"
        let bytes = Array(text.utf8)
        let from = bytes.count - "    b: 2\n".utf8.count
        let point = bytes.withUnsafeBufferPointer { SplitPoint.find(in: $0, from: from, window: 1) }
        XCTAssertEqual(point?.indent, 4)
        XCTAssertEqual(point.map { String(decoding: $0.prefix, as: UTF8.self) }, "root:\n  mid:\n")
        // `é` is one character of two bytes; six line breaks come before `b`.
        XCTAssertEqual(point?.characters, from - 1)
        XCTAssertEqual(point?.lines, 6)
        XCTAssertEqual(point?.ancestorCharacters, [5, 11])
    }
}
