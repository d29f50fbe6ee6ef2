import ArgumentParser
import Diagnostics
import Foundation
import TokencKit
import TokenModel

/// Options shared by the commands that read token files.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "Token files or directories (default: ./tokens).")
    var paths: [String] = []

    @Option(name: .long, help: "Only this design system (repeatable).")
    var system: [String] = []

    @Flag(name: .long, help: "Color diagnostics even when stderr is not a terminal.")
    var color = false

    /// Discovers and compiles the systems; exits 2 on an I/O problem.
    func compile() throws -> (TokenCompiler, [ResolvedSystem]) {
        let inputs = paths.isEmpty ? ["tokens"] : paths
        var sources: [SystemSource]
        do {
            sources = try ProjectDiscovery.systems(for: inputs)
        } catch {
            stderr("error: \(error.message)" + (paths.isEmpty ? " (run tokenc in a project with a tokens/ folder, or pass paths)" : ""))
            throw ExitCode(ExitStatus.usage)
        }
        if !system.isEmpty {
            let unknown = system.filter { name in !sources.contains { $0.name == name } }
            if !unknown.isEmpty {
                stderr("error: unknown system '\(unknown[0])'; found: \(sources.map(\.name).joined(separator: ", "))")
                throw ExitCode(ExitStatus.usage)
            }
            sources = sources.filter { system.contains($0.name) }
        }
        if sources.isEmpty {
            stderr("error: no token files (*.yaml, *.yml, *.json) found in \(inputs.joined(separator: ", "))")
            throw ExitCode(ExitStatus.usage)
        }
        HugePages.restartIfLarge(reading: sources.flatMap { $0.files + [$0.resolver].compactMap { $0 } })
        let compiler = TokenCompiler()
        let systems = compiler.compile(sources)
        return (compiler, systems)
    }

    /// Prints every diagnostic, sorted, to stderr, and returns the exit status they call for.
    func report(_ compiler: TokenCompiler) -> Int32 {
        let colored = color || isatty(STDERR_FILENO) != 0
        let renderer = DiagnosticRenderer(sources: compiler.sources, colored: colored)
        var text = ""
        for diagnostic in compiler.diagnostics.sorted(using: compiler.sources) {
            text += renderer.render(diagnostic)
        }
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
        let all = compiler.diagnostics.diagnostics
        if all.contains(where: { $0.code == "io-error" }) { return ExitStatus.usage }
        return compiler.diagnostics.hasErrors ? ExitStatus.errors : ExitStatus.clean
    }
}

func stderr(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

func plural(_ n: Int, _ word: String) -> String {
    "\(n) \(word)\(n == 1 ? "" : "s")"
}
