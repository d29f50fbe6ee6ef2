import Diagnostics
import ScreenSpec
import TokenModel

/// What the rules read: the project's design systems, its screens (one per spec and mode), the
/// source files and the configuration. Built once per run by the caller of ``Linter``.
public struct LintContext: Sendable {
    /// The design systems.
    public var systems: [LintedSystem]
    /// The screens, one per (spec, mode).
    public var screens: [Screen]
    /// The files read, for source text.
    public var sources: SourceManager
    /// How rules are configured.
    public var configuration: LintConfiguration
    /// Every reference to every token (of the systems and screens given to the initializer),
    /// indexed when first asked for — by the rules that need it, while the others run.
    public var references: TokenReferenceIndex { referenceIndex.value }
    private let referenceIndex: LazyReferenceIndex

    /// Creates a context (the token references are indexed on first use).
    public init(systems: [LintedSystem], screens: [Screen], sources: SourceManager,
                configuration: LintConfiguration = LintConfiguration()) {
        self.systems = systems
        self.screens = screens
        self.sources = sources
        self.configuration = configuration
        self.referenceIndex = LazyReferenceIndex(systems: systems, screens: screens)
    }

    /// The system with a name.
    public func system(named name: String) -> LintedSystem? {
        systems.first { $0.name == name }
    }

    /// Whether any screen uses the system.
    public func hasScreens(for system: String) -> Bool {
        screens.contains { $0.system == system }
    }

    /// The screens of one spec file, one per mode, grouped (first-seen order of files).
    public var screensByFile: [(file: FileID, screens: [Screen])] {
        var order: [FileID] = []
        var groups: [FileID: [Screen]] = [:]
        for screen in screens {
            if groups[screen.file] == nil { order.append(screen.file) }
            groups[screen.file, default: []].append(screen)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
