import Mustache

/// A Kotlin `object` mirroring one token group.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the object's name (`Spacing`) |
/// | `doc` | string or null | its KDoc text |
/// | `members` | list | properties (``KotlinPropertyContext``), then nested objects; `isObject` tells which |
/// | `isObject` | bool | true |
/// | `declarationIndent`, `indent` | string | spaces before the object's line and before its members |
public struct KotlinObjectContext: MustacheParent, Sendable {
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

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return TemplateText(self.name)
        case "doc": return TemplateNull.wrap(doc.map(TemplateText.init))
        case "members": return (properties as [Any]) + (objects as [Any])
        case "isObject": return true
        case "isProperty": return false
        case "declarationIndent": return String(repeating: "    ", count: depth)
        case "indent": return String(repeating: "    ", count: depth + 1)
        default: return nil
        }
    }
}
