import TokenModel

/// JSON text helpers shared by the JSON-based formats (asset catalogs, String Catalogs, DTCG).
enum JSONText {
    /// A JSON string literal with its quotes: `"`, `\` and control characters escaped, `/` and
    /// non-ASCII characters kept as they are (as Xcode writes them).
    static func literal(_ text: String) -> String {
        // JSON keeps every byte from 0x20 up except `"` and `\` (non-ASCII too, as Xcode writes it).
        if let plain = LiteralText.quoted(text, whereEveryByte: { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) { return plain }
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }
}
