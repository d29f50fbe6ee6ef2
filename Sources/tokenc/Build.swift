import ArgumentParser
import Diagnostics
import Foundation
import Parallel
import TokencKit
import YAML

/// `tokenc build`: generate every output `tokenc.yaml` lists.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Generate Swift, asset catalogs, String Catalogs, JSON, CSS and Android from the tokens, as tokenc.yaml describes.",
        discussion: """
            Reads ./tokenc.yaml (or --config PATH). Nothing is written unless every output renders; \
            files whose contents did not change are left untouched.
            Exit status: 0 built, 1 errors in the tokens (nothing written), 2 configuration, usage or I/O problem.
            """)

    @Option(name: .long, help: "The configuration file.")
    var config: String = "tokenc.yaml"

    @Flag(name: .long, help: "Render everything but write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Print how long each phase took.")
    var timings = false

    @Flag(name: .long, help: "Color diagnostics even when stderr is not a terminal.")
    var color = false

    /// Up to this many bytes of token and spec files, what the build no longer needs is kept
    /// until the process exits (``LateRelease``): ~16 MB, about 200,000 tokens.
    static let keepingLimit = 16 << 20

    func run() throws {
        guard FileManager.default.fileExists(atPath: config) else {
            printError(config == "tokenc.yaml"
                ? "error: no tokenc.yaml in the current directory (run `tokenc init` to create one, or pass --config PATH)"
                : "error: no such configuration file: \(config)")
            throw ExitCode(ProjectBuilder.Status.usage)
        }
        let sources = SourceManager()
        let sink = DiagnosticSink()
        let loader = ConfigurationLoader(diagnostics: sink, sources: sources)
        guard let configuration = loader.load(path: config) else {
            render(sink, sources)
            throw ExitCode(ProjectBuilder.Status.usage)
        }
        let inputs = (configuration.tokens + configuration.specs).map(configuration.resolve)
        HugePages.restartIfLarge(reading: inputs)
        // The process exits once the outputs are written: what the build no longer needs is left
        // to the operating system instead of freed on a core the outputs render on — for inputs
        // up to `keepingLimit`, where that costs at most ~50 MB more at the peak (~27 MB at
        // 100,000 tokens). Beyond, memory matters more (+272 MB at 1,000,000 tokens).
        if HugePageRestart.inputBytes(inputs, upTo: Self.keepingLimit) < Self.keepingLimit {
            LateRelease.keepUntilExit()
        }
        let compiler = TokenCompiler(sources: sources, diagnostics: sink)
        let report = ProjectBuilder(configuration: configuration, compiler: compiler).build(write: !dryRun)
        render(sink, sources)

        let removed = report.files.filter { $0.outcome == .removed }.count
        let generated = report.files.count - removed
        let written = report.files.filter { $0.outcome == .created || $0.outcome == .updated }.count
        var summary = "\(count(report.systemCount, "system")), \(count(report.tokenCount, "token"))"
        if report.status == ProjectBuilder.Status.success {
            summary += dryRun
                ? " → \(count(report.files.count, "file")) rendered (dry run, nothing written)"
                : " → \(count(generated, "file")) in \(configuration.output)/ (\(written) written, \(generated - written) unchanged"
                    + (removed > 0 ? ", \(removed) stale removed)" : ")")
        } else if report.status == ProjectBuilder.Status.tokenErrors {
            summary += ": \(count(sink.count(of: .error), "error")); nothing written"
        }
        printError(summary)
        if timings {
            for (phase, seconds) in report.timings {
                printError(String(format: "  %-8@ %8.3f s", phase as NSString, seconds))
                guard phase == "render" else { continue }
                for output in report.outputTimings {
                    printError(String(format: "    %8.3f s  (templates %.3f s)  %@", output.seconds, output.templateSeconds,
                                      output.output as NSString))
                }
            }
            printError("  libyaml's memory: \(YAMLParser.libyamlMemory)")
        }
        // Exit here rather than return: the operating system reclaims the resolved model faster
        // than releasing it object by object would.
        Foundation.exit(report.status)
    }

    private func render(_ sink: DiagnosticSink, _ sources: SourceManager) {
        let colored = color || isatty(2) != 0
        let renderer = DiagnosticRenderer(sources: sources, colored: colored)
        let text = sink.sorted(using: sources).map(renderer.render).joined()
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }

    private func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
