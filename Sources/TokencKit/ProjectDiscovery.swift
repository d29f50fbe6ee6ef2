import Foundation

/// Finds the design systems behind the paths a user gives.
///
/// - A file is a one-file system named after the file (`laten.tokens.yaml` → `laten`).
/// - A directory with subdirectories that hold token files is a *folder of systems*: each
///   subdirectory is one system (all its token files, recursively), each token file directly
///   inside is a one-file system.
/// - A directory whose token files are all directly inside it is one system, named after it.
///
/// Token files end in `.yaml`, `.yml` or `.json`; `tokenc.yaml`, `*.screen.yaml` and hidden
/// files are skipped. Everything is sorted, so discovery is deterministic.
public enum ProjectDiscovery {
    /// A path that does not exist or cannot be read.
    public struct Failure: Error, Sendable, Equatable {
        /// What went wrong, for the user.
        public var message: String
    }

    /// The systems for the given paths, in a stable order.
    public static func systems(for paths: [String]) throws(Failure) -> [SystemSource] {
        var result: [SystemSource] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(message: "no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                if isResolverFile(path) {
                    var name = (path as NSString).lastPathComponent
                    name = String(name.prefix(upTo: name.range(of: ".resolver.")!.lowerBound))
                    result.append(SystemSource(name: name, files: [], resolver: path))
                    continue
                }
                result.append(SystemSource(name: systemName(forFile: path), files: [path]))
                continue
            }
            let entries = try sortedEntries(path)
            let loose = entries.filter { !$0.isDirectory && isTokenFile($0.path) }.map(\.path)
            var subsystems: [SystemSource] = []
            for entry in entries where entry.isDirectory {
                let files = try tokenFiles(under: entry.path)
                if !files.isEmpty {
                    subsystems.append(system(named: (entry.path as NSString).lastPathComponent, files: files))
                }
            }
            if subsystems.isEmpty {
                if !loose.isEmpty {
                    let name = (standardized(path) as NSString).lastPathComponent
                    result.append(system(named: name, files: loose))
                }
            } else {
                result += loose.map { SystemSource(name: systemName(forFile: $0), files: [$0]) }
                result += subsystems
            }
        }
        return result.sorted { $0.name < $1.name }
    }

    /// A system from its files; a Resolver document among them defines the system.
    private static func system(named name: String, files: [String]) -> SystemSource {
        let resolvers = files.filter(isResolverFile)
        if let resolver = resolvers.first {
            return SystemSource(name: name, files: files.filter { !isResolverFile($0) }, resolver: resolver)
        }
        return SystemSource(name: name, files: files)
    }

    /// Whether a file is a DTCG Resolver document (`*.resolver.json`, `*.resolver.yaml`).
    public static func isResolverFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".resolver.json") || name.hasSuffix(".resolver.yaml") || name.hasSuffix(".resolver.yml")
    }

    /// Whether a file name looks like a token file.
    public static func isTokenFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name == "tokenc.yaml" || name == "tokenc.yml" { return false }
        if name.hasSuffix(".screen.yaml") || name.hasSuffix(".screen.yml") { return false }
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
    }

    /// `laten.tokens.yaml` → `laten`.
    public static func systemName(forFile path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".yaml", ".yml", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        if name.hasSuffix(".tokens") { name.removeLast(".tokens".count) }
        return name
    }

    private static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }

    private static func sortedEntries(_ directory: String) throws(Failure) -> [(path: String, isDirectory: Bool)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw Failure(message: "cannot read directory \(directory)")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let full = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            return (full, isDirectory.boolValue)
        }
    }

    private static func tokenFiles(under directory: String) throws(Failure) -> [String] {
        var files: [String] = []
        var pending = [directory]
        var visited = 0
        while let next = pending.popLast() {
            visited += 1
            if visited > 10_000 { break }  // a symlink loop or a huge tree; stop rather than hang
            for entry in try sortedEntries(next) {
                if entry.isDirectory {
                    // Do not follow symlinked directories (loops, escapes).
                    let attributes = try? FileManager.default.attributesOfItem(atPath: entry.path)
                    if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                    pending.append(entry.path)
                } else if isTokenFile(entry.path) {
                    files.append(entry.path)
                }
            }
        }
        return files.sorted()
    }
}
