import CYAMLMemory
import Dispatch
import XCTest
@testable import YAML

/// libyaml's memory from tokenc's free lists (`CYAMLMemory`, ``LibYAMLMemory``): the blocks are
/// what `malloc` would give (aligned, as large as asked, distinct while alive), freed blocks are
/// used again, and a block of the C library's is never taken for one of the free lists'.
final class LibYAMLMemoryTests: XCTestCase {
    /// The free lists on, as the first parse in this process turns them on where libyaml reaches
    /// tokenc's functions (else turned on here, which is safe: then libyaml never gives a block to
    /// them, and each block still goes back to where it came from).
    private func enableFreeLists() throws {
        _ = LibYAMLMemory.pooled
        XCTAssertEqual(tokenc_yaml_memory_enable(), 1)
        XCTAssertNotEqual(tokenc_yaml_memory_enabled(), 0)
    }

    func testLibYAMLReachesAllFourFunctionsOrNone() {
        let (pooled, counts) = LibYAMLMemory.decision
        let reached = [counts.malloc_calls, counts.realloc_calls, counts.strdup_calls, counts.free_calls].map { $0 > 0 }
        XCTAssertEqual(Set(reached).count, 1, "\(counts)")
        XCTAssertEqual(pooled, reached[0])
        #if os(Linux)
        // Debian's shared libyaml calls the four functions through its linkage table: the program's
        // definitions are the ones it reaches, here as in the executable.
        XCTAssertTrue(pooled, "\(counts)")
        // One small document: the parser's own buffers, two copies per default tag handle, a
        // token and an event string per scalar, and every one of them freed again.
        XCTAssertGreaterThanOrEqual(counts.malloc_calls, 7)
        XCTAssertGreaterThanOrEqual(counts.strdup_calls, 4)
        XCTAssertGreaterThanOrEqual(counts.free_calls, counts.malloc_calls + counts.strdup_calls)
        #endif
    }

    func testSmallBlocksComeFromTheFreeListsAlignedAndLargeEnough() throws {
        try enableFreeLists()
        for size in [0, 1, 15, 16, 17, 31, 32, 33, 100, 255, 256, 257, 512, 700, 1000, 1023, 1024] {
            let block = try XCTUnwrap(tokenc_yaml_memory_malloc(size))
            XCTAssertTrue(tokenc_yaml_memory_is_pooled(block).isTrue, "\(size)")
            XCTAssertEqual(Int(bitPattern: block) % 16, 0, "\(size)")
            let usable = tokenc_yaml_memory_pooled_size(block)
            XCTAssertGreaterThanOrEqual(usable, max(size, 1), "\(size)")
            // The class is the smallest that holds the request (16-byte steps).
            XCTAssertEqual(usable, max(16, (size + 15) / 16 * 16), "\(size)")
            memset(block, 0xA5, max(size, 1))
            tokenc_yaml_memory_free(block)
        }
        for size in [1025, 4096, 65_536] {
            let block = try XCTUnwrap(tokenc_yaml_memory_malloc(size))
            XCTAssertFalse(tokenc_yaml_memory_is_pooled(block).isTrue, "\(size)")
            XCTAssertEqual(tokenc_yaml_memory_pooled_size(block), 0)
            memset(block, 0x5A, size)
            tokenc_yaml_memory_free(block)
        }
        tokenc_yaml_memory_free(nil)
    }

    func testLiveBlocksNeverOverlapAndFreedOnesAreUsedAgain() throws {
        try enableFreeLists()
        var generator = SplitMix(seed: 7)
        var live: [(block: UnsafeMutableRawPointer, size: Int, fill: UInt8)] = []
        var pattern = [UInt8](repeating: 0, count: 1_200)
        func check() {
            for (block, size, fill) in live {
                _ = pattern.withUnsafeMutableBytes { memset($0.baseAddress!, Int32(fill), size) }
                let same = pattern.withUnsafeBytes { memcmp(block, $0.baseAddress!, size) == 0 }
                if !same { return XCTFail("a block was written over") }
            }
        }
        for round in 0..<4 {
            for i in 0..<5_000 {
                let size = Int(generator.next() % 1_200)
                guard let block = tokenc_yaml_memory_malloc(size) else { return XCTFail("no memory") }
                let fill = UInt8(truncatingIfNeeded: i &+ round &* 31)
                memset(block, Int32(fill), size)
                live.append((block, size, fill))
            }
            check()
            // Free every other block, in a scrambled order.
            var kept: [(block: UnsafeMutableRawPointer, size: Int, fill: UInt8)] = []
            for (index, entry) in live.enumerated() {
                if (index + round) % 2 == 0 { tokenc_yaml_memory_free(entry.block) } else { kept.append(entry) }
            }
            live = kept
        }
        check()
        // The last block freed of a class is the next one given (a free list is last in, first out).
        let a = try XCTUnwrap(tokenc_yaml_memory_malloc(40))
        tokenc_yaml_memory_free(a)
        let b = try XCTUnwrap(tokenc_yaml_memory_malloc(33))
        XCTAssertEqual(a, b)
        tokenc_yaml_memory_free(b)
        for entry in live { tokenc_yaml_memory_free(entry.block) }
    }

    func testReallocKeepsTheContentsAndTheBlocksOrigin() throws {
        try enableFreeLists()
        // Grown through every class and past them, as libyaml grows a string buffer.
        var block = try XCTUnwrap(tokenc_yaml_memory_malloc(16))
        var size = 16
        memset(block, 0x11, size)
        while size < 8_192 {
            let grown = size * 2
            block = try XCTUnwrap(tokenc_yaml_memory_realloc(block, grown))
            let bytes = block.assumingMemoryBound(to: UInt8.self)
            XCTAssertTrue((0..<size).allSatisfy { bytes[$0] == 0x11 }, "\(size) → \(grown)")
            XCTAssertEqual(tokenc_yaml_memory_is_pooled(block).isTrue, grown <= 1_024, "\(grown)")
            memset(block, 0x11, grown)
            size = grown
        }
        tokenc_yaml_memory_free(block)
        // Shrinking, or growing within its class, keeps a block where it is.
        let small = try XCTUnwrap(tokenc_yaml_memory_malloc(100))  // a block of 112 bytes
        XCTAssertEqual(tokenc_yaml_memory_pooled_size(small), 112)
        XCTAssertEqual(tokenc_yaml_memory_realloc(small, 112), small)
        XCTAssertEqual(tokenc_yaml_memory_realloc(small, 10), small)
        tokenc_yaml_memory_free(small)
        // A block of the C library's stays one, even when shrunk to a pooled size.
        let large = try XCTUnwrap(tokenc_yaml_memory_malloc(5_000))
        memset(large, 0x22, 5_000)
        let shrunk = try XCTUnwrap(tokenc_yaml_memory_realloc(large, 100))
        XCTAssertFalse(tokenc_yaml_memory_is_pooled(shrunk).isTrue)
        XCTAssertTrue((0..<100).allSatisfy { shrunk.assumingMemoryBound(to: UInt8.self)[$0] == 0x22 })
        tokenc_yaml_memory_free(shrunk)
        // No block: a new one.
        let fresh = try XCTUnwrap(tokenc_yaml_memory_realloc(nil, 50))
        XCTAssertTrue(tokenc_yaml_memory_is_pooled(fresh).isTrue)
        tokenc_yaml_memory_free(fresh)
    }

    func testStrdupCopiesText() throws {
        try enableFreeLists()
        let text = Array("tag:yaml.org,2002:".utf8) + [0]
        let copy = try text.withUnsafeBufferPointer { try XCTUnwrap(tokenc_yaml_memory_strdup($0.baseAddress)) }
        XCTAssertEqual(Array(UnsafeBufferPointer(start: copy, count: text.count)), text)
        XCTAssertTrue(tokenc_yaml_memory_is_pooled(copy).isTrue)
        tokenc_yaml_memory_free(copy)
        XCTAssertNil(tokenc_yaml_memory_strdup(nil))
    }

    func testBlocksFreedOnAnotherThreadServeThatThread() throws {
        try enableFreeLists()
        final class Blocks: @unchecked Sendable { var addresses: [Int] = [] }
        let made = Blocks()
        let group = DispatchGroup()
        // Made on one thread…
        let maker = Thread {
            for _ in 0..<1_000 { made.addresses.append(Int(bitPattern: tokenc_yaml_memory_malloc(48))) }
            group.leave()
        }
        group.enter()
        maker.start()
        group.wait()
        // …freed on another, which then gets them back first.
        let reused = Blocks()
        let taker = Thread {
            for address in made.addresses { tokenc_yaml_memory_free(UnsafeMutableRawPointer(bitPattern: address)) }
            for _ in 0..<1_000 { reused.addresses.append(Int(bitPattern: tokenc_yaml_memory_malloc(40))) }
            for address in reused.addresses { tokenc_yaml_memory_free(UnsafeMutableRawPointer(bitPattern: address)) }
            group.leave()
        }
        group.enter()
        taker.start()
        group.wait()
        XCTAssertEqual(Set(reused.addresses), Set(made.addresses))
    }


    func testThreadsThatEndLeaveTheirBlocksToTheNext() throws {
        try enableFreeLists()
        // Each thread takes blocks of five classes, frees half of them and ends. Without what
        // ended threads leave being taken again, every thread would carve five slabs of its own
        // (the tests make thousands of parsers' threads, and the region holds 4,096 slabs).
        let before = tokenc_yaml_memory_slabs_taken()
        for round in 0..<300 {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                var kept: [UnsafeMutableRawPointer] = []
                for i in 0..<50 {
                    guard let block = tokenc_yaml_memory_malloc(16 * (1 + (i + round) % 5)) else { continue }
                    memset(block, Int32(i), 16)
                    if i % 2 == 0 { tokenc_yaml_memory_free(block) } else { kept.append(block) }
                }
                // Half of them live on past the thread's end (freed below, on this thread).
                for block in kept { tokenc_yaml_memory_free(block) }
                done.signal()
            }
            thread.start()
            done.wait()
            // The thread's end (and its destructor) comes right after its body; give it a moment.
            while !thread.isFinished { usleep(100) }
        }
        let carved = tokenc_yaml_memory_slabs_taken() - before
        XCTAssertLessThan(carved, 20, "slabs carved by 300 threads one after another")
    }
}

private extension Int32 {
    var isTrue: Bool { self != 0 }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
