/// The `swift/tokens` context of the built-in templates' fast path: the file's fields, with each
/// namespace a ``SwiftNamespaceMark`` (its ready text is written there with the file,
/// ``SwiftFileText``) instead of a context.
struct SwiftRenderedFileContext: TemplateContext {
    /// The file's fields (its `namespaces` empty).
    var file: SwiftFileContext
    /// The number of top-level namespaces.
    var namespaceCount: Int
    /// Where the renderer meets each namespace.
    let marks = SwiftNamespaceMark.Marks()

    /// Creates the context of one file with `namespaceCount` namespaces.
    init(file: SwiftFileContext, namespaceCount: Int) {
        self.file = file
        self.namespaceCount = namespaceCount
    }

    func child(named name: String) -> TemplateValue? {
        guard name == "namespaces" else { return file.child(named: name) }
        let marks = marks
        return .list(TemplateList(count: namespaceCount) { .object(SwiftNamespaceMark(item: $0, marks: marks)) })
    }
}
