/// A resolved ``Screen`` as plain, typed constants — the context the build engineer renders into
/// Swift (`LatenSplash.Logo.size`, `LatenSplash.Logo.entry.duration`) and JSON.
///
/// Everything is already resolved in the screen's mode: lengths in points, durations in seconds,
/// curves as four numbers, springs in both physical and SwiftUI form. Names come in two cases:
/// `typeName` (UpperCamelCase, for enums/structs) and `identifier` (lowerCamelCase, for
/// properties). Neither is escaped for any language; that is the template's job.
public struct ScreenConstants: Sendable, Hashable, Codable {
    /// The screen's name as written (`splash`).
    public var screen: String
    /// The system's name (`laten`).
    public var system: String
    /// The mode the values are resolved in.
    public var mode: String
    /// System + screen in UpperCamelCase (`LatenSplash`).
    public var typeName: String
    /// Every element that has at least one metric, animation or copy key, depth first.
    public var elements: [ElementConstants]
    /// Every copy key the screen uses, in first-use order, without repeats.
    public var copyKeys: [CopyKeyConstant]
    /// Where the screen leads, in document order (screen-level first, then elements').
    public var navigationTargets: [String]

    /// Creates the constants of a resolved screen.
    public init(screen: Screen) {
        self = ScreenConstantsBuilder.build(screen)
    }

    /// Creates constants from their parts.
    public init(screen: String, system: String, mode: String, typeName: String, elements: [ElementConstants],
                copyKeys: [CopyKeyConstant], navigationTargets: [String]) {
        self.screen = screen; self.system = system; self.mode = mode; self.typeName = typeName
        self.elements = elements; self.copyKeys = copyKeys; self.navigationTargets = navigationTargets
    }
}
