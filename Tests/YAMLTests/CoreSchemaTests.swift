import XCTest
import YAML

/// The YAML 1.2 core schema for plain scalars, case by case (expected values worked out by hand
/// from the schema's regular expressions; large numbers checked with python3).
final class CoreSchemaTests: XCTestCase {
    private func check(_ table: [(String, CoreValue)], file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in table {
            XCTAssertEqual(CoreSchema.resolve(text), expected, "resolving '\(text)'", file: file, line: line)
        }
    }

    func testNulls() {
        check([("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
               ("nULL", .string("nULL")), ("~~", .string("~~")), ("nil", .string("nil")),
               ("None", .string("None"))])
    }

    func testBooleansAreOnlyTrueAndFalse() {
        check([("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
               ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
               ("tRUE", .string("tRUE")), ("truE", .string("truE"))])
    }

    func testYAML11BooleansStayStrings() {
        for text in ["yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
                     "y", "Y", "n", "N"] {
            XCTAssertEqual(CoreSchema.resolve(text), .string(text), text)
        }
    }

    func testIntegers() {
        check([("0", .int(0)), ("-0", .int(0)), ("+12", .int(12)), ("16", .int(16)), ("-16", .int(-16)),
               ("007", .int(7)), ("0x1F", .int(31)), ("0xff", .int(255)), ("0x0", .int(0)),
               ("0o17", .int(15)), ("0o0", .int(0)),
               ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min))])
    }

    func testIntegerLookalikesAreStrings() {
        for text in ["0x", "0o", "0xG1", "0o8", "0o19", "-0x1F", "+0o7", "0X1F", "0O17", "1_000",
                     "12abc", "0b101", "1 2", "--1", "+-1", "1,000"] {
            XCTAssertEqual(CoreSchema.resolve(text), .string(text), text)
        }
    }

    func testOverflowBecomesFloat() {
        // 2^63 = 9223372036854775808, one past Int.max.
        check([("9223372036854775808", .float(9_223_372_036_854_775_808.0)),
               ("-9223372036854775809", .float(-9_223_372_036_854_775_809.0)),
               ("0x8000000000000000", .float(9_223_372_036_854_775_808.0)),
               ("0x10000000000000000", .float(18_446_744_073_709_551_616.0)),
               ("0o1000000000000000000000", .float(9_223_372_036_854_775_808.0)),
               ("99999999999999999999999", .float(1e23))])
    }

    func testFloats() {
        check([("1e3", .float(1000)), ("1E3", .float(1000)), ("1e+3", .float(1000)), ("1e-3", .float(0.001)),
               ("-1.5", .float(-1.5)), ("+1.5", .float(1.5)), ("1.5", .float(1.5)), (".5", .float(0.5)),
               ("-.5", .float(-0.5)), ("1.", .float(1)), ("0.0", .float(0)), ("+.5e-2", .float(0.005)),
               ("2.5E2", .float(250)), ("1.e2", .float(100))])
    }

    /// Plain floats read without `strtod` (`exactDecimalValue`) are the `Double`s `strtod` reads,
    /// bit for bit — the sign of zero included — on tricky spellings and thousands of random
    /// decimals; integers (`-0` is the integer 0), exponents, long mantissas, radix integers and
    /// infinities keep their own paths.
    func testFloatsMatchStrtodBitForBit() {
        // What the core schema read them with before: `Double(String)` on the whole text.
        func strtodValue(_ text: String) -> Double { Double(text)! }
        var texts = ["0.0", "-0.0", "+0.0", "-0.", "0.", ".0", "-.0", "010.5", "-010.50", "1.2", "0.3", "0.1", "-2.675",
                     "0.922", "0.338", "-0.13", "1.14", "4.35", "900719925474099.1", "9007199254740991.0",
                     "9007199254740992.0", "9007199254740993.0", "0.0000000000000000000001", "0.00000000000000000000001",
                     "1.7976931348623157", "123456789.123456", "1e3", "1E-2", "-1.5e1", "0.1e1", "5e-324", "1e22", "1e23",
                     "2.2250738585072014e-308", "99999999999999999999999.5"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let integer = String(UInt64.random(in: 0..<1_000_000_000_000, using: &generator) >> UInt64.random(in: 0..<40, using: &generator))
            let fraction = String(UInt64.random(in: 0..<UInt64.max, using: &generator)).prefix(Int.random(in: 0..<20, using: &generator))
            texts.append((Bool.random(using: &generator) ? "-" : "") + integer + "." + fraction)
        }
        for text in texts {
            guard case .float(let value) = CoreSchema.resolve(text) else { return XCTFail("'\(text)' should be a float") }
            XCTAssertEqual(value.bitPattern, strtodValue(text).bitPattern, text)
        }
        XCTAssertEqual(CoreSchema.resolve("-0"), .int(0))
        XCTAssertEqual(CoreSchema.resolve("010"), .int(10))
        XCTAssertEqual(CoreSchema.resolve("0x1F"), .int(31))
        XCTAssertEqual(CoreSchema.resolve("+1"), .int(1))
        XCTAssertEqual(CoreSchema.resolve("-.inf"), .float(-.infinity))
        // Which texts the shortcut takes: by hand.
        func exact(_ text: String) -> Double? { Array(text.utf8).withUnsafeBufferPointer { CoreSchema.exactDecimalValue($0) } }
        XCTAssertEqual(exact("-0.0")?.sign, .minus)
        XCTAssertEqual(exact("+.5"), 0.5)
        XCTAssertNil(exact("9007199254740992.0"))  // 2^53 digits: strtod
        XCTAssertNil(exact("1e3"))
        XCTAssertNil(exact("0.00000000000000000000001"))  // 23 decimals
    }

    func testFloatLookalikesAreStrings() {
        for text in ["1e", "e3", "1e+", ".", "-", "+", "-.", "..5", "1.2.3", "1.5px", "1e3.5", ".e3",
                     "1.5 ", " 1.5", "inf", "nan", "Infinity", "0x1p3", "1,5"] {
            XCTAssertEqual(CoreSchema.resolve(text), .string(text), text)
        }
    }

    func testInfinities() {
        check([(".inf", .float(.infinity)), (".Inf", .float(.infinity)), (".INF", .float(.infinity)),
               ("+.inf", .float(.infinity)), ("-.inf", .float(-.infinity)), ("-.Inf", .float(-.infinity)),
               ("-.INF", .float(-.infinity)), (".iNf", .string(".iNf")), ("-.iNF", .string("-.iNF"))])
    }

    func testNaNs() {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .float(let value) = CoreSchema.resolve(text) else {
                return XCTFail("'\(text)' should be a float")
            }
            XCTAssertTrue(value.isNaN, text)
        }
        // No sign on NaN in the core schema, and only the three spellings.
        for text in ["-.nan", "+.nan", ".nAn", ".NAn"] {
            XCTAssertEqual(CoreSchema.resolve(text), .string(text), text)
        }
    }

    func testNonASCIIIsAString() {
        check([("é", .string("é")), ("１２", .string("１２")), ("#0D7377", .string("#0D7377"))])
    }

    func testQuotedNumberIsAStringButPlainIsAnInt() {
        let parsed = ParsedDocument("quoted: \"16\"\nsingle: '16'\nplain: 16\nblock: |\n  16\n")
        XCTAssertEqual(parsed.root?["quoted"]?.coreValue, .string("16"))
        XCTAssertEqual(parsed.root?["single"]?.coreValue, .string("16"))
        XCTAssertEqual(parsed.root?["plain"]?.coreValue, .int(16))
        XCTAssertEqual(parsed.root?["block"]?.coreValue, .string("16\n"))
        XCTAssertEqual(parsed.root?["plain"]?.number, 16)
        XCTAssertNil(parsed.root?["quoted"]?.number)
        XCTAssertEqual(parsed.root?["quoted"]?.string, "16")
    }

    func testNodeAccessorsFollowTheSchema() {
        let parsed = ParsedDocument("a: no\nb: off\nc: On\nd: true\ne: ~\nf:\ng: 1e3\n")
        XCTAssertEqual(parsed.root?["a"]?.string, "no")
        XCTAssertEqual(parsed.root?["b"]?.string, "off")
        XCTAssertEqual(parsed.root?["c"]?.string, "On")
        XCTAssertEqual(parsed.root?["d"]?.coreValue, .bool(true))
        XCTAssertEqual(parsed.root?["e"]?.isNull, true)
        XCTAssertEqual(parsed.root?["f"]?.isNull, true)
        XCTAssertEqual(parsed.root?["g"]?.number, 1000)
        XCTAssertEqual(parsed.root?["d"]?.kindDescription, "a boolean")
        XCTAssertEqual(parsed.root?["f"]?.kindDescription, "an empty value")
    }
}
