/// The Xcode asset catalog appearance a mode stands for, read from the mode's name: `dark`,
/// `light`, `high-contrast`, `dark-high-contrast`, `lightHC`, … (words split at `-`, `_`, spaces,
/// dots and lower-to-upper case changes; `hc`, `contrast` or `high contrast` mean high contrast).
public struct ColorAppearance: Sendable, Hashable {
    /// The luminosity a mode is for.
    public enum Luminosity: String, Sendable, Hashable {
        case light, dark
    }
    /// `light`, `dark`, or nil for a mode that says nothing about luminosity.
    public var luminosity: Luminosity?
    /// Whether the mode is for the Increase Contrast accessibility setting.
    public var highContrast: Bool

    /// Creates an appearance.
    public init(luminosity: Luminosity?, highContrast: Bool) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    /// The appearance a mode name stands for, or nil when the name says nothing Xcode can use
    /// (`brand-a`, `compact`).
    public init?(modeName: String) {
        let words = Self.words(of: modeName)
        var luminosity: Luminosity?
        if words.contains("dark") { luminosity = .dark } else if words.contains("light") { luminosity = .light }
        let highContrast = words.contains("hc") || words.contains("contrast") || words.contains("highcontrast")
        if luminosity == nil && !highContrast { return nil }
        self.init(luminosity: luminosity, highContrast: highContrast)
    }

    /// The `appearances` array of a `colors` entry, as Xcode writes it: luminosity first, then
    /// contrast. Empty for the "Any" entry.
    public var xcodeAppearances: [(appearance: String, value: String)] {
        var result: [(String, String)] = []
        if let luminosity { result.append(("luminosity", luminosity.rawValue)) }
        if highContrast { result.append(("contrast", "high")) }
        return result
    }

    /// Lowercased words of a name.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character == "-" || character == "_" || character == " " || character == "." {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
