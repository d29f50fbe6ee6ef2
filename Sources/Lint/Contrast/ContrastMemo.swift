import TokenModel

/// What the contrast rule has already worked out while measuring a run of screens: the
/// requirement of each text size and weight (every text of a typography needs the same one, and
/// making it formats its basis). One memo serves one thread (no locks).
///
/// Measurements themselves are not remembered: a key of foregrounds and layers costs more to hash
/// than most measurements (colors hold arrays), which made the rule slower.
struct ContrastMemo {
    /// What ``ContrastRequirement/text(size:weight:thresholds:)`` reads besides the thresholds
    /// (the same for a whole run).
    struct RequirementKey: Hashable {
        var size: Dimension?
        var weight: FontWeight?
    }

    private var requirements: [RequirementKey: ContrastRequirement] = [:]

    /// The requirement for text of a size and weight, made once per pair.
    mutating func textRequirement(size: Dimension?, weight: FontWeight?,
                                  thresholds: ContrastRequirement.Thresholds) -> ContrastRequirement {
        let key = RequirementKey(size: size, weight: weight)
        if let known = requirements[key] { return known }
        let requirement = ContrastRequirement.text(size: size, weight: weight, thresholds: thresholds)
        requirements[key] = requirement
        return requirement
    }
}
