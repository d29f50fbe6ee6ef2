import TokenModel

/// The contrast something must reach: the WCAG 2.x ratio for its category and level and,
/// when APCA is on, the APCA lightness contrast for its size and weight.
public struct ContrastRequirement: Sendable, Hashable {
    /// What is being read.
    public enum Category: String, Sendable, Hashable {
        /// Text below the large-text size (SC 1.4.3: 4.5:1, AAA 1.4.6: 7:1).
        case normalText = "normal text"
        /// Text at ≥ 18pt, or ≥ 14pt at weight ≥ 700 (3:1, AAA 4.5:1).
        case largeText = "large text"
        /// Icons, indicators and input borders (SC 1.4.11: 3:1).
        case nonText = "non-text UI"
    }

    /// The thresholds a configuration sets.
    public struct Thresholds: Sendable, Hashable {
        /// `AA` or `AAA`.
        public var level: String
        /// Normal text ratio.
        public var normalText: Double
        /// Large text ratio.
        public var largeText: Double
        /// Non-text ratio.
        public var nonText: Double
        /// The size from which text is large.
        public var largeTextSize: Double
        /// The size from which bold text is large.
        public var largeBoldTextSize: Double
        /// The weight from which text counts as bold.
        public var boldWeight: Double
        /// Whether APCA is checked as well.
        public var apca: Bool

        /// WCAG 2.x AA (SC 1.4.3, 1.4.11) with iOS points read as WCAG points.
        public static let aa = Thresholds(level: "AA", normalText: 4.5, largeText: 3, nonText: 3,
                                          largeTextSize: 18, largeBoldTextSize: 14, boldWeight: 700, apca: false)
        /// WCAG 2.x AAA (SC 1.4.6; non-text has no AAA level and stays 3:1).
        public static let aaa = Thresholds(level: "AAA", normalText: 7, largeText: 4.5, nonText: 3,
                                           largeTextSize: 18, largeBoldTextSize: 14, boldWeight: 700, apca: false)
    }

    /// The category.
    public var category: Category
    /// The WCAG ratio needed.
    public var ratio: Double
    /// The APCA |Lc| needed, when APCA is on.
    public var apcaLc: Double?
    /// `AA` or `AAA`.
    public var level: String
    /// The size and weight the category was decided from (`14pt weight 400`), or why it could not be.
    public var basis: String

    /// The requirement for text of a typography (nil: unknown, treated as normal text).
    public static func text(size: Dimension?, weight: FontWeight?, thresholds: Thresholds) -> ContrastRequirement {
        guard let size else {
            return ContrastRequirement(category: .normalText, ratio: thresholds.normalText,
                                       apcaLc: thresholds.apca ? 75 : nil, level: thresholds.level,
                                       basis: "size not given, so normal text")
        }
        let points = size.points
        let weightValue = weight?.value ?? 400
        let isLarge = isLargeText(points: points, weight: weightValue, thresholds: thresholds)
        let basis = "\(Format.decimal(points, 2))pt \(weightName(weightValue))" + (weight == nil ? " (weight not given)" : "")
        return ContrastRequirement(category: isLarge ? .largeText : .normalText,
                                   ratio: isLarge ? thresholds.largeText : thresholds.normalText,
                                   apcaLc: thresholds.apca ? apcaMinimum(points: points, weight: weightValue) : nil,
                                   level: thresholds.level, basis: basis)
    }

    /// Whether text of a size (points) and numeric weight is large text.
    static func isLargeText(points: Double, weight: Double, thresholds: Thresholds) -> Bool {
        points >= thresholds.largeTextSize || (points >= thresholds.largeBoldTextSize && weight >= thresholds.boldWeight)
    }

    /// The WCAG ratio of ``text(size:weight:thresholds:)``'s requirement, from the size in points
    /// and the numeric weight (nil: not given), without making the requirement.
    static func textRatio(points: Double?, weight: Double?, thresholds: Thresholds) -> Double {
        guard let points else { return thresholds.normalText }
        return isLargeText(points: points, weight: weight ?? 400, thresholds: thresholds) ? thresholds.largeText : thresholds.normalText
    }

    /// The requirement for a non-text element (icon, indicator, border).
    public static func nonText(_ what: String, thresholds: Thresholds) -> ContrastRequirement {
        ContrastRequirement(category: .nonText, ratio: thresholds.nonText, apcaLc: thresholds.apca ? 30 : nil,
                            level: thresholds.level, basis: what)
    }

    /// APCA's minimum |Lc| for text (the "Bronze" simple mode of APCA-W3 / WCAG 3 drafts):
    /// Lc 75 for body text, Lc 60 from 24px (or 16px bold), Lc 45 from 36px (or 24px bold).
    /// iOS points are read as CSS pixels.
    public static func apcaMinimum(points: Double, weight: Double) -> Double {
        if points >= 36 || (points >= 24 && weight >= 700) { return 45 }
        if points >= 24 || (points >= 16 && weight >= 700) { return 60 }
        return 75
    }

    /// `regular`, `semibold`, … for a numeric weight.
    public static func weightName(_ weight: Double) -> String {
        let names: [(Double, String)] = [(100, "thin"), (200, "extra-light"), (300, "light"), (400, "regular"),
                                         (500, "medium"), (600, "semibold"), (700, "bold"), (800, "extra-bold"), (900, "black")]
        if let exact = names.first(where: { $0.0 == weight }) { return exact.1 }
        return "weight \(Format.decimal(weight, 0))"
    }

    /// `WCAG AA, normal text: 14pt regular`.
    public var description: String {
        "WCAG \(level), \(category.rawValue): \(basis)"
    }
}
