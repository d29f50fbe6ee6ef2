import Diagnostics
import ScreenSpec

/// `accessibility-label`: an interactive element with no text of its own and no accessibility
/// label, or an image that is neither labelled nor hidden from VoiceOver.
public struct AccessibilityLabelRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "accessibility-label",
        summary: "An icon-only control or a meaningful image without an accessibility label.",
        rationale: """
            VoiceOver reads a button's text as its label; a control that shows only an icon (or a \
            field without a title or placeholder) is announced as "button" and nothing more \
            (WCAG 2.x SC 1.1.1, 4.1.2). An image is either meaningful and labelled, or decorative \
            and hidden (`accessibility: { hidden: true }`).
            """,
        defaultSeverity: .error, scope: .screens,
        triggeringExamples: [
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: ↓close
                    kind: button
                    symbol: xmark
                  - id: ↓logo
                    kind: image
                    asset: logo
                """, tokens: "color: { $type: color, white: { $value: '#FFFFFF' } }"),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: login
                system: example
                elements:
                  - id: close
                    kind: button
                    symbol: xmark
                    accessibility: { label: Close }
                  - id: submit
                    kind: button
                    text: Sign in
                  - id: glow
                    kind: image
                    asset: glow
                    accessibility: { hidden: true }
                  - id: email
                    kind: input
                    placeholder: Email
                  - id: continue
                    kind: button
                    typography: { font-family: Inter, font-size: 17pt, font-weight: 600 }
                  - id: apple
                    kind: x-sign-in-with-apple
                    interactive: true
                """, tokens: "color: { $type: color, white: { $value: '#FFFFFF' } }",
                note: "labelled, hidden, titled controls; a text button without wording is missing-copy's; custom kinds are not checked"),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports unlabelled controls and images.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        // A remapped screen writes what an earlier one of its spec writes, at the same places:
        // what this rule reads is the same there, and each place is reported once.
        for screen in context.screens where !screen.isRemapped {
            for placed in screen.allElements {
                let element = placed.element
                let accessibility = element.accessibility
                if accessibility?.hidden == true || accessibility?.label != nil || element.kind.isCustom { continue }
                let hasOwnText = element.displayedText != nil || element.placeholder != nil
                    || element.children.contains { $0.kind == .text && ($0.displayedText != nil) }
                // A button styled for text whose wording the spec leaves out is a missing-copy
                // finding, not an icon-only control.
                let isTextButton = element.kind == .button && element.symbol == nil && element.style.typography != nil
                var message: String?
                if element.isInteractive, !hasOwnText, !isTextButton {
                    message = element.kind == .input
                        ? "the input '\(placed.path)' has no accessibility label and no placeholder; VoiceOver cannot say what it is for"
                        : "the \(element.kind.rawValue) '\(placed.path)' shows no text and has no accessibility label; VoiceOver cannot say what it does"
                } else if element.kind == .image {
                    message = "the image '\(placed.path)' has no accessibility label and is not hidden from VoiceOver"
                }
                guard let message, seen.insert(element.idRange).inserted else { continue }
                findings.append(finding(message, at: element.idRange,
                                        suggestion: element.kind == .image
                                            ? "add `accessibility: { label: … }` (a copy key), or `hidden: true` if it is decorative"
                                            : "add `accessibility: { label: … }` with a copy key that says what it does"))
            }
        }
        return findings
    }
}
