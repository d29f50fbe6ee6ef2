import ScreenSpec
import TokenModel

/// Copy as Swift: for a copy token, its translation key (`textKey`) and its `L10n` accessor
/// (`text`); for literal text in the spec, the string itself, noted as not localized.
extension ScreensSwiftBuilder {
    /// The texts of an element in a fixed order: `text`, `placeholder`, `accessibilityLabel`,
    /// `accessibilityHint`, `accessibilityValue`, then each state's (`errorText`).
    mutating func copyMembers(_ element: Element, depth: Int) -> [ScreenMemberContext] {
        var roles: [(role: String, content: TextContent)] = []
        if let copy = element.copy {
            roles.append(("text", .copy(copy)))
        } else if let text = element.text {
            roles.append(("text", .literal(text)))
        }
        if let placeholder = element.placeholder { roles.append(("placeholder", placeholder)) }
        if let accessibility = element.accessibility {
            if let label = accessibility.label { roles.append(("accessibility-label", label)) }
            if let hint = accessibility.hint { roles.append(("accessibility-hint", hint)) }
            if let value = accessibility.value { roles.append(("accessibility-value", value)) }
        }
        for state in element.states {
            if let copy = state.copy {
                roles.append((state.name + "-text", .copy(copy)))
            } else if let text = state.text {
                roles.append((state.name + "-text", .literal(text)))
            }
        }
        var members: [ScreenMemberContext] = []
        for (role, content) in roles {
            guard let name = SwiftIdentifier.member(role) else { continue }
            let what = NameStyle.words(of: role).joined(separator: " ").lowercased()
            switch content {
            case .copy(let reference):
                members += copy(reference, name: name, what: what, depth: depth)
            case .literal(let text):
                members.append(stored(name, depth: depth, type: "String", annotated: false,
                                      expression: .raw(SwiftIdentifier.stringLiteral(text.value)),
                                      doc: ["The \(what): raw value in spec, literal text that is not localized."]))
            }
        }
        return members
    }

    /// `<name>Key` and, when the output uses `L10n`, the localized accessor `<name>`.
    private mutating func copy(_ reference: CopyReference, name: String, what: String, depth: Int) -> [ScreenMemberContext] {
        let catalogKey = reference.alternate.map { reference.key + "." + $0 } ?? reference.key
        let quoted = "“" + SwiftIdentifier.commentText(reference.text) + "”"
        let origin = "`{\(reference.tokenPath)}`" + (reference.alternate.map { ", alternate `\($0)`" } ?? "")
        var members = [stored(
            (SwiftIdentifier.member(name.filter { $0 != "`" } + "Key") ?? name + "Key"), depth: depth, type: "String",
            annotated: false, expression: .raw(SwiftIdentifier.stringLiteral(catalogKey)),
            doc: ["Translation key of the \(what): \(quoted) (\(origin))."])]
        guard let l10n else { return members }
        guard let accessor = l10n.accessor(key: reference.key, alternate: reference.alternate) else { return members }
        uses.insert("L10n")
        let indent = Self.indent(depth)
        let doc = Self.docLines(["The \(what), localized: \(quoted) in the source language (`\(accessor.path.filter { $0 != "`" })`)."], depth: depth)
        if accessor.parameters.isEmpty {
            members.append(ScreenMemberContext(indent: indent, access: access, name: name, declaration: "var \(name): String",
                                               isStored: false, expression: accessor.path, docLines: doc))
        } else {
            let parameters = accessor.parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
            let arguments = accessor.parameters.map(\.name).joined(separator: ", ")
            members.append(ScreenMemberContext(
                indent: indent, access: access, name: name, declaration: "func \(name)(\(parameters)) -> String",
                isStored: false, expression: "\(accessor.path)(\(arguments))", docLines: doc))
        }
        return members
    }
}
