import TokenModel

/// JSON text helpers shared by the JSON-based formats (asset catalogs, String Catalogs, DTCG).
enum JSONText {
    /// Whether a byte stays as it is in a JSON string literal: every byte from 0x20 up except
    /// `"` and `\`.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte != 0x22 && byte != 0x5C }

    /// Whether ``literal(_:)`` of a text is the text between quotes (nothing to escape).
    static func isPlain(_ text: String) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) }
        return plain ?? text.utf8.allSatisfy(isPlain)
    }

    /// A JSON string literal with its quotes: `"`, `\` and control characters escaped, `/` and
    /// non-ASCII characters kept as they are (as Xcode writes them).
    static func literal(_ text: String) -> String {
        // JSON keeps every byte from 0x20 up except `"` and `\` (non-ASCII too, as Xcode writes it).
        if let plain = LiteralText.quoted(text, whereEveryByte: isPlain) { return plain }
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }
}
