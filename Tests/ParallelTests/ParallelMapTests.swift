import Parallel
import XCTest

/// `ParallelMap.indices` must give exactly what a plain `map` gives, in order, on all cores or not.
final class ParallelMapTests: XCTestCase {
    func testSameAsMapAboveAndBelowTheThreshold() {
        for count in [0, 1, 2, 3, 17, 1000, 10_007] {
            let expected = (0..<count).map { "v\($0 * 7919 % 10_007)" }
            XCTAssertEqual(ParallelMap.indices(count, threshold: 0) { "v\($0 * 7919 % 10_007)" }, expected, "count \(count)")
            XCTAssertEqual(ParallelMap.indices(count, threshold: .max) { "v\($0 * 7919 % 10_007)" }, expected, "count \(count)")
        }
    }

    func testEveryIndexIsComputedOnce() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var seen: [Int: Int] = [:]
            func hit(_ i: Int) { lock.lock(); seen[i, default: 0] += 1; lock.unlock() }
        }
        let counter = Counter()
        let result = ParallelMap.indices(5000, threshold: 0) { i -> Int in
            counter.hit(i)
            return i * 2
        }
        XCTAssertEqual(result, (0..<5000).map { $0 * 2 })
        XCTAssertEqual(counter.seen.count, 5000)
        XCTAssertTrue(counter.seen.values.allSatisfy { $0 == 1 })
    }
}
