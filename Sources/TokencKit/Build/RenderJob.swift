import Diagnostics
import Emit
import Foundation

/// One configured output, ready to render: the folder its files go in, and the work that makes
/// them. ``run(_:)`` renders a build's outputs on all cores.
struct RenderJob: Sendable {
    /// What the output is called in `--timings` (its format or template, and its path).
    var label: String
    /// The folder (relative to the output directory) the files go in.
    var folder: String
    /// Renders the files, reporting problems into the sink it is given and adding the time its
    /// templates take to the clock; nil when it failed.
    var render: @Sendable (DiagnosticSink, TemplateClock) -> [GeneratedFile]?

    /// What one job produced: its files (nil when it failed) and everything it reported, in the
    /// order reported.
    struct Result: Sendable {
        var folder: String
        var files: [GeneratedFile]?
        var diagnostics: [Diagnostic]
        /// How long the output took: in all, and in its templates.
        var timing = OutputTiming(output: "", seconds: 0, templateSeconds: 0)
    }

    /// Renders one job, timing it.
    private func perform() -> Result {
        let sink = DiagnosticSink()
        let clock = TemplateClock()
        let start = ContinuousClock.now
        let files = render(sink, clock)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(folder: folder, files: files, diagnostics: sink.diagnostics,
                      timing: OutputTiming(output: label, seconds: seconds, templateSeconds: clock.seconds))
    }

    /// Renders every job, the outputs of a build in parallel, and returns the results in the
    /// jobs' order — the same whatever the cores or the scheduling.
    ///
    /// Each job is a block of its own on the global queue rather than an iteration of one
    /// `concurrentPerform`: libdispatch runs a `concurrentPerform` started inside another one on
    /// the calling thread alone, so an output that spreads its own work over the cores
    /// (``ParallelMap``) — the Swift file's members — would get one core even after the other
    /// outputs are done.
    static func run(_ jobs: [RenderJob]) -> [Result] {
        guard jobs.count > 1 else { return jobs.map { $0.perform() } }
        let slots = Slots(count: jobs.count)
        let group = DispatchGroup()
        for index in jobs.indices {
            let job = jobs[index]
            DispatchQueue.global().async(group: group) { slots.store(job.perform(), at: index) }
        }
        group.wait()
        return slots.results
    }

    /// The results as the jobs finish, each in its job's place.
    private final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        /// Every result, in order (all have been stored once the group is done).
        var results: [Result] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
