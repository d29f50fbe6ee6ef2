/// A typed object a template can read fields of: `{{name}}`, `{{#entries}}…{{/entries}}`,
/// `{{value.hex}}`.
///
/// Every template context of tokenc conforms: ``SwiftFileContext``, ``CSSFileContext``,
/// ``TokenTemplateToken``… A lookup is one call and, usually, one `switch` over the name; a field
/// is computed only when a template asks for it.
///
/// ```swift
/// struct Person: TemplateContext {
///     var name: String
///     var nickname: String?
///     func child(named key: String) -> TemplateValue? {
///         switch key {
///         case "name": return .text(name)
///         case "nickname": return nickname.map(TemplateValue.text) ?? .null
///         default: return nil
///         }
///     }
/// }
/// ```
public protocol TemplateContext {
    /// The value of the field `name`, or nil when this object has no such field — then the
    /// enclosing objects of the template are asked (Mustache's context stack). Return
    /// ``TemplateValue/null`` for a field this object has but that is empty in this instance, so
    /// that a value of the same name is not taken from an enclosing object.
    func child(named name: String) -> TemplateValue?
}
