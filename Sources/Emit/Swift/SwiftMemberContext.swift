/// One token as a Swift `static let` (the `swift/member` template's context).
///
/// The doc comment and the initializer are kept as the ready text the built-in template writes
/// (``documentation``, ``fullExpression``); ``docLines``, ``expression`` and
/// ``continuationLines`` give the same text line by line. The fields live in one shared,
/// copy-on-write storage, so a member is copied (into lists, boxes, the template's stack) at the
/// cost of a reference count.
public struct SwiftMemberContext: Sendable, TemplateContext {
    /// The fields, as one value.
    private struct Fields {
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
    }

    /// The fields, immutable and shared by copies of the member (a change makes a new storage).
    /// It is also the member's template object, so a template reads it without boxing a copy,
    /// and writes its text fields straight into the output.
    private final class Storage: TemplateObject, @unchecked Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
            super.init()
        }

        override func child(named name: String) -> TemplateValue? {
            // Dispatched on the name's length first: this is looked up about ten times per token
            // of the Swift file, and a plain `switch` compares the name with every case before it.
            switch name.utf8.count {
            case 13 where name == "documentation": return .text(fields.documentation)
            case 20 where name == "deprecationAttribute": return .optional(fields.deprecationAttribute)
            case 6 where name == "indent": return .text(fields.indent)
            case 6 where name == "access": return .text(fields.access)
            case 4 where name == "name": return .text(fields.name)
            case 14 where name == "typeAnnotation": return .optional(fields.typeAnnotation)
            case 14 where name == "fullExpression": return .text(fields.fullExpression)
            case 4 where name == "type": return .text(fields.type)
            case 10 where name == "expression": return .text(SwiftMemberContext.firstLine(of: fields.fullExpression))
            case 17 where name == "continuationLines":
                return .texts(SwiftMemberContext.continuationLines(of: fields.fullExpression, indent: fields.indent))
            case 8 where name == "docLines":
                return .list(SwiftMemberContext.docLines(of: fields.documentation, indent: fields.indent))
            case 9 where name == "tokenPath": return .text(fields.tokenPath)
            case 9 where name == "tokenType": return .text(fields.tokenType)
            default: return nil
            }
        }

        override func appendField(named name: String, to output: TemplateOutput) -> Bool {
            switch name.utf8.count {
            case 13 where name == "documentation": output.append(fields.documentation)
            case 6 where name == "indent": output.append(fields.indent)
            case 6 where name == "access": output.append(fields.access)
            case 4 where name == "name": output.append(fields.name)
            case 14 where name == "fullExpression": output.append(fields.fullExpression)
            default: return super.appendField(named: name, to: output)
            }
            return true
        }
    }

    private var storage: Storage

    /// Changes fields: the storage is shared by copies, so a change makes a new one.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The leading spaces of the declaration (4 per nesting level).
    public var indent: String {
        get { storage.fields.indent }
        set {
            let old = storage.fields.indent
            guard newValue != old else { return }
            let lines = Self.docLines(of: storage.fields.documentation, indent: old)
            let continuation = Self.continuationLines(of: storage.fields.fullExpression, indent: old)
            let first = expression
            update {
                $0.indent = newValue
                $0.documentation = SwiftDocLine.comment(lines, indent: newValue)
                $0.fullExpression = Self.fullExpression(first, continuation, indent: newValue)
            }
        }
    }
    /// `public` or `internal`.
    public var access: String {
        get { storage.fields.access }
        set { update { $0.access = newValue } }
    }
    /// The Swift-safe member name (`p500`, `_2xl`, `` `default` ``).
    public var name: String {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }
    /// The value's type (`Double`, `TANDATokens.Color`).
    public var type: String {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }
    /// The type when it is written as an annotation (`: Double`), nil when the expression names it.
    public var typeAnnotation: String? {
        get { storage.fields.typeAnnotation }
        set { update { $0.typeAnnotation = newValue } }
    }
    /// `@available(*, deprecated, message: "…")` for a deprecated token, else nil.
    public var deprecationAttribute: String? {
        get { storage.fields.deprecationAttribute }
        set { update { $0.deprecationAttribute = newValue } }
    }
    /// The token's dotted path (`color.brand.primary`).
    public var tokenPath: String {
        get { storage.fields.tokenPath }
        set { update { $0.tokenPath = newValue } }
    }
    /// The token's `$type`.
    public var tokenType: String {
        get { storage.fields.tokenType }
        set { update { $0.tokenType = newValue } }
    }
    /// The doc comment as ready lines (`indent` + `/// …` + newline each), the form the built-in
    /// template uses; ``docLines`` has the same text line by line.
    public var documentation: String { storage.fields.documentation }
    /// The whole initializer, continuation lines included and indented.
    public var fullExpression: String { storage.fields.fullExpression }

    /// The value expression's first line (after `=`).
    public var expression: String {
        get { Self.firstLine(of: storage.fields.fullExpression) }
        set {
            let continuation = continuationLines, indent = indent
            update { $0.fullExpression = Self.fullExpression(newValue, continuation, indent: indent) }
        }
    }

    /// Further lines of the expression, each already indented relative to the declaration.
    public var continuationLines: [String] {
        get { Self.continuationLines(of: storage.fields.fullExpression, indent: indent) }
        set {
            let first = expression, indent = indent
            update { $0.fullExpression = Self.fullExpression(first, newValue, indent: indent) }
        }
    }

    /// The doc comment: description, then the value in every mode.
    public var docLines: [SwiftDocLine] {
        get { Self.docLines(of: storage.fields.documentation, indent: indent) }
        set {
            let indent = indent
            update { $0.documentation = SwiftDocLine.comment(newValue, indent: indent) }
        }
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
        storage = Storage(Fields(indent: indent, access: access, name: name, type: type, typeAnnotation: typeAnnotation,
                                 deprecationAttribute: deprecationAttribute, tokenPath: tokenPath, tokenType: tokenType,
                                 documentation: documentation, fullExpression: fullExpression))
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? { storage.child(named: name) }

    /// The member as a template object (its storage: no copy, no box).
    var templateObject: TemplateObject { storage }

    // MARK: - Text

    /// The first line of a text.
    fileprivate static func firstLine(of text: String) -> String {
        text.firstIndex(of: "\n").map { String(text[..<$0]) } ?? text
    }

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
