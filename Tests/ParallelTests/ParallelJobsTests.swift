import Foundation
import Parallel
import XCTest

/// `ParallelMap.jobs` gives what a plain `map` gives, maps started inside its jobs too, and a
/// worker that has no job left helps with those maps.
final class ParallelJobsTests: XCTestCase {
    func testSameAsMapWithMapsInsideTheJobs() {
        for count in [0, 1, 2, 3, 7] {
            let expected = (0..<count).map { job in (0..<(job * 300)).map { "\(job):\($0 * 7919 % 10_007)" } }
            let result = ParallelMap.jobs(count) { job in
                ParallelMap.indices(job * 300, threshold: 0) { "\(job):\($0 * 7919 % 10_007)" }
            }
            XCTAssertEqual(result, expected, "count \(count)")
        }
        XCTAssertFalse(ParallelMap.runsInsideParallelWork)
    }

    func testTheFlagsInsideJobsAndTheirPieces() {
        let seen = ParallelMap.jobs(3) { _ -> [Bool] in
            let pieces = ParallelMap.indices(32, threshold: 0) { _ in
                // A map inside a piece runs on that thread alone.
                [ParallelMap.runsInsideParallelWork, ParallelMap.mapsMaySpread]
            }
            return [ParallelMap.runsInsideParallelWork, ParallelMap.mapsMaySpread] + pieces.flatMap { $0 }
        }
        for flags in seen {
            XCTAssertEqual(Array(flags.prefix(2)), [true, true], "a job may spread its maps")
            XCTAssertEqual(flags.count, 2 + 64)
            for piece in stride(from: 2, to: flags.count, by: 2) {
                XCTAssertEqual(Array(flags[piece..<(piece + 2)]), [true, false], "a piece may not")
            }
        }
        XCTAssertTrue(ParallelMap.mapsMaySpread)
        XCTAssertEqual(ParallelMap.indices(4) { _ in ParallelMap.mapsMaySpread }, [false, false, false, false])
    }

    /// Job 1 is done at once; job 0 starts a map of slow pieces. When the two jobs ran on two
    /// threads, the thread of job 1 takes some of job 0's pieces.
    func testAWorkerWithoutJobsHelps() {
        final class Threads: @unchecked Sendable {
            let lock = NSLock()
            var job: [Int: Thread] = [:]
            var pieces: [Int: Thread] = [:]
            func record(job index: Int) { lock.lock(); job[index] = Thread.current; lock.unlock() }
            func record(piece index: Int) { lock.lock(); pieces[index] = Thread.current; lock.unlock() }
        }
        let threads = Threads()
        let result = ParallelMap.jobs(2) { job -> [Int] in
            threads.record(job: job)
            guard job == 0 else { return [] }
            return ParallelMap.indices(16, threshold: 0) { piece in
                Thread.sleep(forTimeInterval: 0.02)
                threads.record(piece: piece)
                return piece * piece
            }
        }
        XCTAssertEqual(result, [(0..<16).map { $0 * $0 }, []])
        XCTAssertEqual(threads.pieces.count, 16)
        guard ProcessInfo.processInfo.activeProcessorCount > 1, let first = threads.job[0], let second = threads.job[1],
              first !== second else { return }
        XCTAssertTrue(threads.pieces.values.contains { $0 === second }, "the idle worker took no piece")
        XCTAssertTrue(threads.pieces.values.contains { $0 === first }, "the job's own thread took no piece")
    }
}
