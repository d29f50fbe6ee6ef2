import ArgumentParser
import Foundation
import TokencKit
import TokenModel

/// `tokenc rules`: list the lint rules with their id, severity and summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every lint rule: id, severity (as configured) and summary.")

    @Option(name: .long, help: "Output format: text or json.")
    var format: RulesFormat = .text

    @Flag(name: .long, help: "Also print each rule's rationale and options.")
    var verbose = false

    @Option(name: .long, help: "The configuration file whose severities to show (default: ./tokenc.yaml when it exists).")
    var config: String?

    enum RulesFormat: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        let table = RuleTable(configurationPath: config ?? (FileManager.default.fileExists(atPath: "tokenc.yaml") ? "tokenc.yaml" : nil))
        for line in table.problems { stderr(line) }
        let text = format == .json ? table.json : table.text(verbose: verbose)
        writeStandardOutput(text)
        if !table.problems.isEmpty { throw ExitCode(ExitStatus.errors) }
    }
}
