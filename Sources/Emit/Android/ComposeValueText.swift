import ColorScience
import TokenModel

/// Token values as Jetpack Compose Kotlin: `Color(0xFF8B5CF6)`, `16.dp`, `17.sp`,
/// `CubicBezierEasing(…)`, `spring(dampingRatio = …, stiffness = …)`, `TextStyle(…)`, brushes.
public enum ComposeValueText {
    /// A Kotlin `Float` literal: `16f`, `0.5f`, `-2f`.
    public static func float(_ x: Double) -> String {
        DecimalText.format(x, maximumFractionDigits: 4) + "f"
    }

    /// A number with a unit extension (`16.dp`, `(-2).dp`, `0.5.sp`).
    static func unit(_ x: Double, _ suffix: String) -> String {
        let text = DecimalText.format(x, maximumFractionDigits: 4)
        return (x < 0 ? "(\(text))" : text) + "." + suffix
    }

    /// `16.dp` (points and pixels 1:1, 1rem = 16).
    public static func dp(_ d: TokenModel.Dimension) -> String { unit(d.points, "dp") }

    /// `17.sp`.
    public static func sp(_ d: TokenModel.Dimension) -> String { unit(d.points, "sp") }

    /// `Color(0xFF8B5CF6)` (ARGB, sRGB); a color outside sRGB keeps its Display P3 components:
    /// `Color(red = 1f, green = 0f, blue = 0f, alpha = 1f, colorSpace = ColorSpaces.DisplayP3)`.
    public static func color(_ color: Color) -> String {
        if !color.isInGamut(.srgb) {
            let p3 = color.gamutMapped(to: .displayP3).resolvedComponents
            return "Color(red = \(float(p3.0)), green = \(float(p3.1)), blue = \(float(p3.2)), alpha = \(float(alpha(color)))"
                + ", colorSpace = ColorSpaces.DisplayP3)"
        }
        return "Color(0x\(argb(color)))"
    }

    /// `AARRGGBB`, uppercase (alpha rounded to a byte).
    public static func argb(_ color: Color) -> String {
        let hex = color.hexString(includeAlpha: true).dropFirst().uppercased()
        return String(hex.suffix(2) + hex.prefix(6))
    }

    static func alpha(_ color: Color) -> Double {
        color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
    }

    /// `CubicBezierEasing(0.16f, 1f, 0.3f, 1f)`.
    public static func easing(_ b: CubicBezier) -> String {
        "CubicBezierEasing(\(float(b.x1)), \(float(b.y1)), \(float(b.x2)), \(float(b.y2)))"
    }

    /// Compose's spring has mass 1: `stiffness = k / m`, `dampingRatio = c / (2·sqrt(k·m))`.
    public static func spring(_ s: Spring) -> String {
        "spring(dampingRatio = \(float(s.dampingFraction)), stiffness = \(float(s.stiffness / s.mass)))"
    }

    /// Milliseconds as an `Int` — Kotlin's, 32 bits: a longer duration (over 24 days) is written
    /// as the largest `Int` rather than as a literal that does not compile (converting it to a
    /// Swift `Int` stopped tokenc for 1e300ms).
    public static func milliseconds(_ d: TokenModel.Duration) -> String {
        let rounded = d.milliseconds.rounded()
        guard rounded < Double(Int32.max) else { return String(Int32.max) }
        guard rounded > 0 else { return "0" }
        return String(Int(rounded))
    }

    /// `tween(durationMillis = 300, delayMillis = 0, easing = CubicBezierEasing(…))`.
    public static func tween(_ t: Transition) -> String {
        "tween(durationMillis = \(milliseconds(t.duration)), delayMillis = \(milliseconds(t.delay)), easing = \(easing(t.timingFunction)))"
    }

    /// `FontWeight(700)`.
    public static func fontWeight(_ w: FontWeight) -> String {
        "FontWeight(\(Int(w.value.rounded())))"
    }

    /// `TextStyle(fontSize = 17.sp, fontWeight = FontWeight(500), letterSpacing = …, lineHeight = …)`
    /// (the line height multiplier times the size, in sp). The family is left to the app's
    /// `FontFamily`, which needs font resources; it is named in the documentation.
    public static func textStyle(_ t: Typography) -> String {
        var arguments = ["fontSize = \(sp(t.fontSize))", "fontWeight = \(fontWeight(t.fontWeight))"]
        if let spacing = t.letterSpacing { arguments.append("letterSpacing = \(sp(spacing))") }
        if let lineHeight = t.lineHeight { arguments.append("lineHeight = \(unit(lineHeight * t.fontSize.points, "sp"))") }
        return "TextStyle(\(arguments.joined(separator: ", ")))"
    }

    /// `BorderStroke(1.dp, Color(0xFF374151))`.
    public static func border(_ b: Border) -> String {
        "BorderStroke(\(dp(b.width)), \(color(b.color)))"
    }

    /// `Shadow(color = …, offset = Offset(0f, 4f), blurRadius = 12f)`; several layers as `listOf(…)`.
    /// Compose's `Shadow` has no spread or inset.
    public static func shadow(_ layers: [Shadow]) -> String {
        let items = layers.map {
            "Shadow(color = \(color($0.color)), offset = Offset(\(float($0.offsetX.points)), \(float($0.offsetY.points))), blurRadius = \(float($0.blur.points)))"
        }
        return items.count == 1 ? items[0] : "listOf(\(items.joined(separator: ", ")))"
    }

    /// A `Brush` for the gradient: sweep (`angular`), radial, or linear along the CSS angle
    /// (180 = top to bottom, the default; 90 = left to right; 135 = top-left to bottom-right …),
    /// rounded to the nearest multiple of 45° because a Compose brush cannot know the size it
    /// fills (the ends are the drawing area's edges and corners).
    public static func brush(_ stops: [GradientStop], angle: Double?, kind: String?) -> String {
        let pairs = stops.map { "\(float($0.position)) to \(color($0.color))" }.joined(separator: ", ")
        if kind == "angular" || kind == "conic" { return "Brush.sweepGradient(\(pairs))" }
        if kind == "radial" { return "Brush.radialGradient(\(pairs))" }
        var degrees = ((angle ?? 180) / 45).rounded() * 45
        degrees = degrees.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        let far = "Float.POSITIVE_INFINITY"
        switch Int(degrees) {
        case 0: return "Brush.verticalGradient(\(pairs), startY = \(far), endY = 0f)"
        case 45: return "Brush.linearGradient(\(pairs), start = Offset(0f, \(far)), end = Offset(\(far), 0f))"
        case 90: return "Brush.horizontalGradient(\(pairs))"
        case 135: return "Brush.linearGradient(\(pairs))"
        case 225: return "Brush.linearGradient(\(pairs), start = Offset(\(far), 0f), end = Offset(0f, \(far)))"
        case 270: return "Brush.horizontalGradient(\(pairs), startX = \(far), endX = 0f)"
        case 315: return "Brush.linearGradient(\(pairs), start = Offset(\(far), \(far)), end = Offset.Zero)"
        default: return "Brush.verticalGradient(\(pairs))"
        }
    }
}
