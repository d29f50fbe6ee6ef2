extension TokenType {
    /// What a value of this type looks like, for "expected …, found …" messages.
    var expectedShape: String {
        switch self {
        case .color: return "a color (a string like \"#0D7377\" or a {colorSpace, components} object)"
        case .dimension: return "a dimension (a string like \"16pt\" or a {value, unit} object)"
        case .fontFamily: return "a font family (a string or an array of strings)"
        case .fontWeight: return "a font weight (a number from 1 to 1000 or a keyword like \"bold\")"
        case .duration: return "a duration (a string like \"300ms\" or a {value, unit} object)"
        case .cubicBezier: return "a cubic Bézier (an array [x1, y1, x2, y2] or a keyword like \"ease-in-out\")"
        case .number: return "a number"
        case .strokeStyle: return "a stroke style (a keyword like \"solid\" or a {dashArray, lineCap} object)"
        case .border: return "a border (a {color, width, style} object)"
        case .transition: return "a transition (a {duration, delay, timingFunction} object)"
        case .shadow: return "a shadow (a {color, offsetX, offsetY, blur, spread} object or an array of them)"
        case .gradient: return "a gradient (an array of {color, position} objects)"
        case .typography: return "a typography (a {fontFamily, fontSize, fontWeight} object)"
        case .spring: return "a spring (a {stiffness, damping} or {response, dampingFraction} object)"
        case .opacity: return "an opacity (a number from 0 to 1 or a percentage like \"80%\")"
        case .blur: return "a blur radius (a dimension like \"8pt\")"
        case .haptic: return "a haptic (a name like \"impact.medium\")"
        case .copy: return "a copy text (a string or a {text, key} object)"
        }
    }
}
