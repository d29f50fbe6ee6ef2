/// One mode of a flat JSON file.
///
/// | name | type | value |
/// |---|---|---|
/// | `name`, `nameJSON` | string | the mode's name, raw and as a JSON string literal |
/// | `entries` | list of ``FlatJSONEntryContext`` | the tokens, in document order |
public struct FlatJSONModeContext: TemplateContext, Sendable, Equatable {
    /// The mode's name.
    public var name: String
    /// The tokens.
    public var entries: [FlatJSONEntryContext]

    /// Creates a mode.
    public init(name: String, entries: [FlatJSONEntryContext]) {
        self.name = name
        self.entries = entries
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": return .text(self.name)
        case "nameJSON": return .text(JSONText.literal(self.name))
        case "entries": return .list(entries)
        default: return nil
        }
    }
}
