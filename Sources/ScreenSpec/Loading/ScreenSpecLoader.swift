import Diagnostics
import Foundation
import TokenModel
import YAML
import Parallel

/// Decodes and validates screen specs against resolved design systems.
///
/// Every problem is a diagnostic with a location in the spec: unknown element kinds, properties
/// and states (with "did you mean"), unknown token references (with "did you mean"), a token of
/// the wrong `$type` for a property, unknown copy keys, unknown navigation targets, duplicate
/// element ids, malformed literals (the same codes as token values: `invalid-color`, …).
/// Documents with errors still produce screens with what could be decoded, so lint can run on them.
///
/// Each spec gives one ``Screen`` per mode it covers (its `modes:`, default: every mode of its
/// system), in the order: documents as given, then modes in the system's order.
public struct ScreenSpecLoader: Sendable {
    /// The resolved design systems specs may name in `system:`.
    public let systems: [ResolvedSystem]
    /// Where problems go.
    public let sink: DiagnosticSink
    /// Parser limits for files read by ``load(files:sources:)``.
    public var limits: YAMLParser.Limits
    /// Whether a spec's later modes are made from its first instead of decoded again (the same
    /// screens, faster); off only in tests that compare the two.
    var reuseDecoding = true

    /// Creates a loader for specs of the given systems.
    public init(systems: [ResolvedSystem], sink: DiagnosticSink, limits: YAMLParser.Limits = YAMLParser.Limits()) {
        self.systems = systems; self.sink = sink; self.limits = limits
    }

    /// Decodes parsed documents. Pass every spec of a project at once, so navigation targets
    /// resolve across files.
    public func load(_ documents: [ScreenSpecDocument]) -> [Screen] {
        var documents = documents
        return load(handingOver: &documents)
    }

    /// ``load(_:)``, emptying `documents` so that each tree is released by the job that decodes it.
    func load(handingOver documents: inout [ScreenSpecDocument]) -> [Screen] {
        var decoder = ScreenSetDecoder(systems: systems, sink: sink)
        decoder.reuseDecoding = reuseDecoding
        return decoder.decode(&documents)
    }

    /// Reads, parses and decodes spec files (registered with `sources` under their paths).
    /// Unreadable files are reported as `io-error`.
    ///
    /// Files are read on all cores and registered in order, then each is parsed and decoded in one
    /// job on any core (the decoding reads the tree while it is fresh in the caches, and the job releases
    /// it); problems are reported in file order, as if parsed and decoded one after another.
    public func load(files: [String], sources: SourceManager) -> [Screen] {
        load(files: files, contents: Self.read(files), sources: sources)
    }

    /// The bytes of each file (nil: unreadable), read on all cores. Nothing is registered or
    /// reported: a caller can read the specs while it does something else (a lint loads the
    /// tokens meanwhile), then hand them to ``load(files:contents:sources:)``.
    public static func read(_ files: [String]) -> [[UInt8]?] {
        ParallelMap.indices(files.count) { i in FileBytes.read(atPath: files[i]) }
    }

    /// ``load(files:sources:)`` with the files already read (``read(_:)``): registered with
    /// `sources` in order (a file's id is its place among the sources), then parsed and decoded.
    public func load(files: [String], contents: [[UInt8]?], sources: SourceManager) -> [Screen] {
        precondition(files.count == contents.count, "one content per file")
        var inputs: [(path: String, file: FileID, bytes: [UInt8])?] = []
        inputs.reserveCapacity(files.count)
        for (path, bytes) in zip(files, contents) {
            inputs.append(bytes.map { (path, sources.add(path: path, contents: $0), $0) })
        }
        let parser = YAMLParser(limits: limits)
        let jobs = HandOver(inputs)
        inputs.removeAll()
        var decoder = ScreenSetDecoder(systems: systems, sink: sink)
        decoder.reuseDecoding = reuseDecoding
        let paths = files
        return decoder.decode(count: jobs.count) { i in
            guard let input = jobs.take(i) ?? nil else { return .unreadable(path: paths[i]) }
            let local = DiagnosticSink()
            let document = parser.parseFlat(input.bytes, file: input.file, sink: local)
            return .parsed(document.map { ScreenSpecDocument(document: $0, path: input.path) }, diagnostics: local.diagnostics)
        }
    }

    /// Parses and decodes in-memory spec texts, given as (path, text) pairs (for tests and tools).
    public func load(texts: [(path: String, text: String)], sources: SourceManager) -> [Screen] {
        let parser = YAMLParser(limits: limits)
        var documents: [ScreenSpecDocument] = []
        for (path, text) in texts {
            let file = sources.add(path: path, text: text)
            if let document = parser.parseFlat(Array(text.utf8), file: file, sink: sink) {
                documents.append(ScreenSpecDocument(document: document, path: path))
            }
        }
        return load(handingOver: &documents)
    }

    /// The spec files (`*.screen.yaml`, `*.screen.yml`, `*.screen.json`) at or under the given
    /// paths, sorted. A path that is a file is taken as is; hidden files and folders are skipped.
    public static func specFiles(under paths: [String]) -> [String] {
        let fm = FileManager.default
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue { result.append(path); continue }
            // Walk the real folder (a symlinked root is followed, links inside are not), but report
            // paths under the name the user gave; hidden files and folders are left out.
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            DirectoryWalk.walk((path as NSString).resolvingSymlinksInPath) { relative, isDirectory in
                let name = relative.lastIndex(of: "/").map { relative[relative.index(after: $0)...] } ?? relative[...]
                if name.hasPrefix(".") { return .skipChildren }
                if !isDirectory, isSpecFile(relative) { result.append(base + "/" + relative) }
                return .next
            }
        }
        return result.sorted()
    }

    /// Whether a file name is a screen spec's.
    public static func isSpecFile(_ path: String) -> Bool {
        path.hasSuffix(".screen.yaml") || path.hasSuffix(".screen.yml") || path.hasSuffix(".screen.json")
    }
}
