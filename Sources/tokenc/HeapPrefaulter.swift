#if os(Linux) && canImport(Glibc)
import CMalloc
import Glibc
#endif

/// Faults in the main heap's new pages on another core, ahead of the code that will use them.
///
/// A large run touches a few hundred megabytes of fresh memory, most of it from the main thread's
/// heap, and on Linux each first touch of a 4 KB page is a page fault: for 100,000 tokens
/// `tokenc resolve` took ~40,000 of them, a tenth of its main thread's time. The heap is made to
/// grow in steps of ``step``, and a background thread asks the kernel to populate each step
/// as soon as it is added (`MADV_POPULATE_WRITE`, Linux 5.14 and later: the pages are mapped
/// and zeroed without their contents being touched, so it is safe while the allocator hands
/// them out). The cost is at most one step of memory resident before it is used.
///
/// Nothing changes where the call is not supported (another system, an older kernel): the thread
/// stops at the first refusal. Outputs never depend on it.
enum HeapPrefaulter {
    /// How much the heap grows by at a time, and so at most how far ahead pages are populated.
    static let step = 8 << 20

    /// How long the thread waits between looks at the heap's end, in microseconds. The main
    /// thread fills a step in ~15 ms at its fastest; populating one takes ~2 ms.
    static let interval: UInt32 = 500

    /// `MADV_POPULATE_WRITE` (linux/mman.h), which Glibc's module does not export everywhere.
    static let populateWrite: Int32 = 23

    /// Starts the background thread (Linux only; a no-op elsewhere).
    static func start() {
        #if os(Linux) && canImport(Glibc)
        _ = mallopt(M_TOP_PAD, Int32(step))
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { _ in
            HeapPrefaulter.run()
            return nil
        }, nil)
        if created == 0 { pthread_detach(thread) }
        #endif
    }

    #if os(Linux) && canImport(Glibc)
    /// Populates the heap between the end seen last and its end now, forever (the thread ends
    /// with the process), or until the kernel says it cannot.
    private static func run() {
        let pageMask = Int(sysconf(Int32(_SC_PAGESIZE))) - 1
        var populated = Int(bitPattern: sbrk(0))
        while true {
            let end = Int(bitPattern: sbrk(0))
            if end > populated {
                let start = populated & ~pageMask
                if madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, populateWrite) != 0, errno == EINVAL {
                    return  // not supported by this kernel
                }
                // Any other failure (the heap shrank meanwhile) is retried from the new end.
            }
            populated = end
            usleep(interval)
        }
    }
    #endif
}
