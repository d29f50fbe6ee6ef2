#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

extension CopyFormatString {
    /// Appends the format string of an ASCII text (its UTF-8) with at least one placeholder, as
    /// ``init(_:placeholders:specifiers:)`` makes it, without a string: in ASCII a byte is a
    /// character (only CR LF joins two, and neither is `%`, `{` or `}`), and placeholder names
    /// are ASCII identifiers. The text between `%`s and `{`s is copied a run at a time.
    static func appendASCII(_ text: UnsafeBufferPointer<UInt8>, placeholders: [Copy.Placeholder], specifiers: Specifiers,
                            to out: inout ByteWriter) {
        guard let base = text.baseAddress else { return }
        let percent = UInt8(ascii: "%"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let end = text.count
        var index = 0
        var runStart = 0
        let raw = UnsafeRawPointer(base)
        while index < end {
            // Eight bytes at a time: the first `%` or `{` of a word found from its mask (a byte
            // at a time, a text of 50 bytes cost ~300 instructions of the ~900 a call took).
            if index + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = zeroBytes(word ^ (ones &* UInt64(percent))) | zeroBytes(word ^ (ones &* UInt64(open)))
                guard found != 0 else {
                    index += 8
                    continue
                }
                index += found.trailingZeroBitCount / 8
            }
            let byte = base[index]
            guard byte == percent || byte == open else {
                index += 1
                continue
            }
            out.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            runStart = index
            if byte == percent {
                out.append("%%")
                index += 1
                runStart = index
                continue
            }
            var closing = index + 1
            while closing < end && base[closing] != close { closing += 1 }
            // The first placeholder of that name gives the position.
            if closing < end, let position = position(of: UnsafeBufferPointer(start: base + index + 1, count: closing - index - 1),
                                                      in: placeholders) {
                out.append(percent)
                out.append(upTo: 20) { place in
                    var digits = 0
                    var rest = position + 1
                    repeat {
                        digits += 1
                        rest /= 10
                    } while rest > 0
                    rest = position + 1
                    for offset in stride(from: digits - 1, through: 0, by: -1) {
                        place[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                        rest /= 10
                    }
                    return digits
                }
                out.append(UInt8(ascii: "$"))
                out.append(specifiers.letter(for: placeholders[position].format))
                index = closing + 1
                runStart = index
                continue
            }
            // Not a placeholder: the `{` is kept, and the text after it read on.
            index += 1
        }
        out.append(UnsafeBufferPointer(start: base + runStart, count: end - runStart))
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The high bit of each zero byte of `word` set, and of no byte below the first zero one
    /// (a borrow only runs upwards): its lowest set bit is exact.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & (ones &* 0x80)
    }

    /// The index of the first placeholder named `name`.
    private static func position(of name: UnsafeBufferPointer<UInt8>, in placeholders: [Copy.Placeholder]) -> Int? {
        for (index, placeholder) in placeholders.enumerated() {
            let same = StringCatalogDirectText.withBytes(placeholder.name) { bytes in
                bytes.count == name.count && (bytes.isEmpty || memcmp(bytes.baseAddress!, name.baseAddress!, bytes.count) == 0)
            }
            if same { return index }
        }
        return nil
    }
}
