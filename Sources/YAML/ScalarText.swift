/// Makes the `String` of a scalar's text from libyaml's bytes.
///
/// Nearly every scalar of a token file is a short ASCII key or value (`$value`, `c500`,
/// `#8653df`: 46,000 of the 52,000 scalars at 10,000 tokens). The standard library keeps such a
/// text inline in the `String`'s two words, but `String(decoding:as:)` gets there through
/// validation and a byte-by-byte copy, ~150 instructions a text; ``make(_:smallForm:)`` puts the
/// bytes into the two words itself, ~35. The scalars' texts at 10,000 tokens: 10.1 → 5.5 M
/// instructions on libyaml's thread (the rest is the 6,000 longer texts, descriptions mostly).
enum ScalarText {
    /// Whether ``small(_:)`` makes exactly the `String`s the standard library makes (the layout of
    /// a small string: the bytes in order, then the length with the ASCII flag in the last byte):
    /// checked once against `String(decoding:as:)` for texts of several lengths. When it does not
    /// hold, every text is decoded.
    static let smallFormHolds: Bool = {
        for probe in ["", "a", "ab", "abc", "$type", "#8653df", "c5000000", "fontFamily", "letterSpacing", "123456789012345"] {
            // Only words are compared: no `String` is made of them unless they match.
            let bytes = Array(probe.utf8)
            let decoded = unsafeBitCast(String(decoding: bytes, as: UTF8.self), to: (UInt64, UInt64).self)
            guard let made = bytes.withUnsafeBufferPointer(smallWords), made == decoded else { return false }
        }
        return true
    }()

    /// The text of `bytes` (UTF-8, as libyaml hands it over); `smallForm` is ``smallFormHolds``.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, smallForm: Bool) -> String {
        if smallForm, bytes.count <= 15, let text = small(bytes) { return text }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text of at most 15 ASCII bytes as a small string; nil when a byte is not ASCII. Each byte
    /// is read once, by loads that overlap instead of a loop, and nothing past the bytes.
    @inline(__always)
    static func small(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        smallWords(bytes).map { unsafeBitCast($0, to: String.self) }
    }

    /// The two words of ``small(_:)``'s string.
    @inline(__always)
    private static func smallWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        let count = bytes.count
        var low: UInt64 = 0
        var high: UInt64 = 0
        if let base = bytes.baseAddress, count > 0 {
            let raw = UnsafeRawPointer(base)
            if count >= 8 {
                low = raw.loadUnaligned(as: UInt64.self)
                if count > 8 {
                    // Bytes count-8 ..< count; the first 16-count of them are already in `low`.
                    high = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> (8 * (16 - count))
                }
            } else if count >= 4 {
                low = UInt64(raw.loadUnaligned(as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << (8 * (count - 4))
            } else {
                low = UInt64(base[0]) | UInt64(base[count / 2]) << (8 * (count / 2))
                    | UInt64(base[count - 1]) << (8 * (count - 1))
            }
        }
        guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
        high |= UInt64(0xE0 | count) << 56
        return (low, high)
    }
}
