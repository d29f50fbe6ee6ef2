import Mustache

/// One token as a Swift `static let` (the `swift/member` template's context).
public struct SwiftMemberContext: Sendable, MustacheParent {
    /// The leading spaces of the declaration (4 per nesting level).
    public var indent: String
    /// `public` or `internal`.
    public var access: String
    /// The Swift-safe member name (`p500`, `_2xl`, `` `default` ``).
    public var name: String
    /// The value's type (`Double`, `TANDATokens.Color`).
    public var type: String
    /// The type when it is written as an annotation (`: Double`), nil when the expression names it.
    public var typeAnnotation: String?
    /// The value expression's first line (after `=`).
    public var expression: String
    /// Further lines of the expression, each already indented relative to the declaration.
    public var continuationLines: [String]
    /// The doc comment: description, then the value in every mode.
    public var docLines: [SwiftDocLine]
    /// `@available(*, deprecated, message: "…")` for a deprecated token, else nil.
    public var deprecationAttribute: String?
    /// The token's dotted path (`color.brand.primary`).
    public var tokenPath: String
    /// The token's `$type`.
    public var tokenType: String

    /// The doc comment as ready lines (`indent` + `/// …` + newline each), the fast form the
    /// built-in template uses; ``docLines`` has the same text line by line.
    public var documentation: String {
        SwiftDocLine.comment(docLines, indent: indent)
    }

    /// The whole expression, continuation lines included and indented.
    public var fullExpression: String {
        continuationLines.isEmpty ? expression
            : expression + continuationLines.map { "\n" + indent + $0 }.joined()
    }

    /// Creates a member context.
    public init(indent: String, access: String, name: String, type: String, typeAnnotation: String?, expression: String,
                continuationLines: [String] = [], docLines: [SwiftDocLine], deprecationAttribute: String?,
                tokenPath: String, tokenType: String) {
        self.indent = indent
        self.access = access
        self.name = name
        self.type = type
        self.typeAnnotation = typeAnnotation
        self.expression = expression
        self.continuationLines = continuationLines
        self.docLines = docLines
        self.deprecationAttribute = deprecationAttribute
        self.tokenPath = tokenPath
        self.tokenType = tokenType
    }

    /// The fields above by name.
    public func child(named name: String) -> Any? {
        switch name {
        case "indent": return indent
        case "access": return access
        case "name": return self.name
        case "type": return type
        case "typeAnnotation": return TemplateNull.wrap(typeAnnotation)
        case "expression": return expression
        case "continuationLines": return continuationLines
        case "docLines": return docLines
        case "deprecationAttribute": return TemplateNull.wrap(deprecationAttribute)
        case "tokenPath": return tokenPath
        case "tokenType": return tokenType
        case "documentation": return documentation
        case "fullExpression": return fullExpression
        default: return nil
        }
    }
}
