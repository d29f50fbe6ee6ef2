/// Turns token and group names into Swift identifiers that compile: camelCase members,
/// PascalCase types, keywords escaped with backticks, a leading digit prefixed with `_`.
public enum SwiftIdentifier {
    /// Swift's reserved words, which need backticks to be used as names.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Names a nested type may not have even with backticks (they clash with `T.Type`, `T.self`…).
    /// Also the standard types the generated code names (a nested `enum Double` would hide
    /// `Double` from every declaration inside it).
    static let forbiddenTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "self", "Double", "String", "Bool", "Int", "Swift", "Foundation",
        "SwiftUI", "UIKit", "AppKit", "Never", "Optional", "Array", "Dictionary", "Sendable", "Hashable",
    ]

    /// A member name: `deep-purple` → `deepPurple`, `2xl` → `_2xl`, `default` → `` `default` ``.
    /// Returns nil when nothing of the name is usable (it has no letters or digits).
    public static func member(_ name: String) -> String? {
        if let plain = plainMember(name) { return plain }
        let camel = NameStyle.camelCase.apply(name)
        guard !camel.isEmpty else { return nil }
        let safe = startsWithDigit(camel) ? "_" + camel : camel
        return keywords.contains(safe) ? "`\(safe)`" : safe
    }

    /// A type name: `deep-purple` → `DeepPurple`, `2xl` → `_2xl`, `Type` → `Type_`.
    /// Returns nil when nothing of the name is usable.
    public static func type(_ name: String) -> String? {
        if let plain = plainType(name) { return plain }
        let pascal = NameStyle.pascalCase.apply(name)
        guard !pascal.isEmpty else { return nil }
        let safe = startsWithDigit(pascal) ? "_" + pascal : pascal
        if forbiddenTypeNames.contains(safe) { return safe + "_" }
        return keywords.contains(safe) ? "`\(safe)`" : safe
    }

    /// A Swift string literal for any text (quotes, backslashes and control characters escaped).
    public static func stringLiteral(_ text: String) -> String {
        if let plain = LiteralText.quoted(text, whereEveryByte: LiteralText.isPlainASCII) { return plain }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text safe inside a `///` comment line (no line breaks).
    public static func commentText(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isNewline { out += " " } else { out.append(character) }
        }
        return out
    }

    /// ``member(_:)`` of a name of lowercase ASCII letters and digits (`c500`, `red`, `2xl`:
    /// nearly every token's), read from its bytes: such a name is one word, its own camelCase,
    /// and can only be one of the lowercase keywords. Nil for any other name. (Through the
    /// general path a name cost ~900 instructions — a new string, a hashed keyword lookup — on
    /// the Swift output's one serial walk.)
    private static func plainMember(_ name: String) -> String? {
        let plain = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            switch plainMemberForm(bytes) {
            case nil: return nil
            case .itself: return name
            case .underscored: return "_" + name
            case .backticked: return "`\(name)`"
            }
        }
        return plain ?? nil
    }

    /// How ``member(_:)`` spells a name of lowercase ASCII letters and digits.
    enum PlainMemberForm {
        /// As it is (`c500`).
        case itself
        /// After `_` (`_2xl`: it starts with a digit).
        case underscored
        /// In backticks (`` `default` ``: a keyword).
        case backticked
    }

    /// How ``member(_:)`` spells the name whose UTF-8 is `bytes`, when it is lowercase ASCII
    /// letters and digits (nil for any other name, and for an empty one): found from the bytes
    /// alone, so that a caller holding them (the String Catalog's accessors, one a string) makes
    /// no string for the name.
    @inline(__always)
    static func plainMemberForm(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainMemberForm? {
        guard let first = bytes.first,
              bytes.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
        else { return nil }
        if first <= UInt8(ascii: "9") { return .underscored }  // `_` and digits is no keyword
        guard bytes.count < lowercaseKeywords.count else { return .itself }
        for keyword in lowercaseKeywords[bytes.count] {
            var index = 0
            while index < bytes.count && keyword[index] == bytes[index] { index += 1 }
            if index == bytes.count { return .backticked }
        }
        return .itself
    }

    /// ``type(_:)`` of a name of lowercase ASCII letters and digits (`red`, `p0`, `2xl`: nearly
    /// every group's), read from its bytes: such a name is one word, its PascalCase its first
    /// letter capitalized, and it can only be one of the forbidden names or keywords of that
    /// shape (`Type`, `Self`…), compared by length. Nil for any other name. (Through the general
    /// path a name cost ~1,400 instructions on the Swift output's one serial walk.)
    private static func plainType(_ name: String) -> String? {
        let plain = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let first = bytes.first,
                  bytes.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
            else { return nil }
            if first <= UInt8(ascii: "9") { return "_" + name }  // `_` and digits is neither forbidden nor a keyword
            let pascal = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { out -> String in
                _ = out.initialize(from: bytes)
                out[0] = first - 32
                return String(decoding: out, as: UTF8.self)
            }
            guard bytes.count < capitalizedNames.count else { return pascal }
            for (known, isForbidden) in capitalizedNames[bytes.count] {
                var index = 1
                while index < bytes.count && known[index] == bytes[index] { index += 1 }
                if index == bytes.count && known[0] == first - 32 { return isForbidden ? pascal + "_" : "`\(pascal)`" }
            }
            return pascal
        }
        return plain ?? nil
    }

    /// The forbidden type names and keywords made of a capital letter and lowercase letters, by
    /// length in bytes, each with whether it is forbidden (checked first, as ``type(_:)`` does).
    private static let capitalizedNames: [[(bytes: [UInt8], isForbidden: Bool)]] = {
        var byLength = [[(bytes: [UInt8], isForbidden: Bool)]](repeating: [], count: 16)
        for (names, isForbidden) in [(forbiddenTypeNames, true), (keywords, false)] {
            for name in names where name.utf8.count < 16 && name.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true
                && name.utf8.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
                && !(isForbidden == false && forbiddenTypeNames.contains(name)) {
                byLength[name.utf8.count].append((Array(name.utf8), isForbidden))
            }
        }
        return byLength
    }()

    /// The keywords made of lowercase letters, by length in bytes (the longest is 15).
    private static let lowercaseKeywords: [[[UInt8]]] = {
        var byLength = [[[UInt8]]](repeating: [], count: 16)
        for keyword in keywords where keyword.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            byLength[keyword.utf8.count].append(Array(keyword.utf8))
        }
        return byLength
    }()

    private static func startsWithDigit(_ name: String) -> Bool {
        // An ASCII byte followed by an ASCII byte (or nothing) is the first character on its own
        // (only CR LF joins two ASCII scalars), and the only ASCII numbers are the digits.
        var bytes = name.utf8.makeIterator()
        if let first = bytes.next(), first < 0x80, (bytes.next() ?? 0) < 0x80 {
            return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
        }
        return name.first.map { $0.isNumber } ?? false
    }
}
