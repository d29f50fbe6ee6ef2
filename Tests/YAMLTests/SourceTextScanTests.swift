import XCTest
import Diagnostics
@testable import YAML

/// `SourceText.make` skips ASCII 32 and 8 bytes at a time and finds carriage returns apart: a bad
/// byte or a lone `\r` must be found wherever it falls against those strides.
final class SourceTextScanTests: XCTestCase {
    private func make(_ bytes: [UInt8]) -> Result<SourceText, SourceText.EncodingProblemError> {
        bytes.withUnsafeBufferPointer { SourceText.make(file: FileID(rawValue: 0), bytes: $0) }
    }

    private func problemOffset(_ bytes: [UInt8]) -> Int? {
        if case .failure(let error) = make(bytes) { return error.problem.offset }
        return nil
    }

    private func marksAreLocations(_ bytes: [UInt8]) -> Bool? {
        if case .success(let source) = make(bytes) { return source.marksAreLocations }
        return nil
    }

    func testABadByteIsFoundAtEveryOffset() {
        for length in [1, 7, 8, 9, 31, 32, 33, 64, 100] {
            for offset in 0..<length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[offset] = 0xFF
                XCTAssertEqual(problemOffset(bytes), offset, "length \(length)")
                // A valid two-byte character there, and a bad one after it.
                bytes[offset] = 0xC3
                if offset + 1 < length {
                    bytes[offset + 1] = 0xA9
                    XCTAssertNil(problemOffset(bytes), "length \(length), offset \(offset)")
                    if offset + 2 < length {
                        bytes[offset + 2] = 0x80
                        XCTAssertEqual(problemOffset(bytes), offset + 2, "length \(length)")
                    }
                } else {
                    XCTAssertEqual(problemOffset(bytes), offset, "cut off at the end, length \(length)")
                }
            }
        }
    }

    func testALoneCarriageReturnIsFoundAtEveryOffset() {
        for length in [1, 2, 8, 33, 70] {
            XCTAssertEqual(marksAreLocations(Array(repeating: UInt8(ascii: "a"), count: length)), true)
            for offset in 0..<length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[offset] = 0x0D
                XCTAssertEqual(marksAreLocations(bytes), false, "lone, length \(length), offset \(offset)")
                if offset + 1 < length {
                    bytes[offset + 1] = 0x0A
                    XCTAssertEqual(marksAreLocations(bytes), true, "CRLF, length \(length), offset \(offset)")
                }
            }
        }
        // Many CRLFs, then one lone: the search goes on past each pair.
        let crlf = Array("a: 1\r\n".utf8)
        let lines = Array(repeating: crlf, count: 50).flatMap { $0 }
        XCTAssertEqual(marksAreLocations(lines), true)
        XCTAssertEqual(marksAreLocations(lines + Array("b: 2\rc: 3\r\n".utf8)), false)
        XCTAssertEqual(marksAreLocations(lines + Array("b: 2\r".utf8)), false)
        XCTAssertEqual(marksAreLocations(lines + Array("\r\r\n".utf8)), false)
    }
}
