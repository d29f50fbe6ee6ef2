import Foundation

/// The text a render produces, as one growing UTF-8 buffer: appending a piece is a bounds check
/// and a copy of its bytes, and the finished text is made once, at the end. The buffer grows with
/// `realloc`, which moves a large block by remapping its pages rather than copying them.
final class TemplateOutput {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it first grows.
    init(capacity: Int = 1 << 14) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { preconditionFailure("out of memory") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// Appends a text's UTF-8 bytes.
    @inline(__always)
    func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            // Not contiguous UTF-8 (a bridged string): copy it scalar by scalar.
            for byte in text.utf8 { append(byte) }
        }
    }

    /// Appends bytes.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends one byte.
    /// Appends what another output holds.
    func append(contentsOf other: TemplateOutput) {
        append(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = byte
        count += 1
    }

    private func grow(toAtLeast needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity) else { preconditionFailure("out of memory") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// The text written, handed over as a string; the buffer is empty afterwards.
    ///
    /// Made chunk by chunk: `String(decoding:as:)` checks a chunk of ASCII (the usual case) many
    /// times faster than one that holds a single non-ASCII character, so one `…` in a template
    /// does not slow the check of the whole file. The pages of a large buffer are given back to
    /// the system as soon as they have been copied, so the text is not held twice (a Swift file
    /// of 100,000 tokens is 22 MB).
    func takeText() -> String {
        defer { count = 0 }
        let chunkSize = 1 << 16
        if count <= chunkSize {
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
        var result = ""
        result.reserveCapacity(count)
        var releaser = PageReleaser(base: UnsafeRawPointer(base))
        var start = 0
        while start < count {
            var end = min(start + chunkSize, count)
            // Cut before a UTF-8 continuation byte's character, never inside it.
            while end < count && end > start && base[end] & 0xC0 == 0x80 { end -= 1 }
            result += String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
            start = end
            releaser.release(upTo: start)
        }
        return result
    }
}
