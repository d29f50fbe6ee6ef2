import Dispatch
import Parallel
import XCTest

/// Values handed over to parallel jobs are taken once each, and released by whoever takes them.
final class HandOverTests: XCTestCase {
    private final class Tracked: @unchecked Sendable {
        let value: Int
        let onRelease: @Sendable () -> Void
        init(_ value: Int, onRelease: @escaping @Sendable () -> Void) { self.value = value; self.onRelease = onRelease }
        deinit { onRelease() }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    func testEachValueIsTakenOnceThenNothing() {
        let handOver = HandOver(["a", "b", "c"])
        XCTAssertEqual(handOver.count, 3)
        XCTAssertEqual(handOver.take(1), "b")
        XCTAssertNil(handOver.take(1))
        XCTAssertEqual(handOver.take(0), "a")
        XCTAssertEqual(handOver.take(2), "c")
        XCTAssertNil(handOver.take(0))
        XCTAssertEqual(HandOver([Int]()).count, 0)
    }

    func testTheTakerHoldsTheLastReference() {
        let released = Counter()
        var values: [Tracked] = (0..<200).map { Tracked($0, onRelease: released.increment) }
        let handOver = HandOver(values)
        values.removeAll()
        XCTAssertEqual(released.value, 0)
        let sums = Counter()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            guard let taken = handOver.take(i) else { return XCTFail("index \(i) taken twice") }
            XCTAssertEqual(taken.value, i)
            sums.increment()
        }
        XCTAssertEqual(sums.value, 200)
        XCTAssertEqual(released.value, 200, "every value released by the job that took it, before the hand-over goes")
    }

    func testWhatIsNotTakenIsReleasedWithTheHandOver() {
        let released = Counter()
        var handOver: HandOver<Tracked>? = HandOver((0..<3).map { Tracked($0, onRelease: released.increment) })
        _ = handOver?.take(0)
        XCTAssertEqual(released.value, 1)
        handOver = nil
        XCTAssertEqual(released.value, 3)
    }
}
