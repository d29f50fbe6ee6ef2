/// The context of `json/flat.mustache`: `{"color.brand.primary": value, …}`, one object per
/// mode (keyed by mode name when `keyed`).
///
/// | name | type | value |
/// |---|---|---|
/// | `system` | string | the design system |
/// | `keyed` | bool | whether the modes are side by side, keyed by name |
/// | `modes` | list of ``FlatJSONModeContext`` | the modes in this file |
public struct FlatJSONContext: TemplateContext, Sendable, Equatable {
    /// The design system's name.
    public var system: String
    /// Whether modes are keyed by name in one object.
    public var keyed: Bool
    /// The modes in this file (one unless keyed).
    public var modes: [FlatJSONModeContext]

    /// Creates a context.
    public init(system: String, keyed: Bool, modes: [FlatJSONModeContext]) {
        self.system = system
        self.keyed = keyed
        self.modes = modes
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "system": return .text(system)
        case "keyed": return .bool(keyed)
        case "modes": return .list(modes)
        default: return nil
        }
    }
}
