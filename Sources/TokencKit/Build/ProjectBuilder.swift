import Diagnostics
import Emit
import Foundation
import ScreenSpec
import TokenModel

/// The `tokenc build` pipeline: compile the configured token files (and, when an output renders
/// screens, the screen specs), render every output, writing each one's changed files to
/// temporary files as soon as it is rendered, and only when all of that succeeded, put the files
/// in place (atomically, never outside the output directory). A failing build leaves previous
/// outputs as they were.
public struct ProjectBuilder {
    /// The project's configuration.
    public var configuration: ProjectConfiguration
    /// The compiler (its diagnostics and sources collect everything the build reports).
    public var compiler: TokenCompiler
    /// The formats.
    public var registry: EmitterRegistry

    /// Exit statuses.
    public enum Status {
        /// Built.
        public static let success: Int32 = 0
        /// Errors in the tokens (or problems an emitter reports): nothing written.
        public static let tokenErrors: Int32 = 1
        /// A configuration, usage or I/O problem.
        public static let usage: Int32 = 2
    }

    /// Creates a builder.
    public init(configuration: ProjectConfiguration, compiler: TokenCompiler = TokenCompiler(),
                registry: EmitterRegistry = .builtin) {
        self.configuration = configuration
        self.compiler = compiler
        self.registry = registry
    }

    /// Compiles and renders everything; writes the files when `write` is true and all succeeded.
    public func build(write: Bool = true) -> BuildReport {
        var laps = Laps()
        let diagnostics = compiler.diagnostics

        // The built-in templates compile on another core while the tokens load.
        TemplateLibrary.prepareBuiltin()

        // 1. Token files → resolved systems.
        let sources: [SystemSource]
        do {
            sources = try ProjectDiscovery.systems(for: configuration.tokens.map(configuration.resolve))
        } catch {
            diagnostics.report(.error("io-error", error.message, at: nil,
                                      suggestion: "set 'tokens:' in tokenc.yaml to your token files or folders"))
            return BuildReport(status: Status.usage)
        }
        if sources.isEmpty {
            diagnostics.report(.error("io-error", "no token files in \(configuration.tokens.joined(separator: ", "))", at: nil))
            return BuildReport(status: Status.usage)
        }
        let systems = compiler.compile(sources)
        // 1b. Screen specs, when an output renders them; their errors fail the build like token errors.
        var screens: [Screen] = []
        var specPaths: [FileID: String] = [:]
        if !diagnostics.hasErrors, outputsUseScreens {
            let files = ScreenSpecLoader.specFiles(under: configuration.specs.map(configuration.resolve))
            screens = ScreenSpecLoader(systems: systems, sink: diagnostics).load(files: files, sources: compiler.sources)
            for screen in screens where specPaths[screen.file] == nil {
                specPaths[screen.file] = relativeToConfiguration(compiler.sources.path(of: screen.file))
            }
        }
        laps.lap("compile")
        let tokenCount = systems.reduce(0) { $0 + $1.tokens.count }
        if diagnostics.diagnostics.contains(where: { $0.code == "io-error" }) {
            return BuildReport(status: Status.usage, systemCount: systems.count, tokenCount: tokenCount, timings: laps.timings)
        }
        if diagnostics.hasErrors {
            return BuildReport(status: Status.tokenErrors, systemCount: systems.count, tokenCount: tokenCount, timings: laps.timings)
        }

        // 2. Templates: built-ins, overridden by the project's folder.
        var templates = TemplateLibrary.builtin()
        if let folder = configuration.templates {
            do {
                templates = try TemplateLibrary.builtin(overriddenBy: configuration.resolve(folder))
            } catch {
                diagnostics.report(templateDiagnostic(error))
                return BuildReport(status: Status.usage, timings: laps.timings)
            }
        }

        // 3. Render every output in memory: plan each one here (configuration problems are
        // reported in order), then render them on all cores, each into a sink of its own whose
        // diagnostics are merged back in output order, so the report is the same on any machine.
        var jobs: [RenderJob] = []
        var failed = false
        var misconfigured = false
        for output in configuration.outputs {
            guard let selected = select(systems, for: output) else {
                misconfigured = true
                continue
            }
            let sourceFiles = sources.filter { source in selected.contains { $0.name == source.name } }
                .flatMap(\.files).map(relativeToConfiguration)
            switch output.source {
            case .format(let name):
                guard let emitter = registry.emitter(forFormat: name) else {
                    diagnostics.report(.error("config-unknown-format", "unknown format '\(name)'", at: output.range))
                    failed = true
                    continue
                }
                let names = Set(selected.map(\.name))
                let outputScreens = screens.filter { names.contains($0.system) }
                let parameters = output.parameters
                let library = templates
                let paths = specPaths
                let sourceManager = compiler.sources
                jobs.append(RenderJob(label: "\(name) → \(output.path)", folder: output.path) { sink, clock in
                    var input = EmitInput(systems: selected, parameters: parameters, sourceFiles: sourceFiles,
                                          diagnostics: sink, templates: library, screens: outputScreens,
                                          specPaths: paths, sources: sourceManager)
                    input.templateClock = clock
                    return emitter.emit(input)
                })
            case .template(let name):
                var library = templates
                var templateName = name
                if !library.contains(name) {
                    templateName = "user:" + name
                    do {
                        library = try library.adding(templateFile: configuration.resolve(name), named: templateName)
                    } catch {
                        diagnostics.report(templateDiagnostic(error))
                        return BuildReport(status: Status.usage, timings: laps.timings)
                    }
                }
                let parameters = output.parameters
                let fileName = (output.path as NSString).lastPathComponent
                let finalLibrary = library
                let finalName = templateName
                let sourceManager = compiler.sources
                jobs.append(RenderJob(label: "\(name) → \(output.path)",
                                      folder: (output.path as NSString).deletingLastPathComponent) { sink, clock in
                    var input = EmitInput(systems: selected, parameters: parameters, sourceFiles: sourceFiles,
                                          diagnostics: sink, templates: finalLibrary, sources: sourceManager)
                    input.templateClock = clock
                    return TemplateEmitter(templateName: finalName, fileName: fileName).emit(input)
                })
            }
        }
        // Each output's files are written as soon as it is rendered, into temporary files put in
        // place only once every output has rendered (so not when the build already failed).
        let staging = write && !failed && !misconfigured
            ? OutputWriter.Staging(writer: OutputWriter(outputDirectory: configuration.outputDirectory)) : nil
        var paths: [String] = []
        var outputTimings: [OutputTiming] = []
        for result in RenderJob.run(jobs, staging: staging) {
            outputTimings.append(result.timing)
            diagnostics.report(contentsOf: result.diagnostics)
            if let produced = result.paths, !result.diagnostics.contains(where: { $0.severity == .error }) {
                paths += produced
            } else {
                failed = true
            }
        }
        laps.lap("render")
        if misconfigured || failed || diagnostics.hasErrors {
            staging?.discard()
            return BuildReport(status: misconfigured ? Status.usage : Status.tokenErrors, systemCount: systems.count,
                               tokenCount: tokenCount, timings: laps.timings)
        }
        guard let staging else {
            var report = BuildReport(status: Status.success, files: paths.map { ($0, WriteOutcome.unchanged) },
                                     systemCount: systems.count, tokenCount: tokenCount, timings: laps.timings)
            report.systems = systems
            report.outputTimings = outputTimings
            return report
        }

        // 4. Put the files in place (every path was checked before its output's first byte was
        // written, and a problem in any output keeps all of them out).
        do {
            let outcomes = try staging.commit()
            laps.lap("write")
            var report = BuildReport(status: Status.success, files: outcomes, systemCount: systems.count,
                                     tokenCount: tokenCount, timings: laps.timings)
            report.systems = systems
            report.outputTimings = outputTimings
            return report
        } catch {
            diagnostics.report(.error("output-path", error.description, at: nil))
            return BuildReport(status: Status.usage, systemCount: systems.count, tokenCount: tokenCount, timings: laps.timings)
        }
    }

    /// Whether an output's format renders screen specs (`swift-screens`, `screens-json`).
    private var outputsUseScreens: Bool {
        configuration.outputs.contains { output in
            guard case .format(let name) = output.source, let emitter = registry.emitter(forFormat: name) else { return false }
            return type(of: emitter).usesScreens
        }
    }

    /// The systems an output emits (its `systems` parameter), or nil after reporting an unknown name.
    private func select(_ systems: [ResolvedSystem], for output: OutputConfiguration) -> [ResolvedSystem]? {
        guard let names = output.parameters.systems else { return systems }
        var selected: [ResolvedSystem] = []
        for name in names {
            if let system = systems.first(where: { $0.name == name }) {
                selected.append(system)
            } else {
                compiler.diagnostics.report(.error(
                    "config-unknown-system", "output names unknown design system '\(name)'", at: output.range,
                    suggestion: Suggestions.nearest(to: name, among: systems.map(\.name)).map { "did you mean '\($0)'?" }
                        ?? "systems: \(systems.map(\.name).joined(separator: ", "))"))
                return nil
            }
        }
        return selected
    }

    private func relativeToConfiguration(_ path: String) -> String {
        let directory = configuration.directory
        if directory == "." || directory.isEmpty {
            return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func templateDiagnostic(_ error: Error) -> Diagnostic {
        (error as? TemplateError)?.diagnostic(in: compiler.sources) ?? .error("template-error", "\(error)", at: nil)
    }
}
