import Diagnostics
import ScreenSpec
import TokenModel

/// What every emitter receives: the resolved systems to emit, the output's parameters, and
/// where to report problems.
public struct EmitInput: Sendable {
    /// The systems to emit (already filtered by the `systems` parameter).
    public var systems: [ResolvedSystem]
    /// The output's parameters.
    public var parameters: OutputParameters
    /// The source files the systems came from (for the "generated from" header).
    public var sourceFiles: [String]
    /// Where to report problems (name collisions after transformation, unsupported values…).
    public var diagnostics: DiagnosticSink
    /// The templates to render with (the built-ins, possibly overridden by the project's own).
    public var templates: TemplateLibrary
    /// The resolved screen specs of the systems (one ``Screen`` per spec and mode), for the
    /// screen formats (`swift-screens`, `screens-json`); empty for the others.
    public var screens: [Screen]
    /// The path of each screen's spec file as the outputs name it (relative to `tokenc.yaml`),
    /// by the spec's ``Screen/file``.
    public var specPaths: [FileID: String]

    /// Creates an input.
    public init(
        systems: [ResolvedSystem], parameters: OutputParameters, sourceFiles: [String],
        diagnostics: DiagnosticSink, templates: TemplateLibrary = .builtin(),
        screens: [Screen] = [], specPaths: [FileID: String] = [:]
    ) {
        self.systems = systems
        self.parameters = parameters
        self.sourceFiles = sourceFiles
        self.diagnostics = diagnostics
        self.templates = templates
        self.screens = screens
        self.specPaths = specPaths
    }
}

/// Turns resolved tokens into files of one format (`swift`, `xcassets`, `css`, …).
///
/// Emitters are pure: they return files and report problems; writing is the ``OutputWriter``'s
/// job (atomic, write-if-changed, confined to the output directory).
public protocol Emitter: Sendable {
    /// The name used as `format:` in `tokenc.yaml`.
    static var formatName: String { get }
    /// A one-line description for `tokenc templates list` and the docs.
    static var summary: String { get }
    /// Whether the format renders screen specs, so the build must load them (default false).
    static var usesScreens: Bool { get }
    /// Produces the files. Returns nil after reporting an error that makes the output unusable.
    func emit(_ input: EmitInput) -> [GeneratedFile]?
}

extension Emitter {
    /// Token formats do not read screen specs.
    public static var usesScreens: Bool { false }
}
