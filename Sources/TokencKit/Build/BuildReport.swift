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
    /// templates), `write`.
    public var timings: [(phase: String, seconds: Double)]

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
