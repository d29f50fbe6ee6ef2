import Diagnostics
import Lint
import Report
import ScreenSpec
import TokenModel

/// The result of a lint run: the problems found while reading the input, the rules' findings, and
/// the report that merges them for the reporters.
public struct LintOutcome: Sendable {
    /// Problems in the input itself (YAML, tokens, specs, configuration), in scope.
    public var inputDiagnostics: [Diagnostic]
    /// The rules' findings and the suppressed ones.
    public var result: LintResult
    /// The resolved systems.
    public var systems: [ResolvedSystem]
    /// The screens (one per spec and mode).
    public var screens: [Screen]
    /// Everything, ready for a ``Reporter``.
    public var report: LintReport
    /// How long each phase of ``LintPipeline/run(_:)`` took (`tokenc lint --timings`).
    public var timings: [(phase: String, seconds: Double)] = []

    /// Whether a path could not be read (exit status 2).
    public var hasIOError: Bool { inputDiagnostics.contains { $0.code == "io-error" } }

    /// 0 clean, 1 errors (or warnings with `strict`), 2 an unreadable input.
    public func exitStatus(strict: Bool) -> Int32 {
        if hasIOError { return 2 }
        let all = report.findings
        if all.contains(where: { $0.severity == .error }) { return 1 }
        if strict, all.contains(where: { $0.severity == .warning }) { return 1 }
        return 0
    }
}
