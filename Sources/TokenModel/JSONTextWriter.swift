import Foundation

/// Writes JSON text into a growing byte buffer: the serializer behind
/// ``JSONValue/serialized(pretty:)``, and what emitters write JSON with directly
/// (``writeCompactDTCG(_:)-(TokenValue)``).
///
/// Bytes rather than a `String`: appending to a byte array is a copy, where appending to a
/// `String` re-checks capacity, UTF-8 and breadcrumbs for every piece — a resolved document of
/// 100,000 tokens is some 25 MB of text in millions of pieces.
public struct JSONTextWriter: ~Copyable {
    /// The text so far: `count` bytes of a buffer of `capacity`, grown by doubling.
    private var buffer: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    public private(set) var count = 0
    private var capacity: Int
    /// The table colors are written with, once one has been (see ``ByteFractionText``).
    var byteFractions: ByteFractionText?

    /// An empty writer with room for `capacity` bytes before it first grows.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        buffer = Self.allocate(self.capacity)
    }

    deinit {
        free(buffer)
    }

    /// `count` bytes from the C allocator, which the writer grows with `realloc`: a large buffer
    /// has a mapping of its own (AllocatorTuning), which `realloc` moves without copying it or
    /// touching fresh pages — allocated anew and copied at each doubling, a resolved document's
    /// parts (25 MB at 100,000 tokens) were copied about once more, into pages just zeroed.
    private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = malloc(count) else { fatalError("out of memory (\(count) bytes)") }
        return raw.assumingMemoryBound(to: UInt8.self)
    }

    /// Hands over the text written: its buffer, as it is (no copy), which the writer no longer
    /// owns; the writer starts again, empty, with room for `capacity` bytes.
    public mutating func takeBytes(capacity: Int = 64) -> OwnedBytes {
        let taken = OwnedBytes(base: buffer, count: count)
        self.capacity = max(capacity, 64)
        buffer = Self.allocate(self.capacity)
        count = 0
        return taken
    }

    /// The text written, as bytes.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// The text written, as a string.
    public var text: String {
        String(unsafeUninitializedCapacity: count) { target in
            _ = target.initialize(from: UnsafeBufferPointer(start: buffer, count: count))
            return count
        }
    }

    /// Calls `body` with the bytes written so far.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(buffer, newCapacity) else { fatalError("out of memory (\(newCapacity) bytes)") }
        buffer = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    public mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    /// Forgets the text written, keeping the buffer for what is written next.
    public mutating func removeAll() {
        count = 0
    }

    /// Appends raw bytes (already valid JSON text).
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (buffer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends `value` as JSON: pretty with two-space indentation starting at `indent`, arrays of
    /// scalars on one line; or compact.
    public mutating func write(_ value: JSONValue, indent: Int, pretty: Bool) {
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .number(let n): writeNumber(n)
        case .string(let s): writeString(s)
        case .array(let items):
            if items.isEmpty { append("[]"); return }
            if !pretty || items.allSatisfy(\.isScalar) {
                appendByte(UInt8(ascii: "["))
                var first = true
                for item in items {
                    if !first { pretty ? append(", ") : appendByte(UInt8(ascii: ",")) }
                    first = false
                    write(item, indent: indent, pretty: pretty)
                }
                appendByte(UInt8(ascii: "]"))
                return
            }
            append("[\n")
            for i in items.indices {
                writeSpaces(indent + 2)
                write(items[i], indent: indent + 2, pretty: pretty)
                i == items.count - 1 ? appendByte(0x0A) : append(",\n")
            }
            writeSpaces(indent)
            appendByte(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { append("{}"); return }
            pretty ? append("{\n") : appendByte(UInt8(ascii: "{"))
            let last = members.count - 1
            for i in members.indices {
                if pretty { writeSpaces(indent + 2) }
                writeString(members[i].0)
                pretty ? append(": ") : appendByte(UInt8(ascii: ":"))
                write(members[i].1, indent: indent + 2, pretty: pretty)
                if i < last { appendByte(UInt8(ascii: ",")) }
                if pretty { appendByte(0x0A) }
            }
            if pretty { writeSpaces(indent) }
            appendByte(UInt8(ascii: "}"))
        }
    }

    /// Like ``write(_:indent:pretty:)`` (pretty), but leaves out every array or object at depth
    /// `cutDepth` (the value itself is depth 0): each is appended to `cuts` with the position in
    /// this text where it belongs and its indentation, to be written separately
    /// (``ParallelJSON``).
    mutating func write(_ value: JSONValue, indent: Int, depth: Int, cutDepth: Int,
                        cuts: inout [(position: Int, value: JSONValue, indent: Int)]) {
        if depth == cutDepth, !value.isScalar {
            cuts.append((count, value, indent))
            return
        }
        switch value {
        case .array(let items) where !items.isEmpty && !items.allSatisfy(\.isScalar):
            append("[\n")
            for (i, item) in items.enumerated() {
                writeSpaces(indent + 2)
                write(item, indent: indent + 2, depth: depth + 1, cutDepth: cutDepth, cuts: &cuts)
                i == items.count - 1 ? appendByte(0x0A) : append(",\n")
            }
            writeSpaces(indent)
            appendByte(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            append("{\n")
            let last = members.count - 1
            for (i, member) in members.enumerated() {
                writeSpaces(indent + 2)
                writeString(member.0)
                append(": ")
                write(member.1, indent: indent + 2, depth: depth + 1, cutDepth: cutDepth, cuts: &cuts)
                if i < last { appendByte(UInt8(ascii: ",")) }
                appendByte(0x0A)
            }
            writeSpaces(indent)
            appendByte(UInt8(ascii: "}"))
        default:
            write(value, indent: indent, pretty: true)
        }
    }

    /// Appends ASCII text known at compile time (in reserved room: through the general
    /// ``append(_:)-(UnsafeBufferPointer<UInt8>)`` a call was ~62 instructions).
    public mutating func append(_ text: StaticString) {
        withRoom(text.utf8CodeUnitCount) { $0.put(text) }
    }

    /// Appends `spaces` spaces (see ``JSONCursor/putSpaces(_:)``).
    mutating func writeSpaces(_ spaces: Int) {
        withRoom(spaces) { $0.putSpaces(spaces) }
    }

    /// Appends a number as ``JSONValue/format(_:)`` spells it.
    public mutating func writeNumber(_ n: Double) {
        withRoom(JSONCursor.numberRoom) { $0.putNumber(n) }
    }

    /// Reserves `room` bytes and calls `body` with a cursor at the end of the text, to store up to
    /// that many bytes with no capacity check each; what the cursor moved over becomes text. A
    /// token's fixed pieces (keys, indentation, punctuation) written this way, one check for all:
    /// piece by piece each append re-checked capacity and called `memcpy` or `memset`.
    @inline(__always)
    mutating func withRoom(_ room: Int, _ body: (inout JSONCursor) -> Void) {
        reserve(room + JSONCursor.overshoot)
        var cursor = JSONCursor(position: buffer + count)
        body(&cursor)
        assert(cursor.position - buffer <= count + room, "wrote past the room reserved")
        count = cursor.position - buffer
    }

    /// Appends a JSON string literal: `"` `\` and control characters escaped, everything else
    /// (non-ASCII included) as UTF-8.
    public mutating func writeString(_ s: String) {
        writeString(s, indent: 0, colon: false)
    }

    /// Appends a member's key: `indent` spaces, `key` as ``writeString(_:)`` writes it, and `: `.
    public mutating func writeKey(_ key: String, indent: Int) {
        writeString(key, indent: indent, colon: true)
    }

    /// ``writeString(_:)`` after `indent` spaces and, with `colon`, followed by `: `: a key
    /// without the appends around it (a call each, ~60 instructions).
    private mutating func writeString(_ s: String, indent: Int, colon: Bool) {
        if indent > 0 { withRoom(indent) { $0.putSpaces(indent) } }
        defer { if colon { withRoom(2) { $0.put(": ") } } }
        var s = s
        s.withUTF8 { utf8 in
            // Copied into room reserved once, until a byte needs an escape — most strings (names,
            // paths, descriptions) have none: three appends cost ~200 instructions a string,
            // 33,000 strings in the resolved document of 10,000 tokens. Eight bytes at a time
            // while none of them needs one: byte by byte a flat JSON file's path (~25 bytes)
            // cost ~300 instructions.
            let n = utf8.count
            reserve(n + 2)
            let start = buffer + count
            start[0] = UInt8(ascii: "\"")
            var i = 0
            if let source = UnsafeRawPointer(utf8.baseAddress) {
                let target = UnsafeMutableRawPointer(start + 1)
                while i + 8 <= n {
                    let word = source.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if JSONTextWriter.needsEscape(word) { break }
                    target.storeBytes(of: word, toByteOffset: i, as: UInt64.self)
                    i += 8
                }
                // The last few bytes as the word that ends the string (overlapping bytes
                // already copied): byte by byte they were ~9 instructions each.
                if i < n, n >= 8, n - i < 8 {
                    let word = source.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
                    if !JSONTextWriter.needsEscape(word) {
                        target.storeBytes(of: word, toByteOffset: n - 8, as: UInt64.self)
                        i = n
                    }
                }
            }
            while i < n {
                let byte = utf8[i]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { break }
                start[1 + i] = byte
                i += 1
            }
            if i == n {
                start[n + 1] = UInt8(ascii: "\"")
                count += n + 2
                return
            }
            count += 1 + i
            writeEscaped(UnsafeBufferPointer(rebasing: utf8[i...]))
            appendByte(UInt8(ascii: "\""))
        }
    }

    /// Whether any of the eight bytes of `word` is a control character, `"` or `\` (the tests for
    /// a byte below a bound and for a zero byte, exact as tests of the whole word).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let below = (word &- ones &* 0x20) & ~word
        let quoteZero = (quote &- ones) & ~quote
        let backslashZero = (backslash &- ones) & ~backslash
        return (below | quoteZero | backslashZero) & highs != 0
    }

    /// Appends `utf8` with `"` `\` and control characters escaped (the rest of a string literal
    /// from its first such byte on).
    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var clean = 0  // start of the run of bytes that need no escape
        for i in 0..<utf8.count {
            let byte = utf8[i]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            if clean < i { append(UnsafeBufferPointer(rebasing: utf8[clean..<i])) }
            clean = i + 1
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                append("\\u00")
                appendByte(hex[Int(byte >> 4)])
                appendByte(hex[Int(byte & 0xF)])
            }
        }
        if clean < utf8.count { append(UnsafeBufferPointer(rebasing: utf8[clean...])) }
    }
}

/// Where a ``JSONTextWriter`` stores its next bytes, inside room reserved by
/// ``JSONTextWriter/withRoom(_:_:)``: whoever reserves counts what is stored.
struct JSONCursor {
    /// The next byte's address.
    fileprivate(set) var position: UnsafeMutablePointer<UInt8>

    /// The most bytes ``putNumber(_:)`` stores: `Double.description` of a finite double is at
    /// most 24 (`-2.2250738585072014e-308`), an integer below 10^15 at most 16, a short decimal 18.
    static let numberRoom = 32

    /// Stores one byte.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        position[0] = byte
        position += 1
    }

    /// Stores ASCII text known at compile time. (Copied as raw memory: a constant length becomes
    /// a few moves, any other a `memcpy`; `update(from:count:)` was a call to a generic copy,
    /// ~26 instructions besides, wherever the length was not a constant.)
    @inline(__always)
    mutating func put(_ text: StaticString) {
        UnsafeMutableRawPointer(position).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        position += text.utf8CodeUnitCount
    }

    /// Stores bytes (already valid JSON text).
    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(position).copyMemory(from: base, byteCount: bytes.count)
        position += bytes.count
    }

    /// How many bytes past the room reserved a cursor may store into (and leave as garbage past
    /// the text): ``JSONTextWriter/withRoom(_:_:)`` reserves that much more.
    static let overshoot = 16

    /// Stores `count` spaces: the first 16 bytes as two words whatever `count` is (see
    /// ``overshoot``), the rest of a deeper indentation by `memset`. An indentation is 2 to 16
    /// spaces; through `memset` each cost ~12 instructions besides the call, and a pretty token
    /// of the resolved document has 4 to 8 of them. (A loop of word stores is turned back into
    /// a call to `memset` by the optimizer.)
    @inline(__always)
    mutating func putSpaces(_ count: Int) {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        let target = UnsafeMutableRawPointer(position)
        target.storeBytes(of: spaces, as: UInt64.self)
        target.storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
        if count > 16 { (position + 16).update(repeating: UInt8(ascii: " "), count: count - 16) }
        position += count
    }

    /// Stores what `body` writes at the cursor, given the address; it returns how many bytes.
    @inline(__always)
    mutating func put(_ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        position += body(position)
    }

    /// Stores a number as ``JSONValue/format(_:)`` spells it: at most ``numberRoom`` bytes.
    mutating func putNumber(_ n: Double) {
        guard n.isFinite else { put("null"); return }
        // An integer when truncating it changes nothing (`rounded()` is a call to libm's `round`,
        // ~17 instructions and the call; at 100,000 tokens some 150,000 numbers).
        if abs(n) < 1e15, Double(Int64(n)) == n {
            putInteger(Int64(n))
            return
        }
        if putShortDecimal(n) { return }
        var text = n.description
        text.withUTF8 { put($0) }
    }

    /// Stores `n` as `n.description` spells it when that has at most 6 decimals and `n` is at least
    /// 10^-4 and below 2^31 in magnitude (`0.25`, `-1.5`, `0.0625`); false, storing nothing,
    /// otherwise. `Double.description` was ~600 instructions a number, most numbers of a token set
    /// are such decimals, and `m / 10^k` is one division.
    ///
    /// Why it is the same text: below 2^31 a double's neighbours are less than 2^-22 apart, so at
    /// 10^k for k ≤ 6 the decimals that read back as `n` lie in an interval under 0.24 wide — at
    /// most one integer `m`, within 0.36 of `n × 10^k` as computed, so `m` is that product
    /// rounded; `m / 10^k` (two exact doubles, one correctly rounded division) is what reading the
    /// decimal gives. The first `k` where it reads back is the shortest text, and the only one
    /// of its length, which is what `description` writes (without an exponent, from 10^-4 on).
    private mutating func putShortDecimal(_ n: Double) -> Bool {
        let magnitude = n.magnitude
        guard magnitude >= 1e-4, magnitude < 2_147_483_648 else { return false }
        var scale = 1.0
        for decimals in 1...6 {
            scale *= 10
            // `m` rounded by truncating `n × 10^k + 0.5` (below 2^52, so no overflow): when a
            // decimal reads back, `n × 10^k` is within 0.36 of it, and the sum truncates to it
            // whatever its last bit; when none does, no candidate passes the test below. Through
            // `rounded()` each try called libm's `round`.
            let scaled = Double(Int64(magnitude * scale + 0.5))
            guard scaled / scale == magnitude else { continue }
            if n < 0 { put(UInt8(ascii: "-")) }
            var digits = UInt64(scaled)
            var digitCount = 1
            var power: UInt64 = 10
            while power <= digits {
                digitCount += 1
                power *= 10
            }
            // The integer part (at least `0`), the point, `decimals` digits: written from the end.
            let length = max(digitCount - decimals, 1) + 1 + decimals
            var i = length
            for _ in 0..<decimals {
                i -= 1
                position[i] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
            }
            i -= 1
            position[i] = UInt8(ascii: ".")
            repeat {
                i -= 1
                position[i] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
            } while i > 0
            position += length
            return true
        }
        return false
    }

    /// Stores the decimal digits of an integer below 10^15 in magnitude (`-0` is written `0`).
    private mutating func putInteger(_ value: Int64) {
        if value == 0 { put(UInt8(ascii: "0")); return }
        if value < 0 { put(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var power: UInt64 = 10
        while power <= magnitude {
            digits += 1
            power *= 10
        }
        var i = digits
        while i > 0 {
            i -= 1
            position[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        position += digits
    }
}

extension JSONValue {
    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}

/// Bytes in memory of their own from the C allocator, freed with the object: a
/// ``JSONTextWriter``'s text handed over as it is (``JSONTextWriter/takeBytes(capacity:)``),
/// to be written to a file without being copied into an array or a string first.
public final class OwnedBytes: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    /// The number of bytes.
    public let count: Int

    /// Takes over `count` bytes at `base`, allocated with `malloc` (freed with `free`).
    public init(base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { free(base) }

    /// The bytes, valid while the object lives (never written to again).
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
