#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Faults in, on a thread of its own, the pages of an array's reserved capacity that no element
/// uses yet, so that the thread appending to it later does not stop at every new page: a page
/// fault costs ~2.8 µs on this VM, and a large system's definitions are 13.6 MB of fresh pages
/// at 100,000 tokens (3,300 of the 26,150 faults of a `check`).
///
/// The pages are populated writable without being written (`MADV_POPULATE_WRITE`, Linux 5.14 and
/// later): what the appending thread has written already stays as it is, and a page it reaches
/// first is simply not faulted twice. Elsewhere, or when the kernel refuses, nothing happens and
/// the pages fault in as they are written, as before.
enum CapacityPrefault {
    /// Starts populating the unused capacity of `array`. Returns at once; the array may be
    /// appended to meanwhile. (Should it give up its buffer instead, populating the range is
    /// still harmless: it writes nothing.)
    static func start<Element>(unusedCapacityOf array: [Element]) {
        guard let range = unusedPages(of: array) else { return }
        let thread = Thread { populate(range) }
        thread.name = "tokenc.prefault"
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// The addresses of the whole pages of `array`'s capacity past its elements; nil when there
    /// are none, or off Linux.
    static func unusedPages<Element>(of array: [Element]) -> Range<Int>? {
        #if os(Linux)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return nil }
        return array.withUnsafeBufferPointer { elements -> Range<Int>? in
            guard let base = elements.baseAddress else { return nil }
            let stride = MemoryLayout<Element>.stride
            let used = Int(bitPattern: base) + elements.count * stride
            let end = Int(bitPattern: base) + array.capacity * stride
            let first = (used + page - 1) / page * page, last = end / page * page
            return last > first ? first..<last : nil
        }
        #else
        return nil
        #endif
    }

    /// Populates the pages at these addresses writable; false when the kernel refused.
    @discardableResult
    static func populate(_ pages: Range<Int>) -> Bool {
        #if os(Linux)
        // MADV_POPULATE_WRITE: not in every libc's headers yet.
        let populateWrite: Int32 = 23
        return madvise(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, populateWrite) == 0
        #else
        return false
        #endif
    }
}
