import ColorScience

/// A resolved token value: aliases replaced by what they point to, in the value shapes of
/// DTCG 2025.10 (plus tokenc's extension types).
public enum TokenValue: Sendable, Hashable {
    case color(Color)
    case dimension(Dimension)
    case fontFamily(FontFamily)
    case fontWeight(FontWeight)
    case duration(Duration)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    /// Boxed: a border holds a color, and borders are rare — inline it would make every value larger.
    indirect case border(Border)
    case transition(Transition)
    /// One shadow or several layered ones (a single DTCG shadow object is a one-element array).
    case shadow([Shadow])
    case gradient([GradientStop])
    case typography(Typography)
    case spring(Spring)
    case opacity(Double)
    case blur(Dimension)
    case haptic(Haptic)
    case copy(Copy)

    /// The type of this value.
    public var type: TokenType {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .number: return .number
        case .strokeStyle: return .strokeStyle
        case .border: return .border
        case .transition: return .transition
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .typography: return .typography
        case .spring: return .spring
        case .opacity: return .opacity
        case .blur: return .blur
        case .haptic: return .haptic
        case .copy: return .copy
        }
    }
}

/// A length. DTCG allows `px` and `rem`; tokenc adds `pt`, the unit iOS specs speak.
public struct Dimension: Sendable, Hashable {
    /// The unit of a dimension.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case px, rem, pt
    }
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit
    /// Creates a dimension.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
    /// The length in points (= CSS px; 1rem = 16pt).
    public var points: Double { unit == .rem ? value * 16 : value }
}

/// A duration: DTCG `{value, unit}` with `ms` or `s`.
public struct Duration: Sendable, Hashable {
    /// The unit of a duration.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case ms, s
    }
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit
    /// Creates a duration.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
    /// The duration in milliseconds.
    public var milliseconds: Double { unit == .ms ? value : value * 1000 }
}

/// A cubic Bézier timing function `[x1, y1, x2, y2]`, x values in [0, 1].
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
    /// Creates a curve from its two control points.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
}

/// A font family: one name or a fallback list, most preferred first.
public struct FontFamily: Sendable, Hashable {
    /// Family names in order of preference.
    public var names: [String]
    /// Creates a family list.
    public init(_ names: [String]) { self.names = names }
}

/// A font weight, 1–1000. `keyword` keeps the DTCG name (`bold`, `semi-bold`, …) when one was written.
public struct FontWeight: Sendable, Hashable {
    /// The numeric weight.
    public var value: Double
    /// The DTCG keyword, if the weight was written as one.
    public var keyword: String?
    /// Creates a weight.
    public init(_ value: Double, keyword: String? = nil) {
        self.value = value
        self.keyword = keyword
    }
}

/// A DTCG stroke style: a keyword or a dash pattern.
public enum StrokeStyle: Sendable, Hashable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset`, `inset`.
    case keyword(String)
    /// `{dashArray, lineCap}`; lineCap is `round`, `butt` or `square`.
    case dashed(dashArray: [Dimension], lineCap: String)
}

/// A DTCG border.
public struct Border: Sendable, Hashable {
    public var color: Color
    public var width: Dimension
    public var style: StrokeStyle
    /// Creates a border.
    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color; self.width = width; self.style = style
    }
}

/// A DTCG transition.
public struct Transition: Sendable, Hashable {
    public var duration: Duration
    public var delay: Duration
    public var timingFunction: CubicBezier
    /// Creates a transition.
    public init(duration: Duration, delay: Duration, timingFunction: CubicBezier) {
        self.duration = duration; self.delay = delay; self.timingFunction = timingFunction
    }
}

/// One DTCG shadow layer.
public struct Shadow: Sendable, Hashable {
    public var color: Color
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool
    /// Creates a shadow layer.
    public init(color: Color, offsetX: Dimension, offsetY: Dimension, blur: Dimension,
                spread: Dimension, inset: Bool = false) {
        self.color = color; self.offsetX = offsetX; self.offsetY = offsetY
        self.blur = blur; self.spread = spread; self.inset = inset
    }
}

/// One stop of a DTCG gradient; position in [0, 1].
public struct GradientStop: Sendable, Hashable {
    public var color: Color
    public var position: Double
    /// Creates a stop.
    public init(color: Color, position: Double) {
        self.color = color; self.position = position
    }
}

/// A DTCG typography composite. `letterSpacing` and `lineHeight` may be omitted (real specs
/// often give only family, size and weight); everything else is required.
public struct Typography: Sendable, Hashable {
    public var fontFamily: FontFamily
    public var fontSize: Dimension
    public var fontWeight: FontWeight
    /// Tracking, a dimension; nil when not given.
    public var letterSpacing: Dimension?
    /// A multiplier of the font size (DTCG: a number); nil when not given.
    public var lineHeight: Double?
    /// Creates a typography value.
    public init(fontFamily: FontFamily, fontSize: Dimension, fontWeight: FontWeight,
                letterSpacing: Dimension? = nil, lineHeight: Double? = nil) {
        self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing; self.lineHeight = lineHeight
    }
}
