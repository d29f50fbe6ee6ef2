/// A Kotlin `object` mirroring one token group.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the object's name (`Spacing`) |
/// | `doc` | string or null | its KDoc text |
/// | `members` | list | properties (``KotlinPropertyContext``), then nested objects; `isObject` tells which |
/// | `isObject` | bool | true |
/// | `declarationIndent`, `indent` | string | spaces before the object's line and before its members |
public struct KotlinObjectContext: TemplateContext, Sendable {
    /// The name.
    public var name: String
    /// The KDoc text.
    public var doc: String?
    /// The properties.
    public var properties: [KotlinPropertyContext]
    /// The nested objects.
    public var objects: [KotlinObjectContext]
    /// The nesting depth (0 for a top-level object).
    public var depth: Int

    /// Creates an object.
    public init(name: String, doc: String?, properties: [KotlinPropertyContext], objects: [KotlinObjectContext], depth: Int) {
        self.name = name
        self.doc = doc
        self.properties = properties
        self.objects = objects
        self.depth = depth
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "indent": return .text(IndentationText.spaces(4 * (depth + 1)))
        case "isObject": return .bool(true)
        case "isProperty": return .bool(false)
        case "name": return .text(self.name)
        case "doc": return .optional(doc)
        case "members":
            let properties = properties, objects = objects
            return .list(TemplateList(count: properties.count + objects.count) {
                $0 < properties.count ? .context(properties[$0]) : .context(objects[$0 - properties.count])
            })
        case "declarationIndent": return .text(IndentationText.spaces(4 * depth))
        default: return nil
        }
    }
}
