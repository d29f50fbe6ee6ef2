import Diagnostics
import ScreenSpec
import TokenModel

/// `motion-conflict`: one animation given both a spring and a fixed duration or easing curve.
public struct MotionConflictRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "motion-conflict",
        summary: "An animation with both a spring and a fixed duration or bezier curve.",
        rationale: """
            A spring's timing follows from its stiffness, damping and mass; a duration with an easing \
            curve is a different animation. Given both (as Laten's logo entry is: an iOS spring and \
            `0.6s cubic-bezier(0.16, 1, 0.3, 1)`), developers pick one and designers see the other. \
            Say which one the screen uses.
            """,
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                elements:
                  - id: logo
                    kind: image
                    accessibility: { label: Logo }
                    animations:
                      ↓entry:
                        from: { scale: 0.8 }
                        to: { scale: 1 }
                        spring: "{motion.spring}"
                        duration: 600ms
                        easing: [0.16, 1, 0.3, 1]
                        reduced-motion: none
                """, tokens: """
                motion:
                  spring: { $type: dev.tokenc.spring, $value: { stiffness: 380, damping: 35 } }
                """, note: "Laten's logo entry"),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                elements:
                  - id: logo
                    kind: image
                    accessibility: { label: Logo }
                    animations:
                      entry: { from: { scale: 0.8 }, to: { scale: 1 }, spring: "{motion.spring}", delay: 100ms, reduced-motion: none }
                  - id: title
                    kind: text
                    text: Hi
                    animations:
                      entry: { from: { offset-y: 20pt }, to: { offset-y: 0pt }, duration: 600ms, easing: [0.16, 1, 0.3, 1], reduced-motion: none }
                """, tokens: """
                motion:
                  spring: { $type: dev.tokenc.spring, $value: { stiffness: 380, damping: 35 } }
                """, note: "a spring with a delay; a curve with a duration"),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports animations (and reduced-motion replacements) that have a spring and a fixed timing.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        // A remapped screen writes what an earlier one of its spec writes, at the same places:
        // what this rule reads is the same there, and each place is reported once.
        for screen in context.screens where !screen.isRemapped {
            for placed in screen.allElements {
                var animations = placed.element.animations
                for animation in placed.element.animations {
                    if case .replacement(let replacement)? = animation.reducedMotion { animations.append(replacement) }
                }
                for animation in animations {
                    guard let spring = animation.spring else { continue }
                    var fixed: [(String, SourceRange)] = []
                    if let duration = animation.duration {
                        fixed.append(("a duration of \(Format.decimal(duration.value.value, 3))\(duration.value.unit.rawValue)", duration.range))
                    }
                    if let easing = animation.easing {
                        let c = easing.value
                        fixed.append(("a curve cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map { Format.decimal($0, 3) }.joined(separator: ", ")))", easing.range))
                    }
                    if let transition = animation.transition {
                        fixed.append(("a transition token {\(transition.tokenPath ?? "…")}", transition.range))
                    }
                    guard !fixed.isEmpty, seen.insert(animation.triggerRange).inserted else { continue }
                    let s = spring.value
                    let springText = (spring.tokenPath.map { "{\($0)} " } ?? "")
                        + "(response \(Format.decimal(s.response, 3))s, damping fraction \(Format.decimal(s.dampingFraction, 3)))"
                    var notes: [Diagnostic.Note] = [.init("the spring is given here", at: spring.range)]
                    notes += fixed.map { .init("\($0.0) is given here", at: $0.1) }
                    findings.append(finding(
                        "the \(animation.trigger.rawValue) animation of '\(placed.path)' has a spring \(springText) and \(fixed.map(\.0).joined(separator: " and ")); an animation runs one or the other",
                        at: animation.triggerRange, notes: notes,
                        suggestion: "keep the spring and drop the fixed timing, or the reverse"))
                }
            }
        }
        return findings
    }
}
