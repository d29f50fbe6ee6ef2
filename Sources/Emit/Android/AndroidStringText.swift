import Foundation

/// Text escaped for Android resource files.
public enum AndroidStringText {
    /// A `<string>` value: XML escapes (`&`, `<`, `>`), then Android's (`\'`, `\"`, `\\`, `\n`,
    /// `\t`, and `\@` / `\?` at the start, which would otherwise be references).
    public static func string(_ text: String) -> String {
        var out = ""
        for (index, character) in text.enumerated() {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@", "?": out += index == 0 ? "\\\(character)" : String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// Text safe inside an XML comment (no `--`, no line breaks).
    public static func comment(_ text: String) -> String {
        var out = String(text.map { $0.isNewline ? " " : $0 })
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        if out.hasSuffix("-") { out += " " }
        return out
    }
}
