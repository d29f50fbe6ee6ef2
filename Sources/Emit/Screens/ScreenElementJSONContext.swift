import ScreenSpec

/// One element of a screen in the `screens/json` template: its names and, as compact JSON
/// objects (one per line), its metrics, animations and copy keys.
public struct ScreenElementJSONContext: Sendable, TemplateContext {
    /// The element's constants.
    public var element: ElementConstants

    /// Creates the context.
    public init(element: ElementConstants) { self.element = element }

    /// `idJSON`, `typeNameJSON`, `kindJSON` (JSON strings); `metrics`, `animations`, `copyKeys`
    /// (lists of compact JSON objects) with `hasMetrics`, `hasAnimations`, `hasCopyKeys`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "idJSON": return .text(ScreenConstantsJSON.string(element.id))
        case "typeNameJSON": return .text(ScreenConstantsJSON.string(element.typeName))
        case "kindJSON": return .text(ScreenConstantsJSON.string(element.kind))
        case "metrics": return .texts(element.metrics.map(ScreenConstantsJSON.metric))
        case "hasMetrics": return .bool(!element.metrics.isEmpty)
        case "animations": return .texts(element.animations.map(ScreenConstantsJSON.animation))
        case "hasAnimations": return .bool(!element.animations.isEmpty)
        case "copyKeys": return .texts(element.copyKeys.map(ScreenConstantsJSON.copyKey))
        case "hasCopyKeys": return .bool(!element.copyKeys.isEmpty)
        default: return nil
        }
    }
}
