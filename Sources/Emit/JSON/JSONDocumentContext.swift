/// The context of `json/dtcg.mustache`: one resolved DTCG 2025.10 document (the same JSON
/// `tokenc resolve` prints).
///
/// | name | type | value |
/// |---|---|---|
/// | `system` | string | the design system |
/// | `mode` | string | the mode of this document; empty for the combined document |
/// | `document` | string | the document, serialized with two-space indentation |
public struct JSONDocumentContext: TemplateContext, Sendable, Equatable {
    /// The design system's name.
    public var system: String
    /// The mode, or nil for a document that holds every mode.
    public var mode: String?
    /// The serialized document.
    public var document: String

    /// Creates a context.
    public init(system: String, mode: String?, document: String) {
        self.system = system
        self.mode = mode
        self.document = document
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "system": return .text(system)
        case "mode": return .text(mode ?? "")
        case "document": return .text(document)
        default: return nil
        }
    }
}
