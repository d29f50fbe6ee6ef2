/// A ``TemplateContext`` in a box of its own, the payload of ``TemplateValue/object(_:)``.
///
/// Boxing a context once, when a field returns it, lets the renderer copy, stack and look fields
/// up in it at the cost of a reference count, without copying the context's fields. Make one with
/// ``TemplateValue/context(_:)``.
public class TemplateObject {
    init() {}

    /// The field `name` of the boxed context, or nil when it has no such field.
    public func child(named name: String) -> TemplateValue? { nil }

    /// Writes the text of field `name` (`{{name}}`) to the output; false when there is no such
    /// field. An object that holds its fields in place overrides this to write them without making
    /// a ``TemplateValue`` (and a reference count) for each.
    func appendField(named name: String, to output: TemplateOutput) -> Bool {
        guard let value = child(named: name) else { return false }
        TemplateRenderer.append(value, escapingHTML: false, to: output)
        return true
    }

    /// Writes what the partial `name` renders with this object innermost, and at no extra
    /// indentation, when the object holds that text ready; false (the default) to have the
    /// template rendered. Only an emitter that has checked that the partial (and every template
    /// it includes) is the built-in one makes objects that answer true.
    func appendRenderedPartial(named name: String, to output: TemplateOutput) -> Bool { false }
}

/// The box of one concrete context type.
final class TemplateContextBox<Context: TemplateContext>: TemplateObject {
    /// The context.
    let context: Context

    /// Boxes a context.
    init(_ context: Context) {
        self.context = context
        super.init()
    }

    override func child(named name: String) -> TemplateValue? { context.child(named: name) }
}
