#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TokenModel

/// A growable byte buffer written through a pointer, for text written byte by byte in a hot loop
/// (a stylesheet's declarations): appending a literal, a string or a number costs a capacity check
/// and a copy, without the generic paths of `Array.append(contentsOf:)`. Owns its memory; read
/// the bytes out with ``bytes``, or hand them over with ``takeBytes(capacity:)``.
struct ByteWriter: ~Copyable {
    /// The buffer.
    private var base: UnsafeMutablePointer<UInt8>
    /// The bytes the buffer has room for.
    private var capacity: Int
    /// The bytes written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = Self.allocate(self.capacity)
    }

    deinit { free(base) }

    /// `count` bytes from the C allocator (grown with `realloc`, handed over as ``OwnedBytes``,
    /// which frees them with `free`).
    private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = malloc(count) else { fatalError("out of memory (\(count) bytes)") }
        return raw.assumingMemoryBound(to: UInt8.self)
    }

    /// Hands over the bytes written, as they are (no copy), which the writer no longer owns; the
    /// writer starts again, empty, with room for `capacity` bytes. (Copied into an array, the
    /// String Catalog's 56 MB at 100,000 strings were written twice, into fresh pages.)
    mutating func takeBytes(capacity: Int = 64) -> OwnedBytes {
        let taken = OwnedBytes(base: base, count: count)
        self.capacity = max(capacity, 64)
        base = Self.allocate(self.capacity)
        count = 0
        return taken
    }

    /// The bytes written, as an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written, as text (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Forgets the bytes written, keeping the buffer.
    mutating func removeAll() { count = 0 }

    /// The bytes written, valid until the next change.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// Grows the buffer to at least `needed` bytes (at least twice as large), with `realloc`:
    /// a large buffer's pages are moved, not copied.
    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let raw = realloc(base, newCapacity) else { fatalError("out of memory (\(newCapacity) bytes)") }
        base = raw.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// Appends a byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `count` copies of a byte.
    @inline(__always)
    mutating func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Appends a literal's bytes.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (base + count).initialize(from: text.utf8Start, count: length)
        count += length
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends an array's bytes.
    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes `write` puts at the place it is given (room for `maximum` bytes),
    /// returning their count: text made in place (a color's hex digits), without a string.
    @inline(__always)
    mutating func append(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += write(base + count)
    }

    /// Appends a text's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ text: String) {
        // Where it is (a native string's); `withUTF8` needs a copy, a reference count each way.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends ``DecimalText/format(_:maximumFractionDigits:)``'s text, without making a string
    /// (but for numbers of 2^53 or more once scaled, which that function writes with `String(format:)`).
    @inline(__always)
    mutating func appendDecimal(_ x: Double, maximumFractionDigits: Int) {
        let room = DecimalText.textCapacity
        reserve(room)
        let start = base + count
        guard let length = DecimalText.write(x, maximumFractionDigits: maximumFractionDigits, endingAt: start + room) else {
            append(DecimalText.format(x, maximumFractionDigits: maximumFractionDigits))
            return
        }
        // Written at the end of the room: moved to its start, front to back (the two may overlap).
        let source = start + room - length
        for offset in 0..<length { start[offset] = source[offset] }
        count += length
    }
}
