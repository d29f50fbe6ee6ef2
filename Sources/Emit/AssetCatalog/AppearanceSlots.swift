/// Which mode fills which variant of a color set, in the order Xcode lists them: Any, Light,
/// Dark, then the High Contrast variants (Any, Light, Dark).
///
/// - The Any entry always holds the first selected mode (the system's default).
/// - A Light entry is written only when the Any entry is not already the light mode (Xcode's
///   "Any, Dark" configuration for a light default; "Any, Light, Dark" for a dark default, as in
///   TANDA, so both device appearances get an explicit value).
/// - A Dark entry holds the first mode named dark; it is left out when the only dark mode is the
///   default and no light mode exists (then Any already is the whole story).
/// - High Contrast entries hold the modes named high contrast (`high-contrast`,
///   `dark-high-contrast`, …).
struct AppearanceSlots {
    /// One variant: its appearance (nil for Any) and the mode index that fills it.
    struct Slot: Equatable {
        var appearance: ColorAppearance?
        var mode: Int
    }

    /// The variants, in Xcode's order.
    var slots: [Slot]
    /// Selected modes no variant uses (their names say nothing Xcode can express, or an earlier
    /// mode already took their appearance).
    var unusedModes: [Int]

    /// Assigns the selected modes (indices into the system's modes, default first) to variants.
    init(modeNames: [String], selected: [Int]) {
        guard let anyMode = selected.first else {
            slots = []
            unusedModes = []
            return
        }
        var firstByAppearance: [ColorAppearance: Int] = [:]
        for index in selected {
            guard let appearance = ColorAppearance(modeName: modeNames[index]) else { continue }
            if firstByAppearance[appearance] == nil { firstByAppearance[appearance] = index }
        }
        let light = firstByAppearance[ColorAppearance(luminosity: .light, highContrast: false)]
        let dark = firstByAppearance[ColorAppearance(luminosity: .dark, highContrast: false)]

        var result = [Slot(appearance: nil, mode: anyMode)]
        if let light, light != anyMode {
            result.append(Slot(appearance: ColorAppearance(luminosity: .light, highContrast: false), mode: light))
        }
        if let dark, dark != anyMode || (light != nil && light != anyMode) {
            result.append(Slot(appearance: ColorAppearance(luminosity: .dark, highContrast: false), mode: dark))
        }
        for luminosity in [nil, ColorAppearance.Luminosity.light, .dark] {
            let appearance = ColorAppearance(luminosity: luminosity, highContrast: true)
            if let mode = firstByAppearance[appearance] {
                result.append(Slot(appearance: appearance, mode: mode))
            }
        }
        slots = result
        let used = Set(result.map(\.mode))
        unusedModes = selected.filter { !used.contains($0) }
    }
}
