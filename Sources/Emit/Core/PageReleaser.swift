#if canImport(Glibc)
import Glibc
#endif

/// Gives the pages of a large buffer back to the system as its bytes are copied out of it, front
/// to back, a megabyte at a time — for a buffer that is freed right after it has been copied, so
/// that the copy and the original are not both resident in full (a Swift file of 100,000 tokens
/// is 22 MB: copied into the file's text, then into a string).
///
/// Only whole pages strictly inside the copied bytes are released; what they held is never read
/// again, and a page that is written again (the allocator's bookkeeping when the block is freed)
/// comes back as zeros, which is all such a writer expects of freed memory.
struct PageReleaser {
    /// The buffer's first byte.
    private let base: Int
    /// How many bytes from `base` have been released.
    private var released = 0
    /// Released in steps of this many bytes (fewer system calls).
    private static let step = 1 << 20

    /// A releaser for the buffer starting at `base`.
    init(base: UnsafeRawPointer) {
        self.base = Int(bitPattern: base)
    }

    /// Releases the whole pages among the first `copied` bytes not released yet, once a step's
    /// worth has accumulated.
    mutating func release(upTo copied: Int) {
        #if os(Linux)
        guard copied - released >= Self.step else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let first = (base + released + page - 1) / page * page
        let last = (base + copied) / page * page
        guard last > first, let start = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(start, last - first, Int32(MADV_DONTNEED))
        released = last - base
        #endif
    }
}
