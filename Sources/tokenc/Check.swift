import ArgumentParser
import Foundation
import TokencKit

/// `tokenc check`: validate token files and report every problem.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate token files; report every problem at file:line:column.",
        discussion: "Exit status: 0 clean, 1 errors found, 2 usage or I/O problem.")

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let (compiler, systems) = try project.compile()
        let status = project.report(compiler)
        let errors = compiler.diagnostics.count(of: .error)
        let warnings = compiler.diagnostics.count(of: .warning)
        let tokens = systems.reduce(0) { $0 + $1.tokens.count }
        stderr("\(plural(systems.count, "system")), \(plural(tokens, "valid token")): \(plural(errors, "error")), \(plural(warnings, "warning"))")
        // Exit here, as `resolve` and `build` do: releasing the resolved model on the way out
        // costs more than the operating system reclaiming it.
        Foundation.exit(status)
    }
}
