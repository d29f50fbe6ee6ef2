import Parallel
import XCTest

/// `ParallelMap.runsInsideParallelWork` says whether code runs as part of a map spread over the
/// cores (where a nested map gets no more cores), and nothing else.
final class ParallelWorkFlagTests: XCTestCase {
    func testTheFlagIsSetOnlyWhileAMapIsAtWork() {
        XCTAssertFalse(ParallelMap.runsInsideParallelWork)
        let inside = ParallelMap.indices(64) { _ in ParallelMap.runsInsideParallelWork }
        XCTAssertEqual(inside, Array(repeating: true, count: 64))
        // Cleared again on the calling thread, which takes part in the work.
        XCTAssertFalse(ParallelMap.runsInsideParallelWork)
        // A nested map keeps it set, and leaves it set for the rest of the outer work.
        let nested = ParallelMap.indices(8) { _ -> [Bool] in
            let inner = ParallelMap.indices(4) { _ in ParallelMap.runsInsideParallelWork }
            return inner + [ParallelMap.runsInsideParallelWork]
        }
        XCTAssertTrue(nested.allSatisfy { $0.allSatisfy { $0 } })
        XCTAssertFalse(ParallelMap.runsInsideParallelWork)
        // Below the threshold a map is a plain map on the caller: not parallel work.
        XCTAssertEqual(ParallelMap.indices(1) { _ in ParallelMap.runsInsideParallelWork }, [false])
    }
}
