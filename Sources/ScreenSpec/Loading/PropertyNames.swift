/// The property names each part of a screen spec accepts, for validation and "did you mean".
enum PropertyNames {
    static let screen = ["screen", "system", "modes", "states", "presentation", "description", "background",
                         "elements", "animations", "reduced-motion", "navigates-to"]
    /// Element properties that are visual (shared with state overrides).
    static let style = ["color", "placeholder-color", "background", "opacity", "border", "typography", "size", "width",
                        "height", "min-height", "padding", "spacing", "corner-radius", "shadow", "backdrop-blur", "scale"]
    static let element = ["id", "kind", "elements", "copy", "text", "placeholder", "symbol", "asset", "input-type",
                          "accessibility", "interactive", "haptic", "states", "visible-in", "animations",
                          "navigates-to", "note"] + style
    static let state = style + ["copy", "text"]
    /// Properties that only some kinds take.
    static let inputOnly = ["placeholder", "placeholder-color", "input-type"]
    static let layer = ["color", "gradient", "overlay", "glow", "opacity", "name", "animations"]
    static let background = ["color", "gradient", "layers", "opacity", "shape", "name"]
    static let gradient = ["stops", "angle", "kind"]
    static let gradientStop = ["color", "position"]
    static let glow = ["color", "size", "width", "height", "position", "blur", "opacity"]
    static let point = ["x", "y"]
    static let size = ["width", "height"]
    static let typography = ["base", "font-family", "font-size", "font-weight", "letter-spacing", "line-height", "text-case"]
    static let border = ["base", "color", "width", "style", "opacity"]
    static let padding = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
    static let animation = ["from", "to", "duration", "delay", "stagger", "easing", "curve", "spring", "transition",
                            "repeat", "autoreverses", "reduced-motion", "note"]
    static let accessibility = ["label", "hint", "value", "traits", "hidden", "announcement"]
    static let navigation = ["to", "when", "transition", "after"]
    static let copyMapping = ["key", "alternate"]
    static let textCases = ["uppercase", "lowercase", "capitalize", "none"]
    static let inputTypes = ["text", "email", "password", "new-password", "one-time-code", "name", "username", "phone",
                             "number", "search", "url"]
    static let navigationTriggers = ["tap", "success", "failure", "timeout", "auto", "dismiss", "back", "swipe", "link", "cancel", "complete"]
    static let navigationTransitions = ["push", "modal", "sheet", "replace", "fade", "dismiss", "cross-fade", "none"]
}

/// The lists of ``PropertyNames`` that mappings are checked against, as ``NameTable``s made once.
enum NameTables {
    static let screen = NameTable(PropertyNames.screen)
    static let layer = NameTable(PropertyNames.layer)
    static let background = NameTable(PropertyNames.background)
    static let gradient = NameTable(PropertyNames.gradient)
    static let gradientStop = NameTable(PropertyNames.gradientStop)
    static let glow = NameTable(PropertyNames.glow)
    static let point = NameTable(PropertyNames.point)
    static let size = NameTable(PropertyNames.size)
    static let typography = NameTable(PropertyNames.typography)
    static let border = NameTable(PropertyNames.border)
    static let padding = NameTable(PropertyNames.padding)
    static let animation = NameTable(PropertyNames.animation)
    static let accessibility = NameTable(PropertyNames.accessibility)
    static let navigation = NameTable(PropertyNames.navigation)
    static let copyMapping = NameTable(PropertyNames.copyMapping)
}
