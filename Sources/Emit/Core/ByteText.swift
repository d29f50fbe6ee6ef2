/// Something bytes are appended to: a `[UInt8]`, or a ``ByteWriter`` (whose appends are a
/// capacity check and a copy: `Array.append(contentsOf:)` of a few bytes was ~110 instructions,
/// half of them its generic copy, and the Swift output makes a million such appends at 100,000
/// tokens). ``ByteText``, ``DecimalText`` and ``ValueSummary`` write into either.
protocol ByteSink: ~Copyable {
    /// Appends a byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension ByteWriter: ByteSink {}

/// Appending text to a byte buffer: the emitters that write their output directly build it in a
/// `[UInt8]` or a ``ByteWriter``, and these append a string's UTF-8 with one copy (a native
/// string's bytes are contiguous) instead of iterating over its UTF-8 view.
enum ByteText {
    /// Appends a text's UTF-8 bytes.
    @inline(__always)
    static func append<Out: ByteSink & ~Copyable>(_ text: String, to out: inout Out) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.append($0) }
        if copied == nil {
            var text = text
            text.withUTF8 { out.append($0) }
        }
    }

    /// Appends a literal's bytes.
    @inline(__always)
    static func append<Out: ByteSink & ~Copyable>(_ text: StaticString, to out: inout Out) {
        out.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Copies a text's UTF-8 bytes to `place`; returns the place after them.
    @inline(__always)
    static func copy(_ text: String, to place: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            if let source = bytes.baseAddress { place.update(from: source, count: bytes.count) }
            return bytes.count
        }
        if let copied { return place + copied }
        var next = place
        for byte in text.utf8 {
            next.pointee = byte
            next += 1
        }
        return next
    }

    /// Copies a literal's bytes to `place`; returns the place after them.
    @inline(__always)
    static func copy(_ text: StaticString, to place: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        place.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return place + text.utf8CodeUnitCount
    }

    /// The number of characters of a text: its byte count when it is ASCII (nearly always),
    /// otherwise its `Character` count.
    static func width(_ text: String) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains(where: { $0 >= 0x80 }) }
        return ascii == true ? text.utf8.count : text.count
    }
}
