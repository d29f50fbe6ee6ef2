import ScreenSpec
import TokenModel

/// Animations as Swift: a `<Screens>.Animation` value with the timing (durations in seconds, the
/// curve and spring as the token file's values or the token itself), the animated properties and
/// the reduced-motion alternative.
extension ScreensSwiftBuilder {
    /// The constant of one animation (`entry`, `loop`).
    mutating func animation(_ animation: ElementAnimation, name: String, owner: String, depth: Int) -> ScreenMemberContext {
        uses.insert("Animation")
        _ = namespace(for: .cubicBezier)
        _ = namespace(for: .spring)
        let expression = animationExpression(animation, callee: "\(screensNamespace).Animation")
        var doc = ["\(owner) \(animation.trigger.rawValue) animation"
                   + (animation.properties.isEmpty ? "." : ": " + animation.properties.map(Self.describe).joined(separator: ", ") + ".")]
        doc.append("Timing: \(Self.timing(animation)).")
        if animation.spring != nil, animation.easing != nil || animation.duration != nil {
            doc.append("The spec gives both a spring and a curve or duration (motion-conflict); `animation` uses the spring.")
        }
        switch animation.reducedMotion {
        case .removed?:
            doc.append("Reduce Motion: removed (the final state without animation).")
        case .replacement(let alternative)?:
            let properties = alternative.properties.map(Self.describe).joined(separator: ", ")
            doc.append("Reduce Motion: " + (properties.isEmpty ? "" : properties + "; ") + Self.timing(alternative) + ".")
        case nil:
            doc.append("Reduce Motion: the spec gives no alternative.")
        }
        return stored(name, depth: depth, type: "\(screensNamespace).Animation", annotated: false, expression: expression,
                      doc: doc)
    }

    /// `Animation(duration: …, curve: …, properties: […], reducedMotion: …)`, leaving out defaults.
    private mutating func animationExpression(_ animation: ElementAnimation, callee: String) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        func seconds(_ label: String, _ value: Duration?, includeZero: Bool) {
            guard let value, includeZero || value.seconds != 0 else { return }
            arguments.append(SwiftArgument(label, .raw(DecimalText.format(value.seconds))))
        }
        seconds("duration", animation.effectiveDuration, includeZero: true)
        seconds("delay", animation.effectiveDelay, includeZero: false)
        seconds("stagger", animation.stagger?.value, includeZero: false)
        if let easing = animation.easing {
            arguments.append(SwiftArgument("curve", expression(.cubicBezier(easing.value), tokenPath: easing.tokenPath).expression))
        } else if let transition = animation.transition {
            if let path = transition.tokenPath, let member = index.members[path] {
                arguments.append(SwiftArgument("curve", .raw(member.expression + ".curve")))
            } else {
                arguments.append(SwiftArgument("curve", expression(.cubicBezier(transition.value.timingFunction), tokenPath: nil).expression))
            }
        }
        if let spring = animation.spring {
            arguments.append(SwiftArgument("spring", expression(.spring(spring.value), tokenPath: spring.tokenPath).expression))
        }
        switch animation.repetition {
        case .count(let count)?: arguments.append(SwiftArgument("repetition", .raw(".count(\(count))")))
        case .forever?: arguments.append(SwiftArgument("repetition", .raw(".forever")))
        case nil: break
        }
        if animation.autoreverses { arguments.append(SwiftArgument("autoreverses", .raw("true"))) }
        if !animation.properties.isEmpty {
            var properties: [SwiftExpression] = []
            for property in animation.properties { properties.append(propertyExpression(property)) }
            arguments.append(SwiftArgument("properties", .array(properties)))
        }
        switch animation.reducedMotion {
        case .removed?:
            arguments.append(SwiftArgument("reducedMotion", .raw(".removed")))
        case .replacement(let alternative)?:
            arguments.append(SwiftArgument("reducedMotion", .call(".replacement", [
                SwiftArgument(nil, animationExpression(alternative, callee: ".init")),
            ])))
        case nil:
            break
        }
        return .call(callee, arguments)
    }

    /// `.init("opacity", from: 0, to: 1)`.
    private mutating func propertyExpression(_ property: AnimatedProperty) -> SwiftExpression {
        var arguments = [SwiftArgument(nil, .raw(SwiftIdentifier.stringLiteral(NameStyle.camelCase.apply(property.name))))]
        if let from = property.from { arguments.append(SwiftArgument("from", valueExpression(from))) }
        if let to = property.to { arguments.append(SwiftArgument("to", valueExpression(to))) }
        return .call(".init", arguments)
    }

    /// A start or end value: a number (lengths in points), `.color(…)` or `.shadow([…])`.
    private mutating func valueExpression(_ value: AnimationValue) -> SwiftExpression {
        switch value {
        case .number(let number):
            return .raw(DecimalText.format(number.value))
        case .dimension(let length):
            return .raw(DecimalText.format(length.value.points))
        case .color(let color):
            uses.insert("colorValues")
            return .call(".color", [SwiftArgument(nil, expression(.color(color.value), tokenPath: color.tokenPath).expression)])
        case .shadow(let shadow):
            uses.insert("shadowValues")
            _ = namespace(for: .shadow)
            let built = expression(.shadow(shadow.value), tokenPath: shadow.tokenPath)
            let layers = built.type.hasPrefix("[") ? built.expression : .array([built.expression])
            return .call(".shadow", [SwiftArgument(nil, layers)])
        }
    }

    // MARK: - Doc comments

    /// `opacity 0 → 1`, `offset-y 20pt → 0pt`, `shadow {shadow.rest} → {shadow.peak}`.
    static func describe(_ property: AnimatedProperty) -> String {
        func text(_ value: AnimationValue) -> String {
            switch value {
            case .number(let v): return v.tokenPath.map { "`{\($0)}`" } ?? DecimalText.format(v.value)
            case .dimension(let v): return v.tokenPath.map { "`{\($0)}`" } ?? DecimalText.format(v.value.points) + "pt"
            case .color(let v): return v.tokenPath.map { "`{\($0)}`" } ?? "`\(ValueSummary.color(v.value))`"
            case .shadow(let v): return v.tokenPath.map { "`{\($0)}`" } ?? "`\(ValueSummary.text(.shadow(v.value)))`"
            }
        }
        switch (property.from, property.to) {
        case let (from?, to?): return "\(property.name) \(text(from)) → \(text(to))"
        case let (from?, nil): return "\(property.name) from \(text(from))"
        case let (nil, to?): return "\(property.name) to \(text(to))"
        case (nil, nil): return property.name
        }
    }

    /// `duration `{motion.duration.slow}` (0.8s), curve `{motion.easing.out-expo}`, repeats forever`.
    static func timing(_ animation: ElementAnimation) -> String {
        func written<T>(_ value: SpecValue<T>, _ summary: String) -> String {
            value.tokenPath.map { "`{\($0)}` (\(summary))" } ?? summary
        }
        var parts: [String] = []
        if let t = animation.transition { parts.append("transition " + written(t, ValueSummary.text(.transition(t.value)))) }
        if let d = animation.duration { parts.append("duration " + written(d, ValueSummary.duration(d.value))) }
        if let d = animation.delay { parts.append("delay " + written(d, ValueSummary.duration(d.value))) }
        if let s = animation.stagger { parts.append("stagger " + written(s, ValueSummary.duration(s.value))) }
        if let e = animation.easing { parts.append("curve " + written(e, ValueSummary.text(.cubicBezier(e.value)))) }
        if let s = animation.spring {
            let summary = "response \(DecimalText.format(s.value.response, maximumFractionDigits: 3))s, damping fraction "
                + DecimalText.format(s.value.dampingFraction, maximumFractionDigits: 3)
            parts.append("spring " + written(s, summary))
        }
        switch animation.repetition {
        case .count(let n)?: parts.append("repeats \(n) times")
        case .forever?: parts.append("repeats forever")
        case nil: break
        }
        if animation.autoreverses { parts.append("autoreverses") }
        return parts.isEmpty ? "none given" : parts.joined(separator: ", ")
    }
}
