import Dispatch

/// Results of work done on all cores, one slot per job, read back in job order so that what
/// is made in parallel comes out as it would one job after another.
final class ParallelSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    /// Runs `body` for each index in `0..<count` on all cores and returns the values in index
    /// order. Each job writes only its own slot, so no lock is needed.
    static func map(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let slots = ParallelSlots(count: count)
        if count == 1 {
            slots.storage[0] = body(0)
        } else if count > 1 {
            DispatchQueue.concurrentPerform(iterations: count) { i in slots.storage[i] = body(i) }
        }
        return slots.storage.map { $0! }
    }

    private init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }
}
