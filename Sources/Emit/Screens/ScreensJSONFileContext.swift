/// The context of the `screens/json` template: the screens of one design system, one entry per
/// spec and mode.
public struct ScreensJSONFileContext: Sendable, TemplateContext {
    /// The design system's name.
    public var system: String
    /// One entry per spec and mode, specs in order, modes in the system's order.
    public var screens: [ScreenJSONContext]

    /// Creates the context.
    public init(system: String, screens: [ScreenJSONContext]) {
        self.system = system
        self.screens = screens
    }

    /// `systemJSON` (a JSON string), `screens`, `hasScreens`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "systemJSON": return .text(ScreenConstantsJSON.string(system))
        case "screens": return .list(screens)
        case "hasScreens": return .bool(!screens.isEmpty)
        default: return nil
        }
    }
}
