#if os(Linux) && canImport(Glibc)
import CMalloc
import Glibc
#endif
import TokencKit

/// How tokenc asks the C allocator to behave, set once when the process starts.
///
/// glibc serves a block of 128 KB or more with its own memory mapping, so that freeing it gives
/// the pages back — but after the first such block is freed it raises that threshold to the
/// block's size (up to 32 MB), and from then on large buffers come from the heap, where freed
/// pages mostly stay resident. A build's large buffers (file contents, output texts, the arenas
/// members are written into) come and go, so with the moving threshold a build of 100,000 tokens
/// peaked at ~238 MB resident for ~150 MB in use. Fixing the threshold keeps it at ~192 MB
/// (Documentation/Performance.md, fourth round).
enum AllocatorTuning {
    /// Blocks from this size on get a mapping of their own (glibc's initial threshold, kept).
    static let mappingThreshold: Int32 = 128 * 1024

    /// Applies the settings; a no-op where the allocator is not glibc's. With huge pages (the
    /// process restarted by ``HugePages``, or a user's own `glibc.malloc.hugetlb`), the heaps
    /// are also padded (``heapPadding``), so that each thread's heap is huge pages from the
    /// start (``HugePageRestart/padsHeap(tunables:)`` says why and what it measured).
    static func apply() {
        #if os(Linux) && canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, mappingThreshold)
        if HugePageRestart.padsHeap(tunables: getenv("GLIBC_TUNABLES").map { String(cString: $0) }) {
            _ = mallopt(M_TOP_PAD, heapPadding)
        }
        #endif
    }

    /// How much more than it needs a heap grows by each time (`M_TOP_PAD`), for `lint` and for
    /// any command running with huge pages: 64 MB, the size of a thread's heap in glibc, so
    /// that a thread's heap is made whole at once.
    static let heapPadding: Int32 = 64 << 20

    /// For `lint`: the heap grows by 64 MB at a time (and keeps that much when it shrinks).
    ///
    /// A lint allocates millions of small objects — screens, elements, their values — and frees
    /// each spec's YAML tree as it goes. Grown by what each request needs (glibc's default pad
    /// is 128 KB), the heap was extended and trimmed back over and over: 32,000–55,000 page
    /// faults for 1,000 screens, the kernel zeroing each new page, and huge pages seldom formed.
    /// Padded, ~2,000 faults and ~10 % less CPU (Documentation/Performance.md, thirteenth
    /// round), for ~13 MB more resident at the peak. Other commands are padded only with huge
    /// pages (``apply()``): without them, a build of 1,000,000 tokens peaked 70–100 MB higher
    /// for no gain. A pad the user sets (`glibc.malloc.top_pad`) is left as it is.
    static func applyForLint() {
        #if os(Linux) && canImport(Glibc)
        if let tunables = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }), HugePageRestart.choosesHeapPadding(tunables) { return }
        _ = mallopt(M_TOP_PAD, heapPadding)
        #endif
    }
}
