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
    ///
    /// The indices are cut into a few runs per core, taken by whichever core is free. With
    /// `eachItemAPiece`, every index is a run of its own: for a few hundred or thousand items
    /// that each take milliseconds (a screen spec parsed and decoded), where a run of 60 left
    /// one core working alone for its last ~0.15 s.
    public static func indices<Result>(_ count: Int, threshold: Int = 2, eachItemAPiece: Bool = false,
                                       _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count >= max(threshold, 2) else { return (0..<count).map(transform) }
        let jobs = currentJobs
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let target = SharedBuffer(buffer: buffer)
            let chunks = eachItemAPiece ? count : min(count, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore)
            @Sendable func run(_ c: Int) {
                asParallelWork {
                    for index in (c * count / chunks)..<((c + 1) * count / chunks) {
                        (target.buffer.baseAddress! + index).initialize(to: transform(index))
                    }
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

    /// Runs `body` as a piece of parallel work: a map started there runs on this thread alone.
    static func asParallelWork(_ body: () -> Void) {
        let outer = Thread.current.threadDictionary[workKey]
        Thread.current.threadDictionary[workKey] = true
        defer { Thread.current.threadDictionary[workKey] = outer }
        body()
    }

    /// The jobs of ``jobs(_:_:)`` the caller works in, if it does (and not in a piece of work
    /// inside one).
    static var currentJobs: SharedJobs? {
        Thread.current.threadDictionary[workKey] as? SharedJobs
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

/// Pieces of work made ahead for a caller that then uses them one at a time, in about the order
/// of their indices (the Swift output's planned namespace walk, written in pieces of ~192 steps that
/// it takes in order). Outside parallel work every piece is made at once on all cores; inside a
/// job of ``ParallelMap/jobs(_:_:)`` a piece is made when the caller first asks for it, unless a
/// worker without a job left has taken it before — helpers take the first not taken, just
/// ahead of the caller — so the caller's own work on the pieces it has overlaps with the
/// helpers' (made all ahead, the walk ran alone after them: a third of the Swift output's time
/// at 100,000 tokens).
public final class ParallelPieces<Result>: @unchecked Sendable {
    /// Each piece's result, until taken.
    private let results: UnsafeMutablePointer<Result?>
    private let count: Int
    /// The jobs the pieces are offered to, and the offer (nil when all were made at once).
    private let jobs: SharedJobs?
    private let offer: SharedJobs.Offer?

    /// Starts making `count` pieces with `make`.
    public init(_ count: Int, _ make: @escaping @Sendable (Int) -> Result) {
        self.count = count
        results = .allocate(capacity: count)
        results.initialize(repeating: nil, count: count)
        if count > 1, let jobs = ParallelMap.currentJobs {
            let slots = SharedSlots(base: results)
            self.jobs = jobs
            offer = jobs.offer(count) { piece in
                ParallelMap.asParallelWork { slots.base[piece] = make(piece) }
            }
        } else {
            jobs = nil
            offer = nil
            // Each piece taken on its own by the next free core, in order (in chunks of
            // ``ParallelMap/indices(_:threshold:_:)``, 4 of the Swift output's then 64 pieces a chunk,
            // the core that took the last chunk wrote alone for its last ~15 ms at 100,000 tokens:
            // pieces hold as many members, not as much work).
            let slots = SharedSlots(base: results)
            if count > 1 && !ParallelMap.runsInsideParallelWork {
                DispatchQueue.concurrentPerform(iterations: count) { piece in
                    ParallelMap.asParallelWork { slots.base[piece] = make(piece) }
                }
            } else {
                for piece in 0..<count { slots.base[piece] = make(piece) }
            }
        }
    }

    /// Piece `piece`'s result, moved out (it is not kept: a second call for it returns nil);
    /// made now when no worker has taken it, waited for when one has.
    public func take(_ piece: Int) -> Result? {
        guard piece >= 0 && piece < count else { return nil }
        if let jobs, let offer { jobs.complete(piece, of: offer) }
        let result = results[piece]
        results[piece] = nil
        return result
    }

    deinit {
        // The pieces nobody asked for are made, those being made waited for: nothing may run
        // on the results once they are gone.
        if let jobs, let offer { jobs.completeAll(of: offer) }
        results.deinitialize(count: count)
        results.deallocate()
    }

    /// The results' storage, which the pieces write each in its own slot.
    private struct SharedSlots: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result?>
    }
}
