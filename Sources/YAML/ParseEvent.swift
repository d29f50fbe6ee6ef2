import Diagnostics

/// One libyaml parser event inside a document, in Swift terms (no C types), with its range
/// already converted. The document builder consumes these; a ``YAMLEventReader`` hands them out.
public enum ParseEvent {
    /// A scalar. `scalar.trailingComment` is filled for every empty plain scalar; the builder
    /// keeps it only on mapping values.
    case scalar(YAMLScalar, anchor: String?, range: SourceRange)
    /// The start of a sequence.
    case sequenceStart(tag: String?, anchor: String?, range: SourceRange)
    /// The start of a mapping.
    case mappingStart(tag: String?, anchor: String?, range: SourceRange)
    /// The end of the innermost open sequence or mapping.
    case collectionEnd(range: SourceRange)
    /// `*name`.
    case alias(name: String, range: SourceRange)
}
