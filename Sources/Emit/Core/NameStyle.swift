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
}
