import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files into one output directory, with the guarantees Xcode's incremental
/// builds and a user's repository need:
///
/// - every path is checked before anything is written (relative, no `..`, no symbolic link on the
///   way that leads outside the directory, no two files at one path), so a bad output writes nothing;
/// - a file whose contents are already right is not touched (its modification time is kept);
/// - a file is replaced atomically: written to a temporary file beside it, then renamed over it;
/// - a file an earlier build wrote that is no longer generated (its token was deleted) is removed,
///   so Xcode never compiles a stale color set: the directory keeps a manifest of what tokenc
///   wrote (``manifestName``), and only files listed there are ever deleted — never a user's own.
public struct OutputWriter: Sendable {
    /// The manifest of generated files kept in the output directory, one relative path a line.
    public static let manifestName = ".tokenc-manifest"

    /// The output directory, as configured (absolute, or relative to the current directory).
    public let outputDirectory: String

    /// Creates a writer confined to a directory (created when first written to).
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    /// A file whose path passed every check: where it will really be written.
    public struct PlannedFile: Sendable, Equatable {
        /// The path relative to the output directory, normalized (`a/./b` → `a/b`).
        public var relativePath: String
        /// The absolute path that will be written (symbolic links inside the directory resolved).
        public var absolutePath: String
        /// The contents.
        public var contents: String
    }

    /// Normalizes a relative output path, rejecting absolute paths and `..`.
    /// - Returns: the path's components (no empty or `.` components).
    /// - Throws: ``OutputPathError``.
    public static func components(ofRelativePath path: String) throws(OutputPathError) -> [String] {
        if path.hasPrefix("/") || path.hasPrefix("~") { throw .absolutePath(path) }
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { throw .parentTraversal(path) }
            parts.append(String(part))
        }
        if parts.isEmpty { throw .emptyPath(path) }
        return parts
    }

    /// Checks every file's path without writing anything.
    /// - Returns: the planned writes, in the order given.
    /// - Throws: the first ``OutputPathError`` found.
    public func plan(_ files: [GeneratedFile]) throws(OutputPathError) -> [PlannedFile] {
        let root = try realRoot()
        var planned: [PlannedFile] = []
        var seen: Set<String> = []
        planned.reserveCapacity(files.count)
        for file in files {
            let parts = try Self.components(ofRelativePath: file.path)
            let relative = parts.joined(separator: "/")
            if relative == Self.manifestName { throw .io(path: relative, reason: "this name is reserved for tokenc's manifest") }
            var current = root
            for (offset, part) in parts.enumerated() {
                let candidate = current + "/" + part
                var info = stat()
                if lstat(candidate, &info) != 0 {
                    // Does not exist: this and every later component will be created inside `current`.
                    current = ([current] + parts[offset...]).joined(separator: "/")
                    break
                }
                let isLast = offset == parts.count - 1
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    guard let resolved = Self.realPath(candidate) else {
                        // A dangling link: writing would follow it to wherever it points.
                        throw .symlinkEscapes(path: relative, resolved: Self.linkTarget(candidate) ?? "?")
                    }
                    guard resolved == root || resolved.hasPrefix(root + "/") else {
                        throw .symlinkEscapes(path: relative, resolved: resolved)
                    }
                    current = resolved
                    try Self.requireKind(at: resolved, directory: !isLast, relative: relative)
                } else {
                    current = candidate
                    let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                    if isLast && isDirectory {
                        throw .io(path: relative, reason: "a folder is in the way")
                    }
                    if !isLast && !isDirectory {
                        throw .io(path: relative, reason: "'\(part)' is a file, not a folder")
                    }
                }
            }
            guard seen.insert(current).inserted else { throw .duplicate(relative) }
            planned.append(PlannedFile(relativePath: relative, absolutePath: current, contents: file.contents))
        }
        return planned
    }

    /// Checks every path (see ``plan(_:)``), then writes each file whose contents changed.
    /// - Returns: what happened to each file, keyed by its normalized relative path.
    /// - Throws: ``OutputPathError`` — from the checks (then nothing was written), or from the file system.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws(OutputPathError) -> [(path: String, outcome: WriteOutcome)] {
        let planned = try plan(files)
        let root = try realRoot()
        let previous = Self.readManifest(root: root)
        var outcomes: [(path: String, outcome: WriteOutcome)] = []
        outcomes.reserveCapacity(planned.count)
        for file in planned {
            outcomes.append((file.relativePath, try Self.writeIfChanged(file)))
        }
        let current = Set(planned.map(\.relativePath))
        for path in previous where !current.contains(path) {
            if Self.removeStale(path, root: root) { outcomes.append((path, .removed)) }
        }
        let manifest = current.sorted().joined(separator: "\n") + (current.isEmpty ? "" : "\n")
        _ = try Self.writeIfChanged(PlannedFile(relativePath: Self.manifestName,
                                                absolutePath: root + "/" + Self.manifestName, contents: manifest))
        return outcomes
    }

    // MARK: - Stale files

    private static func readManifest(root: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: root + "/" + manifestName) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Removes a previously generated file if it is still a regular file inside the directory
    /// (no component a symbolic link), then any folders it leaves empty.
    private static func removeStale(_ path: String, root: String) -> Bool {
        guard let parts = try? components(ofRelativePath: path), path != manifestName else { return false }
        var current = root
        for (offset, part) in parts.enumerated() {
            current += "/" + part
            var info = stat()
            guard lstat(current, &info) == 0 else { return false }
            let kind = info.st_mode & S_IFMT
            if offset == parts.count - 1 {
                guard kind == S_IFREG, unlink(current) == 0 else { return false }
            } else if kind != S_IFDIR {
                return false
            }
        }
        var folder = (current as NSString).deletingLastPathComponent
        while folder.count > root.count, folder.hasPrefix(root + "/"), rmdir(folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
        return true
    }

    // MARK: - Writing

    private static func writeIfChanged(_ file: PlannedFile) throws(OutputPathError) -> WriteOutcome {
        let data = Data(file.contents.utf8)
        var existingMode: mode_t?
        var info = stat()
        if stat(file.absolutePath, &info) == 0 {
            if let current = FileManager.default.contents(atPath: file.absolutePath), current == data {
                return .unchanged
            }
            existingMode = info.st_mode & 0o7777
        }
        let directory = (file.absolutePath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .io(path: file.relativePath, reason: "cannot create folder '\(directory)'")
        }
        let name = (file.absolutePath as NSString).lastPathComponent
        let temporary = directory + "/." + name + ".tokenc-\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            throw .io(path: file.relativePath, reason: String(cString: strerror(errno)))
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += count
            }
        }
        if failure == nil, let mode = existingMode, fchmod(descriptor, mode) != 0 {
            failure = String(cString: strerror(errno))
        }
        if close(descriptor) != 0, failure == nil {
            failure = String(cString: strerror(errno))
        }
        if failure == nil, rename(temporary, file.absolutePath) != 0 {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            unlink(temporary)
            throw .io(path: file.relativePath, reason: failure)
        }
        return existingMode == nil ? .created : .updated
    }

    // MARK: - Paths

    private func realRoot() throws(OutputPathError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .io(path: outputDirectory, reason: "cannot create the output directory")
        }
        guard let root = Self.realPath(outputDirectory) else {
            throw .io(path: outputDirectory, reason: "cannot resolve the output directory")
        }
        return root == "/" ? "" : root
    }

    private static func requireKind(at path: String, directory: Bool, relative: String) throws(OutputPathError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        if directory && !isDirectory { throw .io(path: relative, reason: "'\(path)' is a file, not a folder") }
        if !directory && isDirectory { throw .io(path: relative, reason: "a folder is in the way") }
    }

    /// The canonical absolute path (every symbolic link resolved), or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func linkTarget(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
}

/// `write(2)`, under a name that does not clash with ``OutputWriter/write(_:)``.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}
