import Diagnostics
import TokenModel

/// Finds the design system a command's `{token}` references point into.
public enum TokenSystemLookup {
    /// The systems under the paths, and the rendered errors if reading them found any (nil when
    /// clean or when the paths do not exist).
    public static func load(paths: [String]) -> ([ResolvedSystem], String?) {
        guard let sources = try? ProjectDiscovery.systems(for: paths) else { return ([], nil) }
        let compiler = TokenCompiler()
        let systems = compiler.compile(sources)
        let renderer = DiagnosticRenderer(sources: compiler.sources)
        let errors = compiler.diagnostics.sorted(using: compiler.sources).filter { $0.severity == .error }
        return (systems, errors.isEmpty ? nil : errors.map { renderer.render($0) }.joined())
    }

    /// The system named `name`, or the only one when no name is given.
    public static func pick(_ name: String?, from systems: [ResolvedSystem]) -> ResolvedSystem? {
        if let name { return systems.first { $0.name == name } }
        return systems.count == 1 ? systems[0] : nil
    }

    /// Why ``pick(_:from:)`` found nothing, for the user.
    public static func explain(_ name: String?, systems: [ResolvedSystem]) -> String {
        let names = systems.map(\.name).joined(separator: ", ")
        if systems.isEmpty { return "no design systems found in ./tokens to look token references up in" }
        if let name {
            let near = Suggestions.nearest(to: name, among: systems.map(\.name))
            return "unknown system '\(name)' (found: \(names))" + (near.map { "; did you mean '\($0)'?" } ?? "")
        }
        return "token references need --system NAME (found: \(names))"
    }
}
