/// One token as a Swift `static let` (the `swift/member` template's context).
///
/// The doc comment and the initializer are kept as the ready text the built-in template writes
/// (``documentation``, ``fullExpression``); ``docLines``, ``expression`` and
/// ``continuationLines`` give the same text line by line. The fields live in one shared,
/// copy-on-write storage, so a member is copied (into lists, boxes, the template's stack) at the
/// cost of a reference count.
public struct SwiftMemberContext: Sendable, TemplateContext {
    /// The fields. Never mutated while shared (see ``writable``). It is also the member's
    /// template object, so a template reads it without boxing a copy.
    private final class Storage: TemplateObject, @unchecked Sendable {
        var indent: String
        var access: String
        var name: String
        var type: String
        var typeAnnotation: String?
        var deprecationAttribute: String?
        var tokenPath: String
        var tokenType: String
        var documentation: String
        var fullExpression: String

        init(indent: String, access: String, name: String, type: String, typeAnnotation: String?,
             deprecationAttribute: String?, tokenPath: String, tokenType: String, documentation: String,
             fullExpression: String) {
            self.indent = indent
            self.access = access
            self.name = name
            self.type = type
            self.typeAnnotation = typeAnnotation
            self.deprecationAttribute = deprecationAttribute
            self.tokenPath = tokenPath
            self.tokenType = tokenType
            self.documentation = documentation
            self.fullExpression = fullExpression
            super.init()
        }

        override func child(named name: String) -> TemplateValue? {
            // Dispatched on the name's length first: this is looked up about ten times per token
            // of the Swift file, and a plain `switch` compares the name with every case before it.
            switch name.utf8.count {
            case 13 where name == "documentation": return .text(documentation)
            case 20 where name == "deprecationAttribute": return .optional(deprecationAttribute)
            case 6 where name == "indent": return .text(indent)
            case 6 where name == "access": return .text(access)
            case 4 where name == "name": return .text(self.name)
            case 14 where name == "typeAnnotation": return .optional(typeAnnotation)
            case 14 where name == "fullExpression": return .text(fullExpression)
            case 4 where name == "type": return .text(type)
            case 10 where name == "expression":
                return .text(fullExpression.firstIndex(of: "\n").map { String(fullExpression[..<$0]) } ?? fullExpression)
            case 17 where name == "continuationLines":
                return .texts(SwiftMemberContext.continuationLines(of: fullExpression, indent: indent))
            case 8 where name == "docLines": return .list(SwiftMemberContext.docLines(of: documentation, indent: indent))
            case 9 where name == "tokenPath": return .text(tokenPath)
            case 9 where name == "tokenType": return .text(tokenType)
            default: return nil
            }
        }

        func copy() -> Storage {
            Storage(indent: indent, access: access, name: name, type: type, typeAnnotation: typeAnnotation,
                    deprecationAttribute: deprecationAttribute, tokenPath: tokenPath, tokenType: tokenType,
                    documentation: documentation, fullExpression: fullExpression)
        }
    }

    private var storage: Storage

    /// The storage, copied first when another member shares it.
    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The leading spaces of the declaration (4 per nesting level).
    public var indent: String {
        get { storage.indent }
        set {
            let old = storage.indent
            guard newValue != old else { return }
            let lines = Self.docLines(of: storage.documentation, indent: old)
            let continuation = Self.continuationLines(of: storage.fullExpression, indent: old)
            let first = expression
            let fields = writable
            fields.indent = newValue
            fields.documentation = SwiftDocLine.comment(lines, indent: newValue)
            fields.fullExpression = Self.fullExpression(first, continuation, indent: newValue)
        }
    }
    /// `public` or `internal`.
    public var access: String {
        get { storage.access }
        set { writable.access = newValue }
    }
    /// The Swift-safe member name (`p500`, `_2xl`, `` `default` ``).
    public var name: String {
        get { storage.name }
        set { writable.name = newValue }
    }
    /// The value's type (`Double`, `TANDATokens.Color`).
    public var type: String {
        get { storage.type }
        set { writable.type = newValue }
    }
    /// The type when it is written as an annotation (`: Double`), nil when the expression names it.
    public var typeAnnotation: String? {
        get { storage.typeAnnotation }
        set { writable.typeAnnotation = newValue }
    }
    /// `@available(*, deprecated, message: "…")` for a deprecated token, else nil.
    public var deprecationAttribute: String? {
        get { storage.deprecationAttribute }
        set { writable.deprecationAttribute = newValue }
    }
    /// The token's dotted path (`color.brand.primary`).
    public var tokenPath: String {
        get { storage.tokenPath }
        set { writable.tokenPath = newValue }
    }
    /// The token's `$type`.
    public var tokenType: String {
        get { storage.tokenType }
        set { writable.tokenType = newValue }
    }
    /// The doc comment as ready lines (`indent` + `/// …` + newline each), the form the built-in
    /// template uses; ``docLines`` has the same text line by line.
    public var documentation: String { storage.documentation }
    /// The whole initializer, continuation lines included and indented.
    public var fullExpression: String { storage.fullExpression }

    /// The value expression's first line (after `=`).
    public var expression: String {
        get {
            let full = storage.fullExpression
            return full.firstIndex(of: "\n").map { String(full[..<$0]) } ?? full
        }
        set { writable.fullExpression = Self.fullExpression(newValue, continuationLines, indent: indent) }
    }

    /// Further lines of the expression, each already indented relative to the declaration.
    public var continuationLines: [String] {
        get { Self.continuationLines(of: storage.fullExpression, indent: indent) }
        set { writable.fullExpression = Self.fullExpression(expression, newValue, indent: indent) }
    }

    /// The doc comment: description, then the value in every mode.
    public var docLines: [SwiftDocLine] {
        get { Self.docLines(of: storage.documentation, indent: indent) }
        set { writable.documentation = SwiftDocLine.comment(newValue, indent: indent) }
    }

    /// Creates a member context.
    public init(indent: String, access: String, name: String, type: String, typeAnnotation: String?, expression: String,
                continuationLines: [String] = [], docLines: [SwiftDocLine], deprecationAttribute: String?,
                tokenPath: String, tokenType: String) {
        self.init(indent: indent, access: access, name: name, type: type, typeAnnotation: typeAnnotation,
                  fullExpression: Self.fullExpression(expression, continuationLines, indent: indent),
                  documentation: SwiftDocLine.comment(docLines, indent: indent),
                  deprecationAttribute: deprecationAttribute, tokenPath: tokenPath, tokenType: tokenType)
    }

    /// Creates a member context from the ready text of its doc comment and initializer.
    init(indent: String, access: String, name: String, type: String, typeAnnotation: String?, fullExpression: String,
         documentation: String, deprecationAttribute: String?, tokenPath: String, tokenType: String) {
        storage = Storage(indent: indent, access: access, name: name, type: type, typeAnnotation: typeAnnotation,
                          deprecationAttribute: deprecationAttribute, tokenPath: tokenPath, tokenType: tokenType,
                          documentation: documentation, fullExpression: fullExpression)
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? { storage.child(named: name) }

    /// The member as a template object (its storage: no copy, no box).
    var templateObject: TemplateObject { storage }

    // MARK: - Text

    /// `expression`, then each continuation line on a line of its own after `indent`.
    static func fullExpression(_ expression: String, _ continuationLines: [String], indent: String) -> String {
        var text = expression
        for line in continuationLines {
            text += "\n"
            text += indent
            text += line
        }
        return text
    }

    fileprivate static func continuationLines(of fullExpression: String, indent: String) -> [String] {
        fullExpression.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { line in
            line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : String(line)
        }
    }

    fileprivate static func docLines(of documentation: String, indent: String) -> [SwiftDocLine] {
        documentation.split(separator: "\n").map { line in
            var text = line.hasPrefix(indent) ? line.dropFirst(indent.count) : line
            if text.hasPrefix("///") { text = text.dropFirst(3) }
            if text.hasPrefix(" ") { text = text.dropFirst() }
            return SwiftDocLine(String(text))
        }
    }
}
