#if os(Linux) && canImport(Glibc)
import CMalloc
#endif

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

    /// Applies the settings; a no-op where the allocator is not glibc's.
    static func apply() {
        #if os(Linux) && canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, mappingThreshold)
        #endif
    }
}
