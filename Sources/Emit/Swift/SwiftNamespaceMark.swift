/// A top-level namespace in the Swift file rendered by the built-in templates' fast path: the
/// renderer writes nothing for it, only where it goes (``Marks``), and its text — made ready by
/// ``SwiftNamespaceBuilder`` — is written there when the file is (``SwiftFileText``). So the
/// namespaces' text, most of the file, is never copied, into the renderer's buffer or a string.
final class SwiftNamespaceMark: TemplateObject {
    /// Where the renderer met each namespace: the namespace's index and the output's length then.
    final class Marks {
        /// In the order the renderer met them.
        var places: [(item: Int, offset: Int)] = []
    }

    /// Where this mark is recorded.
    let marks: Marks
    /// The namespace's index.
    let item: Int

    /// The mark of namespace `item`, recorded in `marks`.
    init(item: Int, marks: Marks) {
        self.item = item
        self.marks = marks
        super.init()
    }

    /// No fields: the built-in templates read none outside the partial.
    override func child(named name: String) -> TemplateValue? { nil }

    override func appendRenderedPartial(named name: String, to output: TemplateOutput) -> Bool {
        guard name == "swift/namespace" else { return false }
        marks.places.append((item, output.count))
        return true
    }
}
