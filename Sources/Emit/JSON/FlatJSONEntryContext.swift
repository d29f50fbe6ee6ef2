/// One token of a flat JSON file.
///
/// | name | type | value |
/// |---|---|---|
/// | `path`, `pathJSON` | string | the dotted path, raw and as a JSON string literal |
/// | `type` | string | the `$type` |
/// | `valueJSON` | string | the value as compact JSON |
public struct FlatJSONEntryContext: TemplateContext, Sendable, Equatable {
    /// The token's path.
    public var path: String
    /// The token's type.
    public var type: String
    /// The value, serialized.
    public var valueJSON: String

    /// Creates an entry.
    public init(path: String, type: String, valueJSON: String) {
        self.path = path
        self.type = type
        self.valueJSON = valueJSON
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "path": return .text(path)
        case "pathJSON": return .text(JSONText.literal(path))
        case "type": return .text(type)
        case "valueJSON": return .text(valueJSON)
        default: return nil
        }
    }
}
