/// A stopwatch for `--timings`: each ``lap(_:)`` records the time since the previous one (or since
/// the stopwatch was made) under a phase name.
public struct Laps: Sendable {
    /// The phases in the order they ended, with their seconds.
    public private(set) var timings: [(phase: String, seconds: Double)] = []
    private var clock = ContinuousClock.now

    public init() {}

    /// Ends a phase.
    public mutating func lap(_ phase: String) {
        let now = ContinuousClock.now
        let elapsed = now - clock
        timings.append((phase, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        clock = now
    }
}
