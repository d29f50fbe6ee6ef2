import Foundation

/// The jobs of ``ParallelMap/jobs(_:_:)`` and the work they offer: a map started inside a job
/// is cut into pieces that any worker without a job left may take, so that a core that has
/// finished its own jobs helps the longest one instead of idling (a build's Swift output
/// renders beside CSS and flat JSON: one core idled for about a third of the render).
///
/// Every piece writes its own results, and a map returns only when all its pieces are done, so
/// who computes a piece changes nothing in what the map returns.
final class SharedJobs: @unchecked Sendable {
    /// Guards everything below; waited on by workers with nothing to do and by maps whose
    /// pieces are still being computed elsewhere.
    private let condition = NSCondition()
    /// The number of jobs.
    private let count: Int
    /// The next job to start.
    private var nextJob = 0
    /// Jobs not finished yet.
    private var unfinished: Int
    /// The maps that still have pieces nobody has taken, oldest first.
    private var offers: [Offer] = []

    /// A map's pieces on offer.
    final class Offer {
        /// Computes one piece.
        let run: @Sendable (Int) -> Void
        /// The number of pieces.
        let count: Int
        /// The next piece to take.
        var next = 0
        /// Pieces computed.
        var done = 0

        init(count: Int, run: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.run = run
        }
    }

    init(count: Int) {
        self.count = count
        unfinished = count
    }

    /// The next job to start, if any is left.
    func takeJob() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextJob < count else { return nil }
        nextJob += 1
        return nextJob - 1
    }

    /// Records that a job is finished (workers waiting for work stop once all are).
    func finishJob() {
        condition.lock()
        unfinished -= 1
        if unfinished == 0 { condition.broadcast() }
        condition.unlock()
    }

    /// Takes pieces of the maps on offer until every job is finished: what a worker does once
    /// no job is left to start.
    func help() {
        condition.lock()
        while unfinished > 0 {
            guard let offer = offers.first else {
                condition.wait()
                continue
            }
            let piece = take(from: offer)
            condition.unlock()
            offer.run(piece)
            condition.lock()
            complete(offer)
        }
        condition.unlock()
    }

    /// Computes `count` pieces with `run`, on this thread and on any worker that has no job
    /// left; returns when all are done.
    func spread(_ count: Int, _ run: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(run) { run in
            let offer = Offer(count: count, run: run)
            condition.lock()
            offers.append(offer)
            condition.broadcast()
            while offer.next < offer.count {
                let piece = take(from: offer)
                condition.unlock()
                run(piece)
                condition.lock()
                complete(offer)
            }
            // The pieces other workers took: waited for (the offer holds `run`, which must not
            // outlive this call).
            while offer.done < offer.count { condition.wait() }
            condition.unlock()
        }
    }

    /// Takes an offer's next piece (under the lock), withdrawing the offer when it was its last.
    private func take(from offer: Offer) -> Int {
        let piece = offer.next
        offer.next += 1
        if offer.next == offer.count, let index = offers.firstIndex(where: { $0 === offer }) {
            offers.remove(at: index)
        }
        return piece
    }

    /// Records a computed piece (under the lock), waking the map when it was its last.
    private func complete(_ offer: Offer) {
        offer.done += 1
        if offer.done == offer.count { condition.broadcast() }
    }
}
