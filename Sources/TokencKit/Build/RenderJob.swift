import Diagnostics
import Emit
import Foundation
import Parallel

/// One configured output, ready to render: the folder its files go in, and the work that makes
/// them. ``run(_:)`` renders a build's outputs on all cores.
struct RenderJob: Sendable {
    /// What the output is called in `--timings` (its format or template, and its path).
    var label: String
    /// The folder (relative to the output directory) the files go in.
    var folder: String
    /// Renders the files, reporting problems into the sink it is given and adding the time its
    /// templates take to the clock; nil when it failed.
    var render: @Sendable (DiagnosticSink, TemplateClock) -> [GeneratedFile]?

    /// What one job produced: its files' paths (relative to the output directory; nil when it
    /// failed) and everything it reported, in the order reported.
    struct Result: Sendable {
        var paths: [String]?
        var diagnostics: [Diagnostic]
        /// How long the output took: in all, and in its templates.
        var timing = OutputTiming(output: "", seconds: 0, templateSeconds: 0)
    }

    /// Renders one job, timing it, and when it succeeded stages its files (``OutputWriter/Staging``:
    /// written to temporary files on this core, renamed into place only once every output has
    /// rendered), else tells the staging that the build failed.
    private func perform(output: Int, staging: OutputWriter.Staging?) -> Result {
        let sink = DiagnosticSink()
        let clock = TemplateClock()
        let start = ContinuousClock.now
        let rendered = render(sink, clock)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let diagnostics = sink.diagnostics
        var paths: [String]?
        if var files = rendered {
            for i in files.indices { files[i].path = Self.joined(folder, files[i].path) }
            paths = files.map(\.path)
            if diagnostics.contains(where: { $0.severity == .error }) {
                staging?.abandon()
            } else {
                staging?.stage(files, output: output)
            }
        } else {
            staging?.abandon()
        }
        return Result(paths: paths, diagnostics: diagnostics,
                      timing: OutputTiming(output: label, seconds: seconds, templateSeconds: clock.seconds))
    }

    /// Renders every job, the outputs of a build in parallel, and returns the results in the
    /// jobs' order — the same whatever the cores or the scheduling. A core whose outputs are done
    /// helps the others with the work they spread (`ParallelMap.jobs`): at 100,000 tokens the
    /// Swift output took 1,442 M instructions on one core while CSS and flat JSON took 808 M
    /// on the other, which then idled. With a staging, each output's files are written as soon
    /// as it is rendered (the files' contents are then not kept).
    static func run(_ jobs: [RenderJob], staging: OutputWriter.Staging? = nil) -> [Result] {
        ParallelMap.jobs(jobs.count) { jobs[$0].perform(output: $0, staging: staging) }
    }

    /// A file's path inside the output directory: the output's folder, then the file's path.
    private static func joined(_ folder: String, _ file: String) -> String {
        if folder.isEmpty || folder == "." { return file }
        return folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
