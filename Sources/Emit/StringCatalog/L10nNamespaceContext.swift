/// A caseless enum of the Swift accessors, mirroring one level of the translation keys.
///
/// | name | type | value |
/// |---|---|---|
/// | `name` | string | the Swift type name (`SignUp`; the root's is the `enumName`) |
/// | `accessors` | list of ``L10nAccessorContext`` | the strings at this level |
/// | `namespaces` | list of ``L10nNamespaceContext`` | the nested levels (the template recurses) |
/// | `members` | list | the accessors, then the namespaces; each item's `isNamespace` tells which |
/// | `isNamespace`, `isAccessor` | bool | true, false |
/// | `declarationIndent` | string | the spaces before this enum's own declaration |
/// | `indent` | string | the spaces before its members' lines |
public struct L10nNamespaceContext: TemplateContext, Sendable {
    /// The type name.
    public var name: String
    /// The strings at this level, in key order.
    public var accessors: [L10nAccessorContext]
    /// The nested levels, in key order.
    public var namespaces: [L10nNamespaceContext]
    /// The nesting depth: 0 for the root (whose members are indented once).
    public var depth: Int

    /// Creates a namespace.
    public init(name: String, accessors: [L10nAccessorContext], namespaces: [L10nNamespaceContext], depth: Int) {
        self.name = name
        self.accessors = accessors
        self.namespaces = namespaces
        self.depth = depth
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        // Every accessor's lines ask for `indent`, `access` and `enumName`, which climb through
        // this context: dispatching on the length first makes a miss one comparison, not nine.
        switch name.utf8.count {
        case 6 where name == "indent": return .text(IndentationText.spaces(4 * (depth + 1)))
        case 7 where name == "members":
            let accessors = accessors, namespaces = namespaces
            return .list(TemplateList(count: accessors.count + namespaces.count) {
                $0 < accessors.count ? .context(accessors[$0]) : .context(namespaces[$0 - accessors.count])
            })
        case 11 where name == "isNamespace": return .bool(true)
        case 10 where name == "isAccessor": return .bool(false)
        case 4 where name == "name": return .text(self.name)
        case 9 where name == "accessors": return .list(accessors)
        case 10 where name == "namespaces": return .list(namespaces)
        case 17 where name == "declarationIndent": return .text(IndentationText.spaces(4 * depth))
        default: return nil
        }
    }
}
