/// The `swift/tokens` context of the built-in templates' fast path: the file's fields, with the
/// namespaces as the ready text of `swift/namespace` (``RenderedPartial``) instead of contexts.
struct SwiftRenderedFileContext: TemplateContext {
    /// The file's fields (its `namespaces` empty).
    var file: SwiftFileContext
    /// Each top-level namespace as the built-in `swift/namespace` template writes it.
    var namespaces: [ArraySlice<UInt8>]

    func child(named name: String) -> TemplateValue? {
        guard name == "namespaces" else { return file.child(named: name) }
        let namespaces = namespaces
        return .list(TemplateList(count: namespaces.count) {
            .object(RenderedPartial(partialName: "swift/namespace", text: namespaces[$0]))
        })
    }
}
