import Foundation

/// Reads CSS color syntax (CSS Color Module Level 4) into a ``Color``.
///
/// Accepted: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; the 148 named colors and `transparent`;
/// `rgb()`/`rgba()` and `hsl()`/`hsla()` in both the legacy comma syntax and the modern space
/// syntax with `/ alpha`; `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`; and
/// `color(<space> c1 c2 c3 [/ alpha])` for `srgb`, `srgb-linear`, `display-p3`, `a98-rgb`,
/// `prophoto-rgb`, `rec2020`, `xyz`, `xyz-d50`, `xyz-d65`. Function names, keywords and units
/// are case-insensitive; `none` is accepted wherever CSS allows it (the modern syntax).
///
/// The color keeps the space it was written in, in DTCG units: hex, names and `rgb()` give
/// `srgb` (0–1); `hsl()` gives `hsl` (hue in degrees, s and l 0–100); `color(xyz …)` gives
/// `xyz-d65`. Percentages follow CSS Color 4's reference ranges (`lab` a/b: 100% = 125,
/// `lch` C: 100% = 150, `oklab` L: 100% = 1, a/b and `oklch` C: 100% = 0.4). Values are
/// clamped where CSS clamps them at parse time (`rgb()` channels to 0–255, alpha to 0–1,
/// lightness of `lab`/`lch`/`oklab`/`oklch`, negative saturation and chroma); hues are
/// normalized to [0, 360). An alpha of `none` is stored as 0.
public enum CSSColorParser {
    /// The color functions this parser reads, lowercase.
    public static let functionNames = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// The color spaces `color()` accepts, lowercase, as CSS writes them.
    public static let predefinedSpaceNames = [
        "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65",
    ]

    /// The CSS named colors this parser knows (lowercase, sorted), `transparent` included.
    public static let namedColorNames: [String] = (Array(CSSNamedColors.table.keys) + ["transparent"]).sorted()

    /// Parses `text` as one CSS color. Leading and trailing whitespace is ignored. Never traps:
    /// any input gives a color or an error with the offset (in Unicode scalars) of the problem.
    public static func parse(_ text: String) -> Result<Color, ColorSyntaxError> {
        var reader = CSSColorReader(text)
        do {
            return .success(try reader.readColor())
        } catch {
            return .failure(error)
        }
    }
}

/// The recursive-descent reader behind ``CSSColorParser``.
private struct CSSColorReader {
    var scanner: CSSTokenScanner
    let original: String

    init(_ text: String) {
        original = text
        scanner = CSSTokenScanner(text)
    }

    // MARK: Top level

    mutating func readColor() throws(ColorSyntaxError) -> Color {
        let first = try scanner.next()
        let color: Color
        switch first.token {
        case .end:
            throw ColorSyntaxError(
                message: "empty color value",
                offset: first.start,
                suggestion: "write a color such as '#0d7377' or 'oklch(0.5 0.1 200)'"
            )
        case .hash(let digits):
            color = try readHex(digits, at: first)
        case .identifier(let name):
            color = try readKeyword(name, at: first)
        case .function(let name):
            color = try readFunction(name, at: first)
        case .number, .percentage, .dimension:
            try rejectBareHex(at: first.start)
            throw ColorSyntaxError(
                message: "expected a color (a hex color, a color name or a color function such as 'rgb()'), "
                    + "found \(describe(first))",
                offset: first.start
            )
        default:
            throw ColorSyntaxError(
                message: "expected a color (a hex color, a color name or a color function such as 'rgb()'), "
                    + "found \(describe(first))",
                offset: first.start
            )
        }
        let trailing = try scanner.next()
        guard trailing.token == .end else {
            throw ColorSyntaxError(
                message: "unexpected \(describe(trailing)) after the color",
                offset: trailing.start,
                suggestion: "a color value holds exactly one color"
            )
        }
        return color
    }

    private func describe(_ located: CSSTokenScanner.Located) -> String {
        switch located.token {
        case .end: "the end of the value"
        case .number: "the number \(scanner.text(from: located.start, to: located.end))"
        default: "'\(scanner.text(from: located.start, to: located.end))'"
        }
    }

    // MARK: Hex and keywords

    private func readHex(_ digits: String, at located: CSSTokenScanner.Located) throws(ColorSyntaxError) -> Color {
        var values: [Int] = []
        for (index, scalar) in digits.unicodeScalars.enumerated() {
            guard let value = Color.hexValue(of: scalar) else {
                throw ColorSyntaxError(
                    message: "'\(Character(scalar))' is not a hex digit (0-9, a-f)",
                    offset: located.start + 1 + index
                )
            }
            values.append(value)
        }
        guard let color = Color.fromHexDigits(values) else {
            throw ColorSyntaxError(
                message: "hex color must have 3, 4, 6 or 8 digits, found \(values.count)",
                offset: located.start
            )
        }
        return color
    }

    /// Throws "hex color must start with '#'" when the whole value is 3, 4, 6 or 8 hex digits.
    private func rejectBareHex(at offset: Int) throws(ColorSyntaxError) {
        let trimmed = original.trimmingCharacters(in: .whitespacesAndNewlines)
        let scalars = trimmed.unicodeScalars
        guard [3, 4, 6, 8].contains(scalars.count),
              scalars.allSatisfy({ Color.hexValue(of: $0) != nil }) else { return }
        let corrected = scanner.text(from: 0, to: offset) + "#" + scanner.text(from: offset, to: scanner.scalars.count)
        throw ColorSyntaxError(
            message: "hex color must start with '#'",
            offset: offset,
            suggestion: "did you mean '#\(trimmed)'? (in YAML, quote it: a bare # starts a comment)",
            correctedText: corrected
        )
    }

    private mutating func readKeyword(_ name: String, at located: CSSTokenScanner.Located) throws(ColorSyntaxError) -> Color {
        if let color = CSSNamedColors.color(named: name) { return color }
        let lower = name.lowercased()
        switch lower {
        case "currentcolor":
            throw ColorSyntaxError(
                message: "'currentcolor' depends on where it is used, so it cannot be a token value",
                offset: located.start
            )
        case "none":
            throw ColorSyntaxError(
                message: "'none' is only allowed as a component inside a color function",
                offset: located.start,
                suggestion: "for no color, use 'transparent'"
            )
        case "inherit", "initial", "unset", "revert", "revert-layer":
            throw ColorSyntaxError(
                message: "the CSS-wide keyword '\(name)' is not a color",
                offset: located.start
            )
        default:
            break
        }
        if CSSColorParser.functionNames.contains(lower) {
            let next = try scanner.peek()
            if next.token == .openParenthesis {
                let corrected = scanner.text(from: 0, to: located.end) + scanner.text(from: next.start, to: scanner.scalars.count)
                throw ColorSyntaxError(
                    message: "there must be no space between '\(name)' and '('",
                    offset: located.end,
                    suggestion: "write '\(name)(' without a space",
                    correctedText: corrected
                )
            }
            throw ColorSyntaxError(
                message: "'\(name)' must be followed by '(' and its components",
                offset: located.end,
                suggestion: "for example '\(name)(\(Self.example(for: lower)))'"
            )
        }
        try rejectBareHex(at: located.start)
        var error = ColorSyntaxError(message: "unknown color name '\(name)'", offset: located.start)
        if let nearest = SpellingSuggestion.nearest(to: name, among: CSSColorParser.namedColorNames) {
            error.suggestion = "did you mean '\(nearest)'?"
            error.correctedText = replacing(located.start, located.end, with: nearest)
        }
        throw error
    }

    /// The original text with the scalars `start..<end` replaced.
    private func replacing(_ start: Int, _ end: Int, with replacement: String) -> String {
        scanner.text(from: 0, to: start) + replacement + scanner.text(from: end, to: scanner.scalars.count)
    }

    private static func example(for function: String) -> String {
        switch function {
        case "rgb", "rgba": "13 115 119"
        case "hsl", "hsla": "182 80% 25%"
        case "hwb": "182 5% 53%"
        case "lab": "44 -25 -10"
        case "lch": "44 27 200"
        case "oklab": "0.5 -0.08 -0.03"
        case "oklch": "0.5 0.09 200"
        default: "display-p3 0.1 0.45 0.47"
        }
    }

    // MARK: Functions

    private mutating func readFunction(_ name: String, at located: CSSTokenScanner.Located) throws(ColorSyntaxError) -> Color {
        let lower = name.lowercased()
        switch lower {
        case "rgb", "rgba": return try readRGB(name)
        case "hsl", "hsla": return try readHSL(name)
        case "hwb": return try readHWB(name)
        case "lab", "oklab": return try readLab(name, space: lower == "lab" ? .lab : .oklab)
        case "lch", "oklch": return try readLCH(name, space: lower == "lch" ? .lch : .oklch)
        case "color": return try readColorFunction(name)
        case "var":
            throw ColorSyntaxError(
                message: "'var()' refers to a CSS custom property, which a token value cannot use",
                offset: located.start,
                suggestion: "refer to another token instead, e.g. '{color.brand.primary}'"
            )
        case "color-mix", "light-dark", "calc", "env", "attr", "device-cmyk", "contrast-color":
            throw ColorSyntaxError(
                message: "'\(name)()' is not supported in a color value",
                offset: located.start,
                suggestion: lower == "light-dark"
                    ? "give the dark value as a mode (dev.tokenc.modes)" : "write the resulting color instead"
            )
        default:
            var error = ColorSyntaxError(message: "unknown color function '\(name)()'", offset: located.start)
            if let nearest = SpellingSuggestion.nearest(to: name, among: CSSColorParser.functionNames) {
                error.suggestion = "did you mean '\(nearest)()'?"
                error.correctedText = replacing(located.start, located.start + name.unicodeScalars.count, with: nearest)
            } else {
                error.suggestion = "color functions are "
                    + CSSColorParser.functionNames.map { "'\($0)()'" }.joined(separator: ", ")
            }
            throw error
        }
    }

    private mutating func readRGB(_ name: String) throws(ColorSyntaxError) -> Color {
        let arguments = try readArguments(of: name, allowsCommas: true)
        let alpha: Argument?
        if arguments.usesCommas {
            try checkLegacy(arguments, of: name)
            let kinds = arguments.values.prefix(3).map(\.isPercentage)
            if let mismatch = arguments.values.prefix(3).first(where: { $0.isPercentage != kinds.first }) {
                throw ColorSyntaxError(
                    message: "the comma-separated '\(name)()' syntax needs all numbers or all percentages",
                    offset: mismatch.start,
                    suggestion: "use the space-separated syntax to mix them, e.g. 'rgb(255 50% 0)'"
                )
            }
            alpha = arguments.values.count == 4 ? arguments.values[3] : nil
        } else {
            try checkModernCount(arguments, of: name)
            alpha = arguments.alpha
        }
        var components: [Double?] = []
        for (index, argument) in arguments.values.prefix(3).enumerated() {
            let channel = ["red", "green", "blue"][index]
            let value = try number(argument, named: channel, in: name, percentReference: 1, numberScale: 1.0 / 255)
            components.append(value.map { min(max($0, 0), 1) })
        }
        return Color(space: .srgb, components: components, alpha: try alphaValue(alpha, in: name))
    }

    private mutating func readHSL(_ name: String) throws(ColorSyntaxError) -> Color {
        let arguments = try readArguments(of: name, allowsCommas: true)
        let alpha: Argument?
        if arguments.usesCommas {
            try checkLegacy(arguments, of: name)
            for argument in arguments.values[1...2] where !argument.isPercentage {
                var error = ColorSyntaxError(
                    message: "the comma-separated '\(name)()' syntax needs saturation and lightness as percentages, "
                        + "found \(describe(argument))",
                    offset: argument.start
                )
                if case .number = argument.value {
                    error.suggestion = "did you mean '\(scanner.text(from: argument.start, to: argument.end))%'?"
                    error.correctedText = replacing(argument.end, argument.end, with: "%")
                }
                throw error
            }
            alpha = arguments.values.count == 4 ? arguments.values[3] : nil
        } else {
            try checkModernCount(arguments, of: name)
            alpha = arguments.alpha
        }
        let values = arguments.values
        let hue = try hueValue(values[0], in: name)
        let saturation = try number(values[1], named: "saturation", in: name, percentReference: 100)
        let lightness = try number(values[2], named: "lightness", in: name, percentReference: 100)
        return Color(
            space: .hsl,
            components: [hue, saturation.map { max($0, 0) }, lightness],
            alpha: try alphaValue(alpha, in: name)
        )
    }

    private mutating func readHWB(_ name: String) throws(ColorSyntaxError) -> Color {
        let arguments = try readArguments(of: name, allowsCommas: false)
        try checkModernCount(arguments, of: name)
        let values = arguments.values
        return Color(
            space: .hwb,
            components: [
                try hueValue(values[0], in: name),
                try number(values[1], named: "whiteness", in: name, percentReference: 100),
                try number(values[2], named: "blackness", in: name, percentReference: 100),
            ],
            alpha: try alphaValue(arguments.alpha, in: name)
        )
    }

    private mutating func readLab(_ name: String, space: ColorSpace) throws(ColorSyntaxError) -> Color {
        let arguments = try readArguments(of: name, allowsCommas: false)
        try checkModernCount(arguments, of: name)
        let values = arguments.values
        let isOK = space == .oklab
        let lightnessMaximum = isOK ? 1.0 : 100.0
        let opponentReference = isOK ? 0.4 : 125.0
        let lightness = try number(values[0], named: "lightness", in: name, percentReference: lightnessMaximum)
        return Color(
            space: space,
            components: [
                lightness.map { min(max($0, 0), lightnessMaximum) },
                try number(values[1], named: "a", in: name, percentReference: opponentReference),
                try number(values[2], named: "b", in: name, percentReference: opponentReference),
            ],
            alpha: try alphaValue(arguments.alpha, in: name)
        )
    }

    private mutating func readLCH(_ name: String, space: ColorSpace) throws(ColorSyntaxError) -> Color {
        let arguments = try readArguments(of: name, allowsCommas: false)
        try checkModernCount(arguments, of: name)
        let values = arguments.values
        let isOK = space == .oklch
        let lightnessMaximum = isOK ? 1.0 : 100.0
        let lightness = try number(values[0], named: "lightness", in: name, percentReference: lightnessMaximum)
        let chroma = try number(values[1], named: "chroma", in: name, percentReference: isOK ? 0.4 : 150)
        return Color(
            space: space,
            components: [
                lightness.map { min(max($0, 0), lightnessMaximum) },
                chroma.map { max($0, 0) },
                try hueValue(values[2], in: name),
            ],
            alpha: try alphaValue(arguments.alpha, in: name)
        )
    }

    private mutating func readColorFunction(_ name: String) throws(ColorSyntaxError) -> Color {
        let spaceToken = try scanner.next()
        guard case .identifier(let spaceName) = spaceToken.token else {
            let found = spaceToken.token == .closeParenthesis || spaceToken.token == .end
                ? "" : ", found \(describe(spaceToken))"
            throw ColorSyntaxError(
                message: "'\(name)()' needs a color space and 3 components\(found)",
                offset: spaceToken.start,
                suggestion: "for example 'color(display-p3 0.1 0.45 0.47)'; spaces are "
                    + CSSColorParser.predefinedSpaceNames.joined(separator: ", ")
            )
        }
        let lower = spaceName.lowercased()
        if lower == "from" {
            throw relativeColorError(at: spaceToken.start)
        }
        let space: ColorSpace
        switch lower {
        case "srgb": space = .srgb
        case "srgb-linear": space = .srgbLinear
        case "display-p3": space = .displayP3
        case "a98-rgb": space = .a98RGB
        case "prophoto-rgb": space = .prophotoRGB
        case "rec2020": space = .rec2020
        case "xyz", "xyz-d65": space = .xyzD65
        case "xyz-d50": space = .xyzD50
        default:
            var error = ColorSyntaxError(
                message: "unknown color space '\(spaceName)' in '\(name)()'",
                offset: spaceToken.start
            )
            if let nearest = SpellingSuggestion.nearest(to: spaceName, among: CSSColorParser.predefinedSpaceNames) {
                error.suggestion = "did you mean '\(nearest)'?"
                error.correctedText = replacing(spaceToken.start, spaceToken.end, with: nearest)
            } else {
                error.suggestion = "spaces are " + CSSColorParser.predefinedSpaceNames.joined(separator: ", ")
            }
            throw error
        }
        let label = "\(name)(\(spaceName) …)"
        let arguments = try readArguments(of: label, allowsCommas: false, displayName: "'\(label)'")
        try checkModernCount(arguments, of: label, displayName: "'\(label)'")
        var components: [Double?] = []
        for (index, argument) in arguments.values.enumerated() {
            let channel = space.componentNames[index]
            components.append(try number(argument, named: channel, in: label, percentReference: 1))
        }
        return Color(space: space, components: components, alpha: try alphaValue(arguments.alpha, in: label))
    }

    private func relativeColorError(at offset: Int) -> ColorSyntaxError {
        ColorSyntaxError(
            message: "relative color syntax ('from') is not supported in a color value",
            offset: offset,
            suggestion: "write the resulting color instead"
        )
    }

    // MARK: Arguments

    /// One component as written.
    struct Argument {
        enum Value {
            case number(Double)
            case percentage(Double)
            case dimension(Double, unit: String)
            case none
        }

        var value: Value
        var start: Int
        var end: Int

        var isPercentage: Bool {
            if case .percentage = value { return true }
            return false
        }

        var isNone: Bool {
            if case .none = value { return true }
            return false
        }
    }

    /// Everything between a function's parentheses.
    struct Arguments {
        /// The components (in the comma syntax, alpha too, as the fourth value).
        var values: [Argument] = []
        /// The value after `/`.
        var alpha: Argument?
        var usesCommas = false
        var slashOffset: Int?
        /// Offset of the closing parenthesis.
        var closeOffset = 0
    }

    private enum Separation {
        case undecided, commas, spaces
    }

    /// Reads the arguments up to and including `)`.
    private mutating func readArguments(
        of function: String,
        allowsCommas: Bool,
        displayName: String? = nil
    ) throws(ColorSyntaxError) -> Arguments {
        let shown = displayName ?? "'\(function)()'"
        var arguments = Arguments()
        var separation = Separation.undecided
        var pendingComma: Int?
        while true {
            let located = try scanner.next()
            switch located.token {
            case .closeParenthesis:
                if pendingComma != nil {
                    throw ColorSyntaxError(message: "expected a value after ','", offset: located.start)
                }
                if arguments.slashOffset != nil && arguments.alpha == nil {
                    throw ColorSyntaxError(message: "expected an alpha value after '/'", offset: located.start)
                }
                arguments.closeOffset = located.start
                return arguments
            case .end:
                throw ColorSyntaxError(
                    message: "missing ')' at the end of \(shown)",
                    offset: located.start,
                    suggestion: "add ')'",
                    correctedText: original + ")"
                )
            case .comma:
                guard allowsCommas else {
                    throw ColorSyntaxError(
                        message: "\(shown) does not accept commas; separate the components with spaces",
                        offset: located.start,
                        suggestion: "write the alpha after '/', e.g. 'oklch(0.5 0.1 200 / 50%)'"
                    )
                }
                if arguments.slashOffset != nil {
                    throw ColorSyntaxError(message: "unexpected ',' after '/'", offset: located.start)
                }
                if arguments.values.isEmpty {
                    throw ColorSyntaxError(message: "expected a component before ','", offset: located.start)
                }
                if pendingComma != nil {
                    throw ColorSyntaxError(message: "expected a value between the two commas", offset: located.start)
                }
                if separation == .spaces {
                    throw ColorSyntaxError(
                        message: "unexpected ','; the components of \(shown) are separated by spaces here, "
                            + "and commas and spaces can't be mixed",
                        offset: located.start
                    )
                }
                separation = .commas
                arguments.usesCommas = true
                pendingComma = located.start
            case .slash:
                if separation == .commas {
                    throw ColorSyntaxError(
                        message: "'/' can't be used with commas; in the comma-separated syntax alpha follows a ','",
                        offset: located.start,
                        suggestion: "separate all components with spaces to use '/'"
                    )
                }
                if arguments.slashOffset != nil {
                    throw ColorSyntaxError(message: "only one '/' is allowed", offset: located.start)
                }
                if arguments.values.isEmpty {
                    throw ColorSyntaxError(message: "expected components before '/'", offset: located.start)
                }
                arguments.slashOffset = located.start
            case .number, .percentage, .dimension, .identifier:
                let value: Argument.Value
                switch located.token {
                case .number(let v): value = .number(v)
                case .percentage(let v): value = .percentage(v)
                case .dimension(let v, let unit): value = .dimension(v, unit: unit)
                case .identifier(let word):
                    let lower = word.lowercased()
                    if lower == "none" {
                        value = .none
                    } else if lower == "from" && arguments.values.isEmpty {
                        throw relativeColorError(at: located.start)
                    } else {
                        throw ColorSyntaxError(
                            message: "unexpected '\(word)' in \(shown); components are numbers, percentages or 'none'",
                            offset: located.start
                        )
                    }
                default: value = .none
                }
                let argument = Argument(value: value, start: located.start, end: located.end)
                if arguments.slashOffset != nil {
                    if arguments.alpha != nil {
                        throw ColorSyntaxError(message: "only one alpha value can follow '/'", offset: located.start)
                    }
                    arguments.alpha = argument
                    continue
                }
                if !arguments.values.isEmpty && pendingComma == nil {
                    if separation == .commas {
                        throw ColorSyntaxError(
                            message: "expected ',' before this component; the comma-separated syntax "
                                + "needs a comma between every two components",
                            offset: located.start
                        )
                    }
                    separation = .spaces
                }
                pendingComma = nil
                arguments.values.append(argument)
            case .function(let inner):
                let lower = inner.lowercased()
                let isMath = ["calc", "min", "max", "clamp", "var", "env"].contains(lower)
                throw ColorSyntaxError(
                    message: isMath
                        ? "'\(inner)()' is not supported inside a color value; write the computed number"
                        : "unexpected '\(inner)(' in \(shown)",
                    offset: located.start
                )
            case .hash, .openParenthesis, .delimiter:
                throw ColorSyntaxError(message: "unexpected \(describe(located)) in \(shown)", offset: located.start)
            }
        }
    }

    /// Checks the legacy comma syntax: 3 components and an optional alpha, no `none`.
    private func checkLegacy(_ arguments: Arguments, of name: String) throws(ColorSyntaxError) {
        let count = arguments.values.count
        if count < 3 {
            throw ColorSyntaxError(
                message: "'\(name)()' needs 3 components, found \(count)",
                offset: arguments.closeOffset
            )
        }
        if count > 4 {
            throw ColorSyntaxError(
                message: "'\(name)()' needs 3 components and an optional alpha, found \(count) values",
                offset: arguments.values[4].start
            )
        }
        if let none = arguments.values.first(where: \.isNone) {
            throw ColorSyntaxError(
                message: "'none' is not allowed in the comma-separated syntax",
                offset: none.start,
                suggestion: "separate the components with spaces to use 'none'"
            )
        }
    }

    /// Checks the modern syntax: exactly 3 components before the optional `/ alpha`.
    private func checkModernCount(
        _ arguments: Arguments,
        of name: String,
        displayName: String? = nil
    ) throws(ColorSyntaxError) {
        let shown = displayName ?? "'\(name)()'"
        let count = arguments.values.count
        if count == 3 { return }
        if count < 3 {
            throw ColorSyntaxError(
                message: "\(shown) needs 3 components, found \(count)",
                offset: arguments.slashOffset ?? arguments.closeOffset
            )
        }
        var error = ColorSyntaxError(
            message: "\(shown) needs 3 components, found \(count)",
            offset: arguments.values[3].start
        )
        if count == 4 && arguments.slashOffset == nil {
            error.suggestion = "separate the alpha with '/'"
            error.correctedText = replacing(arguments.values[3].start, arguments.values[3].start, with: "/ ")
        }
        throw error
    }

    // MARK: Values

    private func describe(_ argument: Argument) -> String {
        let literal = scanner.text(from: argument.start, to: argument.end)
        if case .number = argument.value { return "the number \(literal)" }
        return "'\(literal)'"
    }

    /// A number or percentage component: numbers are multiplied by `numberScale`, percentages
    /// taken of `percentReference`; `none` gives nil.
    private func number(
        _ argument: Argument,
        named component: String,
        in function: String,
        percentReference: Double,
        numberScale: Double = 1
    ) throws(ColorSyntaxError) -> Double? {
        switch argument.value {
        case .none: return nil
        case .number(let value): return value * numberScale
        case .percentage(let value): return value / 100 * percentReference
        case .dimension:
            throw ColorSyntaxError(
                message: "\(component) in '\(Self.bareName(function))()' must be a number or a percentage, "
                    + "found \(describe(argument))",
                offset: argument.start
            )
        }
    }

    private func hueValue(_ argument: Argument, in function: String) throws(ColorSyntaxError) -> Double? {
        switch argument.value {
        case .none: return nil
        case .number(let value): return ColorConversion.normalizedHue(value)
        case .percentage:
            throw ColorSyntaxError(
                message: "hue in '\(function)()' must be a number or an angle (deg, rad, grad, turn), "
                    + "found \(describe(argument))",
                offset: argument.start
            )
        case .dimension(let value, let unit):
            let degrees: Double
            switch unit.lowercased() {
            case "deg": degrees = value
            case "rad": degrees = value * 180 / Double.pi
            case "grad": degrees = value * 0.9
            case "turn": degrees = value * 360
            default:
                var error = ColorSyntaxError(
                    message: "unknown angle unit '\(unit)' in '\(function)()'; use deg, rad, grad or turn",
                    offset: argument.start
                )
                let unitStart = argument.end - unit.unicodeScalars.count
                if let nearest = SpellingSuggestion.nearest(to: unit, among: ["deg", "rad", "grad", "turn"]) {
                    error.suggestion = "did you mean '\(nearest)'?"
                    error.correctedText = replacing(unitStart, argument.end, with: nearest)
                }
                throw error
            }
            return ColorConversion.normalizedHue(degrees)
        }
    }

    private func alphaValue(_ argument: Argument?, in function: String) throws(ColorSyntaxError) -> Double {
        guard let argument else { return 1 }
        let value: Double
        switch argument.value {
        case .none: return 0
        case .number(let v): value = v
        case .percentage(let v): value = v / 100
        case .dimension:
            throw ColorSyntaxError(
                message: "alpha in '\(Self.bareName(function))()' must be a number or a percentage, "
                    + "found \(describe(argument))",
                offset: argument.start
            )
        }
        return min(max(value, 0), 1)
    }

    /// `color(display-p3 …)` → `color(display-p3 …` minus the trailing `)` handling: the label
    /// without its parenthesised part, for "in 'color()'" messages.
    private static func bareName(_ function: String) -> String {
        if let parenthesis = function.firstIndex(of: "(") { return String(function[..<parenthesis]) }
        return function
    }
}
