import ColorScience
import Foundation
import TokenModel

/// Swift source for token values: the declared type and the initializer expression of each
/// `static let`, in the platform-neutral value types of the generated file.
///
/// Colors of a token that differ between appearances (light, dark, high contrast) become one
/// dynamic color; a composite (shadow, gradient, border) whose only differences are colors keeps
/// its dynamic colors inside.
struct SwiftValueLiteral {
    /// The generated namespace holding the value types (`TANDATokens`).
    var valuesNamespace: String
    /// The token's path (the default translation key of copy).
    var tokenPath: String = ""
    /// The value types' qualified names, when made once for the whole file (else made here).
    var qualifiedNames: SwiftQualifiedNames?

    /// A token value in each appearance slot (light always; the others when they differ).
    struct Slots {
        var light: TokenValue
        var dark: TokenValue?
        var lightHighContrast: TokenValue?
        var darkHighContrast: TokenValue?
    }

    /// The declared type and the expression for a value across appearances.
    /// - Returns: (type, whether to write the type as an annotation, expression).
    func declaration(for slots: Slots) -> (type: String, annotated: Bool, expression: SwiftExpression) {
        var colorSlots = ColorCursor(slots: slots)
        let n = qualifiedNames ?? SwiftQualifiedNames(valuesNamespace)
        switch slots.light {
        case .color:
            return (n.color, false, color(&colorSlots, qualified: n.color))
        case .dimension(let d), .blur(let d):
            return ("Double", true, number(d.points))
        case .duration(let d):
            return ("Double", true, number(d.seconds))
        case .number(let n), .opacity(let n):
            return ("Double", true, number(n))
        case .fontFamily(let f):
            return (n.fontFamily, true, fontFamily(f))
        case .fontWeight(let w):
            return (n.fontWeight, false, .call(n.fontWeight, [SwiftArgument(nil, number(w.value))]))
        case .cubicBezier(let b):
            return (n.cubicBezier, false, cubicBezier(b, callee: n.cubicBezier))
        case .strokeStyle(let s):
            return (n.strokeStyle, false, strokeStyle(s, callee: n.strokeStyle))
        case .border(let b):
            return (n.border, false, border(b, &colorSlots, callee: n.border))
        case .transition(let t):
            return (n.transition, false, transition(t, callee: n.transition))
        case .shadow(let layers):
            if layers.count == 1 {
                return (n.shadow, false, shadow(layers[0], &colorSlots, callee: n.shadow))
            }
            return (n.shadows, true, .array(layers.map { shadow($0, &colorSlots, callee: ".init") }))
        case .gradient(let stops):
            return (n.gradient, false, gradient(stops, &colorSlots, callee: n.gradient))
        case .typography(let t):
            return (n.typography, false, typography(t, callee: n.typography))
        case .spring(let s):
            return (n.spring, false, spring(s, callee: n.spring))
        case .haptic(let h):
            return (n.haptic, true, haptic(h))
        case .copy(let c):
            return (n.copy, false, copy(c, callee: n.copy))
        }
    }

    // MARK: - Colors

    /// Walks the colors of a value in the same order in every slot.
    struct ColorCursor {
        var light: [Color]
        var dark: [Color]?
        var lightHighContrast: [Color]?
        var darkHighContrast: [Color]?
        var position = 0

        init(slots: Slots) {
            light = SwiftValueLiteral.colors(in: slots.light)
            dark = slots.dark.map(SwiftValueLiteral.colors(in:))
            lightHighContrast = slots.lightHighContrast.map(SwiftValueLiteral.colors(in:))
            darkHighContrast = slots.darkHighContrast.map(SwiftValueLiteral.colors(in:))
        }

        mutating func next() -> (light: Color, dark: Color?, lightHighContrast: Color?, darkHighContrast: Color?) {
            defer { position += 1 }
            let base = position < light.count ? light[position] : Color.srgb(0, 0, 0)
            func pick(_ list: [Color]?) -> Color? {
                guard let list, position < list.count, list[position] != base else { return nil }
                return list[position]
            }
            return (base, pick(dark), pick(lightHighContrast), pick(darkHighContrast))
        }
    }

    /// A color (dynamic across appearances when its slots differ), called as `qualified`
    /// (`TANDATokens.Color`) or, nil, as `.init`.
    private func color(_ cursor: inout ColorCursor, qualified: String?) -> SwiftExpression {
        let callee = qualified ?? ".init"
        let slot = cursor.next()
        if slot.dark == nil && slot.lightHighContrast == nil && slot.darkHighContrast == nil {
            return .call(callee, componentArguments(slot.light))
        }
        var arguments = [SwiftArgument("light", .call(".init", componentArguments(slot.light)))]
        if let dark = slot.dark { arguments.append(SwiftArgument("dark", .call(".init", componentArguments(dark)))) }
        if let c = slot.lightHighContrast {
            arguments.append(SwiftArgument("lightHighContrast", .call(".init", componentArguments(c))))
        }
        if let c = slot.darkHighContrast {
            arguments.append(SwiftArgument("darkHighContrast", .call(".init", componentArguments(c))))
        }
        return .call(callee, arguments)
    }

    /// `sRGB: r, g, b, displayP3: r, g, b[, opacity: a][, isWideGamut: true]`.
    func componentArguments(_ color: Color) -> [SwiftArgument] {
        let parts = Self.components(of: color)
        func c(_ x: Double) -> SwiftExpression { .raw(DecimalText.format(min(max(x, 0), 1))) }
        var arguments = [
            SwiftArgument("sRGB", c(parts.srgb.0)), SwiftArgument(nil, c(parts.srgb.1)), SwiftArgument(nil, c(parts.srgb.2)),
            SwiftArgument("displayP3", c(parts.p3.0)), SwiftArgument(nil, c(parts.p3.1)), SwiftArgument(nil, c(parts.p3.2)),
        ]
        if parts.alpha < 1 { arguments.append(SwiftArgument("opacity", c(parts.alpha))) }
        if parts.wide { arguments.append(SwiftArgument("isWideGamut", .raw("true"))) }
        return arguments
    }

    /// What a color's initializer states: its sRGB components (gamut-mapped when it lies outside
    /// sRGB, which makes it `wide`), its Display P3 components (gamut-mapped when outside P3) and
    /// its alpha clamped to 0–1.
    ///
    /// Each conversion is done once: the converted color is checked against the RGB cube (what
    /// ``Color/isInGamut(_:)`` does with the same converted components) instead of converting for
    /// the check and again for the components.
    static func components(of color: Color)
        -> (srgb: (Double, Double, Double), p3: (Double, Double, Double), alpha: Double, wide: Bool) {
        let wide: Bool
        let srgb: (Double, Double, Double)
        if color.space == .srgb {
            // Already sRGB (most colors: hex): the components read once, where `isInGamut`,
            // `converted(to:)` and `resolvedComponents` read them three times (~270
            // instructions a color); the same test as `isInGamut(.srgb)`.
            let components = color.resolvedComponents
            let low = -Color.gamutTolerance, high = 1 + Color.gamutTolerance
            wide = !(components.0 >= low && components.0 <= high && components.1 >= low && components.1 <= high
                && components.2 >= low && components.2 <= high)
            srgb = wide ? color.gamutMapped(to: .srgb).resolvedComponents : components
        } else if color.space.gamutSpace == .srgb {
            // hsl/hwb, checked in sRGB by isInGamut.
            wide = !color.isInGamut(.srgb)
            srgb = (wide ? color.gamutMapped(to: .srgb) : color.converted(to: .srgb)).resolvedComponents
        } else {
            let converted = color.vector(in: .srgb)
            wide = !isInCube(converted)
            srgb = wide ? color.gamutMapped(to: .srgb).resolvedComponents : (converted.x, converted.y, converted.z)
        }
        let p3: (Double, Double, Double)
        if color.space == .displayP3 {
            p3 = (color.isInGamut(.displayP3) ? color : color.gamutMapped(to: .displayP3)).resolvedComponents
        } else {
            // The converted components as a vector: a color made of them, tested and read back
            // gives the same numbers (all finite once in the cube), for ~250 instructions a color.
            let converted = color.vector(in: .displayP3)
            p3 = isInCube(converted) ? (converted.x, converted.y, converted.z)
                : color.gamutMapped(to: .displayP3).resolvedComponents
        }
        let alpha = color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
        return (srgb, p3, alpha, wide)
    }

    /// Whether a color's components just converted into an RGB space (the conversion's raw
    /// results, ``Color/vector(in:)``) lie in that space's cube, with ``Color/gamutTolerance``:
    /// ``Color/isInGamut(_:)`` for the color they were converted from. A non-finite component is
    /// outside.
    private static func isInCube(_ converted: SIMD3<Double>) -> Bool {
        let tolerance = Color.gamutTolerance
        for index in 0..<3 {
            guard converted[index] >= -tolerance, converted[index] <= 1 + tolerance else { return false }
        }
        return true
    }

    /// Every color inside a value, in a fixed order.
    static func colors(in value: TokenValue) -> [Color] {
        switch value {
        case .color(let c): return [c]
        case .border(let b): return [b.color]
        case .shadow(let layers): return layers.map(\.color)
        case .gradient(let stops): return stops.map(\.color)
        default: return []
        }
    }

    /// The value with every color replaced by black: two values with equal skeletons differ
    /// only in colors, which a dynamic color can carry.
    static func skeleton(of value: TokenValue) -> TokenValue {
        let black = Color.srgb(0, 0, 0)
        switch value {
        case .color: return .color(black)
        case .border(var b): b.color = black; return .border(b)
        case .shadow(let layers): return .shadow(layers.map { var l = $0; l.color = black; return l })
        case .gradient(let stops): return .gradient(stops.map { var s = $0; s.color = black; return s })
        default: return value
        }
    }

    // MARK: - Other types

    private func number(_ x: Double) -> SwiftExpression { .raw(DecimalText.format(x)) }

    private func fontFamily(_ family: FontFamily) -> SwiftExpression {
        if let design = Self.systemDesign(of: family) { return .raw(".system(.\(design))") }
        return .call(".custom", [SwiftArgument(nil, .raw(SwiftIdentifier.stringLiteral(family.names.first ?? "")))])
    }

    /// The system font design when a family list starts with an Apple system family, else nil.
    static func systemDesign(of family: FontFamily) -> String? {
        guard let first = family.names.first else { return "default" }
        switch asciiLettersAndDigits(first) ?? first.lowercased().filter({ $0.isLetter || $0.isNumber }) {
        case "sfpro", "sfprotext", "sfprodisplay", "sanfrancisco", "applesystem", "systemui", "system", "sfui",
             "sfuitext", "sfuidisplay", "blinkmacsystemfont":
            return "default"
        case "sfprorounded", "uirounded": return "rounded"
        case "sfmono", "uimonospace", "menlo": return "monospaced"
        case "newyork", "uiserif": return "serif"
        default: return nil
        }
    }

    /// An ASCII name's letters and digits, lowercased — what `lowercased()` and filtering for
    /// `isLetter || isNumber` leave of it — made on its bytes (that filter looks at each
    /// `Character`'s properties); nil for a name that is not ASCII.
    static func asciiLettersAndDigits(_ name: String) -> String? {
        let made = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                var count = 0
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        out[count] = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        out[count] = byte + 32
                    default:
                        continue
                    }
                    count += 1
                }
                return count
            }
        }
        return made ?? nil
    }

    private func cubicBezier(_ b: CubicBezier, callee: String) -> SwiftExpression {
        .call(callee, [b.x1, b.y1, b.x2, b.y2].map { SwiftArgument(nil, number($0)) })
    }

    private func strokeStyle(_ style: StrokeStyle, callee: String) -> SwiftExpression {
        switch style {
        case .keyword(let keyword):
            return .call(callee, [SwiftArgument("keyword", .raw(SwiftIdentifier.stringLiteral(keyword)))])
        case .dashed(let dashes, let cap):
            return .call(callee, [
                SwiftArgument("dash", .array(dashes.map { number($0.points) })),
                SwiftArgument("lineCap", .raw("." + (["round", "butt", "square"].contains(cap) ? cap : "butt"))),
            ])
        }
    }

    private func border(_ b: Border, _ cursor: inout ColorCursor, callee: String) -> SwiftExpression {
        .call(callee, [
            SwiftArgument("color", color(&cursor, qualified: nil)),
            SwiftArgument("width", number(b.width.points)),
            SwiftArgument("style", strokeStyle(b.style, callee: ".init")),
        ])
    }

    private func transition(_ t: Transition, callee: String) -> SwiftExpression {
        .call(callee, [
            SwiftArgument("duration", number(t.duration.seconds)),
            SwiftArgument("delay", number(t.delay.seconds)),
            SwiftArgument("curve", cubicBezier(t.timingFunction, callee: ".init")),
        ])
    }

    private func shadow(_ s: Shadow, _ cursor: inout ColorCursor, callee: String) -> SwiftExpression {
        var arguments = [
            SwiftArgument("color", color(&cursor, qualified: nil)),
            SwiftArgument("x", number(s.offsetX.points)),
            SwiftArgument("y", number(s.offsetY.points)),
            SwiftArgument("blur", number(s.blur.points)),
            SwiftArgument("spread", number(s.spread.points)),
        ]
        if s.inset { arguments.append(SwiftArgument("inset", .raw("true"))) }
        return .call(callee, arguments)
    }

    /// Unit points of a gradient: from `dev.tokenc.gradient` `start`/`end` names, or from its
    /// CSS `angle` (0° up, 90° right, 180° down — the CSS default).
    struct GradientGeometry: Equatable {
        var start: (x: Double, y: Double)
        var end: (x: Double, y: Double)
        static func == (l: GradientGeometry, r: GradientGeometry) -> Bool {
            l.start == r.start && l.end == r.end
        }
    }

    /// SwiftUI's named unit points.
    static let unitPoints: [String: (x: Double, y: Double)] = [
        "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0),
        "leading": (0, 0.5), "center": (0.5, 0.5), "trailing": (1, 0.5),
        "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
    ]

    /// The geometry for an angle in degrees: corners for multiples of 45°, else the points where
    /// the direction crosses the unit circle around the center.
    static func geometry(angle: Double) -> GradientGeometry {
        var degrees = angle.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        let radians = degrees * Double.pi / 180
        var dx = sin(radians) / 2, dy = -cos(radians) / 2
        if degrees.truncatingRemainder(dividingBy: 45) == 0, Int(degrees / 45) % 2 == 1 {
            dx = dx > 0 ? 0.5 : -0.5
            dy = dy > 0 ? 0.5 : -0.5
        }
        func clean(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 + 0 }
        return GradientGeometry(start: (clean(0.5 - dx), clean(0.5 - dy)), end: (clean(0.5 + dx), clean(0.5 + dy)))
    }

    var gradientGeometry: GradientGeometry = Self.topToBottom

    /// The default direction, top to bottom (made once).
    static let topToBottom = geometry(angle: 180)

    private func gradient(_ stops: [GradientStop], _ cursor: inout ColorCursor, callee: String) -> SwiftExpression {
        var stopExpressions: [SwiftExpression] = []
        for stop in stops {
            stopExpressions.append(.call(".init", [
                SwiftArgument("color", color(&cursor, qualified: nil)),
                SwiftArgument("location", number(stop.position)),
            ]))
        }
        let g = gradientGeometry
        return .call(callee, [
            SwiftArgument("stops", .array(stopExpressions)),
            SwiftArgument("startPoint", .call(".init", [SwiftArgument("x", number(g.start.x)), SwiftArgument("y", number(g.start.y))])),
            SwiftArgument("endPoint", .call(".init", [SwiftArgument("x", number(g.end.x)), SwiftArgument("y", number(g.end.y))])),
        ])
    }

    /// Dynamic Type text styles with their default (Large) point sizes, smallest first.
    static let textStyles: [(name: String, size: Double)] = [
        ("caption2", 11), ("caption", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16),
        ("body", 17), ("headline", 17), ("title3", 20), ("title2", 22), ("title", 28), ("largeTitle", 34),
    ]

    /// The Dynamic Type style a size scales with: the one whose default size is nearest (17pt
    /// semibold or heavier is `headline`, otherwise `body`).
    static func textStyle(size: Double, weight: Double) -> String {
        var best = textStyles[0]
        for style in textStyles where abs(style.size - size) < abs(best.size - size) { best = style }
        if best.size == 17 { return weight >= 600 ? "headline" : "body" }
        return best.name
    }

    private func typography(_ t: Typography, callee: String) -> SwiftExpression {
        var arguments = [
            SwiftArgument("family", fontFamily(t.fontFamily)),
            SwiftArgument("size", number(t.fontSize.points)),
            SwiftArgument("weight", .call(".init", [SwiftArgument(nil, number(t.fontWeight.value))])),
        ]
        if let spacing = t.letterSpacing { arguments.append(SwiftArgument("letterSpacing", number(spacing.points))) }
        if let lineHeight = t.lineHeight { arguments.append(SwiftArgument("lineHeight", number(lineHeight))) }
        arguments.append(SwiftArgument("textStyle", .raw("." + Self.textStyle(size: t.fontSize.points, weight: t.fontWeight.value))))
        return .call(callee, arguments)
    }

    private func spring(_ s: Spring, callee: String) -> SwiftExpression {
        switch s.form {
        case .physical:
            return .call(callee, [
                SwiftArgument("stiffness", number(s.stiffness)), SwiftArgument("damping", number(s.damping)),
                SwiftArgument("mass", number(s.mass)),
            ])
        case .response:
            var arguments = [SwiftArgument("response", number(s.response)),
                             SwiftArgument("dampingFraction", number(s.dampingFraction))]
            if s.mass != 1 { arguments.append(SwiftArgument("mass", number(s.mass))) }
            return .call(callee, arguments)
        }
    }

    private func haptic(_ h: Haptic) -> SwiftExpression {
        switch h {
        case .impact(let style): return .raw(".impact(.\(style.rawValue))")
        case .notification(let type): return .raw(".notification(.\(type.rawValue))")
        case .selection: return .raw(".selection")
        }
    }

    private func copy(_ c: Copy, callee: String) -> SwiftExpression {
        var arguments = [
            SwiftArgument("key", .raw(SwiftIdentifier.stringLiteral(c.key ?? tokenPath))),
            SwiftArgument("text", .raw(SwiftIdentifier.stringLiteral(c.text))),
        ]
        if !c.alternates.isEmpty {
            arguments.append(SwiftArgument("alternates", .dictionary(c.alternates.sorted { $0.key < $1.key }.map {
                (SwiftExpression.raw(SwiftIdentifier.stringLiteral($0.key)), SwiftExpression.raw(SwiftIdentifier.stringLiteral($0.value)))
            })))
        }
        if !c.placeholders.isEmpty {
            arguments.append(SwiftArgument("placeholders", .array(c.placeholders.map {
                .raw(SwiftIdentifier.stringLiteral($0.name))
            })))
        }
        return .call(callee, arguments)
    }
}
