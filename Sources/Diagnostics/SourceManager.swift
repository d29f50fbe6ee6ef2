import Foundation

/// The files of one run: their display paths and contents, so diagnostics can be rendered with
/// the offending source line. Thread-safe.
public final class SourceManager: @unchecked Sendable {
    private struct File {
        var path: String
        var bytes: [UInt8]
        var lineStarts: [Int]?
    }

    private let lock = NSLock()
    private var files: [File] = []

    /// Creates an empty manager.
    public init() {}

    /// Registers a file's contents under a display path and returns its id.
    public func add(path: String, contents: [UInt8]) -> FileID {
        lock.lock()
        defer { lock.unlock() }
        files.append(File(path: path, bytes: contents, lineStarts: nil))
        return FileID(rawValue: UInt32(files.count - 1))
    }

    /// Registers a file given as a string.
    public func add(path: String, text: String) -> FileID {
        add(path: path, contents: Array(text.utf8))
    }

    /// The display path of a file.
    public func path(of file: FileID) -> String {
        lock.lock()
        defer { lock.unlock() }
        let index = Int(file.rawValue)
        return index < files.count ? files[index].path : "<unknown>"
    }

    /// The bytes of a file.
    public func contents(of file: FileID) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        let index = Int(file.rawValue)
        return index < files.count ? files[index].bytes : []
    }

    /// Every registered file, in registration order.
    public var allFiles: [FileID] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<files.count).map { FileID(rawValue: UInt32($0)) }
    }

    /// The text of a 1-based line, without its line break; nil past the end of the file.
    public func line(_ line: Int, of file: FileID) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let index = Int(file.rawValue)
        guard index < files.count, line >= 1 else { return nil }
        if files[index].lineStarts == nil { files[index].lineStarts = Self.lineStarts(of: files[index].bytes) }
        let starts = files[index].lineStarts!
        guard line <= starts.count else { return nil }
        let bytes = files[index].bytes
        var start = starts[line - 1]
        // A byte-order mark is not part of the first line's text (editors don't show it).
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if start > bytes.count { return nil }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if end < start { end = start }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset of each line's first byte: 0, then every offset after a line feed. Found with
    /// `memchr` (a report's excerpts index every file with a finding, under the lock: a byte loop
    /// over 16 MB of specs held the reporter's threads for ~30 ms).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                  let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
        }
        return starts
    }
}
