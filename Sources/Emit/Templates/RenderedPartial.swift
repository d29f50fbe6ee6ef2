/// A list item that holds, ready made, what one built-in partial writes for it: an emitter that
/// has checked that the partial and every template it includes are the built-in ones writes the
/// items' text directly, and the renderer copies it in place of rendering the partial.
final class RenderedPartial: TemplateObject {
    /// The text of every item of one list, in one buffer, released once each item has been
    /// copied into the output (the built-in templates include each item once), so that the
    /// text and the rendered output are not both held in full.
    final class Text {
        private var bytes: [UInt8]
        private var remaining: Int
        /// Releases the pages of items already copied while later ones are (items are copied in
        /// order, each once), so the text shrinks as the output grows.
        private var releaser: PageReleaser?
        /// Where the items copied so far end (nil once one came out of order: then nothing more
        /// is released early).
        private var copiedEnd: Int? = 0

        /// The text of `items` items.
        init(_ bytes: [UInt8], items: Int) {
            self.bytes = bytes
            self.remaining = items
            releaser = self.bytes.withUnsafeBufferPointer { $0.baseAddress.map { PageReleaser(base: UnsafeRawPointer($0)) } }
        }

        /// Copies one item's bytes into the output.
        func append(_ range: Range<Int>, to output: TemplateOutput) {
            bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
            remaining -= 1
            if remaining == 0 {
                bytes = []
                releaser = nil
                return
            }
            if let end = copiedEnd, range.lowerBound >= end {
                copiedEnd = range.upperBound
                releaser?.release(upTo: range.upperBound)
            } else {
                copiedEnd = nil
            }
        }
    }

    /// The partial the text stands for (`swift/namespace`).
    let partialName: String
    /// The text of the list's items.
    let text: Text
    /// This item's bytes in ``text``.
    let range: Range<Int>

    /// An item standing for `range` of `text`, written by the partial `partialName`.
    init(partialName: String, text: Text, range: Range<Int>) {
        self.partialName = partialName
        self.text = text
        self.range = range
        super.init()
    }

    /// No fields: the built-in templates read none outside the partial.
    override func child(named name: String) -> TemplateValue? { nil }

    override func appendRenderedPartial(named name: String, to output: TemplateOutput) -> Bool {
        guard name == partialName else { return false }
        text.append(range, to: output)
        return true
    }
}
