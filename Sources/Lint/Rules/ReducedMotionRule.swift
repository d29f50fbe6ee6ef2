import Diagnostics
import ScreenSpec

/// `reduced-motion`: an animation that moves, scales, rotates or blurs and gives no alternative
/// for Reduce Motion.
public struct ReducedMotionRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "reduced-motion",
        summary: "An animation with motion and no reduced-motion alternative.",
        rationale: """
            With Reduce Motion on, iOS users expect slides, zooms, bounces and parallax to be \
            replaced by fades or removed (WCAG 2.x SC 2.3.3). Every animation that moves \
            something needs a `reduced-motion:` alternative (`none`, or a gentler animation), on \
            the animation or in the screen's `reduced-motion:` map. Animations of opacity or color \
            alone are already fades and need none.
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
                      ↓entry: { from: { opacity: 0, scale: 0.8 }, to: { opacity: 1, scale: 1 }, duration: 300ms }
                """, tokens: "color: { $type: color, white: { $value: '#FFFFFF' } }"),
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
                      entry: { from: { opacity: 0, scale: 0.8 }, to: { opacity: 1, scale: 1 }, duration: 300ms,
                               reduced-motion: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 200ms } }
                  - id: title
                    kind: text
                    text: Hello
                    animations:
                      entry: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 300ms }
                """, tokens: "color: { $type: color, white: { $value: '#FFFFFF' } }", note: "an alternative given; a plain fade"),
        ])

    /// Properties whose change is not motion.
    static let motionless: Set<String> = ["opacity", "color", "background-color", "border-color", "shadow-opacity", "glow-opacity", "progress"]

    /// Creates the rule.
    public init() {}

    /// Reports moving animations without an alternative.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        // A remapped screen writes what an earlier one of its spec writes, at the same places:
        // what this rule reads is the same there, and each place is reported once.
        for screen in context.screens where !screen.isRemapped {
            for placed in screen.allElements {
                for animation in placed.element.animations where animation.reducedMotion == nil {
                    let moving = animation.properties.map(\.name).filter { !Self.motionless.contains($0) }
                    // An animation that names no property (a spinner, a pulse given in words) is taken to move.
                    guard animation.properties.isEmpty || !moving.isEmpty, seen.insert(animation.triggerRange).inserted else { continue }
                    let what = moving.isEmpty ? "" : " (\(moving.joined(separator: ", ")))"
                    findings.append(finding(
                        "the \(animation.trigger.rawValue) animation of '\(placed.path)'\(what) has no reduced-motion alternative",
                        at: animation.triggerRange,
                        suggestion: "add `reduced-motion: none`, or a fade: `reduced-motion: { from: { opacity: 0 }, to: { opacity: 1 }, duration: 200ms }`"))
                }
            }
        }
        return findings
    }
}
