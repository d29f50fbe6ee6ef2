import ArgumentParser
import Foundation

/// The `tokenc` command: design tokens and screen specs in, code and findings out.
///
/// Every command states its `commandName`: left out, ArgumentParser derives it from the type's
/// name with `String(describing:)`, whose first use scans the runtime's conformance records —
/// about 10 million instructions (≈3 ms) on every run, for names that never change.
struct Tokenc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokenc",
        abstract: "Compile and check design tokens (W3C DTCG 2025.10, in YAML or JSON).",
        subcommands: [Check.self, Resolve.self, Build.self, Init.self, Templates.self, LintCommand.self, RulesCommand.self, ContrastCommand.self]
    )
}

/// Exit statuses: 0 clean, 1 errors found, 2 usage or I/O problem.
enum ExitStatus {
    static let clean: Int32 = 0
    static let errors: Int32 = 1
    static let usage: Int32 = 2
}

@main
enum Main {
    static func main() {
        AllocatorTuning.apply()
        HugePages.restartBeforeParsing(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try Tokenc.parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = Tokenc.exitCode(for: error)
            if code == .success {
                Tokenc.exit(withError: error)  // --help, --version
            }
            let message = Tokenc.fullMessage(for: error)
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(ExitStatus.usage)
        }
    }
}
