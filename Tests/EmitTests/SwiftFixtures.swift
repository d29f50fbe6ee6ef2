import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest
import YAML

/// Loads token systems for the Swift emitter's tests the way `TokenCompiler` does (without
/// depending on TokencKit), and runs the Swift emitter.
enum SwiftFixtures {
    /// The repository root (three levels above this file).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The five seed systems with the type-name prefix each app's code uses.
    static let seeds: [(name: String, prefix: String)] = [
        ("comprehension", "Comprehension"), ("laten", "Laten"), ("meeshy", "Meeshy"),
        ("tanda", "TANDA"), ("urbannest", "UrbanNest"),
    ]

    /// The token files of a seed system, relative to the repository root, sorted.
    static func seedFiles(_ name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/tokens/" + name)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
            .map { "tokens/\(name)/\($0)" }
    }

    /// A seed system, resolved; fails the test on any error.
    static func seed(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> ResolvedSystem {
        let sink = DiagnosticSink()
        let sources = SourceManager()
        var loader = TokenLoader(systemName: name, sink: sink)
        for relative in try seedFiles(name) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + relative)))
            let id = sources.add(path: relative, contents: bytes)
            if let root = YAMLParser().parse(bytes, file: id, sink: sink) { loader.add(root: root) }
        }
        let system = TokenResolver(tree: loader.finish(), sink: sink).resolve()
        let errors = sink.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "seed \(name) has errors: \(errors.map(\.message))", file: file, line: line)
        return system
    }

    /// A system from YAML text, with the sink its diagnostics went to.
    static func system(_ yaml: String, name: String = "test") -> (ResolvedSystem, DiagnosticSink, SourceManager) {
        let sink = DiagnosticSink()
        let sources = SourceManager()
        let id = sources.add(path: name + ".tokens.yaml", text: yaml)
        var loader = TokenLoader(systemName: name, sink: sink)
        if let root = YAMLParser().parse(yaml, file: id, sink: sink) { loader.add(root: root) }
        return (TokenResolver(tree: loader.finish(), sink: sink).resolve(), sink, sources)
    }

    /// Runs the Swift emitter on one system.
    static func emit(_ system: ResolvedSystem, prefix: String = "", parameters: [String: JSONValue] = [:],
                     sourceFiles: [String] = ["test.tokens.yaml"], sink: DiagnosticSink = DiagnosticSink())
        -> [GeneratedFile]? {
        var values = parameters
        if values["prefix"] == nil, !prefix.isEmpty { values["prefix"] = .string(prefix) }
        let input = EmitInput(systems: [system], parameters: OutputParameters(values),
                              sourceFiles: sourceFiles, diagnostics: sink)
        return SwiftEmitter().emit(input)
    }

    /// The Swift file of a seed system, as the repository's `tokenc.yaml` generates it.
    static func seedSwift(_ name: String, prefix: String) throws -> GeneratedFile {
        let system = try seed(name)
        let sink = DiagnosticSink()
        let files = emit(system, prefix: prefix, sourceFiles: try seedFiles(name), sink: sink)
        let errors = sink.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(name): \(errors.map(\.message))")
        return try XCTUnwrap(files?.first)
    }

    /// `swiftc`, or nil when no Swift compiler is installed.
    static let swiftc: String? = {
        var candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.insert(String(directory) + "/swiftc", at: 0)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs a program; returns its exit status and combined output.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "tokenc-swift-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
