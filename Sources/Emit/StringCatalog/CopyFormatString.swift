import TokenModel

/// A copy text as a printf-style format string: each `{name}` placeholder becomes a positional
/// specifier (`%1$@` on Apple platforms, `%1$s` on Android), and a literal `%` becomes `%%` when
/// the text has placeholders (a text without any is never formatted, so its `%` stays).
public struct CopyFormatString: Sendable, Equatable {
    /// The conversion letters of one platform, per placeholder format (`string`, `int`, `double`).
    public struct Specifiers: Sendable, Equatable {
        /// For `string` placeholders.
        public var string: String
        /// For `int` placeholders.
        public var int: String
        /// For `double` placeholders.
        public var double: String

        /// Creates a set of specifiers.
        public init(string: String, int: String, double: String) {
            self.string = string
            self.int = int
            self.double = double
        }

        /// Xcode String Catalogs and `String(format:)`: `%@`, `%lld`, `%lf`.
        public static let apple = Specifiers(string: "@", int: "lld", double: "lf")
        /// Android string resources and `String.format`: `%s`, `%d`, `%f`.
        public static let android = Specifiers(string: "s", int: "d", double: "f")

        func letter(for format: String) -> String {
            switch format {
            case "int": return int
            case "double": return double
            default: return string
            }
        }
    }

    /// The format string.
    public var text: String
    /// The placeholders in argument order (position 1 first).
    public var placeholders: [Copy.Placeholder]

    /// Converts `text` whose placeholders (argument order) are `placeholders`. A `{name}` that is
    /// not one of them is kept as written.
    public init(_ text: String, placeholders: [Copy.Placeholder], specifiers: Specifiers) {
        self.placeholders = placeholders
        guard !placeholders.isEmpty else {
            self.text = text
            return
        }
        var positions: [String: (Int, String)] = [:]
        for (index, placeholder) in placeholders.enumerated() where positions[placeholder.name] == nil {
            positions[placeholder.name] = (index + 1, specifiers.letter(for: placeholder.format))
        }
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "%" {
                out += "%%"
                rest = rest.dropFirst()
                continue
            }
            if first == "{", let close = rest.firstIndex(of: "}") {
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                if let (position, letter) = positions[name] {
                    out += "%\(position)$\(letter)"
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        self.text = out
    }
}
