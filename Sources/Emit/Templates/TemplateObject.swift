/// A ``TemplateContext`` in a box of its own, the payload of ``TemplateValue/object(_:)``.
///
/// Boxing a context once, when a field returns it, lets the renderer copy, stack and look fields
/// up in it at the cost of a reference count, without copying the context's fields. Make one with
/// ``TemplateValue/context(_:)``.
public class TemplateObject {
    init() {}

    /// The field `name` of the boxed context, or nil when it has no such field.
    public func child(named name: String) -> TemplateValue? { nil }
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
