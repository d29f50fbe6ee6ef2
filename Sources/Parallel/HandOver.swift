/// Values handed to parallel jobs, each taken by exactly one job (the one with its index), so
/// that the job holds the last reference and what it drops is released on its own core.
///
/// Used for the parsed spec trees: released one by one on the main thread after decoding, they
/// cost a tenth of a second at 1,000 screens; released by the job that decoded them, they cost
/// nothing on the main thread and leave memory while the other screens are still being decoded.
/// Also for what the contrast rule measured, released on all cores once its findings are made.
public final class HandOver<Value>: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<Value?>

    /// Takes ownership of the values (the caller should keep no other reference to them).
    public init(_ values: [Value]) {
        slots = .allocate(capacity: values.count)
        _ = slots.initialize(from: values.lazy.map { Optional($0) })
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// How many values were handed over.
    public var count: Int { slots.count }

    /// The value at `index`, leaving nothing in its place. Each index must be taken by one job
    /// only (jobs taking different indices may run at once).
    public func take(_ index: Int) -> Value? {
        let value = slots[index]
        slots[index] = nil
        return value
    }
}
