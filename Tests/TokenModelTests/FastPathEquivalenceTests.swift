import ColorScience
import Foundation
import Diagnostics
import XCTest
import YAML
@testable import TokenModel

/// The shortcuts taken for speed give exactly what the general code gives: hex colors without
/// the CSS tokenizer, numbers with units read from bytes, the document written as it is made
/// (and on several cores), and large JSON values serialized in parallel pieces.
final class FastPathEquivalenceTests: XCTestCase {
    // MARK: Hex colors

    func testHexColorsMatchTheCSSParser() {
        let texts = ["#000", "#fff", "#FFF", "#abc", "#aBc8", "#0d7377", "#0D7377", "#8B5CF6", "#8b5cf680",
                     "#FFFFFF00", "#12345678", "#ffffffff", "#00000000", "#7f7f7f"]
        for text in texts {
            guard case .success(let expected) = CSSColorParser.parse(text) else { return XCTFail("\(text) does not parse") }
            XCTAssertEqual(ValueReader.hexColor(text), expected, text)
        }
        // By hand: #0d7377 is (13, 115, 119)/255; #abc8 is (170, 187, 204, 136)/255.
        let teal = Color.srgb(13.0 / 255.0, 115.0 / 255.0, 119.0 / 255.0)
        XCTAssertEqual(ValueReader.hexColor("#0d7377"), teal)
        let translucent = Color.srgb(170.0 / 255.0, 187.0 / 255.0, 204.0 / 255.0, alpha: 136.0 / 255.0)
        XCTAssertEqual(ValueReader.hexColor("#abc8"), translucent)
    }

    func testOtherTextsAreLeftToTheCSSParser() {
        for text in ["", "#", "#12", "#12345", "#1234567", "#123456789", "#12345g", "0d7377", " #0d7377",
                     "#0d7377 ", "red", "rgb(0 0 0)", "#ｆｆｆ"] {
            XCTAssertNil(ValueReader.hexColor(text), text)
        }
    }

    // MARK: Numbers with units

    func testDecimalPrefixes() {
        // (text, number, length in Unicode scalars), worked out from the grammar by hand.
        let cases: [(String, Double, Int)] = [
            ("16px", 16, 2), ("+1.5rem", 1.5, 4), ("-4pt", -4, 2), ("0.3s", 0.3, 3), (".5rem", 0.5, 2),
            ("5.px", 5, 2), ("1e3ms", 1000, 3), ("1E-2", 0.01, 4), ("1em", 1, 1), ("1e+px", 1, 1),
            ("2.5e1%", 25, 5), ("12", 12, 2), ("7é", 7, 1),
        ]
        for (text, number, length) in cases {
            let result = DecimalNumber.prefix(of: Substring(text))
            XCTAssertEqual(result?.0, number, text)
            XCTAssertEqual(result?.1, length, text)
        }
        for text in ["px", ".", "-", "+.", "e3", "", "é7"] {
            XCTAssertNil(DecimalNumber.prefix(of: Substring(text)), text)
        }
    }

    /// Numbers with at most 6 decimals from 10^-4 to 2^31 are written without `Double.description`
    /// (`JSONCursor.putShortDecimal`): the same text as `JSONValue.format`, on every decimal of a
    /// few digits and on their neighbours one ulp away, at the edges of the range, and on random
    /// doubles of every magnitude.
    func testShortDecimalsAreWrittenAsDescriptionWritesThem() {
        var numbers: [Double] = [1e-4, (1e-4).nextDown, (1e-4).nextUp, 0.00012, 0.000123, 1e-5, 0.1 + 0.2, 0.1, 0.5,
                                 2_147_483_647.5, 2_147_483_647.999999, 2_147_483_648.5, (2_147_483_648.0).nextDown,
                                 1e15 - 0.5, 999_999.999999, 0.999999, 0.9999995, 1.0000005, 4.35, 2.675]
        var scale = 1.0
        for _ in 1...7 {
            scale *= 10
            for m in Array(stride(from: 1.0, to: 3_000, by: 1)) + stride(from: 2_147_483_000, to: 2_147_484_000, by: 7) {
                let n = m / scale
                numbers += [n, n.nextUp, n.nextDown]
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let exponent = Double(Int.random(in: -6...12, using: &generator))
            numbers.append(Double.random(in: 1..<10, using: &generator) * pow(10, exponent))
            let decimal = Double(UInt64.random(in: 1..<(1 << 44), using: &generator))
            numbers.append(decimal / pow(10, Double(Int.random(in: 1...8, using: &generator))))
        }
        var writer = JSONTextWriter()
        for n in numbers + numbers.map(-) {
            writer.removeAll()
            writer.writeNumber(n)
            XCTAssertEqual(writer.text, JSONValue.format(n), "\(n.bitPattern)")
        }
        writer.removeAll()
        writer.writeNumber(-0.0625)
        XCTAssertEqual(writer.text, "-0.0625")
    }

    /// Strings are copied eight bytes at a time until one needs an escape
    /// (`JSONTextWriter.writeString`): the same literal as `JSONValue.writeString` writes, for
    /// every byte that needs one (and a few that do not) at every position of strings of 0 to
    /// 40 bytes, for non-ASCII text, and as a key after indentation.
    func testStringsAreEscapedAsTheValueTreeEscapesThem() {
        var strings = ["", "a", "é", "∆ ✓ 🎨", String(repeating: "ab", count: 300), "tab\tend", "\u{7F}\u{80}"]
        let specials: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{01}", "\u{1F}",
                                     " ", "!", "#", "[", "]", "\u{7F}", "é", "\u{2028}"]
        for length in 0...40 {
            let plain = String(repeating: "x", count: length)
            strings.append(plain)
            for position in 0..<max(length, 1) {
                for special in specials {
                    var text = Array(plain)
                    if text.isEmpty { text = [special] } else { text[position] = special }
                    strings.append(String(text))
                }
            }
        }
        var writer = JSONTextWriter()
        for string in strings {
            var expected = ""
            JSONValue.writeString(string, to: &expected)
            writer.removeAll()
            writer.writeString(string)
            XCTAssertEqual(writer.text, expected, string.debugDescription)
            writer.removeAll()
            writer.writeKey(string, indent: 3)
            XCTAssertEqual(writer.text, "   " + expected + ": ", string.debugDescription)
        }
    }

    /// Units and types are written from constants: each is its `rawValue` in quotes.
    func testUnitsAndTypesAreWrittenAsTheirNames() {
        for type in TokenType.allCases { XCTAssertEqual(type.quotedName.description, "\"\(type.rawValue)\"") }
        for unit in Dimension.Unit.allCases { XCTAssertEqual(unit.quotedName.description, "\"\(unit.rawValue)\"") }
        for unit in Duration.Unit.allCases { XCTAssertEqual(unit.quotedName.description, "\"\(unit.rawValue)\"") }
    }

    /// Numbers read without `strtod` (digits below 2^53, at most 22 decimals, no exponent) are
    /// the numbers `Double(String)` reads, bit for bit — the sign of zero included — on edge
    /// cases and on thousands of random decimals; the others take the general path.
    func testExactDecimalsMatchStrtod() {
        var texts = ["0", "-0", "+0", "-0.0", "0.", ".0", "007", "16.", ".5", "0.1", "0.3", "-2.675",
                     "9007199254740991", "9007199254740992", "9007199254740993", "900719925474099.1",
                     "0.0000000000000000000001", "0.00000000000000000000001", "1.7976931348623157",
                     "123456789.123456", "4.35", "0.1e1", "1e22", "5e-324"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let integer = String(UInt64.random(in: 0..<1_000_000_000_000, using: &generator) >> UInt64.random(in: 0..<40, using: &generator))
            let fraction = String(UInt64.random(in: 0..<UInt64.max, using: &generator)).prefix(Int.random(in: 0..<20, using: &generator))
            texts.append((Bool.random(using: &generator) ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let literal = text.hasSuffix(".") ? String(text.dropLast()) : text.hasPrefix("+") ? String(text.dropFirst()) : text
            let expected = Double(literal)!
            let read = DecimalNumber.parse(Substring(text))
            XCTAssertEqual(read?.bitPattern, expected.bitPattern, text)
        }
        // Which numbers the shortcut takes: by hand.
        func exact(_ text: String) -> Double? { Array(text.utf8).withUnsafeBufferPointer { CoreSchema.exactDecimalValue($0) } }
        XCTAssertEqual(exact("-2.5"), -2.5)
        XCTAssertEqual(exact("9007199254740991"), 9_007_199_254_740_991)
        XCTAssertNil(exact("9007199254740992"))  // 2^53: the general path
        XCTAssertNil(exact("1e3"))
        XCTAssertNil(exact("0.00000000000000000000001"))  // 23 decimals
    }

    func testQuantityTexts() {
        let plain = QuantityText("16px")
        XCTAssertEqual(plain?.number, 16)
        XCTAssertEqual(plain?.unit, "px")
        XCTAssertEqual(plain?.hasSpaceBeforeUnit, false)
        let spaced = QuantityText(" 16 px ")
        XCTAssertEqual(spaced?.number, 16)
        XCTAssertEqual(spaced?.unit, "px")
        XCTAssertEqual(spaced?.hasSpaceBeforeUnit, true)
        XCTAssertEqual(QuantityText("1.5")?.unit, "")
        XCTAssertEqual(QuantityText("300ms")?.number, 300)
        XCTAssertEqual(QuantityText("2µs")?.unit, "µs")
        XCTAssertNil(QuantityText("px"))
    }

    // MARK: The resolved document

    /// A system exercising every part of the document: group metadata, descriptions,
    /// deprecations, extensions, modes, `$root` tokens, a name with a combining mark, and
    /// enough tokens (3,000) for the document to be built and written on several cores.
    static let largeSystem: String = {
        var text = """
            $extensions:
              dev.tokenc.system: { modes: [dark, light] }
            color:
              $type: color
              $description: "Palette \\"quoted\\" \\\\ with a\\ttab"
              brand:
                $root: { $value: "#0d7377" }
                $deprecated: use color.base
                soft: { $value: "{color.brand}", $extensions: { com.example: { id: 7, tags: [a, b] } } }
              "\\u0301b": { $value: "#102030" }

            """
        for g in 0..<30 {
            text += "  g\(g):\n"
            for t in 0..<50 {
                text += "    t\(t):\n      $value: \"#\(String(format: "%06x", g * 50 + t))\"\n"
                if t % 3 == 0 { text += "      $extensions: { dev.tokenc.modes: { light: \"#\(String(format: "%06x", 0xFFFFFF - t))\" } }\n" }
                if t % 7 == 0 { text += "      $description: token \(t) of group \(g)\n" }
            }
        }
        text += "size:\n  $type: dimension\n"
        for s in 0..<1_500 {
            text += "  s\(s): { $value: \(s % 2 == 0 ? "\"\(s)px\"" : "{ value: \(s), unit: rem }") }\n"
        }
        return text
    }()

    func testWritingTheDocumentDirectlyMatchesBuildingIt() throws {
        let c = Compiled(Self.largeSystem)
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(c.system.tokens.count, 3 + 30 * 50 + 1_500)
        for mode in 0..<2 {
            let built = ResolvedDocument.build(c.system, mode: mode)
            var sequential = ""
            built.write(to: &sequential, indent: 0, pretty: true)
            XCTAssertEqual(built.serialized(), sequential, "parallel serialization, mode \(mode)")
            XCTAssertEqual(ResolvedDocument.serialized(c.system, mode: mode), sequential, "direct writing, mode \(mode)")
        }
    }

    /// 2,400 tokens in 120 groups at depth 2: enough groups for the document to be cut into
    /// pieces written on several cores.
    static let manyGroups: String = {
        var text = "$extensions:\n  dev.tokenc.system: { modes: [dark, light] }\n"
        for (top, type) in [("color", "color"), ("space", "dimension"), ("motion", "duration")] {
            text += "\(top):\n  $type: \(type)\n"
            for g in 0..<40 {
                text += "  g\(g):\n"
                for t in 0..<20 {
                    let n = g * 20 + t
                    switch type {
                    case "color": text += "    t\(t): { $value: \"#\(String(format: "%06x", n * 97))\" }\n"
                    case "dimension": text += "    t\(t): { $value: \(n % 2 == 0 ? "\"\(n)px\"" : "{ value: \(n), unit: rem }") }\n"
                    default:
                        // Light mode: an alias into group 0, which has plain values in both modes.
                        let light = g == 0 ? "\"\(n + 1)ms\"" : "\"{motion.g0.t\(t)}\""
                        text += "    t\(t): { $value: \"\(n)ms\", $extensions: { dev.tokenc.modes: { light: \(light) } } }\n"
                    }
                }
            }
        }
        return text
    }()

    func testStreamingTheDocumentGivesTheSameBytesInOrder() throws {
        let c = Compiled(Self.manyGroups)
        XCTAssertEqual(c.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(c.system.tokens.count, 2_400)
        for mode in 0..<2 {
            var sequential = ""
            ResolvedDocument.build(c.system, mode: mode).write(to: &sequential, indent: 0, pretty: true)
            let expected = Array(sequential.utf8)
            // `emit` is called on one thread at a time, but not necessarily this one.
            let lock = NSLock()
            var streamed: [UInt8] = []
            var runs = 0
            ResolvedDocument.write(c.system, mode: mode) { bytes in
                XCTAssertTrue(lock.try(), "emit called while another call is running")
                streamed.append(contentsOf: bytes)
                runs += 1
                lock.unlock()
            }
            XCTAssertEqual(streamed.count, expected.count, "mode \(mode)")
            XCTAssertTrue(streamed == expected, "streamed text differs, mode \(mode)")
            // Large enough to be cut into pieces: written in several runs, not gathered first.
            XCTAssertGreaterThan(runs, 2, "mode \(mode)")
        }
        // A small system is one run.
        let small = Compiled("color:\n  $type: color\n  a: { $value: \"#102030\" }\n")
        var runs = 0
        var text: [UInt8] = []
        ResolvedDocument.write(small.system) { text.append(contentsOf: $0); runs += 1 }
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(String(decoding: text, as: UTF8.self), ResolvedDocument.serialized(small.system))
    }

    func testACombiningMarkAfterADotKeepsCharacterGrouping() throws {
        // The token `\u{301}b` of group `color` has the path `color.\u{301}b`, in which the dot
        // and the combining mark are one character: split into characters, as
        // `pathComponents` splits, the path has a single part, so the document lists the token
        // at the top level under its whole path (and the group, holding no token, not at all).
        let c = Compiled("color:\n  $type: color\n  \"\\u0301b\": { $value: \"#102030\" }\n")
        let token = try XCTUnwrap(c.system.tokens.first)
        XCTAssertEqual(token.path, "color.\u{301}b")
        XCTAssertEqual(token.pathComponents.count, 1)
        guard case .object(let members) = ResolvedDocument.build(c.system) else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.0), ["color.\u{301}b"])
        XCTAssertEqual(ResolvedDocument.serialized(c.system), ResolvedDocument.build(c.system).serialized())
    }

    func testSeedSystemsAreWrittenTheSameBothWays() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let tokens = root.appendingPathComponent("tokens")
        let systems = try FileManager.default.contentsOfDirectory(atPath: tokens.path).sorted()
        XCTAssertFalse(systems.isEmpty)
        for name in systems {
            let folder = tokens.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            var files: [(String, String)] = []
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".yaml") {
                files.append((file, try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
            let c = Compiled(files, name: name)
            for mode in c.system.modes.indices {
                XCTAssertEqual(ResolvedDocument.serialized(c.system, mode: mode),
                               ResolvedDocument.build(c.system, mode: mode).serialized(), "\(name), mode \(mode)")
            }
        }
    }
}
