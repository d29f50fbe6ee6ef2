import Diagnostics
import Report

/// A small, hand-made report: two files, an error with a suggestion, a fix-it and a note, a
/// warning spanning two lines, a finding without a location, and one suppressed finding.
enum ReportFixture {
    static let specText = """
        screen: splash
        elements:
          - id: tagline
            color: "#EA5455"
            opacity: 0.8
        """
    static let tokenText = "color:\n  teal: { $value: \"#0D7377\" }\n"

    static func make() -> LintReport {
        let sources = SourceManager()
        let spec = sources.add(path: "specs/urban nest/splash.screen.yaml", text: specText)
        let tokens = sources.add(path: "tokens/urbannest/color.tokens.yaml", text: tokenText)
        let colorRange = SourceRange(file: spec, start: .init(line: 4, column: 12), end: .init(line: 4, column: 21))
        let contrast = Diagnostic.error(
            "contrast", "text #EA5455 on #0D7377: 1.65:1, needs 4.5:1", at: colorRange,
            notes: [.init("the background is set here", at: SourceRange(file: tokens, start: .init(line: 2, column: 3), end: .init(line: 2, column: 7)))],
            fixIts: [.init(range: colorRange, replacement: "\"{color.white}\"")],
            suggestion: "use {color.white}")
        let raw = Diagnostic.warning(
            "raw-value", "literal color \"#EA5455\"", at: colorRange)
        let multiLine = Diagnostic.warning(
            "reduced-motion", "the entry animation has no reduced-motion alternative",
            at: SourceRange(file: spec, start: .init(line: 3, column: 5), end: .init(line: 5, column: 17)))
        let global = Diagnostic.warning("unused-token", "no location here", at: nil)
        let suppressedDiagnostic = Diagnostic.warning(
            "touch-target", "44×44pt needed", at: SourceRange(file: spec, start: .init(line: 5, column: 5), end: .init(line: 5, column: 12)))
        let rules = [
            RuleMetadata(id: "raw-value", summary: "A literal value in a spec.", rationale: "Tokens keep values consistent.",
                         defaultSeverity: .warning, help: "Use a token."),
            RuleMetadata(id: "contrast", summary: "Text without enough contrast.", rationale: "WCAG 2.x SC 1.4.3.",
                         defaultSeverity: .error, help: "Darken the background.", helpURI: "https://example.com/contrast"),
            RuleMetadata(id: "naming", summary: "Mixed case styles.", rationale: "Consistency.", defaultSeverity: nil, help: "Rename."),
        ]
        return LintReport(
            findings: [multiLine, contrast, global, raw],
            suppressed: [SuppressedFinding(diagnostic: suppressedDiagnostic, justification: "decorative",
                                           commentRange: SourceRange(file: spec, start: .init(line: 4, column: 5), end: .init(line: 4, column: 40)))],
            rules: rules, sources: sources, filesChecked: 2)
    }
}
