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
        if input.templates.isBuiltin("json/dtcg") {
            // The built-in template's text — the document and a newline — without rendering it:
            // the document's parts, as the cores wrote them, go to the file as they are. (Through
            // the template, the 25 MB document at 100,000 tokens was copied into the context's
            // output, out of it into a string, and joined before that: ~60 M instructions and
            // some 75 MB of fresh pages on one core.) No template time: the document is not.
            return documents(input, layout: layout).map { $0.builtinTemplateFile() }
        }
        var files: [GeneratedFile] = []
        for document in documents(input, layout: layout) {
            let context = JSONDocumentContext(system: document.system, mode: document.mode, document: document.text())
            guard let text = input.render("json/dtcg", context: context) else {
                return nil
            }
            files.append(GeneratedFile(path: document.fileName, contents: text))
        }
        return files
    }

    /// The documents to write, one context per file.
    public func contexts(_ input: EmitInput, layout: String) -> [JSONDocumentContext] {
        documents(input, layout: layout).map { JSONDocumentContext(system: $0.system, mode: $0.mode, document: $0.text()) }
    }

    /// One file's document: a system's resolved document in one mode, or keyed by mode.
    struct Document {
        var system: String
        /// The mode of a document of one mode among several (nil: the combined or keyed document).
        var mode: String?
        /// The resolved system and the modes written: one, or with ``keyed`` several.
        var resolved: ResolvedSystem
        var modes: [Int]
        var keyed: Bool

        /// `<system>.tokens.json`, or `<system>.<mode>.tokens.json`.
        var fileName: String { mode.map { "\(system).\($0).tokens.json" } ?? "\(system).tokens.json" }

        /// The document's text (the template's `document`).
        func text() -> String {
            keyed ? keyedValue.serialized() : ResolvedDocument.serialized(resolved, mode: modes[0])
        }

        /// The file the built-in template writes: the document, then a newline. A document of one
        /// mode goes to the file in the parts the cores wrote it in (never joined).
        func builtinTemplateFile() -> GeneratedFile {
            guard keyed else {
                return GeneratedFile(path: fileName, pieces: GeneratedPieces(owned: ResolvedDocument.serializedParts(resolved, mode: modes[0]),
                                                                             suffix: "\n"))
            }
            var text = text()
            text.append("\n")
            return GeneratedFile(path: fileName, contents: text)
        }

        private var keyedValue: JSONValue {
            .object(modes.map { (resolved.modes[$0], ResolvedDocument.build(resolved, mode: $0)) })
        }
    }

    /// The documents to write, one per file, in order.
    func documents(_ input: EmitInput, layout: String) -> [Document] {
        var result: [Document] = []
        for system in FilteredSystems.of(input) {
            let modes = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics).indices
            guard let first = modes.first else { continue }
            switch layout {
            case "files" where system.modes.count > 1:
                for mode in modes {
                    result.append(Document(system: system.name, mode: system.modes[mode], resolved: system, modes: [mode], keyed: false))
                }
            case "keyed" where system.modes.count > 1:
                result.append(Document(system: system.name, mode: nil, resolved: system, modes: modes, keyed: true))
            default:
                // Written as it is made (the same text as the document tree serialized).
                result.append(Document(system: system.name, mode: nil, resolved: system, modes: [first], keyed: false))
            }
        }
        return result
    }
}
