import TokenModel

/// Which of a system's modes feed which appearance of a dynamic color: light (also the
/// unspecified appearance), dark, and their increased-contrast variants. Modes are recognized by
/// name (`light`, `dark`, `high-contrast`, `dark-high-contrast`, `night`, `day`, `hc`…); any other
/// mode cannot be followed by the trait collection and is listed in ``ignoredModes``.
struct SwiftAppearanceSlots {
    /// The mode index that gives the light (and unspecified) appearance.
    var light: Int
    /// The mode index of the dark appearance.
    var dark: Int?
    /// The mode index of the light, increased-contrast appearance.
    var lightHighContrast: Int?
    /// The mode index of the dark, increased-contrast appearance.
    var darkHighContrast: Int?
    /// Selected modes that are not appearances (their values are not in the Swift output).
    var ignoredModes: [String]

    /// What a mode name means as an appearance.
    enum Appearance: Equatable {
        case light, dark, lightHighContrast, darkHighContrast
    }

    /// The appearance a mode name stands for, or nil.
    static func appearance(of mode: String) -> Appearance? {
        let name = mode.lowercased().filter { $0.isLetter || $0.isNumber }
        let isDark = name.contains("dark") || name.contains("night")
        let isHighContrast = name.contains("contrast") || name == "hc" || name.hasSuffix("hc") || name.hasPrefix("hc")
        let isLight = name.contains("light") || name.contains("day") || name == "default" || name == "normal"
        switch (isDark, isHighContrast) {
        case (true, true): return .darkHighContrast
        case (true, false): return .dark
        case (false, true): return .lightHighContrast
        case (false, false): return isLight ? .light : nil
        }
    }

    /// The slots of a system, restricted to the selected modes (nil: all).
    init(system: ResolvedSystem, selectedModes: [String]?) {
        var light: Int?, dark: Int?, lightHC: Int?, darkHC: Int?
        var ignored: [String] = []
        for (index, mode) in system.modes.enumerated() {
            if let selected = selectedModes, !selected.contains(mode) { continue }
            switch Self.appearance(of: mode) {
            case .light?: if light == nil { light = index }
            case .dark?: if dark == nil { dark = index }
            case .lightHighContrast?: if lightHC == nil { lightHC = index }
            case .darkHighContrast?: if darkHC == nil { darkHC = index }
            case nil: ignored.append(mode)
            }
        }
        // Without a light mode, the default mode (or the first selected one) is the base appearance.
        let base = light ?? {
            if let selected = selectedModes, let first = system.modes.firstIndex(where: { selected.contains($0) }) {
                return first
            }
            return 0
        }()
        if light == nil, let index = ignored.firstIndex(of: system.modes[base]) { ignored.remove(at: index) }
        self.light = base
        self.dark = dark == base ? nil : dark
        self.lightHighContrast = lightHC == base ? nil : lightHC
        self.darkHighContrast = darkHC == base ? nil : darkHC
        self.ignoredModes = ignored
        self.shownModeIndexes = ([base] + [self.dark, self.lightHighContrast, self.darkHighContrast].compactMap { $0 }).sorted()
    }

    /// The mode indexes in use, light first.
    var modeIndexes: [Int] { [light] + [dark, lightHighContrast, darkHighContrast].compactMap { $0 } }

    /// The mode indexes in use, in the system's order (the values a doc comment shows).
    let shownModeIndexes: [Int]
}
