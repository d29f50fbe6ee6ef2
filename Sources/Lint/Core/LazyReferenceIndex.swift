import Foundation
import ScreenSpec

/// A ``TokenReferenceIndex`` built once, by whichever thread first asks for it; the others wait
/// for it. Lets ``LintContext`` be made without indexing, so the rules that need the index build
/// it while the other rules run.
final class LazyReferenceIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var systems: [LintedSystem]
    private var screens: [Screen]
    private var built: TokenReferenceIndex?

    /// Remembers what to index.
    init(systems: [LintedSystem], screens: [Screen]) {
        self.systems = systems
        self.screens = screens
    }

    /// The index, built on first use.
    var value: TokenReferenceIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        // The rules read the uses of deprecated tokens, and whether the others are used.
        let index = TokenReferenceIndex(systems: systems, screens: screens, tracking: .deprecated)
        built = index
        systems = []
        screens = []
        return index
    }
}
