import Diagnostics
import TokenModel
import Parallel

/// `format: flat-json` — every token as one member of a flat object keyed by its dotted path:
/// `{"color.brand.primary": {"colorSpace": "srgb", …}}`, values in their DTCG 2025.10 shapes.
///
/// Parameter `layout`: `files` (default; `<system>.json`, or one `<system>.<mode>.json` per mode
/// when the system has several) or `keyed` (one file, `{"dark": {…}, "light": {…}}`). Also `modes`.
public struct FlatJSONEmitter: Emitter {
    /// `flat-json`.
    public static let formatName = "flat-json"
    /// One line for `tokenc templates list`.
    public static let summary = "Flat JSON: {\"color.brand.primary\": value}, per mode"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Produces the JSON files, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        let layout = input.parameters.string("layout") ?? "files"
        guard ["files", "keyed"].contains(layout) else {
            input.diagnostics.report(.error(
                "invalid-output-parameter", "the flat-json layout '\(layout)' is not one of files, keyed",
                at: nil, suggestion: ModeSelection.closest(to: layout, in: ["files", "keyed"]).map { "did you mean '\($0)'?" }))
            return nil
        }
        var files: [GeneratedFile] = []
        for system in FilteredSystems.of(input) {
            let modes = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics).indices
            guard !modes.isEmpty else { continue }
            // The files: each with its modes, keyed by mode name or one flat object.
            var planned: [(path: String, keyed: Bool, modes: [Int])] = []
            if layout == "keyed" && system.modes.count > 1 {
                planned.append(("\(system.name).json", true, modes))
            } else if modes.count == 1 || system.modes.count == 1 {
                planned.append(("\(system.name).json", false, [modes[0]]))
            } else {
                for mode in modes { planned.append(("\(system.name).\(system.modes[mode]).json", false, [mode])) }
            }
            let builtin = input.templates.isBuiltin("json/flat")
            for file in planned {
                if builtin {
                    // The built-in template's text, written without rendering it (timed as template time).
                    let start = ContinuousClock.now
                    files.append(GeneratedFile(path: file.path, pieces: FlatJSONText.file(system, modes: file.modes, keyed: file.keyed)))
                    input.templateClock?.add(ContinuousClock.now - start)
                } else {
                    let context = FlatJSONContext(system: system.name, keyed: file.keyed,
                                                  modes: file.modes.map { Self.mode(system, $0) })
                    guard let text = input.render("json/flat", context: context) else { return nil }
                    files.append(GeneratedFile(path: file.path, contents: text))
                }
            }
        }
        return files
    }

    /// One mode's entries.
    static func mode(_ system: ResolvedSystem, _ mode: Int) -> FlatJSONModeContext {
        let tokens = system.tokens
        return FlatJSONModeContext(name: system.modes[mode], entries: ParallelMap.indices(tokens.count, threshold: parallelThreshold) { t in
            FlatJSONEntryContext(path: tokens[t].path, type: tokens[t].type.rawValue,
                                 valueJSON: DTCGEncoder.encode(tokens[t].values[mode]).serialized(pretty: false))
        })
    }

    /// From this many tokens on, the entries are made on all cores.
    static let parallelThreshold = 4096
}
