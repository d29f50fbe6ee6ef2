import Diagnostics
import TokenModel

/// An element's typography: a typography token and/or individual fields that override it.
///
/// Written `typography: "{type.body}"`, or
/// `typography: { base: "{type.body}", font-weight: 600 }`, or
/// `typography: { font-family: Inter, font-size: 14pt, font-weight: regular }`.
public struct TypographySpec: Sendable, Hashable {
    /// The typography token (or literal composite) the fields start from.
    public var base: SpecValue<Typography>?
    /// The font family, overriding the base's.
    public var fontFamily: SpecValue<FontFamily>?
    /// The font size, overriding the base's.
    public var fontSize: SpecValue<Dimension>?
    /// The font weight, overriding the base's.
    public var fontWeight: SpecValue<FontWeight>?
    /// Tracking, overriding the base's.
    public var letterSpacing: SpecValue<Dimension>?
    /// Line height as a multiplier of the size, overriding the base's.
    public var lineHeight: SpecValue<Double>?
    /// A text transform (`uppercase`, `lowercase`, `capitalize`), when written.
    public var textCase: String?
    /// Where the typography is written.
    public var range: SourceRange

    /// Creates a typography spec.
    public init(base: SpecValue<Typography>? = nil, fontFamily: SpecValue<FontFamily>? = nil,
                fontSize: SpecValue<Dimension>? = nil, fontWeight: SpecValue<FontWeight>? = nil,
                letterSpacing: SpecValue<Dimension>? = nil, lineHeight: SpecValue<Double>? = nil,
                textCase: String? = nil, range: SourceRange) {
        self.base = base; self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing; self.lineHeight = lineHeight; self.textCase = textCase; self.range = range
    }

    /// The font size in effect (field, else base), or nil when neither gives one.
    public var effectiveFontSize: Dimension? { fontSize?.value ?? base?.value.fontSize }
    /// The font weight in effect (field, else base), or nil when neither gives one.
    public var effectiveFontWeight: FontWeight? { fontWeight?.value ?? base?.value.fontWeight }
    /// The font size in points and the numeric weight in effect (``effectiveFontSize``,
    /// ``effectiveFontWeight``), as numbers.
    public var effectivePointsAndWeight: (points: Double?, weight: Double?) { Self.pointsAndWeight(of: self) }

    /// ``effectivePointsAndWeight`` of a typography read where it is stored (borrowed: a spec
    /// held in a box is not copied, with its values' texts, to read two numbers).
    @inlinable
    public static func pointsAndWeight(of spec: borrowing TypographySpec) -> (points: Double?, weight: Double?) {
        (spec.fontSize?.value.points ?? spec.base?.value.fontSize.points, spec.fontWeight?.value.value ?? spec.base?.value.fontWeight.value)
    }
    /// The font family in effect (field, else base).
    public var effectiveFontFamily: FontFamily? { fontFamily?.value ?? base?.value.fontFamily }

    /// The complete typography in effect, when family, size and weight are all known.
    public var resolved: Typography? {
        guard let family = effectiveFontFamily, let size = effectiveFontSize, let weight = effectiveFontWeight else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight,
                          letterSpacing: letterSpacing?.value ?? base?.value.letterSpacing,
                          lineHeight: lineHeight?.value ?? base?.value.lineHeight)
    }

    /// This spec with the fields `other` writes taking precedence (for state overrides).
    public func overridden(by other: TypographySpec) -> TypographySpec {
        var result = self
        if let base = other.base {
            // A new base replaces the old base and the fields that came with it.
            result = TypographySpec(base: base, range: other.range)
        }
        if let v = other.fontFamily { result.fontFamily = v }
        if let v = other.fontSize { result.fontSize = v }
        if let v = other.fontWeight { result.fontWeight = v }
        if let v = other.letterSpacing { result.letterSpacing = v }
        if let v = other.lineHeight { result.lineHeight = v }
        if let v = other.textCase { result.textCase = v }
        return result
    }
}
