import Diagnostics
import ScreenSpec
import TokenModel

/// `format: screens-json` — the screen specs' constants as JSON, one file per design system
/// (`laten.screens.json`): for every spec in every mode it covers, the ``ScreenConstants`` of
/// that screen (metrics in points, animations with durations in seconds, copy keys, navigation
/// targets) and the spec's file. Each entry decodes with `JSONDecoder` as `ScreenConstants`.
///
/// Parameters: `modes` (default all), `fileName` (default `<system>.screens.json`), `template`
/// (default `screens/json`).
public struct ScreensJSONEmitter: Emitter {
    /// `screens-json`.
    public static let formatName = "screens-json"
    /// One line for `tokenc templates list`.
    public static let summary = "JSON of the screen specs' constants: metrics, animations, copy keys, per mode"
    /// The format renders screen specs.
    public static var usesScreens: Bool { true }

    /// Creates the emitter.
    public init() {}

    /// One JSON file per system that has screen specs, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        var files: [GeneratedFile] = []
        for system in input.systems {
            let context = context(for: system, input: input)
            if context.screens.isEmpty {
                let inModes = input.parameters.modes == nil ? "" : " in the selected modes"
                input.diagnostics.report(.warning(
                    "screens-no-specs", "the \(Self.formatName) output has no screen specs of system '\(system.name)'\(inModes)",
                    at: nil, suggestion: "add specs/\(system.name)/<screen>.screen.yaml, or check `specs:` in tokenc.yaml"))
                continue
            }
            let template = input.parameters.string("template") ?? "screens/json"
            guard let text = input.render(template, context: context) else {
                return nil
            }
            let fileName = input.parameters.string("fileName") ?? system.name + ".screens.json"
            files.append(GeneratedFile(path: fileName, contents: text))
        }
        return files
    }

    /// The template context for the screens of one system.
    public func context(for system: ResolvedSystem, input: EmitInput) -> ScreensJSONFileContext {
        let modes = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                  diagnostics: input.diagnostics).indices
        var screens: [ScreenJSONContext] = []
        for group in ScreenSpecGroup.groups(of: input.screens, system: system) {
            for screen in group.screens where modes.contains(screen.modeIndex) {
                screens.append(ScreenJSONContext(constants: ScreenConstants(screen: screen),
                                                 file: input.specPaths[screen.file] ?? ""))
            }
        }
        return ScreensJSONFileContext(system: system.name, screens: screens)
    }
}
