import Mustache

/// A string in a template context that offers tokenc's name transforms as Mustache transforms:
/// `{{camelCase(name)}}`, `{{pascalCase(name)}}`, `{{kebabCase(name)}}`, `{{snakeCase(name)}}`,
/// `{{swiftMember(name)}}`, `{{swiftType(name)}}`, `{{swiftString(name)}}`, plus swift-mustache's
/// own `uppercased`, `lowercased`, `capitalized`, `empty`.
public struct TemplateText: Sendable, Hashable, MustacheTransformable, MustacheCustomRenderable,
    CustomStringConvertible {
    /// The text.
    public var text: String

    /// Wraps a string.
    public init(_ text: String) { self.text = text }

    /// The text, rendered as is.
    public var renderText: String { text }
    /// Never null.
    public var isNull: Bool { false }
    /// The text.
    public var description: String { text }

    /// Applies a named transform; nil for an unknown name (Mustache then renders nothing).
    public func transform(_ name: String) -> Any? {
        switch name {
        case "camelCase": return TemplateText(NameStyle.camelCase.apply(text))
        case "pascalCase": return TemplateText(NameStyle.pascalCase.apply(text))
        case "kebabCase": return TemplateText(NameStyle.kebabCase.apply(text))
        case "snakeCase": return TemplateText(NameStyle.snakeCase.apply(text))
        case "swiftMember": return SwiftIdentifier.member(text).map(TemplateText.init)
        case "swiftType": return SwiftIdentifier.type(text).map(TemplateText.init)
        case "swiftString": return TemplateText(SwiftIdentifier.stringLiteral(text))
        case "uppercased": return TemplateText(text.uppercased())
        case "lowercased": return TemplateText(text.lowercased())
        case "empty": return text.isEmpty
        default: return text.transform(name)
        }
    }
}
