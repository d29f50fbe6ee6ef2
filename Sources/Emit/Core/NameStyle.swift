/// A way of writing a multi-word name: the name transforms every emitter and template uses.
///
/// Words are found by splitting at every character that is not a letter or digit, and at case
/// changes (`signIn` → `sign`, `In`; `HTTPStatus` → `HTTP`, `Status`). Digits stay with the
/// letters around them (`p500`, `2xl`, `h1`).
public enum NameStyle: String, Sendable, CaseIterable {
    /// `deepPurple`
    case camelCase
    /// `DeepPurple`
    case pascalCase
    /// `deep-purple`
    case kebabCase
    /// `deep_purple`
    case snakeCase

    /// The name in this style.
    public func apply(_ name: String) -> String {
        if let fast = applyASCII(name) { return fast }
        return applyUnicode(name)
    }

    /// ``apply(_:)`` for any text: words found by ``words(of:)``, over Unicode characters.
    func applyUnicode(_ name: String) -> String {
        let words = Self.words(of: name)
        switch self {
        case .camelCase:
            guard let first = words.first else { return "" }
            return first.lowercased() + words.dropFirst().map(Self.capitalizedFirst).joined()
        case .pascalCase:
            return words.map(Self.capitalizedFirst).joined()
        case .kebabCase:
            return words.map { $0.lowercased() }.joined(separator: "-")
        case .snakeCase:
            return words.map { $0.lowercased() }.joined(separator: "_")
        }
    }

    /// The words of a name (see the type's description).
    public static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last, character.isUppercase {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                // aB → a|B; ABc → A|Bc (the last capital of a run starts the next word).
                if previous.isLowercase || previous.isNumber && current.contains(where: \.isLowercase)
                    || (previous.isUppercase && nextIsLower) {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    private static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    // MARK: - ASCII

    /// ``apply(_:)`` for an ASCII name (nearly every token and group name), on bytes: the same
    /// words as ``words(of:)`` — the same rules, with ASCII letters and digits — without making a
    /// `Character` or a `String` per word. Nil when the name is not ASCII.
    func applyASCII(_ name: String) -> String? {
        if name.isEmpty { return "" }
        // A native string is contiguous; any other takes the general path.
        let result = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 4)
            var isFirstWord = true
            var isASCII = true
            Self.asciiWords(bytes, isASCII: &isASCII) { word in
                switch self {
                case .camelCase, .pascalCase:
                    for (offset, index) in word.enumerated() {
                        let byte = bytes[index]
                        if offset == 0 {
                            out.append(self == .camelCase && isFirstWord ? Self.lowercase(byte) : Self.uppercase(byte))
                        } else {
                            out.append(self == .camelCase && isFirstWord ? Self.lowercase(byte) : byte)
                        }
                    }
                case .kebabCase, .snakeCase:
                    if !isFirstWord { out.append(self == .kebabCase ? UInt8(ascii: "-") : UInt8(ascii: "_")) }
                    for index in word { out.append(Self.lowercase(bytes[index])) }
                }
                isFirstWord = false
            }
            guard isASCII else { return nil }
            return String(decoding: out, as: UTF8.self)
        }
        return result ?? nil
    }

    /// Calls `body` with the byte range of each word of an ASCII name, in order; sets `isASCII` to
    /// false (and stops) at the first byte that is not ASCII.
    static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: inout Bool, _ body: (Range<Int>) -> Void) {
        var start = -1
        var wordHasLowercase = false
        let count = bytes.count
        for index in 0..<count {
            let byte = bytes[index]
            if byte >= 0x80 {
                isASCII = false
                return
            }
            guard isLetter(byte) || isDigit(byte) else {
                if start >= 0 { body(start..<index) }
                start = -1
                wordHasLowercase = false
                continue
            }
            if start >= 0, isUppercase(byte) {
                // The word so far is bytes[start..<index]; its last character is bytes[index - 1].
                let previous = bytes[index - 1]
                let nextIsLowercase = index + 1 < count && isLowercase(bytes[index + 1])
                if isLowercase(previous) || isDigit(previous) && wordHasLowercase
                    || (isUppercase(previous) && nextIsLowercase) {
                    body(start..<index)
                    start = -1
                    wordHasLowercase = false
                }
            }
            if start < 0 { start = index }
            if isLowercase(byte) { wordHasLowercase = true }
        }
        if start >= 0 { body(start..<count) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func uppercase(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 32 : byte }
    private static func lowercase(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 32 : byte }
}
