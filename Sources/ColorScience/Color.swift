/// A color in one of the DTCG color spaces: three components and an alpha.
///
/// Components are in the units DTCG 2025.10 uses for the space (sRGB-like spaces 0–1, `hsl`
/// hue in degrees and saturation/lightness 0–100, `lab` L 0–100, `oklab` L 0–1, …). A component
/// written as `none` is stored as `nil`.
///
/// The three components are stored inline (a color is a few numbers, no heap allocation): a
/// design system holds tens of thousands of colors, and an array per color was an allocation,
/// a release and a cache miss each. ``components`` still reads and writes them as an array; a
/// color made with another number of components (only possible through the array API) keeps
/// them in a shared box instead, unchanged.
public struct Color: Sendable, Hashable {
    /// Alpha, 0–1.
    public var alpha: Double
    /// The components when there are exactly three (`none` stored as 0 with its bit in
    /// `noneMask`); all 0 when `irregular` holds them.
    private var first: Double, second: Double, third: Double
    /// Any other number of components, as given; nil for the usual three.
    private var irregular: IrregularComponents?
    /// The space the components are in.
    public var space: ColorSpace
    /// Bit `i` set: component `i` is `none`.
    private var noneMask: UInt8

    /// Creates a color.
    public init(space: ColorSpace, components: [Double?], alpha: Double = 1) {
        self.alpha = alpha
        self.space = space
        (first, second, third, noneMask, irregular) = Self.storage(of: components)
    }

    /// Creates a color from its three components (`nil` for `none`), without building an array.
    public init(space: ColorSpace, _ first: Double?, _ second: Double?, _ third: Double?, alpha: Double = 1) {
        self.alpha = alpha
        self.space = space
        self.first = first ?? 0
        self.second = second ?? 0
        self.third = third ?? 0
        noneMask = (first == nil ? 1 : 0) | (second == nil ? 2 : 0) | (third == nil ? 4 : 0)
        irregular = nil
    }

    /// Convenience for an sRGB color with components 0–1.
    public static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> Color {
        Color(space: .srgb, r, g, b, alpha: alpha)
    }

    /// The components; `nil` stands for the keyword `none`.
    public var components: [Double?] {
        get {
            if let irregular { return irregular.values }
            return [component(0), component(1), component(2)]
        }
        set {
            (first, second, third, noneMask, irregular) = Self.storage(of: newValue)
        }
    }

    /// How many components the color has (3, unless it was made from an array of another size).
    public var componentCount: Int {
        irregular?.values.count ?? 3
    }

    /// Component `index` (`nil` for `none`, and for an index past ``componentCount``), read
    /// without building the ``components`` array.
    public func component(_ index: Int) -> Double? {
        if let irregular {
            return index >= 0 && index < irregular.values.count ? irregular.values[index] : nil
        }
        switch index {
        case 0: return noneMask & 1 == 0 ? first : nil
        case 1: return noneMask & 2 == 0 ? second : nil
        case 2: return noneMask & 4 == 0 ? third : nil
        default: return nil
        }
    }

    /// Whether two colors have the same space, components (`none` equal only to `none`) and
    /// alpha — what comparing the ``components`` arrays says.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        guard lhs.space == rhs.space, lhs.alpha == rhs.alpha else { return false }
        if lhs.irregular != nil || rhs.irregular != nil { return lhs.components == rhs.components }
        return lhs.noneMask == rhs.noneMask && lhs.first == rhs.first && lhs.second == rhs.second
            && lhs.third == rhs.third
    }

    /// Hashes the parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(componentCount)
        for index in 0..<componentCount { hasher.combine(component(index)) }
        hasher.combine(alpha)
    }

    /// The stored form of a components array.
    private static func storage(of components: [Double?])
        -> (Double, Double, Double, UInt8, IrregularComponents?) {
        guard components.count == 3 else { return (0, 0, 0, 0, IrregularComponents(values: components)) }
        let mask: UInt8 = (components[0] == nil ? 1 : 0) | (components[1] == nil ? 2 : 0) | (components[2] == nil ? 4 : 0)
        return (components[0] ?? 0, components[1] ?? 0, components[2] ?? 0, mask, nil)
    }

    /// Components of a color that does not have exactly three; immutable, shared between copies.
    private final class IrregularComponents: Sendable {
        let values: [Double?]
        init(values: [Double?]) { self.values = values }
    }
}
