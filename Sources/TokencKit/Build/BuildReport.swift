import TokenModel
import Emit

/// What `tokenc build` did: the exit status it calls for, the files, and where the time went.
public struct BuildReport: Sendable {
    /// 0 built, 1 token (or emitter) errors — nothing written, 2 configuration or I/O problem.
    public var status: Int32
    /// Each written file (relative to the output directory) and whether it was created, updated or unchanged.
    public var files: [(path: String, outcome: WriteOutcome)]
    /// The number of systems and of valid tokens compiled.
    public var systemCount: Int
    /// The number of valid tokens compiled.
    public var tokenCount: Int
    /// Seconds spent per phase: `compile` (read, parse, resolve), `render` (contexts and
    /// templates, and each output's changed files written to temporary files as soon as it is
    /// rendered, on the core that rendered it), `write` (the files renamed into place, stale files
    /// removed, the manifest: at 100,000 tokens a millisecond where writing 40 MB took 10–15).
    public var timings: [(phase: String, seconds: Double)]
    /// The compiled systems (empty when the build stopped before compiling). Handing them back
    /// also lets a caller that is about to exit skip releasing a large model piece by piece.
    public var systems: [ResolvedSystem] = []
    /// Each output's rendering time, in configuration order (outputs render in parallel, so
    /// these add up to more than the `render` phase on several cores).
    public var outputTimings: [OutputTiming] = []

    /// Creates a report.
    public init(status: Int32, files: [(path: String, outcome: WriteOutcome)] = [], systemCount: Int = 0,
                tokenCount: Int = 0, timings: [(phase: String, seconds: Double)] = []) {
        self.status = status
        self.files = files
        self.systemCount = systemCount
        self.tokenCount = tokenCount
        self.timings = timings
    }
}

/// How long one output took to render: in all (building its contexts, then its templates), and
/// in its templates alone.
public struct OutputTiming: Sendable, Equatable {
    /// The output: its format or template, and its path.
    public var output: String
    /// Seconds to render the output.
    public var seconds: Double
    /// Seconds of that in templates (the rest is building their contexts).
    public var templateSeconds: Double

    /// Creates a timing.
    public init(output: String, seconds: Double, templateSeconds: Double) {
        self.output = output
        self.seconds = seconds
        self.templateSeconds = templateSeconds
    }
}
