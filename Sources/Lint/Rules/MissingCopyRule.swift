import Diagnostics
import ScreenSpec

/// `missing-copy`: a text element, or a button styled for text, that gives no wording — neither a
/// copy key nor a literal text.
public struct MissingCopyRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "missing-copy",
        summary: "A text or a text button whose wording the spec does not give.",
        rationale: """
            A spec that styles a label but leaves out its words leaves the wording (and its \
            translation key, and what VoiceOver reads) to whoever implements it. The seed documents \
            do this often ("the document gives no wording"); each such hole is listed so it can be \
            filled with a copy token.
            """,
        defaultSeverity: .warning, scope: .screens,
        triggeringExamples: [
            RuleExample(screen: """
                screen: reset
                system: example
                elements:
                  - id: ↓instructions
                    kind: text
                    typography: "{type.body}"
                  - id: ↓send
                    kind: button
                    typography: "{type.body}"
                """, tokens: """
                type:
                  body: { $type: typography, $value: { fontFamily: Inter, fontSize: 17pt, fontWeight: 400 } }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: reset
                system: example
                elements:
                  - id: instructions
                    kind: text
                    copy: reset.instructions
                  - id: send
                    kind: button
                    text: Send
                  - id: close
                    kind: button
                    symbol: xmark
                    accessibility: { label: Close }
                """, tokens: """
                copy:
                  $type: dev.tokenc.copy
                  reset:
                    instructions: { $value: "Enter your email." }
                """),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports texts and text buttons without wording.
    public func check(_ context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen = Set<SourceRange>()
        // A remapped screen writes what an earlier one of its spec writes, at the same places:
        // what this rule reads is the same there, and each place is reported once.
        for screen in context.screens where !screen.isRemapped {
            for placed in screen.allElements {
                let element = placed.element
                let isText = element.kind == .text
                let isTextButton = element.kind == .button && element.symbol == nil && element.style.typography != nil
                guard isText || isTextButton, element.displayedText == nil,
                      !element.states.contains(where: { $0.copy != nil || $0.text != nil }),
                      !element.children.contains(where: { $0.kind == .text }),
                      seen.insert(element.idRange).inserted else { continue }
                findings.append(finding(
                    "the \(element.kind.rawValue) '\(placed.path)' has no wording: neither `copy:` nor `text:`",
                    at: element.idRange,
                    suggestion: "add a copy token (`dev.tokenc.copy`) with the wording and use its key: `copy: …`"))
            }
        }
        return findings
    }
}
