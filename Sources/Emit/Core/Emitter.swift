import Foundation
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
    /// The build's source files, so that an error in a template is reported at its
    /// `file:line:column` (nil: reported without a location).
    public var sources: SourceManager?
    /// When set, the time spent rendering templates is added up here (for `build --timings`).
    public var templateClock: TemplateClock?

    /// Creates an input.
    public init(
        systems: [ResolvedSystem], parameters: OutputParameters, sourceFiles: [String],
        diagnostics: DiagnosticSink, templates: TemplateLibrary = .builtin(),
        screens: [Screen] = [], specPaths: [FileID: String] = [:], sources: SourceManager? = nil
    ) {
        self.systems = systems
        self.parameters = parameters
        self.sourceFiles = sourceFiles
        self.diagnostics = diagnostics
        self.templates = templates
        self.screens = screens
        self.specPaths = specPaths
        self.sources = sources
    }

    /// Renders a template, or reports why it cannot be (no such template, or an error in it —
    /// at the template's `file:line:column` when the sources are known) and returns nil.
    public func render(_ template: String, context: Any) -> String? {
        guard templates.contains(template) else {
            diagnostics.report(.error("template-not-found", "no template named '\(template)'", at: nil))
            return nil
        }
        do {
            guard let templateClock else { return try templates.renderChecked(template, context: context) }
            let start = ContinuousClock.now
            defer { templateClock.add(ContinuousClock.now - start) }
            return try templates.renderChecked(template, context: context)
        } catch {
            if let sources {
                diagnostics.report(error.diagnostic(in: sources))
            } else {
                diagnostics.report(.error("template-error", error.description, at: nil))
            }
            return nil
        }
    }
}

/// Adds up the time an output spends in its templates, apart from building their contexts.
public final class TemplateClock: @unchecked Sendable {
    private let lock = NSLock()
    private var total = Swift.Duration.zero

    /// Creates a clock at zero.
    public init() {}

    /// Adds one rendering's time.
    public func add(_ duration: Swift.Duration) {
        lock.lock()
        total += duration
        lock.unlock()
    }

    /// The time added so far, in seconds.
    public var seconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
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
