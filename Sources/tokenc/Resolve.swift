import ArgumentParser
import Foundation
import TokencKit
import TokenModel

/// `tokenc resolve`: print the resolved token set as a DTCG 2025.10 JSON document.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print the fully resolved tokens as a DTCG 2025.10 JSON document on stdout.",
        discussion: """
            One system: its document. Several systems: an object keyed by system name.
            Without --mode the default mode is printed, other modes' values under
            $extensions["dev.tokenc.modes"]; with one --mode, that mode's document; with several,
            an object keyed by mode.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(name: .long, help: "Resolve in this mode (repeatable).")
    var mode: [String] = []

    func run() throws {
        let (compiler, systems) = try project.compile()
        let status = project.report(compiler)
        if status == ExitStatus.usage { throw ExitCode(status) }
        if systems.count == 1, mode.isEmpty {
            // The common case, streamed: the document is written as it is made, without a tree
            // and without gathering its text.
            ResolvedDocument.write(systems[0], to: writeStandardOutput)
            writeStandardOutput("\n")
            // Exit here: releasing the whole resolved model on the way out costs more than the
            // operating system reclaiming it.
            Foundation.exit(status)
        }
        var documents: [(String, JSONValue)] = []
        for system in systems {
            if mode.isEmpty {
                documents.append((system.name, ResolvedDocument.build(system)))
                continue
            }
            var perMode: [(String, JSONValue)] = []
            for name in mode {
                guard let m = system.modeIndex(name) else {
                    stderr("error: system '\(system.name)' has no mode '\(name)' (modes: \(system.modes.joined(separator: ", ")))")
                    throw ExitCode(ExitStatus.usage)
                }
                perMode.append((name, ResolvedDocument.build(system, mode: m)))
            }
            documents.append((system.name, perMode.count == 1 ? perMode[0].1 : .object(perMode)))
        }
        let output: JSONValue = documents.count == 1 ? documents[0].1 : .object(documents)
        var text = output.serialized()
        text += "\n"
        writeStandardOutput(text)
        Foundation.exit(status)
    }
}
