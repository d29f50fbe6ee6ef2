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

    /// A dotted token path's components (`color.brand.primary` → `color`, `brand`, `primary`),
    /// empty ones left out; split on bytes when the path is ASCII, the usual case.
    public static func pathComponents(_ path: String) -> [Substring] {
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: ".") }
        // Slices of the path itself (making a Substring from a UTF-8 slice re-validated it).
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                if start != index { parts.append(path[start..<index]) }
                start = utf8.index(after: index)
            }
            utf8.formIndex(after: &index)
        }
        if start != utf8.endIndex { parts.append(path[start..<utf8.endIndex]) }
        return parts
    }

    // MARK: - ASCII

    /// ``apply(_:)`` for an ASCII name (nearly every token and group name), on bytes: the same
    /// words as ``words(of:)`` — the same rules, with ASCII letters and digits — without making a
    /// `Character` or a `String` per word. Nil when the name is not ASCII.
    func applyASCII(_ name: String) -> String? {
        if name.isEmpty { return "" }
        // A native string is contiguous; any other takes the general path.
        let result = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var isASCII = true
            // Every style writes at most one separator per byte. Written into a scratch buffer,
            // then made into a string of exactly its length (a short one needs no allocation).
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 2) { out -> String? in
                var count = 0
                var isFirstWord = true
                Self.asciiWords(bytes, isASCII: &isASCII) { word in
                    count = write(word, of: bytes, into: out, at: count, isFirstWord: isFirstWord)
                    isFirstWord = false
                }
                return isASCII ? String(decoding: UnsafeBufferPointer(rebasing: out[0..<count]), as: UTF8.self) : nil
            }
        }
        return result ?? nil
    }

    /// A dotted path in this style as one name, for the kebab and snake styles: the words of
    /// `prefix` and of every component of `path` (the last one dropped when it is `$root` and not
    /// alone), lowercased and joined by the style's separator — the same text as applying the
    /// style to each component and joining the non-empty results with that separator. Nil when
    /// either text is not ASCII or the style is not kebab or snake.
    /// `leading` (ASCII) is written before the name, in the same allocation (`--` for CSS).
    func applyASCII(toPath path: String, prefix: String, leading: StaticString = "") -> String? {
        withASCII(toPath: path, prefix: prefix, leading: leading) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of ``applyASCII(toPath:prefix:leading:)``'s name, valid during
    /// the call, and returns what it returns; nil (not calling it) when that is nil. For a name
    /// written straight into a buffer (CSS's base names), without a string.
    func withASCII<Result>(toPath path: String, prefix: String, leading: StaticString = "",
                           _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard self == .kebabCase || self == .snakeCase else { return nil }
        let result = prefix.utf8.withContiguousStorageIfAvailable { prefixBytes in
            path.utf8.withContiguousStorageIfAvailable { pathBytes -> Result? in
                var end = pathBytes.count
                if let last = Self.lastComponent(pathBytes), last.lowerBound > 0,
                   pathBytes[..<last.lowerBound].contains(where: { $0 != UInt8(ascii: ".") }),
                   Self.isRoot(pathBytes, last) {
                    end = last.lowerBound
                }
                let words = UnsafeBufferPointer(rebasing: pathBytes[0..<end])
                var isASCII = true
                let capacity = leading.utf8CodeUnitCount + (prefixBytes.count + end) * 2 + 1
                // Written into a scratch buffer, then handed to `body` at exactly its length.
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { out -> Result? in
                    var count = 0
                    for index in 0..<leading.utf8CodeUnitCount {
                        out[count] = leading.utf8Start[index]
                        count += 1
                    }
                    let separator = self == .kebabCase ? UInt8(ascii: "-") : UInt8(ascii: "_")
                    var isFirstWord = true
                    // Nearly every path is lowercase already: its words are then its runs of
                    // letters and digits, copied in one pass. A capital letter anywhere (words
                    // may split before it) takes the general way, from the start.
                    if Self.appendLowercaseWords(prefixBytes, separator: separator, into: out, count: &count, isFirstWord: &isFirstWord),
                       Self.appendLowercaseWords(words, separator: separator, into: out, count: &count, isFirstWord: &isFirstWord) {
                        return body(UnsafeBufferPointer(rebasing: out[0..<count]))
                    }
                    count = leading.utf8CodeUnitCount
                    isFirstWord = true
                    Self.asciiWords(prefixBytes, isASCII: &isASCII) { word in
                        count = write(word, of: prefixBytes, into: out, at: count, isFirstWord: isFirstWord)
                        isFirstWord = false
                    }
                    Self.asciiWords(words, isASCII: &isASCII) { word in
                        count = write(word, of: words, into: out, at: count, isFirstWord: isFirstWord)
                        isFirstWord = false
                    }
                    return isASCII ? body(UnsafeBufferPointer(rebasing: out[0..<count])) : nil
                }
            } ?? nil
        }
        return result ?? nil
    }

    /// Appends the words of `bytes` when it has no capital letter and is ASCII: each run of
    /// lowercase letters and digits, with `separator` before it unless it is the first word.
    /// False (having written part of it) at a capital letter or a byte that is not ASCII.
    private static func appendLowercaseWords(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8,
                                             into out: UnsafeMutableBufferPointer<UInt8>,
                                             count: inout Int, isFirstWord: inout Bool) -> Bool {
        var inWord = false
        for byte in bytes {
            if isLowercase(byte) || isDigit(byte) {
                if !inWord {
                    if !isFirstWord {
                        out[count] = separator
                        count += 1
                    }
                    inWord = true
                    isFirstWord = false
                }
                out[count] = byte
                count += 1
            } else if byte >= 0x80 || isUppercase(byte) {
                return false
            } else {
                inWord = false
            }
        }
        return true
    }

    /// Writes one word in this style at `count` (with a separator before it unless it is the
    /// first); returns the new count.
    private func write(_ word: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
                       at start: Int, isFirstWord: Bool) -> Int {
        var count = start
        switch self {
        case .camelCase, .pascalCase:
            let lowerAll = self == .camelCase && isFirstWord
            for index in word {
                let byte = bytes[index]
                out[count] = lowerAll ? Self.lowercase(byte) : index == word.lowerBound ? Self.uppercase(byte) : byte
                count += 1
            }
        case .kebabCase, .snakeCase:
            if !isFirstWord {
                out[count] = self == .kebabCase ? UInt8(ascii: "-") : UInt8(ascii: "_")
                count += 1
            }
            for index in word {
                out[count] = Self.lowercase(bytes[index])
                count += 1
            }
        }
        return count
    }

    /// The byte range of the last non-empty dot-separated component, or nil when there is none.
    private static func lastComponent(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        guard end > 0 else { return nil }
        var start = end
        while start > 0 && bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
        return start..<end
    }

    private static func isRoot(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        // "$root", compared in place (an array of its bytes per call was an allocation per token).
        guard range.count == 5 else { return false }
        let start = range.lowerBound
        return bytes[start] == UInt8(ascii: "$") && bytes[start + 1] == UInt8(ascii: "r") && bytes[start + 2] == UInt8(ascii: "o")
            && bytes[start + 3] == UInt8(ascii: "o") && bytes[start + 4] == UInt8(ascii: "t")
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
