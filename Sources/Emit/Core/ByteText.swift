/// Appending text to a byte buffer: the emitters that write their output directly build it in a
/// `[UInt8]`, and these append a string's UTF-8 with one copy (a native string's bytes are
/// contiguous) instead of iterating over its UTF-8 view.
enum ByteText {
    /// Appends a text's UTF-8 bytes.
    @inline(__always)
    static func append(_ text: String, to out: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.append(contentsOf: $0) }
        if copied == nil { out.append(contentsOf: text.utf8) }
    }

    /// Appends a literal's bytes.
    @inline(__always)
    static func append(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
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
