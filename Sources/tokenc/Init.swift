import ArgumentParser
import Foundation
import TokencKit

/// `tokenc init`: a commented starter `tokenc.yaml` and a sample token file.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a commented tokenc.yaml and tokens/example.tokens.yaml (never overwrites).",
        discussion: "Exit status: 0 created, 2 a file already exists or cannot be written.")

    @Option(name: .long, help: "The folder to create them in.")
    var directory: String = "."

    func run() throws {
        let config = (directory as NSString).appendingPathComponent("tokenc.yaml")
        let tokens = (directory as NSString).appendingPathComponent("tokens/example.tokens.yaml")
        let existing = [config, tokens].filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            printError("error: \(existing.joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); tokenc init never overwrites files")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(atPath: (tokens as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(StarterProject.starterConfiguration.utf8).write(to: URL(fileURLWithPath: config), options: .withoutOverwriting)
            try Data(StarterProject.exampleTokens.utf8).write(to: URL(fileURLWithPath: tokens), options: .withoutOverwriting)
        } catch {
            printError("error: cannot write the starter files: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        printError("created \(config) and \(tokens); now run `tokenc build`")
    }
}
