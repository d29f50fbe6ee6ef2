import Diagnostics
import Foundation
import Parallel
import TokenModel
import YAML

/// The pipeline the CLI (and tests, and a build plugin) call: read files, parse them with
/// libyaml, build each system's tree and resolve it. All problems go to ``diagnostics``.
public final class TokenCompiler: @unchecked Sendable {
    /// The files read, for rendering diagnostics.
    public let sources: SourceManager
    /// Every problem found.
    public let diagnostics: DiagnosticSink
    /// Parser limits.
    public var limits: YAMLParser.Limits
    /// From this size on (in bytes), a token file of a system is loaded straight from its events
    /// (``TokenLoader/add(streaming:file:parser:)``) instead of being parsed into a tree first;
    /// the size at which libyaml gets a thread of its own. Tests lower it to compare both ways.
    public var streamingThreshold = 64 << 10

    /// Creates a compiler with fresh source and diagnostic stores.
    public init(sources: SourceManager = SourceManager(), diagnostics: DiagnosticSink = DiagnosticSink(),
                limits: YAMLParser.Limits = YAMLParser.Limits()) {
        self.sources = sources
        self.diagnostics = diagnostics
        self.limits = limits
    }

    /// Reads, parses and resolves each system. Systems whose files cannot be read are skipped
    /// after an `io-error` diagnostic.
    public func compile(_ systems: [SystemSource]) -> [ResolvedSystem] {
        systems.map(compile)
    }

    /// Reads, parses and resolves one system.
    public func compile(_ system: SystemSource) -> ResolvedSystem {
        if let resolver = system.resolver {
            return compile(resolver: resolver, name: system.name)
        }
        // Large files are read from events while they load, in file order; the others are
        // parsed first (in parallel when there are several).
        let contents = contents(of: system.files)
        let threshold = streamingThreshold
        var roots = parse(contents) { $0.count < threshold }
        var loader = TokenLoader(systemName: system.name, sink: diagnostics)
        let parser = YAMLParser(limits: limits)
        for i in roots.indices {
            if let (file, bytes) = contents[i], bytes.count >= threshold {
                loader.add(streaming: bytes, file: file, parser: parser)
            } else if let root = roots[i].take() {
                // Moved out of the array, so that the loader holds the only reference to each
                // tree and releases its mappings as it walks them.
                loader.add(takingRoot: root)
            }
        }
        let tree = loader.finish()
        let resolver = TokenResolver(tree: tree, sink: diagnostics)
        let large = tree.tokens.count >= Self.backgroundReleaseThreshold
        if large {
            // The node trees are not needed once the definitions are loaded (a definition keeps
            // only its own value nodes); released while the resolver runs on one core, their
            // memory is reused by what comes next instead of adding to the peak.
            //
            // Every garbage takes its values' last references here (`consume`): the loader
            // shares the definitions with the tree, and while this thread still held it, the
            // background release raced this function's return — in 5 of 8 builds of 100,000
            // tokens this thread lost and freed the tree itself, ~14 ms before the render.
            let parsed = Garbage(values: [consume roots, consume loader])
            resolver.whenOneCoreIsFree = { Self.releaseInBackground(parsed) }
        }
        let resolved = resolver.resolve()
        // Freed on another core, or kept until exit by a command that ends once its outputs are
        // written (``LateRelease``): by then its freeing would compete with the render.
        if large { LateRelease.drop([consume tree, consume resolver]) }
        return resolved
    }

    /// From this many tokens on, the parsed files, the token tree and the resolver's memo are
    /// released on another core: freeing a million small objects takes as long as resolving them,
    /// and nothing waits for it.
    static let backgroundReleaseThreshold = 10_000

    /// What a compilation no longer needs.
    private final class Garbage: @unchecked Sendable {
        var values: [Any]
        init(values: [Any]) { self.values = values }
    }

    /// Drops the last references to `garbage` on a background queue.
    private static func releaseInBackground(_ garbage: Garbage) {
        DispatchQueue.global(qos: .utility).async { garbage.values.removeAll() }
    }

    /// Compiles a system defined by a DTCG Resolver document: one layered tree per mode,
    /// combined into per-token mode values.
    public func compile(resolver path: String, name: String) -> ResolvedSystem {
        let empty = ResolvedSystem(name: name, modes: ["default"], hasDeclaredModes: false, tokens: [], groups: [], index: PathIndex())
        guard let root = parse(files: [path])[0], let document = ResolverDocument.parse(root, sink: diagnostics) else {
            return empty
        }
        let directory = (path as NSString).deletingLastPathComponent
        var parsed: [String: YAMLNode?] = [:]
        var trees: [(String, TokenTree)] = []
        for mode in document.modes {
            var loader = TokenLoader(systemName: name, sink: diagnostics)
            loader.laterDefinitionsOverride = true
            for source in mode.sources {
                switch source {
                case .inline(let node):
                    loader.add(root: node)
                case .file(let relative, let range):
                    let full = relative.hasPrefix("/") ? relative : (directory.isEmpty ? relative : directory + "/" + relative)
                    if parsed[full] == nil {
                        if FileManager.default.fileExists(atPath: full) {
                            parsed[full] = parse(files: [full])[0]
                        } else {
                            diagnostics.report(.error("unknown-reference", "resolver source '\(relative)' does not exist", at: range))
                            parsed[full] = .some(nil)
                        }
                    }
                    if let node = parsed[full] ?? nil { loader.add(root: node) }
                }
            }
            trees.append((mode.name, loader.finish()))
        }
        let tree = TokenTree.combining(name: name, modes: trees, sink: diagnostics)
        return TokenResolver(tree: tree, sink: diagnostics).resolve()
    }

    /// Compiles in-memory text as a one-file system (for tests and tools).
    public func compile(text: String, path: String = "input.tokens.yaml", systemName: String = "input") -> ResolvedSystem {
        let file = sources.add(path: path, text: text)
        var loader = TokenLoader(systemName: systemName, sink: diagnostics)
        if let root = YAMLParser(limits: limits).parse(Array(text.utf8), file: file, sink: diagnostics) {
            loader.add(root: root)
        }
        return TokenResolver(tree: loader.finish(), sink: diagnostics).resolve()
    }

    /// A file's bytes (``FileBytes/read(atPath:)``); nil when the file cannot be opened or read.
    static func readFile(atPath path: String) -> [UInt8]? { FileBytes.read(atPath: path) }

    /// Parses files, in parallel when there are several; results in input order.
    public func parse(files: [String]) -> [YAMLNode?] {
        parse(contents(of: files)) { _ in true }
    }

    /// Each file's id and bytes, or nil after an `io-error` when it cannot be read.
    private func contents(of files: [String]) -> [(FileID, [UInt8])?] {
        var contents: [(FileID, [UInt8])?] = []
        for path in files {
            guard let bytes = Self.readFile(atPath: path) else {
                diagnostics.report(.error("io-error", "cannot read \(path)", at: nil))
                contents.append(nil)
                continue
            }
            contents.append((sources.add(path: path, contents: bytes), bytes))
        }
        return contents
    }

    /// Parses the files whose bytes `included` accepts, in parallel when there are several;
    /// results in input order, nil for the others.
    private func parse(_ inputs: [(FileID, [UInt8])?], where included: @escaping @Sendable ([UInt8]) -> Bool) -> [YAMLNode?] {
        let parser = YAMLParser(limits: limits)
        let sink = diagnostics
        return ParallelMap.indices(inputs.count) { i in
            inputs[i].flatMap { included($0.1) ? parser.parse($0.1, file: $0.0, sink: sink) : nil }
        }
    }
}

