import Diagnostics
import TokenModel

/// The modes one output covers: those named by its `modes` parameter (in the system's own order,
/// so the default mode stays first when selected), or every mode of the system.
struct ModeSelection {
    /// Indices into ``ResolvedSystem/modes``, default-first order kept.
    var indices: [Int]

    /// Selects the modes of `system` named by `parameters.modes`. Names the system does not
    /// declare are reported as warnings (`unknown-output-mode`, with a suggestion) and skipped.
    init(system: ResolvedSystem, parameters: OutputParameters, format: String, diagnostics: DiagnosticSink) {
        guard let names = parameters.modes else {
            indices = Array(system.modes.indices)
            return
        }
        for name in names where !system.modes.contains(name) {
            let suggestion = Self.closest(to: name, in: system.modes).map { "did you mean '\($0)'?" }
            diagnostics.report(.warning(
                "unknown-output-mode",
                "the \(format) output names mode '\(name)', which design system '\(system.name)' does not declare (it has \(system.modes.joined(separator: ", ")))",
                at: nil, suggestion: suggestion))
        }
        indices = system.modes.indices.filter { names.contains(system.modes[$0]) }
    }

    /// The candidate closest to a misspelled name (the project's shared "did you mean").
    static func closest(to name: String, in candidates: [String]) -> String? {
        Suggestions.nearest(to: name, among: candidates)
    }
}
