import Foundation

extension TemplateValue {
    /// A value from an untyped one, for contexts written as plain Swift values (tests, quick
    /// scripts), with the conventions of swift-mustache, tokenc's previous engine:
    ///
    /// - ``TemplateValue``, ``TemplateContext``: as they are;
    /// - `String`, ``TemplateText``: text; `Bool`: a flag; integers: numbers; other numbers: text;
    /// - nil, ``TemplateNull``, `NSNull`: null;
    /// - arrays: lists (sets: lists sorted by their text);
    /// - `[String: Any]` dictionaries: objects whose fields are looked up by name (their values
    ///   converted the same way);
    /// - anything else: an object whose fields are its stored properties (by reflection).
    public init(any value: Any) {
        switch value {
        case let value as TemplateValue: self = value
        case let context as any TemplateContext: self = .context(context)
        case let text as String: self = .text(text)
        case let text as TemplateText: self = .text(text.text)
        case let flag as Bool: self = .bool(flag)
        case is TemplateNull, is NSNull: self = .null
        case let number as Int: self = .int(number)
        case let number as any BinaryInteger: self = .int(Int(truncatingIfNeeded: number))
        case let number as Double: self = .text(String(describing: number))
        case let text as Substring: self = .text(String(text))
        case let dictionary as [String: Any]: self = .context(DictionaryContext(values: dictionary))
        case let items as [Any]: self = .list(TemplateList(count: items.count) { TemplateValue(any: items[$0]) })
        case let items as Set<AnyHashable>:
            let sorted = items.map { $0.base }.sorted { String(describing: $0) < String(describing: $1) }
            self = .list(TemplateList(count: sorted.count) { TemplateValue(any: sorted[$0]) })
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                self = mirror.children.first.map { TemplateValue(any: $0.value) } ?? .null
            } else {
                self = .context(ReflectedContext(mirror: mirror))
            }
        }
    }

    /// A `[String: Any]` as an object.
    private struct DictionaryContext: TemplateContext {
        var values: [String: Any]
        func child(named name: String) -> TemplateValue? { values[name].map(TemplateValue.init(any:)) }
    }

    /// Any other value as an object of its stored properties.
    private struct ReflectedContext: TemplateContext {
        var mirror: Mirror
        func child(named name: String) -> TemplateValue? {
            mirror.children.first { $0.label == name }.map { TemplateValue(any: $0.value) }
        }
    }
}
