/// The fast path of the string-literal fields (`keyLiteral`, `valueJSON`…) contexts compute for
/// every token: a text with nothing to escape is the text between quotes, made in one allocation
/// instead of one append per character.
enum LiteralText {
    /// `"text"` when every byte of `text` satisfies `isPlain`, else nil (the caller escapes).
    @inline(__always)
    static func quoted(_ text: String, whereEveryByte isPlain: (UInt8) -> Bool) -> String? {
        let utf8 = text.utf8
        let result = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy(isPlain) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + 2) { out in
                out[0] = UInt8(ascii: "\"")
                for (index, byte) in bytes.enumerated() { out[index + 1] = byte }
                out[bytes.count + 1] = UInt8(ascii: "\"")
                return bytes.count + 2
            }
        }
        return result ?? nil
    }

    /// Printable ASCII other than `"` and `\`: what Swift, Kotlin and JSON string literals all
    /// keep as it is.
    @inline(__always)
    static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
