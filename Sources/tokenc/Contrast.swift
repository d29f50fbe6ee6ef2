import ArgumentParser
import Foundation
import TokencKit

/// `tokenc contrast`: the contrast between two colors, with overlays.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast of a text color over a background (and overlays): WCAG 2.x ratio and APCA.",
        discussion: """
            Colors are any CSS color tokenc reads (#0D7377, rgb(…), hsl(…), oklch(…), names) or a \
            token reference {color.x} (with --system NAME, tokens read from ./tokens). Overlays are \
            painted over the background in the order given, then the text, with its alpha, over the result.
            Exit status: 0 measured, 2 usage (a color that cannot be read).
            """)

    @Argument(help: "The text color.")
    var text: String

    @Argument(help: "The background color.")
    var background: String

    @Option(name: .long, help: "A color painted over the background (repeatable, in order).")
    var overlay: [String] = []

    @Option(name: .long, help: "Output format: text or json.")
    var format: ContrastFormat = .text

    @Option(name: .long, help: "The design system {…} references are looked up in.")
    var system: String?

    @Option(name: .long, help: "The mode {…} references are resolved in (default: the system's first).")
    var mode: String?

    enum ContrastFormat: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        let colors = [text, background] + overlay
        let usesTokens = colors.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("{") }
        var query = ContrastQuery(text: text, background: background, overlays: overlay)
        if usesTokens || system != nil {
            let (systems, problems) = TokenSystemLookup.load(paths: ["tokens"])
            if let problems { stderr(problems) }
            guard let chosen = TokenSystemLookup.pick(system, from: systems) else {
                stderr("error: " + TokenSystemLookup.explain(system, systems: systems))
                throw ExitCode(ExitStatus.usage)
            }
            query.system = chosen
            if let mode {
                guard let index = chosen.modeIndex(mode) else {
                    stderr("error: system '\(chosen.name)' has no mode '\(mode)' (modes: \(chosen.modes.joined(separator: ", ")))")
                    throw ExitCode(ExitStatus.usage)
                }
                query.mode = index
            }
        }
        do {
            let answer = try query.answer()
            let out = format == .json ? answer.json : answer.summary
            writeStandardOutput(out)
        } catch {
            stderr("error: \(error.message)")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
