/// Runs of spaces for the `indent` fields of contexts, made once: a template asks for a context's
/// indentation once per line it writes, and a fresh `String(repeating:count:)` each time would
/// cost an allocation per line.
enum IndentationText {
    /// Every run of up to 128 spaces (32 levels of four).
    private static let runs: [String] = (0...128).map {
        String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: $0), as: UTF8.self)
    }

    /// `count` spaces.
    static func spaces(_ count: Int) -> String {
        count >= 0 && count < runs.count ? runs[count] : String(repeating: " ", count: max(count, 0))
    }
}
