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
    /// The offers that still have pieces nobody has taken, oldest first.
    private var offers: [Offer] = []

    /// Pieces of work on offer. The job that made the offer takes them in the order it needs
    /// them, helpers the first not taken: so the pieces are made close to the order they are
    /// needed in, and a job that uses each as it comes (the Swift output's namespace walk) can
    /// use them while the helpers make the next, instead of being left alone at the end with
    /// every piece the helpers made (see ``complete(_:of:)``).
    final class Offer {
        /// Computes one piece.
        let run: @Sendable (Int) -> Void
        /// Each piece's state: not taken, being computed, done.
        fileprivate var states: [State]
        /// No piece before this one is still to take.
        fileprivate var front = 0
        /// No piece from this one on is still to take.
        fileprivate var back: Int
        /// Pieces done.
        fileprivate var done = 0

        enum State { case free, taken, done }

        init(count: Int, run: @escaping @Sendable (Int) -> Void) {
            self.run = run
            states = Array(repeating: .free, count: count)
            back = count
        }

        /// The number of pieces.
        var count: Int { states.count }
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

    /// Takes pieces of the offers until every job is finished: what a worker does once no job
    /// is left to start.
    func help() {
        condition.lock()
        while unfinished > 0 {
            guard let offer = offers.first else {
                condition.wait()
                continue
            }
            let piece = offer.front
            take(piece, of: offer)
            compute(piece, of: offer)
        }
        condition.unlock()
    }

    /// Offers `count` pieces computed by `run` to the workers that have no job left. The caller
    /// then gets each piece computed with ``complete(_:of:)``, and every piece with
    /// ``completeAll(of:)`` before `run` may go.
    func offer(_ count: Int, _ run: @escaping @Sendable (Int) -> Void) -> Offer {
        let offer = Offer(count: count, run: run)
        guard count > 0 else { return offer }
        condition.lock()
        offers.append(offer)
        condition.broadcast()
        condition.unlock()
        return offer
    }

    /// Returns once piece `piece` of an offer is done: computed here when nobody has taken it,
    /// else waited for — computing the first piece nobody has taken meanwhile, if any, rather
    /// than idling while a helper makes the one needed.
    ///
    /// Helpers took pieces from the last back: the Swift output's walk then made the first
    /// pieces itself and, once the two met, walked every piece the helper had made alone on
    /// one core (the last ~20–30 ms of a 100,000-token build's render).
    func complete(_ piece: Int, of offer: Offer) {
        condition.lock()
        if offer.states[piece] == .free {
            take(piece, of: offer)
            compute(piece, of: offer)
        }
        while offer.states[piece] != .done {
            if offer.front < offer.back {
                let next = offer.front
                take(next, of: offer)
                compute(next, of: offer)
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// Returns once every piece of an offer is done, computing those nobody has taken, first
    /// to last.
    func completeAll(of offer: Offer) {
        condition.lock()
        while offer.front < offer.back {
            let piece = offer.front
            take(piece, of: offer)
            compute(piece, of: offer)
        }
        while offer.done < offer.count { condition.wait() }
        condition.unlock()
    }

    /// Computes `count` pieces with `run`, on this thread and on any worker that has no job
    /// left; returns when all are done.
    func spread(_ count: Int, _ run: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(run) { run in
            completeAll(of: offer(count, run))
        }
    }

    /// Marks a free piece taken (under the lock), moving the offer's ends past the pieces no
    /// longer free and withdrawing the offer when none is left.
    private func take(_ piece: Int, of offer: Offer) {
        offer.states[piece] = .taken
        while offer.front < offer.back && offer.states[offer.front] != .free { offer.front += 1 }
        while offer.back > offer.front && offer.states[offer.back - 1] != .free { offer.back -= 1 }
        if offer.front == offer.back, let index = offers.firstIndex(where: { $0 === offer }) {
            offers.remove(at: index)
        }
    }

    /// Computes a taken piece (entered and left under the lock, which it releases meanwhile) and
    /// records it done, waking whoever waits for it.
    private func compute(_ piece: Int, of offer: Offer) {
        condition.unlock()
        offer.run(piece)
        condition.lock()
        offer.states[piece] = .done
        offer.done += 1
        condition.broadcast()
    }
}
