import Parallel
import TokenModel

/// The Android files written without their templates, while the templates are the built-in
/// ones: the contexts a template renders cost far more than the text (at 100,000 tokens the
/// contexts were most of the output's 0.6–1 s). A system whose names are unusable or collide
/// takes the template path, whose contexts report them.
extension AndroidEmitter {
    /// What the direct path makes of a system before anything is reported: the Kotlin file,
    /// and the color and dimension resources' lines — each nil when not asked for, or when a
    /// name is unusable or collides (``kotlinContext(for:modes:input:)`` and
    /// ``resourceContexts(for:modes:input:)`` then report it).
    struct DirectWork: Sendable {
        var kotlin: (path: String, pieces: GeneratedPieces)?
        var resources: AndroidResourceLines?
        /// When the text was being written (what the template clock counts).
        var textSpans: [Range<ContinuousClock.Instant>] = []
    }

    /// Makes a system's Kotlin file and resource lines directly: the Kotlin names on all cores,
    /// then the Kotlin objects (found on one core) beside the resources' lines as two jobs — a
    /// core done with its job helps the other — then the Kotlin text on all cores.
    func directWork(for system: ResolvedSystem, modes: [Int], input: EmitInput, kotlin: Bool, resources: Bool) -> DirectWork {
        let names = kotlin ? KotlinObjectPlan.Names(system: system, modes: modes) : nil
        let made: [(plan: KotlinObjectPlan?, lines: AndroidResourceLines?, span: Range<ContinuousClock.Instant>?)]
        if names != nil && resources {
            made = ParallelMap.jobs(2) { job in
                job == 0 ? (names.flatMap(KotlinObjectPlan.init(names:)), nil, nil) : resourceLines(for: system, modes: modes)
            }
        } else {
            made = [(names.flatMap(KotlinObjectPlan.init(names:)), nil, nil),
                    resources ? resourceLines(for: system, modes: modes) : (nil, nil, nil)]
        }
        var work = DirectWork(resources: made[1].lines, textSpans: made[1].span.map { [$0] } ?? [])
        if let plan = made[0].plan {
            let objectName = Self.objectName(for: system, parameters: input.parameters)
            let frame = KotlinDirectText.Frame(
                sources: input.sourceFiles.joined(separator: ", "), package: input.parameters.string("package") ?? "tokens",
                roots: modes.enumerated().map { Self.modeObject($0.offset, mode: $0.element, of: system, objectName: objectName) })
            let start = ContinuousClock.now
            work.kotlin = (frame.roots[0].name + ".kt", KotlinDirectText.file(plan, tokens: system.tokens, frame: frame))
            work.textSpans.append(start..<ContinuousClock.now)
            // The plan (a name and an object per token) freed on another core.
            if system.tokens.count >= KotlinObjectPlan.parallelThreshold { LateRelease.dropInBackground([plan]) }
        }
        input.templateClock?.add(Self.covered(by: work.textSpans))
        return work
    }

    /// The time within any of the spans (the text written as the templates would: template
    /// time), counted once where they overlap — the resources' lines are written beside the
    /// Kotlin objects.
    static func covered(by spans: [Range<ContinuousClock.Instant>]) -> Swift.Duration {
        var total = Swift.Duration.zero
        var current: Range<ContinuousClock.Instant>?
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let covering = current, span.lowerBound <= covering.upperBound {
                current = covering.lowerBound..<max(covering.upperBound, span.upperBound)
            } else {
                if let covering = current { total += covering.upperBound - covering.lowerBound }
                current = span
            }
        }
        if let covering = current { total += covering.upperBound - covering.lowerBound }
        return total
    }

    /// The color and dimension lines of a system (none when two names collide), and when they
    /// were written.
    private func resourceLines(for system: ResolvedSystem, modes: [Int])
        -> (plan: KotlinObjectPlan?, lines: AndroidResourceLines?, span: Range<ContinuousClock.Instant>?) {
        let (dayMode, nightMode) = Self.dayAndNightModes(of: system, modes: modes)
        let start = ContinuousClock.now
        let lines = AndroidResourceLines(system: system, dayMode: dayMode, nightMode: nightMode)
        return (nil, lines, start..<ContinuousClock.now)
    }

    /// What the direct path made of a system's resources.
    enum DirectResources {
        /// The files (path under the resource folder, contents), in the template path's order.
        case files([(path: String, pieces: GeneratedPieces)])
        /// Copy keys were used twice with different texts (reported): the output fails.
        case failed
    }

    /// The resource files of a system from its lines, and its strings (whose problems are
    /// reported here, as the template path reports them after the colors' and dimensions').
    func directResourceFiles(_ lines: AndroidResourceLines, for system: ResolvedSystem, modes: [Int], input: EmitInput) -> DirectResources {
        // Without copy tokens there are no strings (and nothing to report).
        guard let strings = lines.hasCopy ? Self.stringResources(of: system, modes: modes, input: input) : [] else { return .failed }
        let sources = input.sourceFiles.joined(separator: ", ")
        let made = lines.files(sources: sources)
        var files: [(path: String, pieces: GeneratedPieces)] = []
        if let colors = made.colors { files.append(("values/colors.xml", colors)) }
        if let dimens = made.dimens { files.append(("values/dimens.xml", dimens)) }
        if !strings.isEmpty { files.append(("values/strings.xml", AndroidResourcesDirectText.strings(strings, sources: sources))) }
        if let night = made.nightColors { files.append(("values-night/colors.xml", night)) }
        return .files(files)
    }
}
