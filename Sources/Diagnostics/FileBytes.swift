#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file straight into a byte array: how tokenc reads the token and spec files.
///
/// Through Foundation's `Data` a file was read into one buffer and copied into a second (at
/// 100,000 tokens 7.9 MB of fresh pages more; for 1,000 screen specs 16 MB).
public enum FileBytes {
    /// A file's bytes; nil when it cannot be opened or read (a directory included).
    public static func read(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // The size is a hint (a pipe, or a file being written, may give more or fewer bytes):
        // read to the end, in a larger array when the first one fills up.
        var capacity = max(Int(status.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            var failed = false
            let next = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                bytes.withUnsafeBufferPointer { old in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<old.count]).initialize(from: old)
                }
                var total = bytes.count
                while total < capacity {
                    let count = readBytes(descriptor, buffer.baseAddress! + total, capacity - total)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    if count == 0 { break }
                    total += count
                }
                initialized = total
            }
            if failed { return nil }
            if next.count < capacity { return next }
            bytes = next
            capacity *= 2
        }
    }

    /// `read(2)`.
    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
