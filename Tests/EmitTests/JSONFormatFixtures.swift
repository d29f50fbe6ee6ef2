import Diagnostics
import Emit
import Foundation
import TokenModel
import YAML
import XCTest

/// Loads token systems for the format emitters' tests (xcassets, xcstrings, JSON, CSS, Android)
/// the way `TokenCompiler` does, without depending on TokencKit.
enum FormatFixtures {
    /// The repository root (three levels above this file).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The five seed systems' folder names.
    static let seedNames = ["comprehension", "laten", "meeshy", "tanda", "urbannest"]

    /// The seed system in `tokens/<name>/`, resolved; fails the test on any error.
    static func seed(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> ResolvedSystem {
        let folder = repositoryRoot + "/tokens/" + name
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
            .map { folder + "/" + $0 }
        let sink = DiagnosticSink()
        let sources = SourceManager()
        var loader = TokenLoader(systemName: name, sink: sink)
        for path in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let id = sources.add(path: path, contents: bytes)
            if let root = YAMLParser().parse(bytes, file: id, sink: sink) { loader.add(root: root) }
        }
        let system = TokenResolver(tree: loader.finish(), sink: sink).resolve()
        let errors = sink.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "seed \(name) has errors: \(errors.map(\.message))", file: file, line: line)
        return system
    }

    /// A system from YAML text; fails the test on any error.
    static func system(_ yaml: String, name: String = "test", file: StaticString = #filePath, line: UInt = #line) -> ResolvedSystem {
        let sink = DiagnosticSink()
        let sources = SourceManager()
        let id = sources.add(path: name + ".tokens.yaml", text: yaml)
        var loader = TokenLoader(systemName: name, sink: sink)
        if let root = YAMLParser().parse(yaml, file: id, sink: sink) { loader.add(root: root) }
        let system = TokenResolver(tree: loader.finish(), sink: sink).resolve()
        let errors = sink.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "fixture has errors: \(errors.map(\.message))", file: file, line: line)
        return system
    }

    /// An emitter input for one system.
    static func input(_ system: ResolvedSystem, _ parameters: [String: JSONValue] = [:],
                      sink: DiagnosticSink = DiagnosticSink()) -> EmitInput {
        EmitInput(systems: [system], parameters: OutputParameters(parameters),
                  sourceFiles: ["tokens/\(system.name)"], diagnostics: sink)
    }

    /// The file with a path among generated files.
    static func file(_ path: String, in files: [GeneratedFile], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let match = files.first(where: { $0.path == path }) else {
            XCTFail("no generated file \(path); have \(files.map(\.path).prefix(20))", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return match.contents
    }

    /// Parses JSON text with JSONSerialization.
    static func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            XCTFail("not JSON: \(error)\n\(text.prefix(400))", file: file, line: line)
            throw error
        }
    }
}

extension FormatFixtures {
    /// Compares generated files with `Tests/EmitTests/Golden/<format>/<system>/`, or rewrites that
    /// folder when `TOKENC_UPDATE_GOLDENS=1`. Missing, extra and different files all fail. A
    /// generated `.swift` file is stored as `.swift.golden`, so that SwiftPM does not compile it
    /// into the test target.
    static func assertGolden(format: String, system: String, files generatedFiles: [GeneratedFile],
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let files = generatedFiles.map { generated in
            generated.path.hasSuffix(".swift") ? GeneratedFile(path: generated.path + ".golden", contents: generated.contents) : generated
        }
        let folder = repositoryRoot + "/Tests/EmitTests/Golden/\(format)/\(system)"
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["TOKENC_UPDATE_GOLDENS"] == "1" {
            try? manager.removeItem(atPath: folder)
            for generated in files {
                let path = folder + "/" + generated.path
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(generated.contents.utf8).write(to: URL(fileURLWithPath: path))
            }
            return
        }
        var onDisk: Set<String> = []
        if let enumerator = manager.enumerator(atPath: folder) {
            for case let relative as String in enumerator {
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                    onDisk.insert(relative)
                }
            }
        }
        let generatedPaths = Set(files.map(\.path))
        XCTAssertEqual(onDisk.subtracting(generatedPaths).sorted(), [], "golden files no longer generated (\(format)/\(system)); run with TOKENC_UPDATE_GOLDENS=1", file: file, line: line)
        XCTAssertEqual(generatedPaths.subtracting(onDisk).sorted(), [], "generated files without a golden file (\(format)/\(system)); run with TOKENC_UPDATE_GOLDENS=1", file: file, line: line)
        for generated in files where onDisk.contains(generated.path) {
            let expected = try String(contentsOfFile: folder + "/" + generated.path, encoding: .utf8)
            if expected != generated.contents {
                let a = expected.components(separatedBy: "\n"), b = generated.contents.components(separatedBy: "\n")
                let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                XCTFail("\(format)/\(system)/\(generated.path) differs from its golden file at line \(index + 1):\n  golden:    \(index < a.count ? a[index] : "<end>")\n  generated: \(index < b.count ? b[index] : "<end>")\n(TOKENC_UPDATE_GOLDENS=1 rewrites it)", file: file, line: line)
            }
        }
    }
}
