import Foundation
import Parallel
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
/// - every path is checked before anything is replaced (relative, no `..`, no symbolic link on the
///   way that leads outside the directory, no two files at one path), so a bad output writes
///   nothing; a build writes its outputs as they are rendered and puts them in place when all
///   are (``Staging``);
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
        /// The file (its contents).
        public var file: GeneratedFile
        /// The contents.
        public var contents: String { file.contents }
    }

    /// Normalizes a relative output path, rejecting absolute paths and `..`.
    ///
    /// Paths are split at every `/` byte, as the file system splits them (a `/` followed by a
    /// combining mark is still a separator).
    /// - Returns: the path's components (no empty or `.` components).
    /// - Throws: ``OutputPathError``.
    public static func components(ofRelativePath path: String) throws(OutputPathError) -> [String] {
        let bytes = path.utf8
        if let first = bytes.first, first == PathByte.slash || first == PathByte.tilde { throw .absolutePath(path) }
        var parts: [String] = []
        for part in bytes.split(separator: PathByte.slash, omittingEmptySubsequences: true) {
            let dots = part.count <= 2 && part.allSatisfy { $0 == PathByte.dot }
            if dots && part.count == 1 { continue }
            if dots { throw .parentTraversal(path) }
            parts.append(String(Substring(part)))
        }
        if parts.isEmpty { throw .emptyPath(path) }
        return parts
    }

    /// ``components(ofRelativePath:)`` joined with `/`; the path itself when it is already
    /// normal (no empty, `.` or `..` component), which is nearly always.
    static func normalized(_ path: String) throws(OutputPathError) -> String {
        var length = 0
        var dots = 0
        var normal = true
        for byte in path.utf8 {
            if byte == PathByte.slash {
                if length == 0 || (dots == length && length <= 2) {
                    normal = false
                    break
                }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == PathByte.dot { dots += 1 }
            }
        }
        if length == 0 || (dots == length && length <= 2) { normal = false }
        if normal, let first = path.utf8.first, first != PathByte.tilde { return path }
        return try components(ofRelativePath: path).joined(separator: "/")
    }

    /// Checks every file's path without writing anything.
    /// - Returns: the planned writes, in the order given.
    /// - Throws: the first ``OutputPathError`` found.
    public func plan(_ files: [GeneratedFile]) throws(OutputPathError) -> [PlannedFile] {
        try planTargets(files).targets.map(\.planned)
    }

    /// Checks every path (see ``plan(_:)``), then writes each file whose contents changed.
    /// - Returns: what happened to each file, keyed by its normalized relative path.
    /// - Throws: ``OutputPathError`` — from the checks or from the file system; either way
    ///   nothing in the directory was replaced.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws(OutputPathError) -> [(path: String, outcome: WriteOutcome)] {
        let staging = Staging(writer: self)
        staging.stage(files, output: 0)
        return try staging.commit()
    }

    /// Whether data holds exactly a string's UTF-8 bytes.
    static func equal(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            data.count == bytes.count && data.withUnsafeBytes { raw in
                bytes.isEmpty || memcmp(raw.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
        }
    }

    // MARK: - Parallel work

    /// The consecutive groups files are checked and written in: one for a few hundred files,
    /// else a few per core, so that a core finishing early takes another. A few very large files
    /// (a huge system's Swift, CSS and JSON: `totalBytes` from 128 MB on) are a group each,
    /// written on every core: filling that much page cache is the cost there — 400 MB at
    /// 1,000,000 tokens took 0.93 s on one core of this VM, 0.42–0.52 s on two. Below, one core
    /// is faster: 40 MB at 100,000 tokens, 0.009 s on one, 0.019 s on two. (A build stages each
    /// output on the core that rendered it, so its few large files are written on both cores
    /// whatever their size.)
    static func chunks(_ count: Int, totalBytes: Int = 0) -> [Range<Int>] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if cores >= 2, count >= 2, count < 512, totalBytes >= 128 << 20 {
            return (0..<count).map { $0..<($0 + 1) }
        }
        let chunkCount = count < 512 || cores < 2 ? 1 : min(count / 256, cores * 4)
        return (0..<chunkCount).map { c in (c * count / chunkCount)..<((c + 1) * count / chunkCount) }
    }

    // MARK: - Planning

    /// A planned file and what the checks learnt about the file already at its place.
    struct Target: Sendable {
        var planned: PlannedFile
        var existing: Existing
        /// Whether the file's folder exists (else writing makes it).
        var folderExists = true
    }

    /// What is at a planned file's place.
    enum Existing: Sendable {
        /// Nothing (or its folder does not exist yet).
        case none
        /// A file: its size (nil when it is not a regular file) and permission bits.
        case file(size: Int?, mode: mode_t)
        /// Not looked at (the place is behind a symbolic link): writing looks.
        case unknown
    }

    /// A folder on the way to the planned files: where it really is, and whether it exists.
    private struct Folder {
        var path: String
        var exists: Bool
    }

    /// The folders already checked, by normalized relative path, so each is looked at once
    /// however many files it holds.
    private struct FolderChecks {
        let root: String
        var known: [String: Folder] = [:]

        /// The folder at a normalized relative path (empty: the root), checked component by
        /// component from the root: a symbolic link must resolve inside the root, and every
        /// existing component must be a folder.
        mutating func folder(_ relativeFolder: Substring, for relative: String) throws(OutputPathError) -> Folder {
            if relativeFolder.isEmpty { return Folder(path: root, exists: true) }
            let key = String(relativeFolder)
            if let folder = known[key] { return folder }
            let (parentPath, part) = OutputWriter.split(relativeFolder)
            let parent = try folder(parentPath, for: relative)
            let candidate = parent.path + "/" + part
            let result: Folder
            var info = stat()
            if !parent.exists || lstat(candidate, &info) != 0 {
                // Does not exist: this and every folder below will be created inside `parent`.
                result = Folder(path: candidate, exists: false)
            } else if (info.st_mode & S_IFMT) == S_IFLNK {
                let resolved = try OutputWriter.resolveLink(candidate, root: root, relative: relative)
                try OutputWriter.requireKind(at: resolved, directory: true, relative: relative)
                result = Folder(path: resolved, exists: true)
            } else if (info.st_mode & S_IFMT) != S_IFDIR {
                throw .io(path: relative, reason: "'\(part)' is a file, not a folder")
            } else {
                result = Folder(path: candidate, exists: true)
            }
            known[key] = result
            return result
        }
    }

    /// Checks every file's path; returns the real root and the planned files.
    private func planTargets(_ files: [GeneratedFile]) throws(OutputPathError) -> (root: String, targets: [Target]) {
        let root = try realRoot()
        let ranges = Self.chunks(files.count)
        let parts = ParallelMap.indices(ranges.count) { c in Self.planTargets(files[ranges[c]], root: root) }
        // In file order, as if checked one by one: a file at the path of an earlier one is
        // reported unless an earlier file has already failed a check.
        var targets: [Target] = []
        var seen: Set<String> = []
        targets.reserveCapacity(files.count)
        seen.reserveCapacity(files.count)
        for part in parts {
            for target in part.targets {
                guard seen.insert(target.planned.absolutePath).inserted else { throw .duplicate(target.planned.relativePath) }
                targets.append(target)
            }
            if let failure = part.failure { throw failure }
        }
        return (root, targets)
    }

    /// Checks consecutive files: the planned files up to the first that fails, and its failure.
    static func planTargets(_ files: ArraySlice<GeneratedFile>, root: String) -> (targets: [Target], failure: OutputPathError?) {
        var folders = FolderChecks(root: root)
        var targets: [Target] = []
        targets.reserveCapacity(files.count)
        for file in files {
            do throws(OutputPathError) {
                targets.append(try plan(file, root: root, folders: &folders))
            } catch {
                return (targets, error)
            }
        }
        return (targets, nil)
    }

    /// Checks one file's path.
    private static func plan(_ file: GeneratedFile, root: String, folders: inout FolderChecks) throws(OutputPathError) -> Target {
        let relative = try normalized(file.path)
        if relative == manifestName { throw .io(path: relative, reason: "this name is reserved for tokenc's manifest") }
        let (folderPath, name) = split(Substring(relative))
        let folder = try folders.folder(folderPath, for: relative)
        let candidate = folder.path + "/" + name
        var absolute = candidate
        var existing = Existing.none
        var info = stat()
        if folder.exists, lstat(candidate, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                absolute = try resolveLink(candidate, root: root, relative: relative)
                try requireKind(at: absolute, directory: false, relative: relative)
                existing = .unknown
            } else if kind == S_IFDIR {
                throw .io(path: relative, reason: "a folder is in the way")
            } else {
                existing = .file(size: kind == S_IFREG ? Int(info.st_size) : nil, mode: info.st_mode & 0o7777)
            }
        }
        return Target(planned: PlannedFile(relativePath: relative, absolutePath: absolute, file: file),
                      existing: existing, folderExists: folder.exists)
    }

    /// A path's folder and last component, split at the last `/` byte (no `/`: an empty folder).
    static func split(_ path: Substring) -> (folder: Substring, name: Substring) {
        guard let slash = path.utf8.lastIndex(of: PathByte.slash) else { return (path[path.startIndex..<path.startIndex], path) }
        return (path[..<slash], path[path.utf8.index(after: slash)...])
    }

    /// Where a symbolic link inside the output directory leads, which must be inside it too.
    private static func resolveLink(_ link: String, root: String, relative: String) throws(OutputPathError) -> String {
        guard let resolved = realPath(link) else {
            // A dangling link: writing would follow it to wherever it points.
            throw .symlinkEscapes(path: relative, resolved: linkTarget(link) ?? "?")
        }
        guard isInside(resolved, root: root) else { throw .symlinkEscapes(path: relative, resolved: resolved) }
        return resolved
    }

    /// Whether a canonical path is the root or below it, comparing bytes (two names that are
    /// canonically equivalent Unicode are still two different folders).
    static func isInside(_ path: String, root: String) -> Bool {
        var path = path.utf8[...]
        for byte in root.utf8 {
            guard path.first == byte else { return false }
            path = path.dropFirst()
        }
        return path.isEmpty || path.first == PathByte.slash
    }

    // MARK: - Stale files

    /// Removes a previously generated file if it is still a regular file inside the directory
    /// (no component a symbolic link), then any folders it leaves empty.
    static func removeStale(_ path: String, root: String) -> Bool {
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
        var folder = split(Substring(current)).folder
        while folder.utf8.count > root.utf8.count, isInside(String(folder), root: root), rmdir(String(folder)) == 0 {
            folder = split(folder).folder
        }
        return true
    }

    // MARK: - Writing

    /// The folders this write created or found, so each is made once.
    struct FolderMaker {
        private var ready: Set<String> = []
        /// The folders made here (not those found), each after the folder it is in: what a
        /// write that is given up removes again.
        private(set) var created: [String] = []

        /// Makes a folder and any missing folders above it (as `mkdir -p`); false when it cannot.
        mutating func ensure(_ folder: Substring) -> Bool {
            if folder.isEmpty { return true }
            let path = String(folder)
            if ready.contains(path) { return true }
            if mkdir(path, 0o777) == 0 {
                created.append(path)
            } else if errno != EEXIST {
                guard errno == ENOENT, ensure(OutputWriter.split(folder).folder) else { return false }
                if mkdir(path, 0o777) == 0 {
                    created.append(path)
                } else if errno != EEXIST {
                    return false
                }
            }
            ready.insert(path)
            return true
        }
    }

    /// Names for temporary files that no other process or write picks: the process, a random
    /// number drawn once, and a counter.
    struct TemporaryNames {
        private let stem: String
        private var counter = 0

        /// The part of the names shared by one write: the process and a random number.
        static func stem() -> String { ".tokenc-\(getpid())-\(UInt32.random(in: 0 ... .max))-" }

        /// Names for one thread of a write.
        init(stem: String, worker: Int) {
            self.stem = stem + String(worker) + "-"
        }

        /// A fresh temporary path beside a file.
        mutating func next(folder: Substring, name: Substring) -> String {
            counter += 1
            var path = String(folder)
            path += "/."
            path += name
            path += stem
            path += String(counter)
            path += ".tmp"
            return path
        }
    }

    /// Writes a file whose contents changed and puts it in place (the manifest).
    static func writeIfChanged(_ target: Target, folders: inout FolderMaker, names: inout TemporaryNames) throws(OutputPathError) -> WriteOutcome {
        let written = try writeTemporary(target, folders: &folders, names: &names)
        if let temporary = written.temporary, rename(temporary, target.planned.absolutePath) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .io(path: target.planned.relativePath, reason: reason)
        }
        return written.outcome
    }

    /// Writes a file whose contents changed into a temporary file beside it (keeping the
    /// existing file's permission bits), to be renamed over it.
    /// - Returns: the temporary file (nil when the file already holds these contents) and what
    ///   renaming it will do.
    static func writeTemporary(_ target: Target, folders: inout FolderMaker,
                               names: inout TemporaryNames) throws(OutputPathError) -> (temporary: String?, outcome: WriteOutcome) {
        let file = target.planned.file
        let result = file.withBuffers { buffers -> Result<(temporary: String?, outcome: WriteOutcome), OutputPathError> in
            do throws(OutputPathError) {
                return .success(try writeTemporary(target, buffers: buffers, count: file.byteCount, folders: &folders, names: &names))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func writeTemporary(_ target: Target, buffers: [UnsafeBufferPointer<UInt8>], count: Int, folders: inout FolderMaker,
                                       names: inout TemporaryNames) throws(OutputPathError) -> (temporary: String?, outcome: WriteOutcome) {
        let file = target.planned
        var existingMode: mode_t?
        switch target.existing {
        case .none:
            break
        case .file(let size, let mode):
            existingMode = mode
            if size.map({ $0 == count }) ?? true, hasContents(file.absolutePath, buffers, count: count, sizeKnown: size != nil) {
                return (nil, .unchanged)
            }
        case .unknown:
            var info = stat()
            if stat(file.absolutePath, &info) == 0 {
                if hasContents(file.absolutePath, buffers, count: count, sizeKnown: false) { return (nil, .unchanged) }
                existingMode = info.st_mode & 0o7777
            }
        }
        let (directory, name) = split(Substring(file.absolutePath))
        if !target.folderExists, !folders.ensure(directory) {
            throw .io(path: file.relativePath, reason: "cannot create folder '\(directory)'")
        }
        var temporary = names.next(folder: directory, name: name)
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0 && errno == ENOENT {
            // The folder is new (or was removed since the checks).
            guard folders.ensure(directory) else {
                throw .io(path: file.relativePath, reason: "cannot create folder '\(directory)'")
            }
            temporary = names.next(folder: directory, name: name)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else {
            throw .io(path: file.relativePath, reason: String(cString: strerror(errno)))
        }
        var failure: String?
        writing: for bytes in buffers {
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    break writing
                }
                offset += written
            }
        }
        if failure == nil, let mode = existingMode, fchmod(descriptor, mode) != 0 {
            failure = String(cString: strerror(errno))
        }
        if close(descriptor) != 0, failure == nil {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            unlink(temporary)
            throw .io(path: file.relativePath, reason: failure)
        }
        return (temporary, existingMode == nil ? .created : .updated)
    }

    /// Whether the file at a path holds exactly these bytes (`count` of them, in buffers one
    /// after the other; false when it cannot be read). `sizeKnown`: the file is known to have as
    /// many bytes, so reading stops there.
    private static func hasContents(_ path: String, _ expected: [UnsafeBufferPointer<UInt8>], count: Int, sizeKnown: Bool) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Compared a chunk at a time, so that checking a large output does not hold a second copy
        // of it; reading goes on past the expected size to see that the file ends there.
        let capacity = min(count + 1, comparisonChunk)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        guard let base = buffer.baseAddress else { return false }
        var cursor = ByteCursor(buffers: expected)
        var compared = 0
        while true {
            let wanted = sizeKnown && compared == count ? 0 : capacity
            if wanted == 0 { return true }
            var filled = 0
            while filled < wanted {
                let length = read(descriptor, base + filled, wanted - filled)
                if length < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                if length == 0 { break }
                filled += length
            }
            if filled == 0 { return compared == count }
            guard compared + filled <= count, cursor.consume(matching: UnsafeRawPointer(base), filled) else { return false }
            compared += filled
            if filled < wanted { return compared == count }
        }
    }

    /// A place in bytes held in buffers one after the other, moved on as they are compared.
    private struct ByteCursor {
        let buffers: [UnsafeBufferPointer<UInt8>]
        /// The buffer, and the offset in it, of the next byte.
        var index = 0
        var offset = 0

        /// Whether the next `count` bytes are those at `bytes` (moving past them).
        mutating func consume(matching bytes: UnsafeRawPointer, _ count: Int) -> Bool {
            var bytes = bytes
            var count = count
            while count > 0 {
                guard index < buffers.count else { return false }
                let current = buffers[index]
                let step = min(current.count - offset, count)
                if step == 0 {
                    index += 1
                    offset = 0
                    continue
                }
                guard let start = current.baseAddress, memcmp(bytes, start + offset, step) == 0 else { return false }
                bytes += step
                count -= step
                offset += step
            }
            return true
        }
    }

    /// How many bytes of an existing file are read and compared at a time.
    public static let comparisonChunk = 1 << 18

    // MARK: - Paths

    func realRoot() throws(OutputPathError) -> String {
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

/// The bytes paths are checked for.
private enum PathByte {
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")
    static let tilde = UInt8(ascii: "~")
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
