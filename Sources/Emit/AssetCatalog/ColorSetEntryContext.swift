/// One element of a color set's `colors` array: an appearance and the color for it.
///
/// | name | type | value |
/// |---|---|---|
/// | `mode` | string | the token mode this variant comes from |
/// | `hasAppearances` | bool | false for the Any variant |
/// | `appearances` | list of ``ColorSetAppearanceContext`` | luminosity first, then contrast |
/// | `colorSpace` | string | `srgb`, or `display-p3` for a wide-gamut color |
/// | `red`, `green`, `blue`, `alpha` | string | components with three decimals, as Xcode writes them (`"0.545"`) |
public struct ColorSetEntryContext: TemplateContext, Sendable, Equatable {
    /// The mode the color comes from.
    public var mode: String
    /// The appearance qualifiers (empty for Any).
    public var appearances: [ColorSetAppearanceContext]
    /// `srgb` or `display-p3`.
    public var colorSpace: String
    /// Red, three decimals.
    public var red: String
    /// Green, three decimals.
    public var green: String
    /// Blue, three decimals.
    public var blue: String
    /// Alpha, three decimals.
    public var alpha: String

    /// Creates an entry.
    public init(mode: String, appearances: [ColorSetAppearanceContext], colorSpace: String,
                red: String, green: String, blue: String, alpha: String) {
        self.mode = mode
        self.appearances = appearances
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether two entries hold the same color (whatever their appearances).
    public func sameColor(as other: ColorSetEntryContext) -> Bool {
        colorSpace == other.colorSpace && red == other.red && green == other.green
            && blue == other.blue && alpha == other.alpha
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        // In the order the built-in template asks for them.
        switch name {
        case "hasAppearances": return .bool(!appearances.isEmpty)
        case "appearances": return .list(appearances)
        case "colorSpace": return .text(colorSpace)
        case "alpha": return .text(alpha)
        case "blue": return .text(blue)
        case "green": return .text(green)
        case "red": return .text(red)
        case "mode": return .text(mode)
        default: return nil
        }
    }
}
