import Diagnostics
import ScreenSpec
import TokenModel

/// `touch-target`: an interactive element smaller than 44×44pt.
public struct TouchTargetRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "touch-target",
        summary: "An interactive element smaller than 44×44pt.",
        rationale: """
            Apple's Human Interface Guidelines ask for hit targets of at least 44×44pt (WCAG 2.2 \
            SC 2.5.8 asks 24×24 CSS px, SC 2.5.5 AAA 44×44). Smaller controls are missed, \
            especially by people with limited dexterity. The size checked is the element's \
            `height` (or `min-height`) and `width` as the spec gives them.
            """,
        defaultSeverity: .warning, scope: .screens,
        options: [RuleOption(name: "minimum", summary: "The smallest side, in points.", kind: .number(1...200), defaultValue: .number(44))],
        triggeringExamples: [
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: show-password
                    kind: button
                    symbol: eye
                    accessibility: { label: Show password }
                    size: ↓24pt
                """, tokens: "size: { $type: dimension, control: { $value: 44pt } }"),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: submit
                    kind: button
                    text: Sign in
                    height: "{size.control}"
                  - id: logo
                    kind: image
                    size: 24pt
                    accessibility: { label: Logo }
                """, tokens: "size: { $type: dimension, control: { $value: 44pt } }",
                note: "a 44pt button; a small image that is not interactive"),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each interactive element with a side under the minimum (once, whatever the modes).
    public func check(_ context: LintContext) -> [Diagnostic] {
        let minimum = context.configuration.number("minimum", for: Self.description, default: 44)
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        for screen in context.screens {
            for placed in screen.allElements where placed.element.isInteractive {
                let style = placed.element.style
                let height = style.height.map { h in style.minHeight.map { $0.value.points > h.value.points ? $0 : h } ?? h } ?? style.minHeight
                // Most interactive elements are large enough: decided without building anything.
                let smallHeight = height.map { $0.value.points < minimum } ?? false
                let smallWidth = style.width.map { $0.value.points < minimum } ?? false
                guard smallHeight || smallWidth else { continue }
                guard let firstRange = smallHeight ? height?.range : style.width?.range,
                      seen.insert(firstRange).inserted else { continue }
                let size = "\(Format.decimal(style.width?.value.points ?? .nan, 1))×\(Format.decimal(height?.value.points ?? .nan, 1))pt"
                    .replacingOccurrences(of: "nan", with: "?")
                let which = smallHeight && smallWidth ? "height and width are" : smallHeight ? "height is" : "width is"
                findings.append(finding(
                    "'\(placed.path)' is interactive but \(size): its \(which) under \(Format.decimal(minimum, 1))pt",
                    at: firstRange,
                    suggestion: "make the tap area at least \(Format.decimal(minimum, 1))×\(Format.decimal(minimum, 1))pt (a larger frame or `contentShape`), even if the glyph stays small"))
            }
        }
        return findings
    }
}
