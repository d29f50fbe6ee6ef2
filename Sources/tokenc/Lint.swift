import ArgumentParser
import Foundation
import Report
import TokencKit
import YAML

extension ReportFormat: ExpressibleByArgument {}

/// `tokenc lint`: run the lint rules over tokens and screen specs.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check tokens and screen specs: contrast, raw values, touch targets, motion, naming…",
        discussion: """
            Without paths, lints the tokens and specs tokenc.yaml names (default tokens/ and specs/). \
            Paths may be token or spec files, folders of them, or project folders; only findings in \
            them are reported. Rules, severities and options: `tokenc rules`, and `lint:` in tokenc.yaml.
            Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage or I/O problem.
            """)

    @Argument(help: "Token files, spec files or folders (default: the project's tokens/ and specs/).")
    var paths: [String] = []

    @Option(name: .long, help: "Output format: text, json, sarif or github.")
    var format: ReportFormat = .text

    @Flag(name: .long, help: "Exit 1 on warnings too.")
    var strict = false

    @Option(name: .long, help: "The configuration file (default: ./tokenc.yaml when it exists).")
    var config: String?

    @Flag(name: .long, help: "Color text output even when stdout is not a terminal.")
    var color = false

    @Flag(name: .long, help: "Print how long each phase took (to standard error).")
    var timings = false

    func run() throws {
        AllocatorTuning.applyForLint()
        let pipeline = LintPipeline()
        var configuration: ProjectConfiguration?
        let configPath = config ?? (FileManager.default.fileExists(atPath: "tokenc.yaml") ? "tokenc.yaml" : nil)
        if let configPath {
            guard FileManager.default.fileExists(atPath: configPath) else {
                stderr("error: no such configuration file: \(configPath)")
                throw ExitCode(ExitStatus.usage)
            }
            configuration = ConfigurationLoader(diagnostics: pipeline.diagnostics, sources: pipeline.sources).load(path: configPath)
        }
        let outcome: LintOutcome
        do {
            let request = try LintRequest.project(paths: paths, configuration: configuration)
            HugePages.restartIfLarge(reading: request.tokenPaths + request.specPaths)
            outcome = try pipeline.run(request)
        } catch {
            stderr("error: \(error.message)")
            throw ExitCode(ExitStatus.usage)
        }
        let colored = color || (format == .text && isatty(STDOUT_FILENO) != 0)
        let reporter = format.reporter(colored: colored, rootDirectory: FileManager.default.currentDirectoryPath)
        var laps = Laps()
        let pieces = reporter.renderPieces(outcome.report)
        laps.lap("render")
        for piece in pieces { piece.withUnsafeBufferPointer(writeStandardOutput) }
        laps.lap("write")
        if timings {
            for (phase, seconds) in outcome.timings + laps.timings {
                stderr(String(format: "  %-8@ %8.3f s", phase as NSString, seconds))
            }
            stderr("  libyaml's memory: \(YAMLParser.libyamlMemory)")
        }
        // Exit here rather than return: releasing every screen and finding one by one costs more
        // than the operating system reclaiming them.
        Foundation.exit(outcome.exitStatus(strict: strict))
    }
}
