import Diagnostics
import Emit
import Foundation
import ScreenSpec
import TokenModel
import XCTest
import YAML

/// Loads the seed systems with their screen specs (the way `tokenc build` does, without
/// TokencKit), small systems and specs from text, and runs the screen emitters.
enum ScreensFixtures {
    /// The five seed systems and every seed spec, resolved; the specs' paths relative to the
    /// repository root, by file.
    struct Seeds {
        var systems: [ResolvedSystem]
        var screens: [Screen]
        var specPaths: [FileID: String]
    }

    /// The seeds, loaded once per test process. Fails the test on any error.
    static func seeds(file: StaticString = #filePath, line: UInt = #line) throws -> Seeds {
        let systems = try SwiftFixtures.seeds.map { try SwiftFixtures.seed($0.name, file: file, line: line) }
        let root = SwiftFixtures.repositoryRoot
        let files = ScreenSpecLoader.specFiles(under: [root + "/specs"])
        XCTAssertGreaterThan(files.count, 20, "the seed specs are missing", file: file, line: line)
        let texts = try files.map { path in
            (path: String(path.dropFirst(root.count + 1)), text: try String(contentsOfFile: path, encoding: .utf8))
        }
        let sink = DiagnosticSink()
        let sources = SourceManager()
        let screens = ScreenSpecLoader(systems: systems, sink: sink).load(texts: texts, sources: sources)
        let errors = sink.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "seed specs have errors: \(errors.map(\.message))", file: file, line: line)
        var specPaths: [FileID: String] = [:]
        for screen in screens { specPaths[screen.file] = sources.path(of: screen.file) }
        return Seeds(systems: systems, screens: screens, specPaths: specPaths)
    }

    /// The input of an output for one seed system, as the repository's `tokenc.yaml` configures it.
    static func input(_ seeds: Seeds, system name: String, parameters: [String: JSONValue],
                      sink: DiagnosticSink = DiagnosticSink()) throws -> EmitInput {
        let system = try XCTUnwrap(seeds.systems.first { $0.name == name })
        return EmitInput(systems: [system], parameters: OutputParameters(parameters),
                         sourceFiles: try SwiftFixtures.seedFiles(name), diagnostics: sink,
                         screens: seeds.screens.filter { $0.system == name }, specPaths: seeds.specPaths)
    }

    /// A system and specs from text: `tokens` is one token file, `specs` are (path, text) pairs.
    static func project(tokens: String, specs: [(path: String, text: String)], system name: String = "test")
        -> (system: ResolvedSystem, screens: [Screen], specPaths: [FileID: String], sink: DiagnosticSink) {
        let (system, sink, sources) = SwiftFixtures.system(tokens, name: name)
        let screens = ScreenSpecLoader(systems: [system], sink: sink).load(texts: specs, sources: sources)
        var specPaths: [FileID: String] = [:]
        for screen in screens { specPaths[screen.file] = sources.path(of: screen.file) }
        return (system, screens, specPaths, sink)
    }

    /// Runs an emitter on a small project; returns the files (nil on error) and the diagnostics.
    static func emit(_ emitter: some Emitter, tokens: String, specs: [(path: String, text: String)],
                     parameters: [String: JSONValue] = ["prefix": .string("Test")])
        -> (files: [GeneratedFile]?, sink: DiagnosticSink) {
        let project = project(tokens: tokens, specs: specs)
        let errors = project.sink.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "the fixture has errors: \(errors.map(\.message))")
        let sink = DiagnosticSink()
        let input = EmitInput(systems: [project.system], parameters: OutputParameters(parameters),
                              sourceFiles: ["test.tokens.yaml"], diagnostics: sink, screens: project.screens,
                              specPaths: project.specPaths)
        return (emitter.emit(input), sink)
    }
}
