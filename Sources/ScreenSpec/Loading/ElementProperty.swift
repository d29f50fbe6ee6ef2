/// The properties an element mapping may write (``PropertyNames/element``), as one enum: an
/// element's keys are looked up once (one hash each) and then switched on as values, instead of
/// being compared as strings with every allowed name and every case of every switch.
enum ElementProperty: String, CaseIterable {
    case id, kind, elements, copy, text, placeholder, symbol, asset
    case inputType = "input-type"
    case accessibility, interactive, haptic, states
    case visibleIn = "visible-in"
    case animations
    case navigatesTo = "navigates-to"
    case note
    case color
    case placeholderColor = "placeholder-color"
    case background, opacity, border, typography, size, width, height
    case minHeight = "min-height"
    case padding, spacing
    case cornerRadius = "corner-radius"
    case shadow
    case backdropBlur = "backdrop-blur"
    case scale

    /// Every property by its name.
    static let byName: [String: ElementProperty] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The properties by name, for the lookup of every key of every element (``NameTable``).
    private static let table = NameTable(allCases.map(\.rawValue))

    /// The property a key names, if any.
    static func named(_ key: String) -> ElementProperty? {
        table.index(of: key).map { allCases[$0] }
    }

    /// Whether an interaction state may write it too (``PropertyNames/state``: the style, `copy`, `text`).
    var appliesToStates: Bool { isStyle || self == .copy || self == .text }

    /// Whether it is visual (``PropertyNames/style``), read into an ``ElementStyle``.
    var isStyle: Bool {
        switch self {
        case .color, .placeholderColor, .background, .opacity, .border, .typography, .size, .width, .height, .minHeight,
             .padding, .spacing, .cornerRadius, .shadow, .backdropBlur, .scale:
            return true
        default:
            return false
        }
    }

    /// Whether only inputs take it (``PropertyNames/inputOnly``).
    var isInputOnly: Bool { self == .placeholder || self == .placeholderColor || self == .inputType }
}
