import ArgumentParser
import Emit
import Foundation
import TokenModel

/// `tokenc templates`: the built-in templates, to read or to copy and customize.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List or print the built-in templates (copy one into your templates: folder to customize it).",
        subcommands: [List.self, Cat.self],
        defaultSubcommand: List.self)

    /// `tokenc templates list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in templates and formats.")

        func run() throws {
            var out = "Formats (outputs with `format:`):\n"
            let registry = EmitterRegistry.builtin
            let width = registry.formatNames.map(\.count).max() ?? 0
            for name in registry.formatNames {
                out += "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + (registry.summary(ofFormat: name) ?? "") + "\n"
            }
            out += "\nTemplates (`tokenc templates cat NAME`; override one by putting NAME.mustache in your templates: folder):\n"
            for name in TemplateLibrary.builtin().names { out += "  \(name)\n" }
            writeStandardOutput(out)
        }
    }

    /// `tokenc templates cat NAME`.
    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cat", abstract: "Print a built-in template.")

        @Argument(help: "The template's name, e.g. swift/tokens.")
        var name: String

        func run() throws {
            let library = TemplateLibrary.builtin()
            let name = self.name.hasSuffix(".mustache") ? String(self.name.dropLast(".mustache".count)) : self.name
            guard let source = library.source(of: name) else {
                let hint = Suggestions.nearest(to: name, among: library.names).map { " (did you mean '\($0)'?)" } ?? ""
                printError("error: no built-in template named '\(name)'\(hint); `tokenc templates list` shows them all")
                throw ExitCode(2)
            }
            writeStandardOutput(source)
        }
    }
}
