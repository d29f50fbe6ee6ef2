/// A list item that holds, ready made, what one built-in partial writes for it: an emitter that
/// has checked that the partial and every template it includes are the built-in ones writes the
/// item's text directly, and the renderer copies it in place of rendering the partial.
final class RenderedPartial: TemplateObject {
    /// The partial the text stands for (`swift/namespace`).
    let partialName: String
    /// The text the partial writes for this item, as UTF-8.
    let text: ArraySlice<UInt8>

    /// An item standing for `text`, written by the partial `partialName`.
    init(partialName: String, text: ArraySlice<UInt8>) {
        self.partialName = partialName
        self.text = text
        super.init()
    }

    /// No fields: the built-in templates read none outside the partial.
    override func child(named name: String) -> TemplateValue? { nil }

    override func appendRenderedPartial(named name: String, to output: TemplateOutput) -> Bool {
        guard name == partialName else { return false }
        text.withUnsafeBufferPointer { output.append($0) }
        return true
    }
}
