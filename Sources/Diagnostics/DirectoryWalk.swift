#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a folder tree with `opendir`/`readdir`: how tokenc finds the spec and token files it
/// reads. Foundation's `FileManager.enumerator(atPath:)` gave the same names at ~15 µs each
/// (1,000 spec files were walked twice before the first was read: ~40 ms of a lint on one core).
///
/// Like that enumerator, it lists files and folders, hidden ones included, and does not descend
/// into symbolic links to folders inside the tree (the root itself may be one).
public enum DirectoryWalk {
    /// What to do after an entry.
    public enum Step {
        /// Carry on (into the entry, when it is a folder).
        case next
        /// Carry on without going into this folder.
        case skipChildren
        /// End the walk.
        case stop
    }

    /// Calls `visit` with the path of every entry under `root`, relative to it (`a/b.yaml`),
    /// and whether it is a folder: a folder before what it holds, entries in the order the file
    /// system gives them. A folder that cannot be read is skipped. Returns false when the root
    /// cannot be read.
    @discardableResult
    public static func walk(_ root: String, _ visit: (_ relativePath: String, _ isDirectory: Bool) -> Step) -> Bool {
        guard let top = opendir(root) else { return false }
        // Folders still open, deepest last, with their relative paths ("" for the root).
        var stack: [(handle: OpaquePointer, prefix: String)] = [(top, "")]
        defer { for entry in stack { closedir(entry.handle) } }
        while let (handle, prefix) = stack.last {
            guard let entry = readdir(handle) else {
                closedir(handle)
                stack.removeLast()
                continue
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            let isDirectory: Bool
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_UNKNOWN):
                // Some file systems do not say; ask (without following a link).
                var status = stat()
                isDirectory = lstat(root + "/" + relative, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            default: isDirectory = false
            }
            switch visit(relative, isDirectory) {
            case .stop: return true
            case .skipChildren: continue
            case .next:
                if isDirectory, let inner = opendir(root + "/" + relative) { stack.append((inner, relative)) }
            }
        }
        return true
    }
}
