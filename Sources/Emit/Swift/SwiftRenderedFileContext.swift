/// The `swift/tokens` context of the built-in templates' fast path: the file's fields, with the
/// namespaces as the ready text of `swift/namespace` (``RenderedPartial``) instead of contexts.
struct SwiftRenderedFileContext: TemplateContext {
    /// The file's fields (its `namespaces` empty).
    var file: SwiftFileContext
    /// Every top-level namespace as the built-in `swift/namespace` template writes it.
    var text: RenderedPartial.Text
    /// Each namespace's bytes in ``text``.
    var ranges: [Range<Int>]

    /// Creates the context of one file.
    init(file: SwiftFileContext, namespaces: (text: [UInt8], ranges: [Range<Int>])) {
        self.file = file
        self.text = RenderedPartial.Text(namespaces.text, items: namespaces.ranges.count)
        self.ranges = namespaces.ranges
    }

    func child(named name: String) -> TemplateValue? {
        guard name == "namespaces" else { return file.child(named: name) }
        let text = text, ranges = ranges
        return .list(TemplateList(count: ranges.count) {
            .object(RenderedPartial(partialName: "swift/namespace", text: text, range: ranges[$0]))
        })
    }
}
