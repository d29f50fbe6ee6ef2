/// Turns spec names (`email-field`, `sign_in`, `top.leading`) into identifiers.
enum IdentifierCase {
    /// The words of a name: split at `-`, `_`, `.`, spaces, and lower→upper case changes.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character == "-" || character == "_" || character == "." || character == " " || character == "/" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `email-field` → `EmailField`.
    static func upperCamel(_ name: String) -> String {
        words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `email-field` → `emailField`.
    static func lowerCamel(_ name: String) -> String {
        let upper = upperCamel(name)
        guard let first = upper.first else { return upper }
        return first.lowercased() + upper.dropFirst()
    }
}
