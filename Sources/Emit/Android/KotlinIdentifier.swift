/// Turns token and group names into Kotlin identifiers: camelCase properties, PascalCase objects,
/// hard keywords escaped with backticks, a leading digit prefixed with `_`.
public enum KotlinIdentifier {
    /// Kotlin's hard keywords, which need backticks to be used as names.
    public static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface",
        "is", "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias",
        "typeof", "val", "var", "when", "while",
    ]

    /// A property name: `deep-purple` → `deepPurple`, `2xl` → `_2xl`, `object` → `` `object` ``.
    /// Nil when the name has no letters or digits.
    public static func property(_ name: String) -> String? {
        let camel = NameStyle.camelCase.apply(name)
        guard !camel.isEmpty else { return nil }
        let safe = camel.first?.isNumber == true ? "_" + camel : camel
        return keywords.contains(safe) ? "`\(safe)`" : safe
    }

    /// An object name: `deep-purple` → `DeepPurple`, `2xl` → `_2xl`. Nil when unusable.
    public static func object(_ name: String) -> String? {
        let pascal = NameStyle.pascalCase.apply(name)
        guard !pascal.isEmpty else { return nil }
        return pascal.first?.isNumber == true ? "_" + pascal : pascal
    }

    /// A Kotlin string literal (`"`, `\`, `$` and control characters escaped).
    public static func stringLiteral(_ text: String) -> String {
        if let plain = LiteralText.quoted(text, whereEveryByte: { LiteralText.isPlainASCII($0) && $0 != UInt8(ascii: "$") }) {
            return plain
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$": out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
