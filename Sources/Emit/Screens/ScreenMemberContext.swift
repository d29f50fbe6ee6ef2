/// One constant of a screen as a Swift declaration (the `screens/member` template's context):
/// `static let size: Double = 112`, `static var text: String { L10n.Auth.signIn }`, or
/// `static func text(_ provider: String) -> String { … }`.
public struct ScreenMemberContext: Sendable, TemplateContext {
    /// The leading spaces of the declaration (4 per nesting level).
    public var indent: String
    /// `public` or `internal`.
    public var access: String
    /// The Swift-safe member name (`size`, `entry`, `accessibilityLabel`).
    public var name: String
    /// What follows `static `: `let size: Double`, `var text: String`, `func text(_ provider: String) -> String`.
    public var declaration: String
    /// Whether it is a stored constant (`= expression`); otherwise a computed one (`{ expression }`).
    public var isStored: Bool
    /// The expression's first line.
    public var expression: String
    /// Further lines of the expression, each already indented relative to the declaration.
    public var continuationLines: [String]
    /// The doc comment's lines.
    public var docLines: [SwiftDocLine]

    /// Creates a member context.
    public init(indent: String, access: String, name: String, declaration: String, isStored: Bool, expression: String,
                continuationLines: [String] = [], docLines: [SwiftDocLine]) {
        self.indent = indent
        self.access = access
        self.name = name
        self.declaration = declaration
        self.isStored = isStored
        self.expression = expression
        self.continuationLines = continuationLines
        self.docLines = docLines
    }

    /// The doc comment as ready lines (`indent` + `/// …` + newline each).
    public var documentation: String { SwiftDocLine.comment(docLines, indent: indent) }

    /// The whole expression, continuation lines included and indented.
    public var fullExpression: String {
        continuationLines.isEmpty ? expression : expression + continuationLines.map { "\n" + indent + $0 }.joined()
    }

    /// The fields above by name, and `documentation`, `fullExpression`.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "indent": return .text(indent)
        case "access": return .text(access)
        case "name": return .text(self.name)
        case "declaration": return .text(declaration)
        case "isStored": return .bool(isStored)
        case "expression": return .text(expression)
        case "continuationLines": return .texts(continuationLines)
        case "docLines": return .list(docLines)
        case "documentation": return .text(documentation)
        case "fullExpression": return .text(fullExpression)
        default: return nil
        }
    }
}
