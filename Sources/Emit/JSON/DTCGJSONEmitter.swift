import Diagnostics
import TokenModel

/// `format: dtcg-json` — each system's resolved DTCG 2025.10 document, the same JSON
/// `tokenc resolve` prints (``ResolvedDocument``).
///
/// Parameter `layout`: `combined` (default; one `<system>.tokens.json` in the first selected
/// mode, every other mode's differing values under `$extensions["dev.tokenc.modes"]`), `files`
/// (one `<system>.<mode>.tokens.json` per mode) or `keyed` (one file, an object keyed by mode,
/// like `tokenc resolve --mode a --mode b`). Also `modes`.
public struct DTCGJSONEmitter: Emitter {
    /// `dtcg-json`.
    public static let formatName = "dtcg-json"
    /// One line for `tokenc templates list`.
    public static let summary = "Resolved DTCG 2025.10 JSON, the document `tokenc resolve` prints"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Produces the JSON files, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        let layout = input.parameters.string("layout") ?? "combined"
        guard ["combined", "files", "keyed"].contains(layout) else {
            input.diagnostics.report(.error(
                "invalid-output-parameter", "the dtcg-json layout '\(layout)' is not one of combined, files, keyed",
                at: nil, suggestion: ModeSelection.closest(to: layout, in: ["combined", "files", "keyed"]).map { "did you mean '\($0)'?" }))
            return nil
        }
        var files: [GeneratedFile] = []
        for context in contexts(input, layout: layout) {
            guard let text = input.render("json/dtcg", context: context) else {
                return nil
            }
            let name = context.mode.map { "\(context.system).\($0).tokens.json" } ?? "\(context.system).tokens.json"
            files.append(GeneratedFile(path: name, contents: text))
        }
        return files
    }

    /// The documents to write, one context per file.
    public func contexts(_ input: EmitInput, layout: String) -> [JSONDocumentContext] {
        var result: [JSONDocumentContext] = []
        for system in FilteredSystems.of(input) {
            let modes = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics).indices
            guard let first = modes.first else { continue }
            switch layout {
            case "files" where system.modes.count > 1:
                for mode in modes {
                    let document = ResolvedDocument.serialized(system, mode: mode)
                    result.append(JSONDocumentContext(system: system.name, mode: system.modes[mode], document: document))
                }
            case "keyed" where system.modes.count > 1:
                let keyed = JSONValue.object(modes.map { (system.modes[$0], ResolvedDocument.build(system, mode: $0)) })
                result.append(JSONDocumentContext(system: system.name, mode: nil, document: keyed.serialized()))
            default:
                // Written as it is made (the same text as the document tree serialized).
                let document = ResolvedDocument.serialized(system, mode: first)
                result.append(JSONDocumentContext(system: system.name, mode: nil, document: document))
            }
        }
        return result
    }
}
