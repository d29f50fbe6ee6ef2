import Diagnostics
import ScreenSpec
import TokenModel

/// One screen spec with its resolution in every mode it covers (``ScreenSpecLoader`` returns one
/// ``Screen`` per spec and mode), and the mode the Swift constants are taken from.
struct ScreenSpecGroup {
    /// The screen in each of its modes, in the system's mode order.
    var screens: [Screen]
    /// The index in ``screens`` of the mode the Swift output uses: the light appearance (or the
    /// first mode the spec covers when none is light).
    var representativeIndex: Int

    /// The screen in the representative mode.
    var representative: Screen { screens[representativeIndex] }

    /// The screens of one system grouped by spec, in the order given (specs keep the loader's
    /// order, modes the system's).
    static func groups(of screens: [Screen], system: ResolvedSystem) -> [ScreenSpecGroup] {
        var order: [String] = []
        var byKey: [String: [Screen]] = [:]
        for screen in screens where screen.system == system.name {
            let key = "\(screen.file.rawValue)\u{0}\(screen.name)"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(screen)
        }
        return order.compactMap { key in
            guard let members = byKey[key]?.sorted(by: { $0.modeIndex < $1.modeIndex }), let first = members.first
            else { return nil }
            let slots = SwiftAppearanceSlots(system: system, selectedModes: first.modes)
            let index = members.firstIndex { $0.modeIndex == slots.light } ?? 0
            return ScreenSpecGroup(screens: members, representativeIndex: index)
        }
    }
}
