import ScreenSpec

/// One screen spec in one mode in the `screens/json` template: ``ScreenConstants`` and the spec's
/// file.
public struct ScreenJSONContext: Sendable, TemplateContext {
    /// The constants.
    public var constants: ScreenConstants
    /// The spec file, relative to the configuration (empty when unknown).
    public var file: String

    /// Creates the context.
    public init(constants: ScreenConstants, file: String) {
        self.constants = constants
        self.file = file
    }

    /// `fileJSON`, `screenJSON`, `systemJSON`, `modeJSON`, `typeNameJSON` (JSON strings);
    /// `elements` (``ScreenElementJSONContext``), `copyKeys` (compact JSON objects),
    /// `navigationTargetsJSON` (one JSON array), `hasElements`, `hasCopyKeys`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "fileJSON": return .text(ScreenConstantsJSON.string(file))
        case "screenJSON": return .text(ScreenConstantsJSON.string(constants.screen))
        case "systemJSON": return .text(ScreenConstantsJSON.string(constants.system))
        case "modeJSON": return .text(ScreenConstantsJSON.string(constants.mode))
        case "typeNameJSON": return .text(ScreenConstantsJSON.string(constants.typeName))
        case "elements": return .list(constants.elements.map(ScreenElementJSONContext.init))
        case "hasElements": return .bool(!constants.elements.isEmpty)
        case "copyKeys": return .texts(constants.copyKeys.map(ScreenConstantsJSON.copyKey))
        case "hasCopyKeys": return .bool(!constants.copyKeys.isEmpty)
        case "navigationTargetsJSON":
            return .text("[" + constants.navigationTargets.map(ScreenConstantsJSON.string).joined(separator: ", ") + "]")
        default: return nil
        }
    }
}
