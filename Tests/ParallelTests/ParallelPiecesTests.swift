import Foundation
import Parallel
import XCTest

/// `ParallelPieces` gives each piece's result once, whoever made it: all at once outside
/// parallel work, on demand (or by an idle worker of `ParallelMap.jobs`) inside a job.
final class ParallelPiecesTests: XCTestCase {
    private static func square(_ piece: Int) -> [Int] { Array(repeating: piece * piece, count: piece % 5 + 1) }

    func testEachPieceOnceOutsideAndInsideJobs() {
        for count in [0, 1, 2, 9, 64] {
            let expected = (0..<count).map(Self.square)
            let outside = ParallelPieces(count) { Self.square($0) }
            XCTAssertEqual((0..<count).map { outside.take($0) }, expected, "outside, count \(count)")
            XCTAssertNil(outside.take(0), "taken once")
            XCTAssertNil(outside.take(count), "no such piece")
            // Inside a job, taken in an order of their own (the second job is done at once).
            let inside = ParallelMap.jobs(2) { job -> [[Int]?] in
                guard job == 0 else { return [] }
                let pieces = ParallelPieces(count) { Self.square($0) }
                let order = (0..<count).map { $0 % 2 == 0 ? $0 / 2 : count - 1 - $0 / 2 }  // 0, n-1, 1, n-2, …
                var taken = [[Int]?](repeating: nil, count: count)
                for piece in order { taken[piece] = pieces.take(piece) }
                return taken
            }[0]
            XCTAssertEqual(inside, expected, "inside a job, count \(count)")
        }
    }

    /// Outside parallel work each piece is taken on its own by the next free core; inside a
    /// map's work (not a job) they are made on that thread: either way each piece once.
    func testEachPieceOnceOnAllCoresAndInsideAMap() {
        let count = 64
        let expected = (0..<count).map(Self.square)
        let outside = ParallelPieces(count) { Self.square($0) }
        XCTAssertEqual((0..<count).map { outside.take($0) }, expected)
        let inside = ParallelMap.indices(4, threshold: 0) { index -> [[Int]?] in
            let pieces = ParallelPieces(count) { Self.square($0 + index) }
            return (0..<count).map { pieces.take($0) }
        }
        for index in 0..<4 {
            XCTAssertEqual(inside[index], (0..<count).map { Self.square($0 + index) }, "inside a map's work, \(index)")
        }
    }

    /// Pieces never asked for are made before the pieces go (nothing runs on freed results),
    /// and a worker without a job takes the first pieces not taken, close to those the job
    /// needs next (taken from the back, they were all left to walk at the end).
    func testUnaskedPiecesAreMadeAndHelpersTakeTheFirstFree() {
        final class Record: @unchecked Sendable {
            let lock = NSLock()
            var made: [Int: Thread] = [:]
            func note(_ piece: Int) { lock.lock(); made[piece] = Thread.current; lock.unlock() }
        }
        let record = Record()
        let threads = ParallelMap.jobs(2) { job -> Thread in
            if job == 0 {
                let pieces = ParallelPieces(12) { piece -> Int in
                    Thread.sleep(forTimeInterval: 0.02)
                    record.note(piece)
                    return piece
                }
                XCTAssertEqual(pieces.take(0), 0)
                XCTAssertEqual(pieces.take(1), 1)
            }
            return Thread.current
        }
        XCTAssertEqual(Set(record.made.keys), Set(0..<12), "every piece made")
        guard threads[0] !== threads[1] else { return }
        let helped = record.made.filter { $0.value === threads[1] }.map(\.key)
        XCTAssertFalse(helped.isEmpty, "the idle worker took no piece")
        XCTAssertLessThanOrEqual(helped.min() ?? 12, 3, "the helper did not start from the first pieces: \(helped.sorted())")
        XCTAssertFalse(helped.contains(11) && helped.contains(10) && !helped.contains(2), "the helper took from the back")
    }

    /// A job that needs a piece a helper is still making makes the next pieces nobody has
    /// taken meanwhile, instead of idling.
    func testAJobWaitingForAHelpersPieceMakesTheNextOnes() {
        final class Record: @unchecked Sendable {
            let lock = NSLock()
            var started: Set<Int> = []
            var made: [Int: Thread] = [:]
            func start(_ piece: Int) { lock.lock(); started.insert(piece); lock.unlock() }
            func hasStarted(_ piece: Int) -> Bool { lock.lock(); defer { lock.unlock() }; return started.contains(piece) }
            func note(_ piece: Int) { lock.lock(); made[piece] = Thread.current; lock.unlock() }
        }
        let record = Record()
        let threads = ParallelMap.jobs(2) { job -> Thread in
            if job == 0 {
                let pieces = ParallelPieces(8) { piece -> Int in
                    record.start(piece)
                    Thread.sleep(forTimeInterval: piece == 0 ? 0.3 : 0.02)
                    record.note(piece)
                    return piece * 10
                }
                // The helper takes piece 0, the first free, while this job is busy elsewhere.
                let deadline = Date() + 2
                while !record.hasStarted(0), Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
                XCTAssertEqual((0..<8).map { pieces.take($0) }, (0..<8).map { $0 * 10 })
            }
            return Thread.current
        }
        XCTAssertEqual(Set(record.made.keys), Set(0..<8), "every piece made")
        guard threads[0] !== threads[1] else { return }
        XCTAssertTrue(record.made[0] === threads[1], "the helper did not take the first free piece")
        XCTAssertTrue(record.made[1] === threads[0], "the job idled while the helper made piece 0")
        XCTAssertGreaterThanOrEqual(record.made.filter { $0.value === threads[0] }.count, 3)
    }
}
