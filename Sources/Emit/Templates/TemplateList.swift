/// A list in a template context, read item by item as a section repeats: nothing is converted
/// or copied up front, so a list of 100,000 tokens costs nothing until it is rendered.
public struct TemplateList {
    /// The number of items.
    public let count: Int
    private let item: (Int) -> TemplateValue

    /// A list whose item `i` (0 ≤ i < `count`) is `item(i)`.
    public init(count: Int, item: @escaping (Int) -> TemplateValue) {
        self.init(count: count, independentItems: false, item: item)
    }

    /// A list whose items the renderer may render on several cores at once: `item` must be a
    /// pure function of its index over values nothing changes while the list is rendered, and
    /// every item's value must be safe to read from several threads (no lazily filled caches).
    /// The text is the same as rendered in order; only large lists are split (the generic
    /// context's tokens, which every `template:` output renders).
    init(count: Int, independentItems: Bool, item: @escaping (Int) -> TemplateValue) {
        self.count = max(0, count)
        self.item = item
        self.independentItems = independentItems
    }

    /// Whether the items may be rendered on several cores (see ``init(count:independentItems:item:)``).
    let independentItems: Bool

    /// A list of objects.
    public init<Element: TemplateContext>(_ items: [Element]) {
        self.init(count: items.count) { .context(items[$0]) }
    }

    /// A list of texts.
    public init(texts: [String]) {
        self.init(count: texts.count) { .text(texts[$0]) }
    }

    /// A list of values.
    public init(values: [TemplateValue]) {
        self.init(count: values.count) { values[$0] }
    }

    /// The item at `index` (0-based, below ``count``).
    public subscript(index: Int) -> TemplateValue { item(index) }
}
