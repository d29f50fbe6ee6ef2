import Mustache

/// The context of `json/dtcg.mustache`: one resolved DTCG 2025.10 document (the same JSON
/// `tokenc resolve` prints).
///
/// | name | type | value |
/// |---|---|---|
/// | `system` | string | the design system |
/// | `mode` | string | the mode of this document; empty for the combined document |
/// | `document` | string | the document, serialized with two-space indentation |
public struct JSONDocumentContext: MustacheParent, Sendable, Equatable {
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

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "system": return TemplateText(system)
        case "mode": return TemplateText(mode ?? "")
        case "document": return TemplateText(document)
        default: return nil
        }
    }
}
