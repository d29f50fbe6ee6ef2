import Diagnostics
import Foundation

/// The bytes of one file as libyaml sees them (a UTF-8 byte-order mark already removed), and the
/// conversions between libyaml's positions and ``SourceLocation``s.
///
/// libyaml counts a mark's `index` and `column` in characters (Unicode scalars), 0-based, and
/// starts a new line at `\n`, `\r\n`, a lone `\r`, and at U+0085, U+2028 and U+2029. The rest of
/// tokenc (``SourceManager``) starts lines at `\n` only. When the file has none of the other
/// breaks — nearly always — libyaml's line and column are used as they are; otherwise positions
/// are recomputed from the character index so both agree.
struct SourceText {
    /// Why a file is not UTF-8.
    struct EncodingProblem {
        /// Byte offset of the first bad byte.
        var offset: Int
        /// What is wrong, for the message.
        var description: String
    }

    let file: FileID
    let bytes: UnsafeBufferPointer<UInt8>
    /// Character index of each `\n`-line's first character; only when libyaml's lines differ.
    private let lineStarts: [Int]?
    /// Whether every byte is ASCII, so a character index is a byte offset.
    private let isASCII: Bool
    /// Where the text libyaml reads is two characters shorter than the file, sorted: a JSON
    /// surrogate pair rewritten to one `\U` escape (``JSONSurrogatePairs``). Positions after one
    /// on the same line are moved right by two, so they point into the file as written.
    var narrowings: [Narrowing] = [] {
        didSet { marksAreLocations = lineStarts == nil && narrowings.isEmpty }
    }
    /// Whether a libyaml mark's line and column, each plus one, are its location: no unusual line
    /// breaks and no narrowings, nearly every file. Asked for both ends of every event, so it is
    /// worked out once: the general ``location(index:line:column:)`` was ~45 instructions a
    /// location (4.7 M of libyaml's thread's 199 M at 10,000 tokens).
    private(set) var marksAreLocations: Bool
    /// A forward-moving cursor for character index → byte offset.
    private var cursorCharacter = 0
    private var cursorByte = 0

    /// Checks that the bytes are UTF-8 and prepares position conversion.
    ///
    /// Returns the first encoding problem instead when the bytes are not UTF-8.
    static func make(file: FileID, bytes: UnsafeBufferPointer<UInt8>) -> Result<SourceText, EncodingProblemError> {
        var unusualBreaks = false
        var allASCII = true
        var i = 0
        let n = bytes.count
        if n >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return .failure(EncodingProblemError(problem: EncodingProblem(
                offset: 0, description: "it starts with a UTF-16 byte-order mark")))
        }
        // The checks run on libyaml's thread before its first event, while the main thread waits
        // for one: carriage returns found by `memchr`, ASCII skipped 32 bytes at a time — 1.77 →
        // 0.65 M instructions at 10,000 tokens (8 bytes at a time, with a carriage-return test
        // on each word, before).
        if let start = bytes.baseAddress {
            var from = 0
            while from < n, let found = memchr(start + from, 0x0D, n - from) {
                let at = UnsafeRawPointer(found) - UnsafeRawPointer(start)
                if at + 1 >= n || bytes[at + 1] != 0x0A {
                    unusualBreaks = true
                    break
                }
                from = at + 2
            }
        }
        let base = UnsafeRawPointer(bytes.baseAddress)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while i < n {
            if let base, i + 8 <= n {
                if i + 32 <= n {
                    let words = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                    if words & highBits == 0 {
                        i += 32
                        continue
                    }
                }
                if base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & highBits == 0 {
                    i += 8
                    continue
                }
            }
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F
            default:
                return .failure(EncodingProblemError(problem: EncodingProblem(
                    offset: i, description: "byte 0x\(hex(b)) cannot start a UTF-8 character")))
            }
            for k in 1..<length {
                guard i + k < n else {
                    return .failure(EncodingProblemError(problem: EncodingProblem(
                        offset: i, description: "the file ends in the middle of a UTF-8 character")))
                }
                let c = bytes[i + k]
                let low = k == 1 ? lowest : 0x80, high = k == 1 ? highest : 0xBF
                if c < low || c > high {
                    return .failure(EncodingProblemError(problem: EncodingProblem(
                        offset: i, description: "bytes 0x\(hex(b)) 0x\(hex(c)) are not a valid UTF-8 sequence")))
                }
            }
            allASCII = false
            if b == 0xC2, bytes[i + 1] == 0x85 { unusualBreaks = true }
            if b == 0xE2, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { unusualBreaks = true }
            i += length
        }
        var starts: [Int]?
        if unusualBreaks {
            var list = [0]
            var character = 0
            for b in bytes where b & 0xC0 != 0x80 {
                character += 1
                if b == 0x0A { list.append(character) }
            }
            starts = list
        }
        return .success(SourceText(file: file, bytes: bytes, lineStarts: starts, isASCII: allASCII))
    }

    /// Wraps an ``EncodingProblem`` so it can travel in a `Result`.
    struct EncodingProblemError: Error {
        var problem: EncodingProblem
    }

    private init(file: FileID, bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]?, isASCII: Bool) {
        self.file = file
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.isASCII = isASCII
        marksAreLocations = lineStarts == nil
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(b >> 4)]) + String(digits[Int(b & 0xF)])
    }

    /// The location of a libyaml mark (0-based character index, line and column).
    func location(index: Int, line: Int, column: Int) -> SourceLocation {
        let location = unwidenedLocation(index: index, line: line, column: column)
        guard !narrowings.isEmpty else { return location }
        // The narrowings before `index`, counted back while they are on the same line.
        var low = 0, high = narrowings.count
        while low < high {
            let mid = (low + high) / 2
            if narrowings[mid].index < index { low = mid + 1 } else { high = mid }
        }
        var sameLine = 0
        var k = low - 1
        while k >= 0, narrowings[k].line == location.line {
            sameLine += 1
            k -= 1
        }
        return sameLine == 0 ? location : SourceLocation(line: location.line, column: location.column + 2 * sameLine)
    }

    private func unwidenedLocation(index: Int, line: Int, column: Int) -> SourceLocation {
        guard let lineStarts else { return SourceLocation(line: line + 1, column: column + 1) }
        // The last line start at or before `index`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: index - lineStarts[low] + 1)
    }

    /// The location of a byte offset (for errors libyaml reports by offset). Walks the bytes.
    static func location(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1, column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// The byte offset of a 0-based character index. A cursor walks from the last index asked
    /// for (backwards too), so nearby indexes in document order are cheap.
    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if isASCII { return min(max(index, 0), bytes.count) }
        if index < cursorCharacter / 2 {
            cursorCharacter = 0
            cursorByte = 0
        }
        while cursorCharacter > index, cursorByte > 0 {
            cursorByte -= 1
            while cursorByte > 0, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte -= 1 }
            cursorCharacter -= 1
        }
        let n = bytes.count
        while cursorCharacter < index, cursorByte < n {
            cursorByte += 1
            while cursorByte < n, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte += 1 }
            cursorCharacter += 1
        }
        return cursorByte
    }

    /// The character at a 0-based character index, if any.
    mutating func character(at index: Int) -> Unicode.Scalar? {
        let start = byteOffset(ofCharacter: index)
        guard start < bytes.count else { return nil }
        var end = start + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars.first
    }

    /// The comment that follows a position on the same line: after spaces and tabs (and, with
    /// `afterColon`, one `:` and more blanks), from `#` to the end of the line, trailing blanks
    /// trimmed. Nil when something else (or nothing) follows.
    @inline(__always)
    mutating func trailingComment(afterCharacter index: Int, afterColon: Bool = false) -> String? {
        // Nearly always a line break, `:` or `,` comes next: no comment, and no call. Asked after
        // every plain scalar (41,488 times at 10,000 tokens, ~44 instructions each).
        if isASCII, index >= 0, index < bytes.count {
            let next = bytes[index]
            if next != 0x20, next != 0x09, next != UInt8(ascii: afterColon ? ":" : "#") { return nil }
        }
        return comment(afterCharacter: index, afterColon: afterColon)
    }

    /// ``trailingComment(afterCharacter:afterColon:)`` in full.
    private mutating func comment(afterCharacter index: Int, afterColon: Bool) -> String? {
        var i = byteOffset(ofCharacter: index)
        let n = bytes.count
        while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        if afterColon {
            guard i < n, bytes[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        }
        guard i < n, bytes[i] == UInt8(ascii: "#") else { return nil }
        let start = i
        while i < n, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        var end = i
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

extension SourceText {
    /// A place where two characters of the file were dropped before parsing.
    struct Narrowing: Equatable {
        /// The character index (0-based, in the text libyaml reads) of the rewritten escape.
        var index: Int
        /// Its line (1-based, lines ending at `\n`).
        var line: Int
    }
}
