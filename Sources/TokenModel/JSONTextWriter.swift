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

    /// An empty writer with room for `capacity` bytes before it first grows.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit {
        buffer.deallocate()
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
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.initialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
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

    /// Appends ASCII text known at compile time.
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a pretty object member's key: `,\n` unless `first`, `indent` spaces, the quoted
    /// key, `: ` — reserved once and stored byte by byte (keys are short).
    mutating func writePrettyKey(_ quoted: StaticString, indent: Int, first: Bool) {
        let keyLength = quoted.utf8CodeUnitCount
        reserve(2 + indent + keyLength + 2)
        var p = buffer + count
        if !first {
            p[0] = UInt8(ascii: ",")
            p[1] = 0x0A
            p += 2
        }
        for i in 0..<indent { p[i] = UInt8(ascii: " ") }
        p += indent
        let key = quoted.utf8Start
        for i in 0..<keyLength { p[i] = key[i] }
        p += keyLength
        p[0] = UInt8(ascii: ":")
        p[1] = UInt8(ascii: " ")
        p += 2
        count = p - buffer
    }

    /// Appends `spaces` spaces.
    mutating func writeSpaces(_ spaces: Int) {
        reserve(spaces)
        (buffer + count).update(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Appends a number as ``JSONValue/format(_:)`` spells it.
    public mutating func writeNumber(_ n: Double) {
        guard n.isFinite else { append("null"); return }
        if n == n.rounded(), abs(n) < 1e15 {
            writeInteger(Int64(n))
            return
        }
        var text = n.description
        text.withUTF8 { append($0) }
    }

    /// Appends the decimal digits of an integer (`-0` is written `0`).
    private mutating func writeInteger(_ value: Int64) {
        if value == 0 { appendByte(UInt8(ascii: "0")); return }
        var magnitude = value.magnitude
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            if value < 0 { appendByte(UInt8(ascii: "-")) }
            append(UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Appends a JSON string literal: `"` `\` and control characters escaped, everything else
    /// (non-ASCII included) as UTF-8.
    public mutating func writeString(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            // Copied byte by byte into room reserved once, until a byte needs an escape — most
            // strings (names, units, spaces) have none: three appends cost ~200 instructions a
            // string, 33,000 strings in the resolved document of 10,000 tokens.
            let n = utf8.count
            reserve(n + 2)
            let start = buffer + count
            start[0] = UInt8(ascii: "\"")
            var i = 0
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

extension JSONValue {
    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
