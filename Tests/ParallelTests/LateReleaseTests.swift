import Dispatch
@testable import Parallel
import XCTest

/// Values dropped late are freed on another thread, or kept until the process exits.
final class LateReleaseTests: XCTestCase {
    private final class Tracked: @unchecked Sendable {
        let onRelease: @Sendable () -> Void
        init(onRelease: @escaping @Sendable () -> Void) { self.onRelease = onRelease }
        deinit { onRelease() }
    }

    /// A thread-safe flag.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    func testDroppedValuesAreFreedOnAnotherThread() {
        XCTAssertFalse(LateRelease.keepsUntilExit)
        let freed = expectation(description: "freed")
        let callerThread = Thread.current
        let thread = ThreadBox()
        LateRelease.drop([Tracked { thread.set(Thread.current); freed.fulfill() }])
        wait(for: [freed], timeout: 5)
        XCTAssertNotNil(thread.value)
        XCTAssertFalse(thread.value === callerThread, "freed on the background queue, not by the caller")
    }

    func testKeptValuesLiveUntilKeepingStops() {
        LateRelease.keepUntilExit()
        XCTAssertTrue(LateRelease.keepsUntilExit)
        let freed = Flag()
        LateRelease.drop([Tracked { freed.set() }, Tracked { freed.set() }])
        LateRelease.drop([Tracked { freed.set() }])
        // What is dropped in the background is freed even while keeping.
        let plan = expectation(description: "freed in the background")
        LateRelease.dropInBackground([Tracked { plan.fulfill() }])
        wait(for: [plan], timeout: 5)
        // Long enough for a background release to have run, had there been one.
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertFalse(freed.isSet, "a kept value must not be freed")
        XCTAssertEqual(LateRelease.stopKeeping(), 2, "two drops were kept")
        XCTAssertTrue(freed.isSet, "stopping releases what was kept")
        XCTAssertFalse(LateRelease.keepsUntilExit)
    }

    /// The thread a value was freed on.
    private final class ThreadBox: @unchecked Sendable {
        private let lock = NSLock()
        private var thread: Thread?
        func set(_ value: Thread) { lock.lock(); thread = value; lock.unlock() }
        var value: Thread? { lock.lock(); defer { lock.unlock() }; return thread }
    }
}
