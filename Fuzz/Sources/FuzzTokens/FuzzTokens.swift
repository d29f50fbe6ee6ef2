import Diagnostics
import Emit
import Lint
import TokenModel
import YAML

/// libFuzzer entry point: any bytes as a token file must give diagnostics, never a crash or hang —
/// through loading, resolving, the token lint rules and the token outputs; the JSON written
/// directly (and streamed) must equal the JSON trees' text, and the three ways of loading must agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let sources = SourceManager()
    let sink = DiagnosticSink()
    let file = sources.add(path: "fuzz.tokens.yaml", contents: bytes)
    var loader = TokenLoader(systemName: "fuzz", sink: sink)
    if let root = YAMLParser().parse(bytes, file: file, sink: sink) {
        loader.add(root: root)
    }
    let tree = loader.finish()
    let system = TokenResolver(tree: tree, sink: sink).resolve()
    // The loader that frees the tree as it walks it (what `tokenc` uses) must load the same.
    do {
        let takingSink = DiagnosticSink()
        var taking = TokenLoader(systemName: "fuzz", sink: takingSink)
        if let root = YAMLParser().parse(bytes, file: file, sink: takingSink) {
            taking.add(takingRoot: root)
        }
        let takingSystem = TokenResolver(tree: taking.finish(), sink: takingSink).resolve()
        precondition(takingSink.diagnostics == sink.diagnostics, "the taking walk's diagnostics differ")
        for mode in system.modes.indices {
            precondition(ResolvedDocument.serialized(system, mode: mode) == ResolvedDocument.serialized(takingSystem, mode: mode),
                         "the taking walk's resolved document differs")
        }
    }
    // The loader that reads the file from events (what `tokenc` uses for a large file) must load
    // the same, falling back or not; its diagnostics come in another order, the same once sorted.
    // So must it with the file read by two parsers at once, cut half-way (a large file's way).
    for splitThreshold in [Int.max, 0] {
        let streamingSink = DiagnosticSink()
        var streaming = TokenLoader(systemName: "fuzz", sink: streamingSink)
        var parser = YAMLParser()
        parser.splitThreshold = splitThreshold
        streaming.add(streaming: bytes, file: file, parser: parser)
        let streamedSystem = TokenResolver(tree: streaming.finish(), sink: streamingSink).resolve()
        precondition(streamingSink.sorted(using: sources) == sink.sorted(using: sources),
                     "the streaming loader's diagnostics differ (split threshold \(splitThreshold))")
        for mode in system.modes.indices {
            precondition(ResolvedDocument.serialized(system, mode: mode) == ResolvedDocument.serialized(streamedSystem, mode: mode),
                         "the streaming loader's resolved document differs (split threshold \(splitThreshold))")
        }
    }
    // The document and the values written directly must be the text of the JSON trees, and the
    // streamed document (`tokenc resolve`) the same bytes.
    let document = ResolvedDocument.serialized(system)
    precondition(document == ResolvedDocument.build(system).serialized(),
                 "the directly written document differs from the tree's text")
    var streamed: [UInt8] = []
    ResolvedDocument.write(system) { streamed.append(contentsOf: $0) }
    precondition(streamed.elementsEqual(document.utf8), "the streamed document differs")
    for token in system.tokens {
        for value in token.values {
            var writer = JSONTextWriter()
            writer.writeCompactDTCG(value)
            precondition(writer.text == DTCGEncoder.encode(value).serialized(pretty: false),
                         "a directly written value differs from the tree's text")
        }
    }
    // Every token rule, and every output made from tokens alone, in memory.
    _ = Linter(rules: RuleRegistry.all).lint(LintContext(
        systems: [LintedSystem(tree: tree, resolved: system)], screens: [], sources: sources,
        configuration: LintConfiguration()))
    for format in ["swift", "css", "flat-json", "dtcg-json", "android", "xcassets", "xcstrings"] {
        _ = EmitterRegistry.builtin.emitter(forFormat: format)?.emit(EmitInput(
            systems: [system], parameters: OutputParameters(), sourceFiles: ["fuzz.tokens.yaml"], diagnostics: DiagnosticSink()))
    }
    let renderer = DiagnosticRenderer(sources: sources)
    for diagnostic in sink.diagnostics { _ = renderer.render(diagnostic) }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's entry point under this name; hand control to libFuzzer.
@_cdecl("FuzzTokens_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzTokens(data, size) }
}
