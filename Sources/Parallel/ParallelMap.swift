import Dispatch
import Foundation

/// Maps the indices `0..<count` on every core — in chunks, the results in index order, so the
/// outcome is exactly that of a plain `map`. Below `threshold` it is a plain `map`: for a small
/// system the threads cost more than they save.
///
/// The one place tokenc spreads independent work over the cores: files parsed, screens decoded,
/// outputs rendered, token values and members made. Whatever runs in parallel, the results (and
/// so the outputs and the order of diagnostics merged from them) are those of a serial run.
public enum ParallelMap {
    /// Chunks per core, so that cores finishing early take more.
    private static let chunksPerCore = 8

    /// `(0..<count).map(transform)`, computed on all cores from `threshold` elements on.
    public static func indices<Result>(_ count: Int, threshold: Int = 2,
                                       _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count >= max(threshold, 2) else { return (0..<count).map(transform) }
        let jobs = Thread.current.threadDictionary[workKey] as? SharedJobs
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let target = SharedBuffer(buffer: buffer)
            let chunks = min(count, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore)
            @Sendable func run(_ c: Int) {
                let outer = Thread.current.threadDictionary[workKey]
                Thread.current.threadDictionary[workKey] = true
                defer { Thread.current.threadDictionary[workKey] = outer }
                for index in (c * count / chunks)..<((c + 1) * count / chunks) {
                    (target.buffer.baseAddress! + index).initialize(to: transform(index))
                }
            }
            if let jobs {
                // Inside a job of `jobs(_:_:)`: offered to the workers that have finished theirs.
                jobs.spread(chunks, run)
            } else {
                DispatchQueue.concurrentPerform(iterations: chunks, execute: run)
            }
            initialized = count
        }
    }

    /// `(0..<count).map(transform)` for a few long, independent jobs (a build's outputs): each
    /// core takes the next job in index order (put the longest first) until none is left, then
    /// helps the jobs still running with the maps they start (``indices(_:threshold:_:)`` inside
    /// a job is cut into pieces that a core without a job left takes). The results are those of
    /// a plain `map`, whoever computes which piece.
    public static func jobs<Result>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count >= 2, !runsInsideParallelWork else { return (0..<count).map(transform) }
        let jobs = SharedJobs(count: count)
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let target = SharedBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: min(count, ProcessInfo.processInfo.activeProcessorCount)) { _ in
                let outer = Thread.current.threadDictionary[workKey]
                Thread.current.threadDictionary[workKey] = jobs
                defer { Thread.current.threadDictionary[workKey] = outer }
                while let job = jobs.takeJob() {
                    (target.buffer.baseAddress! + job).initialize(to: transform(job))
                    jobs.finishJob()
                }
                jobs.help()
            }
            initialized = count
        }
    }

    /// Whether a map started here may be computed on more than this thread: outside parallel
    /// work, or inside a job of ``jobs(_:_:)``, whose cores help once their own jobs are done.
    /// Work arranged for the cores (made ahead into buffers, then copied) is worth it only then.
    public static var mapsMaySpread: Bool {
        let marker = Thread.current.threadDictionary[workKey]
        return marker == nil || marker is SharedJobs
    }

    /// Whether the caller runs inside the work of a map spread over the cores (an output rendered
    /// beside others, a screen decoded beside others). A map started there runs on that thread
    /// alone — libdispatch does not spread a `concurrentPerform` started inside another — unless
    /// it is a job of ``jobs(_:_:)`` (``mapsMaySpread``), so work that is arranged for the cores
    /// (made ahead into buffers, then copied) is better done directly there.
    public static var runsInsideParallelWork: Bool {
        Thread.current.threadDictionary[workKey] != nil
    }

    /// The thread-dictionary key marking a thread that is doing a map's work.
    private static let workKey = "dev.tokenc.parallel-work"

    /// A buffer whose elements several threads initialize, each its own.
    private struct SharedBuffer<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
    }
}
