import TokenModel

/// JSON text helpers shared by the JSON-based formats (asset catalogs, String Catalogs, DTCG).
enum JSONText {
    /// A JSON string literal with its quotes: `"`, `\` and control characters escaped, `/` and
    /// non-ASCII characters kept as they are (as Xcode writes them).
    static func literal(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }
}
