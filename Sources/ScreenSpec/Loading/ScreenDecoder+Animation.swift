import Diagnostics
import TokenModel
import YAML

extension ScreenDecoder {
    /// `animations: { entry: {…}, loop: {…} }`.
    func animations(_ node: FlatNode, property: PropertyPath) -> [ElementAnimation] {
        guard let pairs = mapping(node, "`animations`") else { return [] }
        var result: [ElementAnimation] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.text else { continue }
            guard let trigger = AnimationTrigger(rawValue: name) else {
                let names = AnimationTrigger.allCases.map(\.rawValue)
                error("unknown-animation-trigger", "unknown animation trigger '\(name)' (one of \(names.joined(separator: ", ")))", at: pair.key.range,
                      suggestion: Suggestions.nearest(to: name, among: names).map { "did you mean '\($0)'?" })
                continue
            }
            if let animation = animation(pair.value, trigger: trigger, triggerRange: pair.key.range,
                                         property: Self.dotted(property, name), allowReducedMotion: true) {
                result.append(animation)
            }
        }
        return result
    }

    /// One animation mapping.
    func animation(_ node: FlatNode, trigger: AnimationTrigger, triggerRange: SourceRange, property: PropertyPath,
                   allowReducedMotion: Bool) -> ElementAnimation? {
        guard let pairs = mapping(node, "an animation") else { return nil }
        var animation = ElementAnimation(trigger: trigger, triggerRange: triggerRange, range: node.range)
        // The animated properties in the order their names first appear (a few per animation:
        // found by a scan, not hashed).
        var properties: [AnimatedProperty] = []
        let property = property.joined
        let base = property.description  // joined: no new string
        for (key, pair) in knownPairs(pairs, allowed: NameTables.animation, in: "an animation") {
            let p = Self.dotted(property, key)
            switch key {
            case "from", "to":
                guard let valuePairs = mapping(pair.value, "`\(key)`") else { break }
                for valuePair in valuePairs {
                    guard let name = valuePair.key.scalar?.text else { continue }
                    // `from.opacity` as the last name fits in a string's own two words: no path
                    // is joined for the `from` or `to` of each animation.
                    let valueProperty = key.utf8.count + 1 + name.utf8.count <= 15
                        ? PropertyPath(base, key + "." + name) : Self.dotted(p, name)
                    guard let value = animatedValue(valuePair.value, name: name, nameRange: valuePair.key.range,
                                                    property: valueProperty) else { continue }
                    let isFrom = key == "from"
                    if let i = properties.firstIndex(where: { $0.name == name }) {
                        if isFrom { properties[i].from = value } else { properties[i].to = value }
                    } else {
                        properties.append(AnimatedProperty(name: name, from: isFrom ? value : nil, to: isFrom ? nil : value))
                    }
                }
            case "duration": animation.duration = duration(pair.value, p)
            case "delay": animation.delay = duration(pair.value, p)
            case "stagger": animation.stagger = duration(pair.value, p)
            case "easing", "curve":
                if animation.easing != nil { warning("duplicate-property", "`easing` and `curve` are the same property; the last wins", at: pair.key.range) }
                animation.easing = cubicBezier(pair.value, p)
            case "spring": animation.spring = spring(pair.value, p)
            case "transition": animation.transition = transition(pair.value, p)
            case "repeat":
                if pair.value.string == "forever" {
                    animation.repetition = .forever
                } else if case .int(let n)? = pair.value.coreValue, n >= 1 {
                    animation.repetition = .count(n)
                } else {
                    error("invalid-spec-value", "`repeat` is a count (1 or more) or `forever`", at: pair.value.range,
                          suggestion: pair.value.string.flatMap { Suggestions.nearest(to: $0, among: ["forever"]) }.map { "did you mean '\($0)'?" })
                }
            case "autoreverses": animation.autoreverses = bool(pair.value, "`autoreverses`") ?? false
            case "reduced-motion":
                if allowReducedMotion {
                    animation.reducedMotion = reducedMotionAlternative(pair.value, trigger: trigger, triggerRange: pair.key.range, property: p)
                } else {
                    error("invalid-spec-value", "a reduced-motion alternative cannot have a reduced-motion alternative of its own", at: pair.key.range)
                }
            default: break
            }
        }
        animation.properties = properties
        return animation
    }

    /// `none` (the animation is removed) or an animation mapping.
    func reducedMotionAlternative(_ node: FlatNode, trigger: AnimationTrigger, triggerRange: SourceRange, property: PropertyPath) -> ReducedMotionAlternative? {
        if node.string == "none" || node.coreValue == .bool(false) { return .removed(node.range) }
        if node.pairs == nil {
            error("invalid-spec-value", "a reduced-motion alternative is `none` or an animation mapping", at: node.range,
                  suggestion: node.string.flatMap { Suggestions.nearest(to: $0, among: ["none"]) }.map { "did you mean '\($0)'?" })
            return nil
        }
        return animation(node, trigger: trigger, triggerRange: triggerRange, property: property, allowReducedMotion: false)
            .map(ReducedMotionAlternative.replacement)
    }

    /// A start or end value, typed by the property's name.
    private func animatedValue(_ node: FlatNode, name: String, nameRange: SourceRange, property: PropertyPath) -> AnimationValue? {
        guard let kind = AnimatedProperty.knownNames.first(where: { $0.name == name })?.kind else {
            let names = AnimatedProperty.knownNames.map(\.name)
            error("unknown-animated-property", "unknown animated property '\(name)'", at: nameRange,
                  suggestion: Suggestions.nearest(to: name, among: names).map { "did you mean '\($0)'?" } ?? "animate one of \(names.joined(separator: ", "))")
            return nil
        }
        switch kind {
        case .color: return color(node, property).map(AnimationValue.color)
        case .shadow: return shadow(node, property).map(AnimationValue.shadow)
        case .dimension: return dimension(node, property).map(AnimationValue.dimension)
        case .number:
            if name.hasSuffix("opacity") { return opacity(node, property).map(AnimationValue.number) }
            return number(node, property).map(AnimationValue.number)
        }
    }
}
